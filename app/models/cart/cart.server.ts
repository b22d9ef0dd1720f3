// A signed-in customer's saved cart. Every change is one line at a time, each in a single
// statement (its own transaction), never a delete-then-insert of the whole list: two devices
// adding at the same moment both keep their lines. Appending (cart-append.server.ts) reads the
// cart's last position and line count inside the INSERT itself, under the user's row lock on
// PostgreSQL. A change answers the cart as saved after it, read in the same call where the
// database allows (PostgreSQL) and right after it on SQLite. No statement holds a lock across an
// await on SQLite, where a second connection of the same process would otherwise block the
// event loop.
import { sql } from 'kysely'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import type { CartItem } from '#app/domain/cart/cart-item.ts'
import { isCartQuantity } from '#app/domain/cart/cart-limit.ts'
import { fromSizeRow, toCartItemSize } from '#app/domain/order/screen-size.ts'
import { dialectOf, type DB } from '#db/index.ts'
import { preparedQuery } from '#db/prepared-query.ts'
import { appendLines, type CartRow, type NewCartLine } from './cart-append.server.ts'

export type { NewCartLine } from './cart-append.server.ts'

/** A saved line as stored, without a price: the workflow puts today's on (app/workflows/cart-prices). */
export type SavedCartLine = Omit<CartItem, 'price'>

export const MAX_CART_LINES = LIMITS.cartLines

export type AddOutcome = 'added' | 'already-in-cart' | 'cart-full'

// The columns and order of the cart functions' answers (db/migrations/cart-functions.ts): change
// together.
const CART_COLUMNS = [
	'item_id',
	'width',
	'width_sixteenths',
	'height',
	'height_sixteenths',
	'quantity',
	'created_at',
	'label',
] as const

const cartRows = preparedQuery((db: DB, userId: string) =>
	db
		.selectFrom('cart_items')
		.select(CART_COLUMNS)
		.where('user_id', '=', userId)
		.orderBy('created_at')
		.orderBy('position')
		.orderBy('id'),
)

const deleteLine = preparedQuery((db: DB, userId: string, itemId: string) =>
	db.deleteFrom('cart_items').where('user_id', '=', userId).where('item_id', '=', itemId),
)

// PostgreSQL: the delete and the read of what is left in one call (db/migrations/0007).
const removeOnPostgres = preparedQuery(
	(db: DB, userId: string, itemId: string) =>
		sql<CartRow>`select * from cart_remove_line(${userId}, ${itemId})`,
)

/** The user's lines in the order they were added (created_at, then position). */
export async function listCartItems(db: DB, userId: string): Promise<SavedCartLine[]> {
	return (await cartRows(db, userId)).rows.map(cartItemOf)
}

function cartItemOf(row: CartRow): SavedCartLine {
	// PostgreSQL and SQLite both answer integers as numbers; Number() keeps it so if a driver
	// setting changes. A missing fraction counts as 0 (the spec's height_fraction rule).
	const size = fromSizeRow({
		width: Number(row.width),
		width_sixteenths: Number(row.width_sixteenths ?? 0),
		height: Number(row.height),
		height_sixteenths: Number(row.height_sixteenths ?? 0),
	})
	return {
		id: row.item_id,
		...toCartItemSize(size),
		quantity: Number(row.quantity),
		timestamp: row.created_at,
		...(row.label ? { label: row.label } : {}),
	}
}

/**
 * Appends one line and answers the cart after it. Sending the same line id again changes nothing; a cart already holding
 * MAX_CART_LINES lines takes no more.
 */
export async function addToCart(
	db: DB,
	userId: string,
	item: NewCartLine,
	now = new Date(),
): Promise<{ outcome: AddOutcome; items: SavedCartLine[] }> {
	const { added, items } = await appendAndRead(db, userId, [item], now)
	if (added.size > 0) return { outcome: 'added', items }
	const saved = items.some((line) => line.id === item.id)
	return { outcome: saved ? 'already-in-cart' : 'cart-full', items }
}

/**
 * Deletes one of the user's lines (another user's line with that id is never touched) and
 * answers the cart after it; a line already gone leaves the cart as it is.
 */
export async function removeFromCart(
	db: DB,
	userId: string,
	itemId: string,
): Promise<SavedCartLine[]> {
	if (dialectOf(db) === 'postgres') {
		return (await removeOnPostgres(db, userId, itemId)).rows.map(cartItemOf)
	}
	await deleteLine(db, userId, itemId)
	return listCartItems(db, userId)
}

const updateQuantity = preparedQuery((db: DB, userId: string, itemId: string, quantity: number) =>
	db
		.updateTable('cart_items')
		.set({ quantity })
		.where('user_id', '=', userId)
		.where('item_id', '=', itemId),
)

// PostgreSQL: the update and the read of the cart in one call (db/migrations/0009).
const setQuantityOnPostgres = preparedQuery(
	(db: DB, userId: string, itemId: string, quantity: number) =>
		sql<CartRow>`select * from cart_set_quantity(${userId}, ${itemId}, ${quantity})`,
)

/**
 * Sets the quantity of one of the user's lines (another user's line with that id is never
 * touched) and answers the cart after it. One UPDATE of one row: two devices setting the same
 * line at once leave the later value, and lines added or removed meanwhile are untouched. A line
 * already gone leaves the cart as it is.
 */
export async function setCartQuantity(
	db: DB,
	userId: string,
	itemId: string,
	quantity: number,
): Promise<SavedCartLine[]> {
	if (!isCartQuantity(quantity)) throw new RangeError(`not a cart quantity: ${quantity}`)
	if (dialectOf(db) === 'postgres') {
		return (await setQuantityOnPostgres(db, userId, itemId, quantity)).rows.map(cartItemOf)
	}
	await updateQuantity(db, userId, itemId, quantity)
	return listCartItems(db, userId)
}

/** Deletes every line of the user's cart; answers how many there were. */
export async function clearCart(db: DB, userId: string): Promise<number> {
	const result = await db.deleteFrom('cart_items').where('user_id', '=', userId).executeTakeFirst()
	return Number(result.numDeletedRows)
}

/**
 * A guest's cart joining the saved one at sign-in: the guest's lines go after the saved lines, in
 * the guest's order, in one statement. Lines already saved (the same guest cart sent twice, by a
 * retry or a second tab signing in) are skipped; answers how many lines were transferred and
 * the cart after it.
 */
export async function mergeIntoCart(
	db: DB,
	userId: string,
	guestItems: readonly NewCartLine[],
	now = new Date(),
): Promise<{ transferred: number; items: SavedCartLine[] }> {
	const { added, items } = await appendAndRead(db, userId, guestItems, now)
	return { transferred: added.size, items }
}

async function appendAndRead(
	db: DB,
	userId: string,
	lines: readonly NewCartLine[],
	now: Date,
): Promise<{ added: ReadonlySet<string>; items: SavedCartLine[] }> {
	const { added, cart } = await appendLines(db, userId, lines, MAX_CART_LINES, now)
	return { added, items: cart ? cart.map(cartItemOf) : await listCartItems(db, userId) }
}
