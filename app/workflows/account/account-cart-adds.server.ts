// Screens into a signed-in customer's saved cart from /account as plain form posts (the page
// without JavaScript): the window book's "Add to cart" and "Add selected to cart", and "Order
// again". With JavaScript the page's cart code does the same through /api/cart. The lines are the
// session user's own windows and orders only (ids from the form that are not theirs find
// nothing), priced by today's rule, appended up to the cart's cap, and rate limited per user.
import { randomUUID } from 'node:crypto'
import { ORDER_AGAIN_WORDS, WINDOW_BOOK_WORDS } from '#app/content/words/window-book.ts'
import { toCartItem } from '#app/domain/cart/cart-item.ts'
import { fromSizeRow, type ScreenConfig } from '#app/domain/order/screen-size.ts'
import { unitPriceCents } from '#app/domain/order/pricing.ts'
import { mergeIntoCart } from '#app/models/cart/cart.server.ts'
import { listItemsOfOrders, listOrdersForUser } from '#app/models/order/orders.server.ts'
import { hitRateLimit } from '#app/models/limits/rate-limits.server.ts'
import { findWindows } from '#app/models/account/windows.server.ts'
import type { DB } from '#db/index.ts'

/** As many adds a minute as the window book's other changes allow. */
const CART_ADD_RATE = { limit: 60, windowMs: 60_000 }

/** What the page says after an add: a toast's words and the answer's status. */
export type CartAddAnswer = {
	status: number
	title: string
	description?: string
	destructive?: boolean
}

type Line = { config: ScreenConfig; label: string }

const refusal = (status: number, title: string): CartAddAnswer => ({
	status,
	title,
	destructive: true,
})

async function throttled(db: DB, userId: string, now: Date): Promise<boolean> {
	const key = `account-cart:user:${userId}`
	return !(await hitRateLimit(db, key, CART_ADD_RATE, now.getTime())).allowed
}

/** Appends the lines in order; answers how many went in (fewer when the cart is full). */
async function append(db: DB, userId: string, lines: readonly Line[], now: Date) {
	const timestamp = now.toISOString()
	const items = lines.map((line) =>
		toCartItem(line.config, { id: randomUUID(), timestamp, label: line.label }),
	)
	const { transferred } = await mergeIntoCart(db, userId, items, now)
	return transferred
}

/** The window book's windows `ids` (the user's own), one screen each. */
export async function addWindowsToCart(
	db: DB,
	userId: string,
	ids: readonly string[],
	now = new Date(),
): Promise<CartAddAnswer> {
	if (await throttled(db, userId, now)) return refusal(429, WINDOW_BOOK_WORDS.tooMany)
	const wanted = [...new Set(ids)].slice(0, 200)
	const found = await findWindows(db, userId, wanted)
	// In the order the page lists them (the form's order), not the database's.
	const windows = wanted.flatMap((id) => found.filter((window) => window.id === id))
	if (windows.length === 0) {
		return refusal(400, ids.length ? WINDOW_BOOK_WORDS.notFound : WINDOW_BOOK_WORDS.noneSelected)
	}
	const lines = windows.map((window) => ({
		label: window.label,
		config: { ...fromSizeRow(window), quantity: 1 },
	}))
	const added = await append(db, userId, lines, now)
	if (added === 0) return refusal(409, WINDOW_BOOK_WORDS.cartFull)
	return {
		status: 200,
		title: WINDOW_BOOK_WORDS.added(added),
		description: added < lines.length ? WINDOW_BOOK_WORDS.cartFull : undefined,
	}
}

/** Every line of one of the user's paid orders again, at today's prices. */
export async function orderAgain(
	db: DB,
	userId: string,
	orderNumber: string,
	now = new Date(),
): Promise<CartAddAnswer> {
	if (await throttled(db, userId, now)) return refusal(429, WINDOW_BOOK_WORDS.tooMany)
	const order = (await listOrdersForUser(db, userId)).find((each) => each.number === orderNumber)
	if (!order) return refusal(404, ORDER_AGAIN_WORDS.notFound)
	const items = await listItemsOfOrders(db, [order.id])
	const lines = items.map((item) => ({
		label: item.label ?? '',
		paidUnitCents: item.unit_price_cents,
		config: { ...fromSizeRow(item), quantity: item.quantity },
	}))
	const added = await append(db, userId, lines, now)
	if (added === 0) return refusal(409, WINDOW_BOOK_WORDS.cartFull)
	const changed = lines
		.slice(0, added)
		.filter((line) => unitPriceCents(line.config) !== line.paidUnitCents).length
	const notes = [
		changed ? ORDER_AGAIN_WORDS.priceChanged(changed) : null,
		added < lines.length ? WINDOW_BOOK_WORDS.cartFull : null,
	].filter(Boolean)
	return {
		status: 200,
		title: ORDER_AGAIN_WORDS.added(added),
		description: notes.length ? notes.join(' ') : undefined,
	}
}
