import { describe, expect, it } from 'vitest'
import { quoteOrderTotals } from './quote-order.ts'

// The e2e job: 2 x $51.00 + $48.00 + $51.00 = $201.00, 10% off, tax $14.47, free shipping.
const QUOTE = {
	screen_count: 4,
	list_subtotal_cents: 20100,
	discount_cents: 2010,
	subtotal_cents: 18090,
	tax_cents: 1447,
	shipping_method: 'standard',
	shipping_cents: 0,
	total_cents: 19537,
}
const LINES = [
	{ quantity: 2, unit_price_cents: 5100, line_total_cents: 10200 },
	{ quantity: 1, unit_price_cents: 4800, line_total_cents: 4800 },
	{ quantity: 1, unit_price_cents: 5100, line_total_cents: 5100 },
]

describe("a quote's order money", () => {
	it('is exactly the stored quote: list subtotal, discount, tax, shipping, total', () => {
		expect(quoteOrderTotals(QUOTE, LINES)).toEqual({
			screenCount: 4,
			subtotalCents: 20100,
			discountCents: 2010,
			taxCents: 1447,
			shippingMethod: 'standard',
			shippingCents: 0,
			totalCents: 19537,
		})
	})

	it('refuses stored figures that do not add up from the lines', () => {
		const off =
			(change: object, lines = LINES) =>
			() =>
				quoteOrderTotals({ ...QUOTE, ...change }, lines)
		expect(off({ total_cents: 1 })).toThrow('the total')
		expect(off({ discount_cents: 2011 })).toThrow('the subtotal')
		expect(off({ discount_cents: 30000, subtotal_cents: -9900 })).toThrow('the discount')
		expect(off({ screen_count: 5 })).toThrow('the screen count')
		expect(off({ shipping_method: 'pigeon' })).toThrow('the shipping method')
		expect(off({}, [{ ...LINES[0]!, line_total_cents: 1 }, ...LINES.slice(1)])).toThrow(
			'a line total',
		)
		expect(off({}, [])).toThrow('no lines')
	})
})
