import { LIMITS } from '#app/content/facts/shop-facts.ts'

// The one cart limit, for a guest's cart in the browser and a customer's saved cart alike:
// at most LIMITS.cartLines lines, each of LIMITS.quantity screens. It is checked when a line is
// added, so no cart can be built that the checkout (create-payment) refuses.

/** True when a cart of `lines` lines can take one more. */
export function cartHasRoom(lines: number): boolean {
	return lines < LIMITS.cartLines
}

/** A quantity a cart line may have (whole, 1-20). */
export function isCartQuantity(value: unknown): value is number {
	return (
		typeof value === 'number' &&
		Number.isSafeInteger(value) &&
		value >= LIMITS.quantity.min &&
		value <= LIMITS.quantity.max
	)
}
