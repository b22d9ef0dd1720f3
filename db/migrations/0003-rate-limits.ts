import type { Kysely } from 'kysely'

// One row per rate-limit bucket (e.g. sign-in attempts for one e-mail): the hits of the current
// fixed window and of the one before it. See app/models/limits/rate-limits.server.ts.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createTable('rate_limits')
		.addColumn('key', 'text', (col) => col.primaryKey())
		/** Start of the current window, milliseconds since 1970 (a multiple of the window length). */
		.addColumn('window_start_ms', 'bigint', (col) => col.notNull())
		.addColumn('hits', 'integer', (col) => col.notNull())
		.addColumn('previous_hits', 'integer', (col) => col.notNull())
		.execute()
	await db.schema
		.createIndex('rate_limits_window_start')
		.on('rate_limits')
		.column('window_start_ms')
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('rate_limits').execute()
}
