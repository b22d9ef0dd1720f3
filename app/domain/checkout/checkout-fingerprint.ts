// "The same cart" for create-payment: a repeated request for the same priced contents reuses the
// pending order and its payment session instead of making another. Everything that changes the
// price belongs in the fingerprint, and only that, in this one function.
import { cartItemToConfig, type CartItem } from '#app/domain/cart/cart-item.ts'
import type { ShippingMethod } from '#app/domain/shipping/shipping.ts'

/** What a checkout charges for: the lines and the shipping method. */
export type PricedCheckout = {
	items: readonly Omit<CartItem, 'price'>[]
	shippingMethod: ShippingMethod
}

/**
 * A canonical text of the priced contents: each line's size to the sixteenth, its quantity and label,
 * in any order, and the shipping method. Equal carts give equal fingerprints; the browser's prices and ids play no part.
 */
export function checkoutFingerprint(checkout: PricedCheckout): string {
	const lines = checkout.items
		.map((item) => {
			const c = cartItemToConfig(item)
			const size = [c.width, c.widthSixteenths, c.height, c.heightSixteenths, c.quantity]
			// Two labels on one size are two lines: another label is another order.
			return [...size, JSON.stringify(item.label ?? '')].join(',')
		})
		.sort()
	return `shipping:${checkout.shippingMethod}|lines:${lines.join(';')}`
}
