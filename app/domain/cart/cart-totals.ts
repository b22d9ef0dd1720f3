import { lineTotalCents, taxCents, type PricedLine } from '#app/domain/order/pricing.ts'

// Totals are computed from each line's size and quantity with the price rule, not from a price
// stored on the item. As every item's price is the rule's unit price, this equals the spec's
// "sum of price x quantity", and a stale or tampered stored price cannot change what is charged.

export type CartTotals = {
	/** Number of screens: the sum of quantities (the header badge). */
	quantity: number
	subtotalCents: number
	taxCents: number
	totalCents: number
}

/** Number of screens in the cart: the sum of the items' quantities. */
export function cartQuantity(items: readonly { quantity: number }[]): number {
	return items.reduce((sum, item) => sum + item.quantity, 0)
}

/**
 * Quantity, subtotal, tax (on the subtotal, rounded half up) and total of a cart.
 * @example cartTotals([{ width: 30, height: 40, quantity: 2 }])
 * // { quantity: 2, subtotalCents: 10200, taxCents: 816, totalCents: 11016 }
 */
export function cartTotals(items: readonly PricedLine[]): CartTotals {
	const subtotalCents = items.reduce((sum, item) => sum + lineTotalCents(item), 0)
	const tax = taxCents(subtotalCents)
	return {
		quantity: cartQuantity(items),
		subtotalCents,
		taxCents: tax,
		totalCents: subtotalCents + tax,
	}
}
