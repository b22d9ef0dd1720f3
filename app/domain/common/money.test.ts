import fc from 'fast-check'
import { describe, expect, it, test } from 'vitest'
import { formatCents, formatWholeNumber, parseDollars } from '#app/domain/common/money.ts'

test.each([
	[0, '$0.00'],
	[5, '$0.05'],
	[99, '$0.99'],
	[100, '$1.00'],
	[816, '$8.16'],
	[10200, '$102.00'],
	[11016, '$110.16'],
	[123456789, '$1,234,567.89'],
	[-150, '-$1.50'],
])('%i cents reads %s', (cents, text) => {
	expect(formatCents(cents)).toBe(text)
})

test('property: always two decimals, and reads back as the same number of cents', () => {
	fc.assert(
		fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
			const text = formatCents(cents)
			expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/)
			const negative = text.startsWith('-')
			const digits = Number(text.replace(/[-$,.]/g, ''))
			expect(negative ? -digits : digits).toBe(cents)
		}),
	)
})

test('property: whole numbers are grouped as en-US does', () => {
	const usFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
	fc.assert(
		fc.property(
			fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
			(n) => {
				expect(formatWholeNumber(n)).toBe(usFormat.format(n))
			},
		),
	)
	expect(formatWholeNumber(0)).toBe('0')
	expect(formatWholeNumber(999)).toBe('999')
	expect(formatWholeNumber(1000)).toBe('1,000')
})

describe('parseDollars', () => {
	it('reads dollars as typed into cents', () => {
		expect(parseDollars('12')).toBe(1200)
		expect(parseDollars('12.5')).toBe(1250)
		expect(parseDollars(' $1,234.56 ')).toBe(123456)
		expect(parseDollars('0.07')).toBe(7)
	})
	it('refuses anything else', () => {
		for (const bad of ['', '-5', '12.345', '1,23', 'ten', '1e3', '12.', '$', '99999999999']) {
			expect(parseDollars(bad)).toBeNull()
		}
	})
})
