import { lineTotalCents, unitPriceCents } from '#app/domain/order/pricing.ts'
import {
	fromCartItemSize,
	isFractionInches,
	rangeProblem,
	toCartItemSize,
	type ScreenConfig,
	type ScreenPart,
} from '#app/domain/order/screen-size.ts'
import { readScreenLabel } from '#app/domain/order/screen-label.ts'
import { ISO_DATETIME_PATTERN } from '#app/domain/common/text-formats.ts'

/**
 * A cart item as the browser stores it: fractions in inches (k/16), price = the unit price in integer
 * cents, timestamp an ISO-8601 UTC string. The server checks items with cartItemSchema
 * (cart-item-schema.ts, zod) and ignores `price`, recomputing it (repriceCartItem).
 */
export type CartItem = {
	id: string
	width: number
	widthFraction: number
	height: number
	heightFraction: number
	quantity: number
	price: number
	timestamp: string
	/** The room or window label (screen-label.ts), absent when the customer gave none. */
	label?: string
}

const ID_MAX_LENGTH = 100

const isInteger = (value: unknown): value is number => Number.isSafeInteger(value)
const inRange = (part: ScreenPart, value: unknown): value is number =>
	rangeProblem(part, value) === null

/**
 * A cart item read from untrusted JSON (a stored cart), or null: the same answer as
 * cartItemSchema.safeParse, without zod, so every page can read the cart at once. Like the
 * schema it trims the id and the label, drops a blank label and drops unknown fields.
 */
export function readCartItem(value: unknown): CartItem | null {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
	const row = value as Record<string, unknown>
	const id = typeof row.id === 'string' ? row.id.trim() : ''
	const { width, widthFraction, height, heightFraction, quantity, price, timestamp } = row
	const label = readScreenLabel(row.label)
	const valid =
		label !== null &&
		id.length >= 1 &&
		id.length <= ID_MAX_LENGTH &&
		!/\p{Cc}/u.test(id) &&
		inRange('width', width) &&
		isFractionInches(widthFraction) &&
		inRange('height', height) &&
		isFractionInches(heightFraction) &&
		inRange('quantity', quantity) &&
		isInteger(price) &&
		price > 0 &&
		typeof timestamp === 'string' &&
		ISO_DATETIME_PATTERN.test(timestamp)
	if (!valid) return null
	const item = { id, width, widthFraction, height, heightFraction, quantity, price, timestamp }
	return label === undefined ? item : { ...item, label }
}

/**
 * A new cart item for a validated configuration. price = line total / quantity, which is the
 * unit price exactly (the line total is unit price x quantity).
 */
export function toCartItem(
	config: ScreenConfig,
	meta: { id: string; timestamp: string; label?: string },
): CartItem {
	const label = meta.label?.trim()
	return {
		...(label ? { label } : {}),
		id: meta.id,
		...toCartItemSize(config),
		quantity: config.quantity,
		price: lineTotalCents(config) / config.quantity,
		timestamp: meta.timestamp,
	}
}

/** The configuration a cart item describes (fractions back to sixteenths, exactly). */
export function cartItemToConfig(item: Omit<CartItem, 'price'>): ScreenConfig {
	return { ...fromCartItemSize(item), quantity: item.quantity }
}

/** The item with its price recomputed from its size; the server uses this, never the sent price. */
export function repriceCartItem(item: CartItem): CartItem {
	return { ...item, price: unitPriceCents(item) }
}
