import { z } from 'zod'
import { cartFullMessage } from '#app/content/words/cart-limit.ts'
import { CART_MESSAGES } from '#app/content/words/messages/cart.ts'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import { cartItemSchema } from '#app/domain/cart/cart-item-schema.ts'
import { DEFAULT_SHIPPING_METHOD, SHIPPING_METHODS } from '#app/domain/shipping/shipping.ts'

// The body of POST /api/create-payment, the payment session request: items and totalAmount.
// Items are checked with the cart item schema, except that the browser's price and totalAmount
// are accepted in any form and ignored: the server recomputes every price.

export const MAX_CHECKOUT_ITEMS = LIMITS.cartLines

export const EMPTY_CART_MESSAGE = CART_MESSAGES.emptyCart.description

export const createPaymentRequestSchema = z.object({
	items: z
		.array(cartItemSchema.extend({ price: z.unknown().optional() }), {
			error: 'items must be a list of cart items',
		})
		.min(1, { error: EMPTY_CART_MESSAGE })
		.max(MAX_CHECKOUT_ITEMS, { error: cartFullMessage() }),
	totalAmount: z.unknown().optional(),
	/** Chosen on /checkout ('Shipping method'); priced by the server. Standard when left out. */
	shippingMethod: z
		.enum(SHIPPING_METHODS, {
			error: `shippingMethod must be one of: ${SHIPPING_METHODS.join(', ')}`,
		})
		.default(DEFAULT_SHIPPING_METHOD),
	/** A random id the browser keeps for its cart: the same cart paid twice makes one order. */
	cartKey: z
		.string()
		.regex(/^[A-Za-z0-9_-]{8,100}$/, {
			error: 'cartKey must be 8-100 letters, digits, - or _',
		})
		.optional(),
})

export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>

/** The answer: the hosted checkout's URL to send the browser to (same tab). */
export type CreatePaymentResponse = { url: string }

/** Every failure: a title and message fit for the spec's 'Payment Error' toast. */
export type CreatePaymentError = { error: string; message: string }

/** One readable sentence for a failed parse, naming the item (1-based) and field. */
export function describeRequestProblem(error: z.ZodError): string {
	const issue = error.issues[0]
	if (!issue) return 'The payment request is invalid.'
	const [first, index, field] = issue.path
	if (first === 'items' && typeof index === 'number') {
		return `Item ${index + 1}${field ? ` (${String(field)})` : ''}: ${issue.message}`
	}
	return issue.path.length && first !== 'items'
		? `${issue.path.join('.')}: ${issue.message}`
		: issue.message
}
