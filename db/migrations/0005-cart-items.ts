import type { Kysely } from 'kysely'

// A signed-in customer's saved cart, one row per line (app/models/cart/cart.server.ts). item_id is the
// id the browser made for the line: unique per user, so sending the same line twice (a retry, two
// tabs merging one guest cart) stores it once, and one user's ids never touch another's rows.
// Sizes are whole inches plus integer sixteenths, the unit price integer cents. position orders
// lines that share a created_at (a merge inserts several at one instant).
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createTable('cart_items')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
		.addColumn('item_id', 'text', (col) => col.notNull())
		.addColumn('width', 'integer', (col) => col.notNull())
		.addColumn('width_sixteenths', 'integer', (col) => col.notNull().defaultTo(0))
		.addColumn('height', 'integer', (col) => col.notNull())
		.addColumn('height_sixteenths', 'integer', (col) => col.notNull().defaultTo(0))
		.addColumn('quantity', 'integer', (col) => col.notNull())
		.addColumn('unit_price_cents', 'integer', (col) => col.notNull())
		.addColumn('position', 'integer', (col) => col.notNull())
		.addColumn('created_at', 'text', (col) => col.notNull())
		.execute()
	await db.schema
		.createIndex('cart_items_user_item')
		.unique()
		.on('cart_items')
		.columns(['user_id', 'item_id'])
		.execute()
	await db.schema
		.createIndex('cart_items_user_created')
		.on('cart_items')
		.columns(['user_id', 'created_at', 'position'])
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('cart_items').execute()
}
