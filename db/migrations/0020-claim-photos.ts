import { PostgresAdapter, type Kysely } from 'kysely'

// Photos of a customer's claim ("Report a problem": a screen that does not fit, arrived damaged,
// has a defect), kept in the database so that every instance of the shop can serve them.
//
// claim_photos: one photo as the shop keeps it (re-encoded, no metadata: app/services/claims/
// photo-encoding.server.ts). id is a random UUID, never a sequence, so one photo's address tells
// nothing of another's. user_id is the customer who sent it (their photos go with their account);
// claim_id names the claim it belongs to, null until claims are stored (no table to refer to yet).
// content_type, width, height and byte_size describe bytes, the photo itself: BLOB on SQLite,
// bytea on PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
	const postgres = db.getExecutor().adapter instanceof PostgresAdapter
	await db.schema
		.createTable('claim_photos')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
		.addColumn('claim_id', 'text')
		.addColumn('content_type', 'text', (col) => col.notNull())
		.addColumn('width', 'integer', (col) => col.notNull())
		.addColumn('height', 'integer', (col) => col.notNull())
		.addColumn('byte_size', 'integer', (col) => col.notNull())
		.addColumn('bytes', postgres ? 'bytea' : 'blob', (col) => col.notNull())
		.addColumn('created_at', 'text', (col) => col.notNull())
		.execute()
	await db.schema.createIndex('claim_photos_user').on('claim_photos').column('user_id').execute()
	await db.schema.createIndex('claim_photos_claim').on('claim_photos').column('claim_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('claim_photos').execute()
}
