import { PostgresAdapter, sql, type Kysely } from 'kysely'
import { cartFunctionsSql, DROP_CART_FUNCTION, runSql } from './cart-functions.ts'

// A room or window label on every saved cart line and order line (null when the customer gave
// none), and the window book: each customer's openings, a label and a size, saved from /order or
// recorded when an order is paid (app/models/account/windows.server.ts).
// windows.label is '' for no label so that (user, label, size) can be unique: one opening once.
// Openings of orders paid before this are recorded here, each the first time it was bought.
//
// On PostgreSQL the three cart functions of 0007 and 0009 answer the label too and append it;
// their answers change shape, so they are dropped and made again (their SQL: cart-functions.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema.alterTable('cart_items').addColumn('label', 'text').execute()
	await db.schema.alterTable('order_items').addColumn('label', 'text').execute()
	await db.schema
		.createTable('windows')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
		.addColumn('label', 'text', (col) => col.notNull().defaultTo(''))
		.addColumn('width', 'integer', (col) => col.notNull())
		.addColumn('width_sixteenths', 'integer', (col) => col.notNull())
		.addColumn('height', 'integer', (col) => col.notNull())
		.addColumn('height_sixteenths', 'integer', (col) => col.notNull())
		.addColumn('created_at', 'text', (col) => col.notNull())
		.execute()
	await db.schema
		.createIndex('windows_user_opening')
		.unique()
		.on('windows')
		.columns(['user_id', 'label', 'width', 'width_sixteenths', 'height', 'height_sixteenths'])
		.execute()
	// Every opening already bought, once: an order line's id serves as the window's id.
	await sql`
		insert into windows (id, user_id, label, width, width_sixteenths, height, height_sixteenths,
			created_at)
		select i.id, o.user_id, '', i.width, i.width_sixteenths, i.height, i.height_sixteenths,
			o.paid_at
		from order_items i join orders o on o.id = i.order_id
		where o.user_id is not null and o.paid_at is not null
		order by o.paid_at, i.position
		on conflict do nothing`.execute(db)
	if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return

	await dropCartFunctions(db)
	await createCartFunctions(db, true)
}

export async function down(db: Kysely<unknown>): Promise<void> {
	const postgres = db.getExecutor().adapter instanceof PostgresAdapter
	if (postgres) await dropCartFunctions(db)
	await db.schema.dropTable('windows').execute()
	await db.schema.alterTable('order_items').dropColumn('label').execute()
	await db.schema.alterTable('cart_items').dropColumn('label').execute()
	if (postgres) await createCartFunctions(db, false)
}

async function dropCartFunctions(db: Kysely<unknown>): Promise<void> {
	const { appendLines, removeLine, setQuantity } = DROP_CART_FUNCTION
	await runSql(db, [appendLines, removeLine, setQuantity])
}

/** The cart functions, with the label (up) or as 0007 and 0009 made them (down). */
async function createCartFunctions(db: Kysely<unknown>, withLabel: boolean): Promise<void> {
	const { appendLines, removeLine, setQuantity } = cartFunctionsSql({ withLabel })
	await runSql(db, [appendLines, removeLine, setQuantity])
}
