import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { toCartItem } from '#app/domain/cart/cart-item.ts'
import { cartQuantity, cartTotals } from '#app/domain/cart/cart-totals.ts'
import { lineTotalCents, unitPriceCents } from '#app/domain/order/pricing.ts'

const meta = { id: 'a', timestamp: '2025-06-10T12:00:00.000Z' }

const lines = fc.array(
	fc.record({
		width: fc.integer({ min: 6, max: 48 }),
		height: fc.integer({ min: 6, max: 72 }),
		quantity: fc.integer({ min: 1, max: 20 }),
	}),
	{ maxLength: 30 },
)

describe('cartTotals', () => {
	test('the issue example: 30 7/16 x 40, quantity 2 -> $102.00 + $8.16 = $110.16', () => {
		const item = toCartItem(
			{ width: 30, widthSixteenths: 7, height: 40, heightSixteenths: 0, quantity: 2 },
			meta,
		)
		expect(cartTotals([item])).toEqual({
			quantity: 2,
			subtotalCents: 10200,
			taxCents: 816,
			totalCents: 11016,
		})
	})

	test('an empty cart is all zeros', () => {
		expect(cartTotals([])).toEqual({ quantity: 0, subtotalCents: 0, taxCents: 0, totalCents: 0 })
	})

	test('two lines add up; tax is taken once on the subtotal', () => {
		const totals = cartTotals([
			{ width: 6, height: 6, quantity: 1 },
			{ width: 25, height: 24, quantity: 3 },
		])
		// 4000 + 3 x 4050 = 16150; 8% = 1292.00
		expect(totals).toEqual({ quantity: 4, subtotalCents: 16150, taxCents: 1292, totalCents: 17442 })
	})

	test('the largest line: 48 x 72, quantity 20', () => {
		expect(cartTotals([{ width: 48, height: 72, quantity: 20 }])).toEqual({
			quantity: 20,
			subtotalCents: 152000,
			taxCents: 12160,
			totalCents: 164160,
		})
	})

	test('property: quantity is the sum of quantities, subtotal the sum of price x quantity', () => {
		fc.assert(
			fc.property(lines, (items) => {
				const totals = cartTotals(items)
				expect(totals.quantity).toBe(items.reduce((sum, i) => sum + i.quantity, 0))
				expect(totals.quantity).toBe(cartQuantity(items))
				const priceTimesQuantity = items.reduce((s, i) => s + unitPriceCents(i) * i.quantity, 0)
				expect(totals.subtotalCents).toBe(priceTimesQuantity)
				expect(totals.subtotalCents).toBe(items.reduce((s, i) => s + lineTotalCents(i), 0))
			}),
		)
	})

	test('property: total = subtotal + tax = subtotal x 1.08 rounded half up, exactly', () => {
		fc.assert(
			fc.property(lines, (items) => {
				const { subtotalCents, taxCents, totalCents } = cartTotals(items)
				expect(totalCents).toBe(subtotalCents + taxCents)
				const expected = (BigInt(subtotalCents) * 10_800n + 5_000n) / 10_000n
				expect(BigInt(totalCents)).toBe(expected)
				// 0 <= tax and |tax - 8%| < 1 cent
				const error = Math.abs(taxCents * 100 - subtotalCents * 8)
				expect(taxCents).toBeGreaterThanOrEqual(0)
				expect(error).toBeLessThan(100)
			}),
		)
	})

	test('property: the order of items does not matter', () => {
		fc.assert(
			fc.property(lines, (items) => {
				expect(cartTotals([...items].reverse())).toEqual(cartTotals(items))
			}),
		)
	})
})
