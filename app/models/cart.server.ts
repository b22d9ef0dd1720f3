// A signed-in customer's saved cart. Every change is one line at a time, each in a single
// statement (its own transaction), never a delete-then-insert of the whole list: two devices
// adding at the same moment both keep their lines. Appending reads the cart's last position and
// line count inside the INSERT itself. On PostgreSQL concurrent appends for one user take turns
// on the user's row lock, taken with the insert in one call of cart_append_lines
// (db/migrations/0007-cart-append-function.ts), so positions and the cap are exact; SQLite runs
// each statement alone anyway. No statement holds a lock across an await on SQLite, where a
// second connection of the same process would otherwise block the event loop.
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { LIMITS } from '#app/content/shop-facts.ts'
import type { CartItem } from '#app/domain/cart-item.ts'
import { fractionToSixteenths, sixteenthsToFraction } from '#app/domain/measurements.ts'
import { unitPriceCents } from '#app/domain/pricing.ts'
import { dialectOf, type DB } from '#db/index.ts'
import { preparedQuery } from '#db/prepared-query.ts'

export const MAX_CART_LINES = LIMITS.cartLines

export type AddOutcome = 'added' | 'already-in-cart' | 'cart-full'

/** A line as the browser sends it; any price or timestamp it carries is not used. */
export type NewCartLine = Pick<
	CartItem,
	'id' | 'width' | 'widthFraction' | 'height' | 'heightFraction' | 'quantity'
>

const cartRows = preparedQuery((db: DB, userId: string) =>
	db
		.selectFrom('cart_items')
		.select([
			'item_id',
			'width',
			'width_sixteenths',
			'height',
			'height_sixteenths',
			'quantity',
			'created_at',
		])
		.where('user_id', '=', userId)
		.orderBy('created_at')
		.orderBy('position')
		.orderBy('id'),
)

const deleteLine = preparedQuery((db: DB, userId: string, itemId: string) =>
	db.deleteFrom('cart_items').where('user_id', '=', userId).where('item_id', '=', itemId),
)

/** The user's lines in the order they were added (created_at, then position). */
export async function listCartItems(db: DB, userId: string): Promise<CartItem[]> {
	const { rows } = await cartRows(db, userId)
	return rows.map((row) => {
		// PostgreSQL and SQLite both answer integers as numbers; Number() keeps it so if a driver
		// setting changes. A missing fraction counts as 0 (the spec's height_fraction rule).
		const width = Number(row.width)
		const height = Number(row.height)
		return {
			id: row.item_id,
			width,
			widthFraction: sixteenthsToFraction(Number(row.width_sixteenths ?? 0)),
			height,
			heightFraction: sixteenthsToFraction(Number(row.height_sixteenths ?? 0)),
			quantity: Number(row.quantity),
			// Always today's price rule, as the guest cart and the checkout compute it.
			price: unitPriceCents({ width, height }),
			timestamp: row.created_at,
		}
	})
}

/**
 * Appends one line, priced by the server (the item's own price is ignored). Sending the same
 * line id again changes nothing; a cart already holding MAX_CART_LINES lines takes no more.
 */
export async function addCartItem(
	db: DB,
	userId: string,
	item: NewCartLine,
	now = new Date(),
): Promise<AddOutcome> {
	const inserted = await appendLines(db, userId, [item], now)
	if (inserted > 0) return 'added'
	const existing = await db
		.selectFrom('cart_items')
		.select('id')
		.where('user_id', '=', userId)
		.where('item_id', '=', item.id)
		.executeTakeFirst()
	return existing ? 'already-in-cart' : 'cart-full'
}

/** Deletes one of the user's lines; another user's line with that id is never touched. */
export async function removeCartItem(db: DB, userId: string, itemId: string): Promise<boolean> {
	const result = await deleteLine(db, userId, itemId)
	return Number(result.numAffectedRows ?? 0) > 0
}

/** Deletes every line of the user's cart; answers how many there were. */
export async function clearCart(db: DB, userId: string): Promise<number> {
	const result = await db.deleteFrom('cart_items').where('user_id', '=', userId).executeTakeFirst()
	return Number(result.numDeletedRows)
}

/**
 * A guest's cart joining the saved one at sign-in: the guest's lines go after the saved lines, in
 * the guest's order, in one statement. Lines already saved (the same guest cart sent twice, by a
 * retry or a second tab signing in) are skipped; answers how many lines were transferred.
 */
export async function mergeGuestCart(
	db: DB,
	userId: string,
	guestItems: readonly NewCartLine[],
	now = new Date(),
): Promise<number> {
	return appendLines(db, userId, guestItems, now)
}

/** Inserts the lines not yet in the cart, after its last line, up to the cap; answers how many. */
async function appendLines(
	db: DB,
	userId: string,
	items: readonly NewCartLine[],
	now: Date,
): Promise<number> {
	// The same id twice in one request keeps the first.
	const byId = new Map<string, NewCartLine>()
	for (const item of items) if (!byId.has(item.id)) byId.set(item.id, item)
	const fresh = [...byId.values()]
	if (fresh.length === 0) return 0

	const lines = fresh.map((item, index) => ({
		id: randomUUID(),
		item_id: item.id,
		width: item.width,
		width_sixteenths: sixteenths(item.widthFraction),
		height: item.height,
		height_sixteenths: sixteenths(item.heightFraction),
		quantity: item.quantity,
		unit_price_cents: unitPriceCents(item),
		ord: index + 1,
	}))
	const createdAt = now.toISOString()
	if (dialectOf(db) === 'postgres') {
		const { rows } = await sql<{ item_id: string }>`
			select item_id from cart_append_lines(${userId}, ${JSON.stringify(lines)}::jsonb,
				${createdAt}, ${MAX_CART_LINES}) as item_id`.execute(db)
		return rows.length
	}

	// The statement of cart_append_lines on PostgreSQL, with a VALUES list: change both.
	const int = (value: number) => sql`cast(${value} as integer)`
	const values = lines.map(
		(line) =>
			sql`(${line.id}, ${line.item_id}, ${int(line.width)}, ${int(line.width_sixteenths)}, ${int(line.height)}, ${int(line.height_sixteenths)}, ${int(line.quantity)}, ${int(line.unit_price_cents)}, ${int(line.ord)})`,
	)
	// VALUES columns are named column1..columnN. row_number() numbers only the lines not yet
	// saved, so positions follow the saved ones without gaps and the cap is exact.
	const insert = sql<{ item_id: string }>`
		insert into cart_items (id, user_id, item_id, width, width_sixteenths, height,
			height_sixteenths, quantity, unit_price_cents, position, created_at)
		select id, ${userId}, item_id, width, width_sixteenths, height, height_sixteenths, quantity,
			unit_price_cents, position, ${createdAt}
		from (
			select v.column1 as id, v.column2 as item_id, v.column3 as width,
				v.column4 as width_sixteenths, v.column5 as height, v.column6 as height_sixteenths,
				v.column7 as quantity, v.column8 as unit_price_cents,
				cart.last_position + row_number() over (order by v.column9) as position,
				cart.line_count + row_number() over (order by v.column9) as line_number
			from (values ${sql.join(values)}) as v
			cross join (
				select coalesce(max(position), 0) as last_position, count(*) as line_count
				from cart_items where user_id = ${userId}
			) as cart
			where not exists (
				select 1 from cart_items saved where saved.user_id = ${userId} and saved.item_id = v.column2
			)
		) as fresh
		where line_number <= ${MAX_CART_LINES}
		on conflict (user_id, item_id) do nothing
		returning item_id`
	return (await insert.execute(db)).rows.length
}

function sixteenths(fraction: number): number {
	const value = fractionToSixteenths(fraction)
	if (value === null) throw new RangeError(`not a whole number of sixteenths: ${fraction}`)
	return value
}
