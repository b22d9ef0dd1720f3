import { describe, expect, it } from 'vitest'
import { toCartItem } from '#app/domain/cart/cart-item.ts'
import { checkoutFingerprint } from './checkout-fingerprint.ts'

const item = (width: number, quantity: number, id = `id-${width}-${quantity}`) =>
	toCartItem(
		{ width, widthSixteenths: 3, height: 40, heightSixteenths: 0, quantity },
		{ id, timestamp: '2026-01-01T00:00:00.000Z' },
	)

describe('checkoutFingerprint', () => {
	it('is the same for the same lines in another order, whatever the ids', () => {
		expect(
			checkoutFingerprint({ items: [item(30, 2), item(20, 1)], shippingMethod: 'standard' }),
		).toBe(
			checkoutFingerprint({
				items: [item(20, 1, 'other'), item(30, 2, 'ids')],
				shippingMethod: 'standard',
			}),
		)
	})

	it('differs when a size or a quantity differs', () => {
		const base = checkoutFingerprint({ items: [item(30, 2)], shippingMethod: 'standard' })
		expect(checkoutFingerprint({ items: [item(30, 3)], shippingMethod: 'standard' })).not.toBe(base)
		expect(checkoutFingerprint({ items: [item(31, 2)], shippingMethod: 'standard' })).not.toBe(base)
		expect(
			checkoutFingerprint({ items: [item(30, 2), item(30, 2)], shippingMethod: 'standard' }),
		).not.toBe(base)
	})

	it('differs when the shipping method differs', () => {
		const lines = [item(30, 2)]
		expect(checkoutFingerprint({ items: lines, shippingMethod: 'expedited' })).not.toBe(
			checkoutFingerprint({ items: lines, shippingMethod: 'standard' }),
		)
	})
	it('differs when only a label differs: two labels are two lines', () => {
		const kitchen = { ...item(30, 2), label: 'Kitchen left' }
		const bedroom = { ...item(30, 2), label: 'Bedroom' }
		expect(checkoutFingerprint({ items: [kitchen], shippingMethod: 'standard' })).not.toBe(
			checkoutFingerprint({ items: [bedroom], shippingMethod: 'standard' }),
		)
	})
})
