import type { Kysely } from 'kysely'

// Issue 27: refunds from the back office and the customer's cancel, made exactly once.
//
// refunds: one row per refund the shop asked its payment provider for. idempotency_key is unique:
// the same request twice (a double click, a retry, two instances) finds the first row. status is
// pending until the provider answers (or its webhook tells), then succeeded or failed. kind:
// cancel | partial | shipping | change. provider_refund_id: the provider's own id (Stripe: re_...).
// actor_id / actor_email: who asked; null for the customer or the shop itself.
// orders.refunded_cents: what is refunded or being refunded (pending + succeeded refunds), so
// amount_paid_cents - refunded_cents is what can still be refunded.
// test_payment_refunds: the built-in test provider's refunds, kept as Stripe keeps its own (one
// per idempotency key, never more than the payment).
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.alterTable('orders')
		.addColumn('refunded_cents', 'integer', (col) => col.notNull().defaultTo(0))
		.execute()
	await db.schema
		.createTable('refunds')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('order_id', 'text', (col) => col.notNull())
		.addColumn('amount_cents', 'integer', (col) => col.notNull())
		.addColumn('kind', 'text', (col) => col.notNull())
		.addColumn('reason', 'text', (col) => col.notNull())
		.addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
		.addColumn('provider', 'text', (col) => col.notNull())
		.addColumn('provider_refund_id', 'text')
		.addColumn('failure_reason', 'text')
		.addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
		.addColumn('actor_id', 'text')
		.addColumn('actor_email', 'text')
		.addColumn('created_at', 'text', (col) => col.notNull())
		.addColumn('updated_at', 'text', (col) => col.notNull())
		.execute()
	await db.schema
		.createIndex('refunds_order')
		.on('refunds')
		.columns(['order_id', 'created_at'])
		.execute()
	await db.schema
		.createIndex('refunds_provider_refund')
		.on('refunds')
		.column('provider_refund_id')
		.execute()
	await db.schema
		.createTable('test_payment_refunds')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('payment_reference', 'text', (col) => col.notNull())
		.addColumn('amount_cents', 'integer', (col) => col.notNull())
		.addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
		.addColumn('reason', 'text', (col) => col.notNull())
		.addColumn('created_at', 'text', (col) => col.notNull())
		.execute()
	await db.schema
		.createIndex('test_payment_refunds_payment')
		.on('test_payment_refunds')
		.column('payment_reference')
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('test_payment_refunds').execute()
	await db.schema.dropTable('refunds').execute()
	await db.schema.alterTable('orders').dropColumn('refunded_cents').execute()
}
