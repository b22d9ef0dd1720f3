import { describe, expect, it } from 'vitest'
import { cartKeyFor } from './cart-key.ts'

describe('cartKeyFor', () => {
	const cart = [
		{ id: 'a1', quantity: 2 },
		{ id: 'b2', quantity: 1 },
	]

	it('is the same for the same cart, in the server-accepted form', () => {
		expect(cartKeyFor(cart)).toBe(cartKeyFor([...cart]))
		expect(cartKeyFor(cart)).toMatch(/^[A-Za-z0-9_-]{8,100}$/)
	})

	it('changes when an item or a quantity changes', () => {
		const keys = new Set([
			cartKeyFor(cart),
			cartKeyFor([{ id: 'a1', quantity: 3 }, cart[1]!]),
			cartKeyFor([cart[0]!]),
			cartKeyFor([{ id: 'c3', quantity: 2 }, cart[1]!]),
		])
		expect(keys.size).toBe(4)
	})

	it('changes when a label changes, so two labels are two carts', () => {
		const keys = new Set([
			cartKeyFor(cart),
			cartKeyFor([{ ...cart[0]!, label: 'Kitchen left' }, cart[1]!]),
			cartKeyFor([{ ...cart[0]!, label: 'Kitchen right' }, cart[1]!]),
		])
		expect(keys.size).toBe(3)
	})
})
