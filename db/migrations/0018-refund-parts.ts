import { sql, type Kysely } from 'kysely'

// Refunds split across an order's payments (docs/decisions/026-refunds-once.md). An order is paid
// by its first checkout (orders.payment_reference) and by each paid change that raised its total
// (order_changes.payment_reference); a refund is allocated over those payments, newest first,
// and each share is its own provider refund.
//
// refund_parts: one row per payment a refund takes money back from. idempotency_key is the key
// the provider is asked with (unique; derived from the refund's id and the payment), and
// (refund_id, payment_reference) is unique: a refund takes from each payment once. position: the
// part's place in the refund's allocation (0: the newest payment). status and
// provider_refund_id as on refunds; the refund's own status is the combination of its parts.
// order_changes.amount_paid_cents: what the change's payment took (its session's total), null
// when the change was not paid.
// Refunds made before this migration each went to the order's first payment with the refund's id
// as the provider's key: each becomes one part with that id and that key, so a pending one is
// asked again exactly as before. Paid changes already applied took their difference.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createTable('refund_parts')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('refund_id', 'text', (col) => col.notNull().references('refunds.id'))
		.addColumn('order_id', 'text', (col) => col.notNull())
		.addColumn('payment_reference', 'text', (col) => col.notNull())
		.addColumn('position', 'integer', (col) => col.notNull())
		.addColumn('amount_cents', 'integer', (col) => col.notNull())
		.addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
		.addColumn('provider_refund_id', 'text')
		.addColumn('failure_reason', 'text')
		.addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
		.addColumn('created_at', 'text', (col) => col.notNull())
		.addColumn('updated_at', 'text', (col) => col.notNull())
		.execute()
	await db.schema
		.createIndex('refund_parts_refund_payment')
		.unique()
		.on('refund_parts')
		.columns(['refund_id', 'payment_reference'])
		.execute()
	await db.schema
		.createIndex('refund_parts_order_payment')
		.on('refund_parts')
		.columns(['order_id', 'payment_reference'])
		.execute()
	await db.schema
		.createIndex('refund_parts_provider_refund')
		.on('refund_parts')
		.column('provider_refund_id')
		.execute()
	await db.schema.alterTable('order_changes').addColumn('amount_paid_cents', 'integer').execute()
	await sql`
		insert into refund_parts (id, refund_id, order_id, payment_reference, position, amount_cents,
			status, provider_refund_id, failure_reason, idempotency_key, created_at, updated_at)
		select r.id, r.id, r.order_id, o.payment_reference, 0, r.amount_cents, r.status,
			r.provider_refund_id, r.failure_reason, r.id, r.created_at, r.updated_at
		from refunds r join orders o on o.id = r.order_id
		where o.payment_reference is not null`.execute(db)
	await sql`
		update order_changes set amount_paid_cents = difference_cents
		where status = 'applied' and payment_reference is not null and difference_cents > 0`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.alterTable('order_changes').dropColumn('amount_paid_cents').execute()
	await db.schema.dropTable('refund_parts').execute()
}
