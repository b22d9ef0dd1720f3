import { PostgresAdapter, sql, type Kysely } from 'kysely'

// Shipping on orders: the method the customer chose and what it cost, stored like
// every other price (app/domain/shipping.ts). Orders made before this have no method and 0.
//
// On PostgreSQL, cart_set_quantity: a saved line's quantity set and the cart read in one call,
// as cart_remove_line does (db/migrations/0007-cart-fast-path.ts); the read is listCartItems in
// app/models/cart.server.ts: change them together.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema.alterTable('orders').addColumn('shipping_method', 'text').execute()
	await db.schema
		.alterTable('orders')
		.addColumn('shipping_cents', 'integer', (col) => col.notNull().defaultTo(0))
		.execute()
	if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return

	await sql`
		create function cart_set_quantity(p_user_id text, p_item_id text, p_quantity integer)
		returns table (
			item_id text, width integer, width_sixteenths integer, height integer,
			height_sixteenths integer, quantity integer, created_at text
		) language plpgsql volatile set enable_bitmapscan = off as $$
		begin
			update cart_items c set quantity = p_quantity
			where c.user_id = p_user_id and c.item_id = p_item_id;
			return query
			select c.item_id, c.width, c.width_sixteenths, c.height, c.height_sixteenths,
				c.quantity, c.created_at
			from cart_items c
			where c.user_id = p_user_id
			order by c.created_at, c.position, c.id;
		end
		$$`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
	if (db.getExecutor().adapter instanceof PostgresAdapter) {
		await sql`drop function cart_set_quantity(text, text, integer)`.execute(db)
	}
	await db.schema.alterTable('orders').dropColumn('shipping_cents').execute()
	await db.schema.alterTable('orders').dropColumn('shipping_method').execute()
}
