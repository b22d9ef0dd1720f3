import type { Kysely } from 'kysely'

// The ship-by date an order was promised at payment (app/domain/shipping/ship-by.ts), a shop
// calendar day 'YYYY-MM-DD'; null on orders from before this and on unpaid ones. The production
// queue sorts by it, so (status, ship_by) is indexed.
//
// daily_job_runs: one row per (job, shop day), inserted by the instance that runs a daily job
// (the late-orders e-mail, app/workflows/production/late-orders.server.ts); the primary key makes the claim
// exactly-once however many server processes try at the same time.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema.alterTable('orders').addColumn('ship_by', 'text').execute()
	await db.schema
		.createIndex('orders_status_ship_by')
		.on('orders')
		.columns(['status', 'ship_by'])
		.execute()
	await db.schema
		.createTable('daily_job_runs')
		.addColumn('job', 'text', (col) => col.notNull())
		.addColumn('day', 'text', (col) => col.notNull())
		.addColumn('claimed_at', 'text', (col) => col.notNull())
		.addPrimaryKeyConstraint('daily_job_runs_pk', ['job', 'day'])
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('daily_job_runs').execute()
	await db.schema.dropIndex('orders_status_ship_by').execute()
	await db.schema.alterTable('orders').dropColumn('ship_by').execute()
}
