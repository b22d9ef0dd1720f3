import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import { quantitySchema } from '#app/domain/order/measurement-schemas.ts'
import { isScreenSize } from '#app/domain/order/screen-size.ts'
import {
	addedToCartMessage,
	ORDER_FORM_MESSAGES,
	type FormMessage,
} from '#app/content/words/messages/order.ts'
import { validateScreenForm, type ScreenFormInput } from '#app/domain/order/order-form.ts'
import { lineTotalCents } from '#app/domain/order/pricing.ts'
import { arbitraryScreen } from '#tests/support/fixtures/screen-size.ts'

const text = (m: FormMessage) => `${m.title}: ${m.description}`
const SPECIFICATIONS = 'Invalid Specifications: Please ensure all measurements are valid.'
const DIMENSIONS = 'Invalid Dimensions: Width and height must be at least 6 inches.'
const TOO_LARGE = 'Invalid Dimensions: Width can be at most 48 inches and height at most 72 inches.'
const QUANTITY = 'Invalid Quantity: Quantity must be a whole number from 1 to 20.'

const valid = {
	width: '30',
	widthSixteenths: '7',
	height: '40',
	heightSixteenths: '0',
	quantity: '2',
}

function messageFor(input: ScreenFormInput): string | null {
	const result = validateScreenForm(input)
	return result.ok ? null : text(result.message)
}

describe('messages', () => {
	test('the spec wording, word for word', () => {
		expect(text(ORDER_FORM_MESSAGES.invalidSpecifications)).toBe(SPECIFICATIONS)
		expect(text(ORDER_FORM_MESSAGES.dimensionsTooSmall)).toBe(DIMENSIONS)
		expect(text(addedToCartMessage(2))).toBe('Added to Cart: 2 screen(s) added to your cart.')
		expect(addedToCartMessage(1).variant).toBe('default')
		expect(ORDER_FORM_MESSAGES.invalidSpecifications.variant).toBe('destructive')
	})
})

describe('validateScreenForm', () => {
	test('the issue example gives the configuration', () => {
		expect(validateScreenForm(valid)).toEqual({
			ok: true,
			config: { width: 30, widthSixteenths: 7, height: 40, heightSixteenths: 0, quantity: 2 },
		})
	})

	test.each([
		['width empty', { width: '' }, 'width', SPECIFICATIONS],
		['width blank', { width: '   ' }, 'width', SPECIFICATIONS],
		['width missing', { width: undefined }, 'width', SPECIFICATIONS],
		['height empty', { height: '' }, 'height', SPECIFICATIONS],
		['width not a number', { width: 'abc' }, 'width', SPECIFICATIONS],
		['width with a decimal', { width: '30.5' }, 'width', SPECIFICATIONS],
		['height as NaN', { height: Number.NaN }, 'height', SPECIFICATIONS],
		['width 5', { width: '5' }, 'width', DIMENSIONS],
		['height 5', { height: '5' }, 'height', DIMENSIONS],
		['width 0', { width: '0' }, 'width', DIMENSIONS],
		['height -10', { height: '-10' }, 'height', DIMENSIONS],
		['width 49', { width: '49' }, 'width', TOO_LARGE],
		['height 73', { height: '73' }, 'height', TOO_LARGE],
		['width fraction 16', { widthSixteenths: '16' }, 'widthSixteenths', SPECIFICATIONS],
		['height fraction -1', { heightSixteenths: '-1' }, 'heightSixteenths', SPECIFICATIONS],
		['height fraction 7.5', { heightSixteenths: '7.5' }, 'heightSixteenths', SPECIFICATIONS],
		['quantity 0', { quantity: '0' }, 'quantity', QUANTITY],
		['quantity 21', { quantity: '21' }, 'quantity', QUANTITY],
		['quantity 1.5', { quantity: '1.5' }, 'quantity', QUANTITY],
		['quantity text', { quantity: 'two' }, 'quantity', QUANTITY],
	])('%s', (_label, change, field, message) => {
		const result = validateScreenForm({ ...valid, ...change })
		expect(result.ok).toBe(false)
		if (result.ok) return
		expect(result.field).toBe(field)
		expect(text(result.message)).toBe(message)
	})

	test('an empty value wins over one that is too small, as the spec orders them', () => {
		expect(messageFor({ ...valid, width: '', height: '3' })).toBe(SPECIFICATIONS)
		expect(messageFor({ ...valid, width: '3', height: '99' })).toBe(DIMENSIONS)
	})

	test('boundaries 6, 48 and 72 are accepted; fractions and quantity default when empty', () => {
		expect(messageFor({ width: '6', height: '6' })).toBeNull()
		expect(messageFor({ width: '48', height: '72', quantity: '20' })).toBeNull()
		expect(validateScreenForm({ width: ' 24 ', height: 25, quantity: '' })).toEqual({
			ok: true,
			config: { width: 24, widthSixteenths: 0, height: 25, heightSixteenths: 0, quantity: 1 },
		})
	})

	test('values that are neither text nor numbers are invalid, never a crash', () => {
		expect(messageFor({ ...valid, width: {} })).toBe(SPECIFICATIONS)
		expect(messageFor({ ...valid, quantity: ['2'] })).toBe(QUANTITY)
		expect(messageFor({})).toBe(SPECIFICATIONS)
	})

	test('property: whole numbers in range are accepted as typed, with a positive price', () => {
		const typed = arbitraryScreen(({ min, max }) => fc.integer({ min, max }).map(String))
		fc.assert(
			fc.property(typed, (form) => {
				const result = validateScreenForm(form)
				const config = {
					width: +form.width,
					widthSixteenths: +form.widthSixteenths,
					height: +form.height,
					heightSixteenths: +form.heightSixteenths,
					quantity: +form.quantity,
				}
				expect(result).toEqual({ ok: true, config })
				if (result.ok) expect(lineTotalCents(result.config)).toBeGreaterThan(0)
			}),
		)
	})

	test('property: accepted exactly when the config schema accepts the numbers', () => {
		const value = fc.oneof(
			fc.integer({ min: -5, max: 80 }),
			fc.integer({ min: -5, max: 80 }).map(String),
			fc.double({ min: -5, max: 80 }),
			fc.constantFrom('', ' ', 'x', '1e1', '0x10', null, undefined),
		)
		fc.assert(
			fc.property(value, value, value, value, value, (w, ws, h, hs, q) => {
				const result = validateScreenForm({
					width: w,
					widthSixteenths: ws,
					height: h,
					heightSixteenths: hs,
					quantity: q,
				})
				const blankToUndefined = (v: unknown) =>
					v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v
				const numeric = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v)
				const candidate = {
					width: numeric(w),
					widthSixteenths: numeric(blankToUndefined(ws)) ?? 0,
					height: numeric(h),
					heightSixteenths: numeric(blankToUndefined(hs)) ?? 0,
					quantity: numeric(blankToUndefined(q)),
				}
				const quantity = candidate.quantity ?? LIMITS.quantity.default
				const valid = isScreenSize(candidate) && quantitySchema.safeParse(quantity).success
				expect(result.ok).toBe(valid)
			}),
		)
	})
})
