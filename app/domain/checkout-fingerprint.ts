// "The same cart" for create-payment: a repeated request for the same priced contents reuses the
// pending order and its payment session instead of making another (issue 11). Everything that
// changes the price belongs in the fingerprint, and only that: a later priced choice (a shipping
// method, say) is added here, in this one function.
import { cartItemToConfig, type CartItem } from './cart-item.ts'

/** What a checkout charges for. */
export type PricedCheckout = { items: readonly CartItem[] }

/**
 * A canonical text of the priced contents: each line's size to the sixteenth and its quantity,
 * in any order. Equal carts give equal fingerprints; the browser's prices and ids play no part.
 */
export function checkoutFingerprint(checkout: PricedCheckout): string {
	const lines = checkout.items
		.map((item) => {
			const c = cartItemToConfig(item)
			return [c.width, c.widthSixteenths, c.height, c.heightSixteenths, c.quantity].join(',')
		})
		.sort()
	return `lines:${lines.join(';')}`
}
