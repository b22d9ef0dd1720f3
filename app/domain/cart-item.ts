import { z } from 'zod'
import {
	fractionInchesSchema,
	fractionToSixteenths,
	heightSchema,
	quantitySchema,
	widthSchema,
	type ScreenConfig,
} from '#app/domain/measurements.ts'
import { unitPriceCents } from '#app/domain/pricing.ts'

/**
 * The spec's cart item (section 3): fractions in inches (k/16), price = the unit price in integer
 * cents, timestamp an ISO-8601 UTC string. The server validates items with this schema but
 * ignores `price` and recomputes it (repriceCartItem).
 */
export const cartItemSchema = z.object({
	// No control characters: the id is stored, and PostgreSQL text cannot even hold U+0000.
	id: z
		.string()
		.trim()
		.min(1)
		.max(100)
		.refine((id) => !/\p{Cc}/u.test(id), { error: 'id must not contain control characters' }),
	width: widthSchema,
	widthFraction: fractionInchesSchema,
	height: heightSchema,
	heightFraction: fractionInchesSchema,
	quantity: quantitySchema,
	price: z.int().positive(),
	timestamp: z.iso.datetime(),
})
export type CartItem = z.infer<typeof cartItemSchema>

export { toCartItem } from './new-cart-item.ts'

function sixteenthsOf(fraction: number): number {
	const sixteenths = fractionToSixteenths(fraction)
	if (sixteenths === null) throw new RangeError(`not a whole number of sixteenths: ${fraction}`)
	return sixteenths
}

/** The configuration a cart item describes (fractions back to sixteenths, exactly). */
export function cartItemToConfig(item: CartItem): ScreenConfig {
	return {
		width: item.width,
		widthSixteenths: sixteenthsOf(item.widthFraction),
		height: item.height,
		heightSixteenths: sixteenthsOf(item.heightFraction),
		quantity: item.quantity,
	}
}

/** The item with its price recomputed from its size; the server uses this, never the sent price. */
export function repriceCartItem(item: CartItem): CartItem {
	return { ...item, price: unitPriceCents(item) }
}
