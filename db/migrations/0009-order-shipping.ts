import { PostgresAdapter, type Kysely } from 'kysely'
import { cartFunctionsSql, DROP_CART_FUNCTION, runSql } from './cart-functions.ts'

// Shipping on orders: the method the customer chose and what it cost, stored like
// every other price (app/domain/shipping/shipping.ts). Orders made before this have no method and 0.
//
// On PostgreSQL, cart_set_quantity: a saved line's quantity set and the cart read in one call,
// as cart_remove_line does (0007; their SQL: cart-functions.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema.alterTable('orders').addColumn('shipping_method', 'text').execute()
	await db.schema
		.alterTable('orders')
		.addColumn('shipping_cents', 'integer', (col) => col.notNull().defaultTo(0))
		.execute()
	if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return

	await runSql(db, [cartFunctionsSql({ withLabel: false }).setQuantity])
}

export async function down(db: Kysely<unknown>): Promise<void> {
	if (db.getExecutor().adapter instanceof PostgresAdapter) {
		await runSql(db, [DROP_CART_FUNCTION.setQuantity])
	}
	await db.schema.alterTable('orders').dropColumn('shipping_cents').execute()
	await db.schema.alterTable('orders').dropColumn('shipping_method').execute()
}
