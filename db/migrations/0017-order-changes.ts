import type { Kysely } from 'kysely'

// Issue 27: a paid order's changes (app/workflows/order/change-order.server.ts).
//
// order_changes: one change asked of an order, by its customer or the owner. new_lines is JSON of
// the changed order's lines (app/domain/order/order-change.ts ChangedLine[], with the ids of the
// order_items they rewrite) and removed_item_ids the lines taken out; new_ship_to the new address
// (JSON) or null when it stays. Money in integer cents: old_total_cents and new_total_cents the
// order's totals before and after, difference_cents the new total less what was paid net of
// refunds (positive: to pay; negative: refunded at once).
// status: applied (done), awaiting_payment (a hosted checkout session for the difference is open:
// provider_session_id, checkout_url), abandoned (its session ended unpaid or never opened),
// superseded (a newer change came first). idempotency_key is unique: the same request made twice
// (a double click, two processes) is one change. payment_reference: the provider's payment of the
// difference, once paid.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createTable('order_changes')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
		.addColumn('requested_by', 'text', (col) => col.notNull())
		.addColumn('new_lines', 'text', (col) => col.notNull())
		.addColumn('removed_item_ids', 'text', (col) => col.notNull())
		.addColumn('new_ship_to', 'text')
		.addColumn('summary', 'text', (col) => col.notNull())
		.addColumn('screen_count', 'integer', (col) => col.notNull())
		.addColumn('subtotal_cents', 'integer', (col) => col.notNull())
		.addColumn('discount_cents', 'integer', (col) => col.notNull())
		.addColumn('tax_cents', 'integer', (col) => col.notNull())
		.addColumn('shipping_cents', 'integer', (col) => col.notNull())
		.addColumn('old_total_cents', 'integer', (col) => col.notNull())
		.addColumn('new_total_cents', 'integer', (col) => col.notNull())
		.addColumn('difference_cents', 'integer', (col) => col.notNull())
		.addColumn('status', 'text', (col) => col.notNull())
		.addColumn('provider', 'text', (col) => col.notNull())
		.addColumn('provider_session_id', 'text', (col) => col.unique())
		.addColumn('checkout_url', 'text')
		.addColumn('payment_reference', 'text')
		.addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
		.addColumn('actor_id', 'text')
		.addColumn('actor_email', 'text')
		.addColumn('created_at', 'text', (col) => col.notNull())
		.addColumn('applied_at', 'text')
		.execute()
	await db.schema
		.createIndex('order_changes_order_status')
		.on('order_changes')
		.columns(['order_id', 'status'])
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('order_changes').execute()
}
