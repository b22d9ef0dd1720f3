import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { SHIPPING } from '#app/content/facts/shop-facts.ts'
import { taxCents } from '#app/domain/order/pricing.ts'
import {
	businessDayRange,
	isShippingMethod,
	orderTotals,
	shippingAmountText,
	shippingCents,
	shippingLabel,
	shippingMethodOf,
	shippingOption,
} from '#app/domain/shipping/shipping.ts'

describe('shippingCents', () => {
	test('standard: $9.95 under $75.00, free from $75.00 exactly', () => {
		expect(shippingCents('standard', 0)).toBe(995)
		expect(shippingCents('standard', 4600)).toBe(995)
		expect(shippingCents('standard', 7499)).toBe(995)
		expect(shippingCents('standard', 7500)).toBe(0)
		expect(shippingCents('standard', 9200)).toBe(0)
	})

	test('expedited: $24.95 whatever the subtotal', () => {
		expect(shippingCents('expedited', 4600)).toBe(2495)
		expect(shippingCents('expedited', 7500)).toBe(2495)
		expect(shippingCents('expedited', 500_000)).toBe(2495)
	})

	test('the numbers are the shipping policy in shop-facts', () => {
		expect(shippingCents('standard', SHIPPING.standard.freeOverCents - 1)).toBe(
			SHIPPING.standard.priceCents,
		)
		expect(shippingCents('expedited', 1)).toBe(SHIPPING.expedited.priceCents)
	})

	test('refuses a subtotal that is not whole cents', () => {
		expect(() => shippingCents('standard', 10.5)).toThrow(RangeError)
		expect(() => shippingCents('standard', -1)).toThrow(RangeError)
	})
})

describe('orderTotals', () => {
	test('the issue example: one 30 x 30 screen, $46.00', () => {
		expect(orderTotals({ quantity: 1, subtotalCents: 4600 }, 'standard')).toEqual({
			quantity: 1,
			subtotalCents: 4600,
			taxCents: 368,
			shippingMethod: 'standard',
			shippingCents: 995,
			totalCents: 5963,
		})
		expect(orderTotals({ quantity: 1, subtotalCents: 4600 }, 'expedited').totalCents).toBe(7463)
		expect(orderTotals({ quantity: 2, subtotalCents: 9200 }, 'standard').totalCents).toBe(9936)
		expect(orderTotals({ quantity: 2, subtotalCents: 9200 }, 'expedited').totalCents).toBe(12431)
	})

	test('from $75.00 with standard shipping the total is subtotal x 1.08 (spec 9)', () => {
		fc.assert(
			fc.property(fc.integer({ min: 7500, max: 10_000_000 }), (subtotal) => {
				const totals = orderTotals({ quantity: 1, subtotalCents: subtotal }, 'standard')
				expect(totals.totalCents).toBe(subtotal + taxCents(subtotal))
				expect(totals.totalCents).toBe(Math.round(subtotal * 1.08))
			}),
		)
	})

	test('total = subtotal + tax on the subtotal + shipping, for both methods', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 10_000_000 }),
				fc.constantFrom('standard' as const, 'expedited' as const),
				(subtotal, method) => {
					const totals = orderTotals({ quantity: 1, subtotalCents: subtotal }, method)
					expect(totals.taxCents).toBe(taxCents(subtotal))
					expect(totals.totalCents).toBe(subtotal + totals.taxCents + totals.shippingCents)
				},
			),
		)
	})
})

describe('shipping options and labels', () => {
	test('names, carriers and transit days come from the policy', () => {
		expect(shippingOption('standard')).toEqual({
			method: 'standard',
			name: 'Standard',
			carrier: 'UPS Ground',
			businessDays: '5-7',
			transitDays: { min: 5, max: 7 },
		})
		expect(shippingOption('expedited').transitDays).toEqual({ min: 2, max: 3 })
		expect(shippingLabel('expedited')).toBe('Expedited (UPS 2nd Day Air, 2-3 business days)')
	})

	test('day ranges', () => {
		expect(businessDayRange('5-7')).toEqual({ min: 5, max: 7 })
		expect(businessDayRange('3')).toEqual({ min: 3, max: 3 })
		expect(() => businessDayRange('soon')).toThrow(RangeError)
	})

	test('method names are checked', () => {
		expect(isShippingMethod('standard')).toBe(true)
		expect(isShippingMethod('expedited')).toBe(true)
		expect(isShippingMethod('overnight')).toBe(false)
		expect(isShippingMethod(undefined)).toBe(false)
	})

	test("an order's stored method is read as the default when the shop does not know it", () => {
		expect(shippingMethodOf('expedited')).toBe('expedited')
		expect(shippingMethodOf('overnight')).toBe('standard')
		expect(shippingMethodOf(null)).toBe('standard')
	})

	test('free shipping reads FREE', () => {
		expect(shippingAmountText(0)).toBe('FREE')
		expect(shippingAmountText(995)).toBe('$9.95')
	})
})
