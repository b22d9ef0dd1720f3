import type { Kysely } from 'kysely'

// The back office (/admin): a role per account, who moved an order in its history, and the
// indexes the orders list, the dashboard and the CSV export read by.
// users.role needs its default: better-auth refuses to start if one of its tables has a NOT NULL
// column it does not know (docs/decisions/001-accounts-on-better-auth.md).
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.alterTable('users')
		.addColumn('role', 'text', (col) => col.notNull().defaultTo('customer'))
		.execute()

	// Copied at the time of the move, so the history still names the admin if the account goes.
	await db.schema.alterTable('order_status_history').addColumn('actor_id', 'text').execute()
	await db.schema.alterTable('order_status_history').addColumn('actor_email', 'text').execute()

	await db.schema.createIndex('orders_created_at').on('orders').column('created_at').execute()
	await db.schema.createIndex('orders_paid_at').on('orders').column('paid_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropIndex('orders_paid_at').execute()
	await db.schema.dropIndex('orders_created_at').execute()
	await db.schema.alterTable('order_status_history').dropColumn('actor_email').execute()
	await db.schema.alterTable('order_status_history').dropColumn('actor_id').execute()
	await db.schema.alterTable('users').dropColumn('role').execute()
}
