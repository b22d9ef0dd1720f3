import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { LIMITS, PRICING } from '#app/content/facts/shop-facts.ts'
import type { ScreenConfig } from '#app/domain/order/screen-size.ts'
import {
	estimatedPriceText,
	lineTotalCents,
	taxCents,
	unitPriceCents,
} from '#app/domain/order/pricing.ts'

const widths = fc.integer({ min: LIMITS.width.min, max: LIMITS.width.max })
const heights = fc.integer({ min: LIMITS.height.min, max: LIMITS.height.max })
const quantities = fc.integer({ min: LIMITS.quantity.min, max: LIMITS.quantity.max })

describe('unitPriceCents', () => {
	test.each([
		// width, height, cents: 24 inches are included, each whole inch beyond costs 50 cents
		[6, 6, 4000],
		[24, 24, 4000],
		[25, 24, 4050],
		[24, 25, 4050],
		[25, 25, 4100],
		[48, 6, 5200],
		[6, 72, 6400],
		[48, 24, 5200],
		[24, 72, 6400],
		[48, 72, 7600],
		[30, 40, 5100],
	])('%i x %i inches costs %i cents', (width, height, cents) => {
		expect(unitPriceCents({ width, height })).toBe(cents)
	})

	test('property: the fractions of a configuration never change the price', () => {
		const sixteenths = fc.integer({ min: 0, max: 15 })
		fc.assert(
			fc.property(widths, heights, sixteenths, sixteenths, (width, height, ws, hs) => {
				const config: ScreenConfig = {
					width,
					widthSixteenths: ws,
					height,
					heightSixteenths: hs,
					quantity: 1,
				}
				expect(unitPriceCents(config)).toBe(unitPriceCents({ width, height }))
			}),
		)
		const fifteenSixteenths: ScreenConfig = {
			width: 24,
			widthSixteenths: 15,
			height: 40,
			heightSixteenths: 15,
			quantity: 1,
		}
		expect(unitPriceCents(fifteenSixteenths)).toBe(4800) // 24 15/16 is not a 25th inch
	})

	test('rejects inches that are not whole (a fraction must never sneak into the price)', () => {
		expect(() => unitPriceCents({ width: 30.4375, height: 40 })).toThrow(RangeError)
		expect(() => unitPriceCents({ width: 30, height: Number.NaN })).toThrow(RangeError)
	})

	test('property: base plus 50 cents per whole inch beyond 24, over the whole range', () => {
		fc.assert(
			fc.property(widths, heights, (width, height) => {
				const beyond = Math.max(0, width - 24) + Math.max(0, height - 24)
				expect(unitPriceCents({ width, height })).toBe(4000 + 50 * beyond)
			}),
		)
	})

	test('property: monotonic in width and in height, never below the base', () => {
		fc.assert(
			fc.property(widths, widths, heights, heights, (w1, w2, h1, h2) => {
				const [wLow, wHigh] = w1 <= w2 ? [w1, w2] : [w2, w1]
				const [hLow, hHigh] = h1 <= h2 ? [h1, h2] : [h2, h1]
				const low = unitPriceCents({ width: wLow, height: hLow })
				expect(low).toBeGreaterThanOrEqual(PRICING.baseCents)
				expect(unitPriceCents({ width: wHigh, height: hLow })).toBeGreaterThanOrEqual(low)
				expect(unitPriceCents({ width: wLow, height: hHigh })).toBeGreaterThanOrEqual(low)
			}),
		)
	})

	test('property: one more inch beyond 24 adds exactly 50 cents', () => {
		fc.assert(
			fc.property(fc.integer({ min: 24, max: LIMITS.width.max - 1 }), heights, (width, height) => {
				const step =
					unitPriceCents({ width: width + 1, height }) - unitPriceCents({ width, height })
				expect(step).toBe(PRICING.perInchCents)
			}),
		)
	})
})

describe('lineTotalCents', () => {
	test('quantity 1 and 20 at the smallest and largest sizes', () => {
		expect(lineTotalCents({ width: 6, height: 6, quantity: 1 })).toBe(4000)
		expect(lineTotalCents({ width: 6, height: 6, quantity: 20 })).toBe(80000)
		expect(lineTotalCents({ width: 48, height: 72, quantity: 1 })).toBe(7600)
		expect(lineTotalCents({ width: 48, height: 72, quantity: 20 })).toBe(152000)
	})

	test('the issue example: 30 x 40, quantity 2, is $102.00', () => {
		expect(lineTotalCents({ width: 30, height: 40, quantity: 2 })).toBe(10200)
	})

	test('rejects a quantity that is not a whole number of at least 1', () => {
		expect(() => lineTotalCents({ width: 30, height: 40, quantity: 0 })).toThrow(RangeError)
		expect(() => lineTotalCents({ width: 30, height: 40, quantity: 1.5 })).toThrow(RangeError)
	})

	test('property: line total = unit price x quantity, and divides back exactly', () => {
		fc.assert(
			fc.property(widths, heights, quantities, (width, height, quantity) => {
				const line = lineTotalCents({ width, height, quantity })
				expect(line).toBe(unitPriceCents({ width, height }) * quantity)
				expect(Number.isInteger(line / quantity)).toBe(true)
			}),
		)
	})
})

describe('taxCents (8%, round half up on the cent)', () => {
	test.each([
		[0, 0],
		[10200, 816], // 816.00
		[6, 0], // 0.48 rounds down
		[19, 2], // 1.52 rounds up
		[12, 1], // 0.96 rounds up
		[4000, 320],
		[152000, 12160],
		[4050, 324], // 324.00
		[1234567, 98765], // 98765.36
		[1234569, 98766], // 98765.52
	])('tax on %i cents is %i cents', (subtotal, tax) => {
		expect(taxCents(subtotal)).toBe(tax)
	})

	test('an exact half cent rounds up (shown with rates where one occurs; 8% never gives one)', () => {
		expect(taxCents(100, 50)).toBe(1) // 0.5% of $1.00 = 0.5 cent -> 1
		expect(taxCents(1, 5000)).toBe(1) // 50% of 1 cent = 0.5 cent -> 1
		expect(taxCents(3, 5000)).toBe(2) // 1.5 cents -> 2
		expect(taxCents(10100, 50)).toBe(51) // 50.5 cents -> 51
		expect(taxCents(10099, 50)).toBe(50) // 50.495 cents -> 50
		fc.assert(
			fc.property(fc.nat(1_000_000), (n) => {
				const odd = 2 * n + 1 // 50% of an odd number of cents always ends in half a cent
				expect(taxCents(odd, 5000)).toBe(n + 1)
			}),
		)
	})

	test('8% of whole cents never ends in exactly half a cent', () => {
		fc.assert(
			fc.property(fc.integer({ min: 0, max: 10_000_000 }), (subtotal) => {
				expect((subtotal * PRICING.taxBasisPoints) % 10_000).not.toBe(5_000)
			}),
		)
	})

	test('rejects negative, fractional and unsafe subtotals', () => {
		expect(() => taxCents(-1)).toThrow(RangeError)
		expect(() => taxCents(10.5)).toThrow(RangeError)
		expect(() => taxCents(Number.MAX_SAFE_INTEGER)).toThrow(RangeError)
	})

	test('property: within [-0.5, 0.5) cent of the exact 8%, exact arithmetic in BigInt', () => {
		fc.assert(
			fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (subtotal) => {
				const tax = BigInt(taxCents(subtotal))
				// 10 000 x (tax - exact) in basis-point units must lie in [-5000, 5000)
				const diff = tax * 10_000n - BigInt(subtotal) * BigInt(PRICING.taxBasisPoints)
				expect(diff >= -5_000n && diff < 5_000n).toBe(true)
			}),
		)
	})

	test('property: any rate rounds half up, never down past half a cent', () => {
		fc.assert(
			fc.property(fc.nat(100_000_000), fc.nat(10_000), (subtotal, basisPoints) => {
				const exactTimes10k = BigInt(subtotal) * BigInt(basisPoints)
				const expected = (exactTimes10k + 5_000n) / 10_000n
				expect(BigInt(taxCents(subtotal, basisPoints))).toBe(expected)
			}),
		)
	})
})

describe('estimatedPriceText', () => {
	test('two decimals when positive, hidden (null) at zero or less', () => {
		expect(estimatedPriceText(10200)).toBe('$102.00')
		expect(estimatedPriceText(4050)).toBe('$40.50')
		expect(estimatedPriceText(1)).toBe('$0.01')
		expect(estimatedPriceText(0)).toBeNull()
		expect(estimatedPriceText(-100)).toBeNull()
	})
})
