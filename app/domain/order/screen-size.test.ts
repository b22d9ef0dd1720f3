import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
	fractionInchesSchema,
	heightSchema,
	quantitySchema,
	sixteenthsSchema,
	widthSchema,
} from '#app/domain/order/measurement-schemas.ts'
import { arbitraryScreen, withinRanges } from '#tests/support/fixtures/screen-size.ts'
import {
	formatDimensions,
	formatInches,
	formatSixteenths,
	fractionToSixteenths,
	fromCartItemSize,
	fromSizeRow,
	inchesInSixteenths,
	isScreenSize,
	sixteenthsToFraction,
	rangeProblem,
	splitSixteenths,
	toCartItemSize,
	toSixteenths,
	toSizeRow,
	wholeInchesUp,
	type CartItemSize,
} from '#app/domain/order/screen-size.ts'

const anyNumber = fc.oneof(
	fc.integer({ min: -1000, max: 1000 }),
	fc.double({ noNaN: false }),
	fc.constantFrom(5.5, 6.0001, 47.999, -0, Number.POSITIVE_INFINITY, Number.NaN),
)

describe('sixteenths and the spec fraction in inches', () => {
	test('converts both ways', () => {
		expect(sixteenthsToFraction(0)).toBe(0)
		expect(sixteenthsToFraction(7)).toBe(0.4375)
		expect(sixteenthsToFraction(8)).toBe(0.5)
		expect(sixteenthsToFraction(15)).toBe(0.9375)
		expect(fractionToSixteenths(0.4375)).toBe(7)
		expect(fractionToSixteenths(0.9375)).toBe(15)
		expect(Object.is(fractionToSixteenths(-0), 0)).toBe(true)
	})

	test('round trip is exact for every value 0..15, also through JSON', () => {
		for (let k = 0; k <= 15; k++) {
			const fraction = sixteenthsToFraction(k)
			expect(fraction).toBe(k / 16)
			expect(fractionToSixteenths(fraction)).toBe(k)
			expect(fractionToSixteenths(JSON.parse(JSON.stringify(fraction)))).toBe(k)
		}
	})

	test('anything but exactly k/16 with k in 0..15 is not a fraction', () => {
		for (const value of [1, 1.0625, -0.0625, 0.3, 0.44, 0.4375000001, Number.NaN, Infinity]) {
			expect(fractionToSixteenths(value)).toBeNull()
		}
		for (const value of [-1, 16, 7.5, Number.NaN]) {
			expect(() => sixteenthsToFraction(value)).toThrow(RangeError)
		}
	})

	test('property: fractionToSixteenths(x) is k only when x is exactly k/16', () => {
		fc.assert(
			fc.property(anyNumber, (value) => {
				const sixteenths = fractionToSixteenths(value)
				if (sixteenths === null) return
				expect(Number.isInteger(sixteenths) && sixteenths >= 0 && sixteenths <= 15).toBe(true)
				expect(sixteenths / 16 === value).toBe(true) // -0 counts as 0
			}),
		)
	})
})

describe('zod schemas accept exactly the valid range', () => {
	test.each([
		['width', widthSchema, 6, 48],
		['height', heightSchema, 6, 72],
		['sixteenths', sixteenthsSchema, 0, 15],
		['quantity', quantitySchema, 1, 20],
	] as const)('%s: %i..%i whole numbers', (_name, schema, min, max) => {
		for (const ok of [min, min + 1, max - 1, max]) expect(schema.safeParse(ok).success).toBe(true)
		for (const bad of [min - 1, max + 1, min + 0.5, Number.NaN, String(min), null]) {
			expect(schema.safeParse(bad).success).toBe(false)
		}
		fc.assert(
			fc.property(anyNumber, (value) => {
				const valid = Number.isInteger(value) && value >= min && value <= max
				expect(schema.safeParse(value).success).toBe(valid)
			}),
		)
	})

	test('fraction in inches: exactly the sixteenths 0/16..15/16', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					anyNumber,
					fc.integer({ min: -4, max: 20 }).map((k) => k / 16),
				),
				(value) => {
					const valid = Number.isInteger(value * 16) && value >= 0 && value * 16 <= 15
					expect(fractionInchesSchema.safeParse(value).success).toBe(valid)
				},
			),
		)
	})

	test('screen configuration: the size check and the quantity schema take the whole range', () => {
		const config = { width: 30, widthSixteenths: 7, height: 40, heightSixteenths: 0, quantity: 2 }
		const valid = (candidate: Record<keyof typeof config, unknown>) =>
			isScreenSize(candidate) && quantitySchema.safeParse(candidate.quantity).success
		expect(valid(config)).toBe(true)
		expect(valid({ ...config, width: 49 })).toBe(false)
		expect(valid({ ...config, heightSixteenths: 16 })).toBe(false)
		expect(valid({ ...config, quantity: 21 })).toBe(false)
		expect(valid({ ...config, height: '40' })).toBe(false)

		// Whole numbers from a little below each range to a little above it.
		const screens = arbitraryScreen(({ min, max }) => fc.integer({ min: min - 3, max: max + 3 }))
		fc.assert(
			fc.property(screens, (candidate) => {
				expect(valid(candidate)).toBe(withinRanges(candidate))
			}),
		)
	})
})

describe('display', () => {
	test.each([
		[0, ''],
		[1, '1/16'],
		[2, '1/8'],
		[4, '1/4'],
		[6, '3/8'],
		[7, '7/16'],
		[8, '1/2'],
		[12, '3/4'],
		[15, '15/16'],
	])('%i sixteenths reads %s', (sixteenths, text) => {
		expect(formatSixteenths(sixteenths)).toBe(text)
	})

	test('property: the reduced fraction has the same value and a power-of-two denominator', () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 15 }), (sixteenths) => {
				const [numerator, denominator] = formatSixteenths(sixteenths).split('/').map(Number)
				expect((numerator ?? NaN) / (denominator ?? NaN)).toBe(sixteenths / 16)
				expect([2, 4, 8, 16]).toContain(denominator)
				if (denominator !== 2) expect((numerator ?? 0) % 2).toBe(1)
			}),
		)
	})

	test('inches with and without a fraction', () => {
		expect(formatInches(30, 7)).toBe('30 7/16"')
		expect(formatInches(30, 8)).toBe('30 1/2"')
		expect(formatInches(40, 0)).toBe('40"')
		expect(formatInches(40)).toBe('40"')
		expect(() => formatInches(40, 16)).toThrow(RangeError)
	})

	test('W x H keeps both fractions (the prototype dropped the height one)', () => {
		expect(
			formatDimensions({ width: 30, widthSixteenths: 7, height: 40, heightSixteenths: 0 }),
		).toBe('30 7/16" x 40"')
		expect(
			formatDimensions({ width: 6, widthSixteenths: 0, height: 72, heightSixteenths: 4 }),
		).toBe('6" x 72 1/4"')
	})
})

describe('the one size: range check and converters', () => {
	test('rangeProblem says why a number is out of its range', () => {
		expect(rangeProblem('width', 6)).toBeNull()
		expect(rangeProblem('width', 48)).toBeNull()
		expect(rangeProblem('width', 5)).toBe('too-small')
		expect(rangeProblem('width', 49)).toBe('too-large')
		expect(rangeProblem('height', 72)).toBeNull()
		expect(rangeProblem('height', 73)).toBe('too-large')
		expect(rangeProblem('sixteenths', 0)).toBeNull()
		expect(rangeProblem('sixteenths', 15)).toBeNull()
		expect(rangeProblem('sixteenths', 16)).toBe('too-large')
		expect(rangeProblem('sixteenths', -1)).toBe('too-small')
		expect(rangeProblem('quantity', 1)).toBeNull()
		expect(rangeProblem('quantity', 0)).toBe('too-small')
		expect(rangeProblem('quantity', 21)).toBe('too-large')
		for (const value of [30.5, '30', Number.NaN, Infinity, null, undefined]) {
			expect(rangeProblem('width', value)).toBe('not-whole')
		}
	})

	test('a size goes to a table row, to the cart item and back unchanged', () => {
		const size = { width: 30, widthSixteenths: 7, height: 72, heightSixteenths: 15 }
		expect(toSizeRow(size)).toEqual({
			width: 30,
			width_sixteenths: 7,
			height: 72,
			height_sixteenths: 15,
		})
		expect(toCartItemSize(size)).toEqual({
			width: 30,
			widthFraction: 0.4375,
			height: 72,
			heightFraction: 0.9375,
		})
		fc.assert(
			fc.property(arbitraryScreen(fc.integer), ({ quantity: _quantity, ...candidate }) => {
				fc.pre(isScreenSize(candidate))
				expect(fromSizeRow(toSizeRow(candidate))).toEqual(candidate)
				expect(fromCartItemSize(toCartItemSize(candidate))).toEqual(candidate)
				const viaJson = JSON.parse(JSON.stringify(toCartItemSize(candidate))) as CartItemSize
				expect(fromCartItemSize(viaJson)).toEqual(candidate)
			}),
		)
	})

	test('a cart item whose fraction is not whole sixteenths has no size', () => {
		const item = { width: 30, widthFraction: 0.3, height: 40, heightFraction: 0 }
		expect(() => fromCartItemSize(item)).toThrow(RangeError)
	})

	test('lengths in sixteenths', () => {
		expect(toSixteenths(30, 5)).toBe(485)
		expect(splitSixteenths(485)).toEqual({ inches: 30, sixteenths: 5 })
		expect(wholeInchesUp(480)).toBe(30)
		expect(wholeInchesUp(481)).toBe(31)
		expect(inchesInSixteenths(5, 16)).toBe(5)
		expect(inchesInSixteenths(1, 4)).toBe(4)
		expect(inchesInSixteenths(0.3125)).toBe(5)
	})
})
