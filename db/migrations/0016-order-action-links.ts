import type { Kysely } from 'kysely'

// Issue 27, item 2: the customer's own change or cancel of a paid order.
//
// order_action_links: one-time links and grants for one order. `action` is 'change' or 'cancel'
// for a link e-mailed from /track-order (its button, a POST, uses it), or 'edit' for the short
// grant a used change link opens (the change form carries it until the change is confirmed).
// token_hash is the SHA-256 (hex) of the token; the token itself is only in the e-mail or the
// customer's page. A row is used once: used_at is set by one conditional update, and only while
// expires_at (30 minutes after created_at) has not passed.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createTable('order_action_links')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('order_id', 'text', (col) =>
			col.notNull().references('orders.id').onDelete('cascade'),
		)
		.addColumn('action', 'text', (col) => col.notNull())
		.addColumn('token_hash', 'text', (col) => col.notNull().unique())
		.addColumn('expires_at', 'text', (col) => col.notNull())
		.addColumn('used_at', 'text')
		.addColumn('created_at', 'text', (col) => col.notNull())
		.execute()
	await db.schema
		.createIndex('order_action_links_order')
		.on('order_action_links')
		.column('order_id')
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('order_action_links').execute()
}
