import { LIMITS } from '#app/content/facts/shop-facts.ts'

// The words for the one cart limit (LIMITS.cartLines), the same for guests and customers, on
// /order, at sign-in and in the API's answers.

export const CART_FULL_TITLE = 'Cart Full'

/** A different size is a new line; the same size again is a quantity change (up to 20). */
export function cartFullMessage(): string {
	return `Your cart holds at most ${LIMITS.cartLines} different screens. Change a quantity, or check out or remove a line first.`
}

/** After sign-in, when the account's cart had no room for some of the guest's lines. */
export function linesKeptMessage(kept: number): string {
	return `${kept} item(s) did not fit: a cart holds at most ${LIMITS.cartLines} different screens. They are kept in this browser and move to your account when there is room.`
}
