import { expect, test } from 'vitest'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import { cartHasRoom, isCartQuantity } from '#app/domain/cart/cart-limit.ts'

test('a cart takes a line until it holds LIMITS.cartLines', () => {
	expect(LIMITS.cartLines).toBe(50)
	expect(cartHasRoom(0)).toBe(true)
	expect(cartHasRoom(49)).toBe(true)
	expect(cartHasRoom(50)).toBe(false)
	expect(cartHasRoom(51)).toBe(false)
})

test('a line holds 1 to 20 screens, whole', () => {
	expect([1, 2, 20].every(isCartQuantity)).toBe(true)
	expect([0, 21, 1.5, -1, Number.NaN, '2', null].some(isCartQuantity)).toBe(false)
})
