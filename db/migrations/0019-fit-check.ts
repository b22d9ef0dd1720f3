import type { Kysely } from 'kysely'

// The fit check (docs/decisions/032-fit-check.md): a paid order's lines are checked once, when
// the payment arrives; an order with findings is held before anything is cut.
//
// orders.fit_hold: 1 while the order is held by its fit check, a flag beside the status (the
// status stays received), so the guide, refunds, cancels and changes work as before; the
// production queue lists a held order as held, and a move into production waits for its release.
// fit_checks: one row per held order (order_id is the key, so an order is held at most once).
// findings: JSON of the findings (app/domain/order/fit-check.ts FitFinding[], at most the first
// 50); finding_count: how many there were. outcome: held (still held), confirmed (the customer
// confirmed the sizes), released (the owner released it), corrected (the customer changed the
// order through the change flow). ended_at, ended_by (customer | owner), actor_id and
// actor_email: when the hold ended and who ended it; null while held.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.alterTable('orders')
		.addColumn('fit_hold', 'integer', (col) => col.notNull().defaultTo(0))
		.execute()
	await db.schema
		.createTable('fit_checks')
		.addColumn('order_id', 'text', (col) => col.primaryKey().references('orders.id'))
		.addColumn('findings', 'text', (col) => col.notNull())
		.addColumn('finding_count', 'integer', (col) => col.notNull())
		.addColumn('outcome', 'text', (col) => col.notNull())
		.addColumn('checked_at', 'text', (col) => col.notNull())
		.addColumn('ended_at', 'text')
		.addColumn('ended_by', 'text')
		.addColumn('actor_id', 'text')
		.addColumn('actor_email', 'text')
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('fit_checks').execute()
	await db.schema.alterTable('orders').dropColumn('fit_hold').execute()
}
