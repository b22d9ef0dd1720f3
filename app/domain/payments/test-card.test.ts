import { describe, expect, it } from 'vitest'
import { CARD_MESSAGES, cardVerdict, parseExpiry, testCheckoutSchema } from './test-card.ts'

const now = new Date('2025-06-15T12:00:00Z')
const valid = {
	cardNumber: '4242 4242 4242 4242',
	expiry: '06 / 25',
	cvc: '1234',
	name: 'Sam Rivera',
	email: 'sam@example.com',
	line1: '5 Oak Avenue',
	city: 'Austin',
	state: 'TX',
	postalCode: '73301-1234',
}

describe('the test checkout form', () => {
	it('pays with 4242, declines 4000 ... 0002 and names the test cards for any other card', () => {
		expect(cardVerdict('4242424242424242')).toBe('pays')
		expect(cardVerdict('4000000000000002')).toBe('declined')
		expect(cardVerdict('5555555555554444')).toBe('not_a_test_card')
	})

	it('reads expiry dates and accepts this month', () => {
		expect(parseExpiry('6/25')).toEqual({ month: 6, year: 2025 })
		expect(parseExpiry('12 / 2031')).toEqual({ month: 12, year: 2031 })
		expect(parseExpiry('13/25')).toBeNull()
		expect(parseExpiry('june')).toBeNull()
		const parsed = testCheckoutSchema(now).parse(valid)
		expect(parsed).toMatchObject({ cardNumber: '4242424242424242', phone: null, line2: null })
	})

	it('refuses a number failing the Luhn check, a past expiry and a short CVC', () => {
		const result = testCheckoutSchema(now).safeParse({
			...valid,
			cardNumber: '4242 4242 4242 4243',
			expiry: '05/25',
			cvc: '12',
		})
		expect(result.success).toBe(false)
		expect(result.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
			['cardNumber', CARD_MESSAGES.invalidNumber],
			['expiry', CARD_MESSAGES.expired],
			['cvc', CARD_MESSAGES.invalidCvc],
		])
	})

	it('takes US addresses only', () => {
		const result = testCheckoutSchema(now).safeParse({
			...valid,
			state: 'ON',
			postalCode: 'K1A 0B1',
		})
		expect(result.error!.issues.map((issue) => issue.path[0])).toEqual(['state', 'postalCode'])
	})
})
