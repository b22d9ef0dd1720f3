import type { Kysely } from 'kysely'

// Paying a contractor's quote online (docs/decisions/021-contractor-quotes.md).
//
// orders.discount_cents: money taken off the merchandise (a quote's discount); 0 for cart orders.
// An order's total is then subtotal - discount + tax + shipping, the subtotal still being the sum
// of its lines.
// orders.quote_id: the quote an order was made from; null for cart orders.
// quotes.order_id (from 0012) becomes unique: one order is a quote's current order at most once.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.alterTable('orders')
		.addColumn('discount_cents', 'integer', (col) => col.notNull().defaultTo(0))
		.execute()
	await db.schema.alterTable('orders').addColumn('quote_id', 'text').execute()
	await db.schema.createIndex('quotes_order').unique().on('quotes').column('order_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropIndex('quotes_order').execute()
	await db.schema.alterTable('orders').dropColumn('quote_id').execute()
	await db.schema.alterTable('orders').dropColumn('discount_cents').execute()
}
