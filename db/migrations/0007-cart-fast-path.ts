import { PostgresAdapter, type Kysely } from 'kysely'
import { cartFunctionsSql, DROP_CART_FUNCTION, runSql } from './cart-functions.ts'

// A saved-cart change in few round trips (docs/decisions/005-cart-api-fast-path.md): an index in
// the cart's reading order, and on PostgreSQL two functions that change the cart and answer it
// in one call (cart_append_lines under the user's row lock, cart_remove_line), planned with
// index scans (their SQL: cart-functions.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createIndex('cart_items_user_order')
		.on('cart_items')
		.columns(['user_id', 'created_at', 'position', 'id'])
		.execute()
	await db.schema.dropIndex('cart_items_user_created').execute()
	if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return

	const cart = cartFunctionsSql({ withLabel: false })
	await runSql(db, [cart.appendLines, cart.removeLine])
}

export async function down(db: Kysely<unknown>): Promise<void> {
	if (db.getExecutor().adapter instanceof PostgresAdapter) {
		await runSql(db, [DROP_CART_FUNCTION.removeLine, DROP_CART_FUNCTION.appendLines])
	}
	await db.schema
		.createIndex('cart_items_user_created')
		.on('cart_items')
		.columns(['user_id', 'created_at', 'position'])
		.execute()
	await db.schema.dropIndex('cart_items_user_order').execute()
}
