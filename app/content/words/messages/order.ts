// What Add to Cart on /order says (spec 5 and 8): each refusal of the screen form, and the
// success toast. The order of the checks is in app/domain/order/order-form.ts.
import { LIMITS } from '#app/content/facts/shop-facts.ts'

export type FormMessage = { title: string; description: string; variant: 'default' | 'destructive' }

const error = (title: string, description: string): FormMessage => ({
	title,
	description,
	variant: 'destructive',
})

export const ORDER_FORM_MESSAGES = {
	invalidSpecifications: error(
		'Invalid Specifications',
		'Please ensure all measurements are valid.',
	),
	dimensionsTooSmall: error(
		'Invalid Dimensions',
		`Width and height must be at least ${LIMITS.width.min} inches.`,
	),
	dimensionsTooLarge: error(
		'Invalid Dimensions',
		`Width can be at most ${LIMITS.width.max} inches and height at most ${LIMITS.height.max} inches.`,
	),
	invalidQuantity: error(
		'Invalid Quantity',
		`Quantity must be a whole number from ${LIMITS.quantity.min} to ${LIMITS.quantity.max}.`,
	),
} as const satisfies Record<string, FormMessage>

/** The success toast after Add to Cart, worded as the spec ('screen(s)' included). */
export function addedToCartMessage(screens: number): FormMessage {
	return {
		title: 'Added to Cart',
		description: `${screens} screen(s) added to your cart.`,
		variant: 'default',
	}
}
