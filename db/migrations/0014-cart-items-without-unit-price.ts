import { PostgresAdapter, type Kysely } from 'kysely'
import { cartFunctionsSql, DROP_CART_FUNCTION, runSql } from './cart-functions.ts'

// A saved cart line no longer stores a unit price: every read prices the line from its size by
// today's rule (app/workflows/cart/cart-prices.server.ts), so cart_items.unit_price_cents was written
// and never read. On PostgreSQL cart_append_lines inserts that column, so it is made again
// without it first (its SQL: cart-functions.ts); the other two cart functions never touch it.
// Going down, the column comes back as 0 for the lines saved meanwhile (nothing reads it).
export async function up(db: Kysely<unknown>): Promise<void> {
	if (isPostgres(db)) await createAppendLines(db, false)
	await db.schema.alterTable('cart_items').dropColumn('unit_price_cents').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.alterTable('cart_items')
		.addColumn('unit_price_cents', 'integer', (col) => col.notNull().defaultTo(0))
		.execute()
	if (isPostgres(db)) await createAppendLines(db, true)
}

function isPostgres(db: Kysely<unknown>): boolean {
	return db.getExecutor().adapter instanceof PostgresAdapter
}

/** cart_append_lines again, with the label, storing the unit price (down) or not (up). */
async function createAppendLines(db: Kysely<unknown>, withUnitPrice: boolean): Promise<void> {
	const { appendLines } = cartFunctionsSql({ withLabel: true, withUnitPrice })
	await runSql(db, [DROP_CART_FUNCTION.appendLines, appendLines])
}
