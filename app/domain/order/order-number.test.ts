import { describe, expect, it } from 'vitest'
import { normalizeOrderNumber, orderNumberFromSessionId } from './order-number.ts'

describe('order numbers', () => {
	it('are the last 8 characters of the session id, upper-cased', () => {
		expect(orderNumberFromSessionId('cs_test_a1b2C3d4e5f6g7h8')).toBe('E5F6G7H8')
		expect(orderNumberFromSessionId('tcs_Zz09aBcD1234')).toBe('ABCD1234')
	})

	it('accept what a customer may type and refuse anything else', () => {
		expect(normalizeOrderNumber(' #e5f6 g7h8 ')).toBe('E5F6G7H8')
		expect(normalizeOrderNumber('E5F6G7H8')).toBe('E5F6G7H8')
		for (const bad of ['', 'E5F6G7H', 'E5F6G7H89', 'E5F6-G7H8', 'E5F6G7H_']) {
			expect(normalizeOrderNumber(bad), bad).toBeNull()
		}
	})
})
