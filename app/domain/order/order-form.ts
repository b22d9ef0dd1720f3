import { ORDER_FORM_MESSAGES, type FormMessage } from '#app/content/words/messages/order.ts'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import { unitPriceCents } from '#app/domain/order/pricing.ts'
import { rangeProblem, type ScreenConfig } from '#app/domain/order/screen-size.ts'

// Add to Cart on /order, checked in the browser (the server checks every line again with
// cartItemSchema when it is saved or paid for). Checks run in this order and the first failure
// wins:
// 1. width or height empty, or not a whole number   -> Invalid Specifications
// 2. width or height below the minimum             -> Invalid Dimensions, at least 6
// 3. width above 48 or height above 72             -> Invalid Dimensions, at most (ours: the
//    spec only has sliders, but a typed value can exceed them and must not add an item)
// 4. a fraction that is not a whole 0-15 sixteenths -> Invalid Specifications (an empty
//    fraction means none, 0)
// 5. quantity not a whole number 1-20               -> Invalid Quantity (ours: the spec relies on
//    the input's min/max; an empty quantity still means the default, 1)
// 6. price not positive                             -> Invalid Specifications (cannot
//    happen with the current price rule, kept so a change to PRICING cannot sell at zero)
// The words are in app/content/words/messages/order.ts.

export type ScreenFormField =
	'width' | 'widthSixteenths' | 'height' | 'heightSixteenths' | 'quantity'
/** Raw values as read from inputs or FormData: strings, numbers, or missing. */
export type ScreenFormInput = Partial<Record<ScreenFormField, unknown>>
export type ScreenFormResult =
	{ ok: true; config: ScreenConfig } | { ok: false; field: ScreenFormField; message: FormMessage }

type Parsed = number | 'empty' | 'invalid'

function parseWholeNumber(raw: unknown): Parsed {
	if (raw === undefined || raw === null) return 'empty'
	if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw + 0 : 'invalid' // + 0: no -0
	if (typeof raw !== 'string') return 'invalid'
	const text = raw.trim()
	if (text === '') return 'empty'
	return /^[+-]?\d{1,15}$/.test(text) ? Number(text) + 0 : 'invalid' // + 0: no -0
}

/**
 * Checks the /order form and returns the configuration, or the field at fault and the message
 * to show. Never throws.
 * @example validateScreenForm({ width: '30', widthSixteenths: '7', height: '40', quantity: '2' })
 * // { ok: true, config: { width: 30, widthSixteenths: 7, height: 40, heightSixteenths: 0, quantity: 2 } }
 */
export function validateScreenForm(input: ScreenFormInput): ScreenFormResult {
	const fail = (field: ScreenFormField, message: FormMessage): ScreenFormResult => ({
		ok: false,
		field,
		message,
	})
	const { invalidSpecifications, dimensionsTooSmall, dimensionsTooLarge, invalidQuantity } =
		ORDER_FORM_MESSAGES
	const width = parseWholeNumber(input.width)
	const height = parseWholeNumber(input.height)
	if (typeof width !== 'number') return fail('width', invalidSpecifications)
	if (typeof height !== 'number') return fail('height', invalidSpecifications)
	const widthProblem = rangeProblem('width', width)
	const heightProblem = rangeProblem('height', height)
	if (widthProblem === 'too-small') return fail('width', dimensionsTooSmall)
	if (heightProblem === 'too-small') return fail('height', dimensionsTooSmall)
	if (widthProblem === 'too-large') return fail('width', dimensionsTooLarge)
	if (heightProblem === 'too-large') return fail('height', dimensionsTooLarge)

	const fractions = { widthSixteenths: 0, heightSixteenths: 0 }
	for (const field of ['widthSixteenths', 'heightSixteenths'] as const) {
		const parsed = parseWholeNumber(input[field])
		if (parsed === 'empty') continue
		if (parsed === 'invalid' || rangeProblem('sixteenths', parsed) !== null) {
			return fail(field, invalidSpecifications)
		}
		fractions[field] = parsed
	}

	const parsedQuantity = parseWholeNumber(input.quantity)
	const quantity = parsedQuantity === 'empty' ? LIMITS.quantity.default : parsedQuantity
	if (quantity === 'invalid' || rangeProblem('quantity', quantity) !== null) {
		return fail('quantity', invalidQuantity)
	}

	if (unitPriceCents({ width, height }) <= 0) return fail('width', invalidSpecifications)
	const { widthSixteenths, heightSixteenths } = fractions
	return { ok: true, config: { width, widthSixteenths, height, heightSixteenths, quantity } }
}
