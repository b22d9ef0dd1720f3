// Builds a cart item without zod, so the cart in every page's bundle can add an item at once.
import type { CartItem } from './cart-item.ts'
import type { ScreenConfig } from './measurements.ts'
import { lineTotalCents } from './pricing.ts'
import { sixteenthsToFraction } from './sixteenths.ts'

/**
 * A new cart item for a validated configuration. price = line total / quantity, which is the
 * unit price exactly (the line total is unit price x quantity).
 */
export function toCartItem(
	config: ScreenConfig,
	meta: { id: string; timestamp: string },
): CartItem {
	return {
		id: meta.id,
		width: config.width,
		widthFraction: sixteenthsToFraction(config.widthSixteenths),
		height: config.height,
		heightFraction: sixteenthsToFraction(config.heightSixteenths),
		quantity: config.quantity,
		price: lineTotalCents(config) / config.quantity,
		timestamp: meta.timestamp,
	}
}
