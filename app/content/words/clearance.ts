import { formatClearance } from '#app/domain/production/clearance.ts'

// The one sentence that tells the customer what to measure and what the shop makes of it, with
// the workshop's clearance (SHOP_CLEARANCE_SIXTEENTHS, or the one an order stored). /order,
// /how-to and the measuring assistant show it from the root loader's data (made on the server, so
// the browser carries the words, never the rule); the confirmation e-mail and /payment-success
// state the clearance the order was made under.

/**
 * @example clearanceSentence(2) // 'Measure the opening; we make the screen 1/8" smaller in width and height so it fits.'
 */
export function clearanceSentence(clearanceSixteenths: number): string {
	return clearanceSixteenths === 0
		? 'Measure the opening; we make the screen to exactly that size.'
		: `Measure the opening; we make the screen ${formatClearance(clearanceSixteenths)} smaller in width and height so it fits.`
}
