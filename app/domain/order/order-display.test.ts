import { describe, expect, it } from 'vitest'
import { formatOrderDate, itemSize, shippingAddressLines, TAX_RATE_LABEL } from './order-display.ts'

describe('order display', () => {
	it('writes sizes with both fractions', () => {
		expect(itemSize({ width: 30, width_sixteenths: 7, height: 40, height_sixteenths: 8 })).toBe(
			'30 7/16" x 40 1/2"',
		)
	})

	it('writes a US address as lines, skipping what is missing', () => {
		const address = {
			ship_name: 'Jane Doe',
			ship_line1: '12 Elm Street',
			ship_line2: null,
			ship_city: 'Springfield',
			ship_state: 'IL',
			ship_postal_code: '62701',
			ship_country: 'US',
		}
		expect(shippingAddressLines(address)).toEqual([
			'Jane Doe',
			'12 Elm Street',
			'Springfield, IL 62701',
		])
		expect(shippingAddressLines({ ...address, ship_line1: null })).toEqual([])
	})

	it('writes dates in the shop time zone and the tax rate from the shop facts', () => {
		expect(formatOrderDate('2025-03-05T03:00:00.000Z')).toBe('March 4, 2025')
		expect(TAX_RATE_LABEL).toBe('8%')
	})
})
