import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
	formatSixteenthsAsInches,
	parseInches,
	parseLength,
	snapToSixteenths,
} from '#app/domain/measure/parse-inches.ts'
import { splitSixteenths } from '#app/domain/order/screen-size.ts'

const sixteenths = (text: string) => {
	const parsed = parseInches(text)
	return parsed.ok ? parsed.sixteenths : parsed.reason
}

describe('parseInches', () => {
	test('the ways a tape reading is written', () => {
		for (const text of ['30 5/16', '30-5/16', '30.3125', '30 - 5/16', ' 30  5/16 ', '30 10/32']) {
			expect(sixteenths(text), text).toBe(485)
		}
		expect(sixteenths('30')).toBe(480)
		expect(sixteenths('5/16')).toBe(5)
		expect(sixteenths('.5')).toBe(8)
		expect(sixteenths('30.')).toBe(480)
		expect(sixteenths('0')).toBe(0)
	})

	test('an inch mark or the word after the number is allowed', () => {
		for (const text of ['30 5/16"', '30 5/16 ”', '30-5/16in', '30.3125 in.', '30 5/16 inches']) {
			expect(sixteenths(text), text).toBe(485)
		}
	})

	test('snaps to the nearest sixteenth; exactly halfway goes to the smaller', () => {
		expect(sixteenths('30.3')).toBe(485) // 484.8 sixteenths
		expect(sixteenths('30.28')).toBe(484) // 484.48
		expect(sixteenths('30 1/3')).toBe(485) // 485.33
		expect(sixteenths('30.03125')).toBe(480) // 30 1/32: halfway
		expect(sixteenths('30.09375')).toBe(481) // 30 3/32: halfway
		expect(sixteenths('30.0313')).toBe(481) // just past halfway
	})

	test('says why a text is not a length', () => {
		expect(sixteenths('')).toBe('empty')
		expect(sixteenths('   ')).toBe('empty')
		for (const text of ['abc', '-30', '30,5', '30 5/', '1e3', '.', '30 5/16/2', '1234567', '"']) {
			expect(sixteenths(text), text).toBe('not-a-number')
		}
		for (const text of ['30 5/0', '5/0', '30 17/16', '30 16/16']) {
			expect(sixteenths(text), text).toBe('bad-fraction')
		}
	})

	test('keeps the exact length and how it was written', () => {
		expect(parseLength('76.20')).toEqual({
			ok: true,
			length: { numerator: 7620, denominator: 100, form: 'decimal' },
		})
		expect(parseLength('30 5/16')).toEqual({
			ok: true,
			length: { numerator: 485, denominator: 16, form: 'fraction' },
		})
		expect(parseLength('30')).toEqual({
			ok: true,
			length: { numerator: 30, denominator: 1, form: 'whole' },
		})
	})

	const total = fc.integer({ min: 0, max: 999_999 * 16 + 15 })

	test('property: every sixteenth reads back from each way of writing it', () => {
		fc.assert(
			fc.property(total, (value) => {
				const { inches, sixteenths: part } = splitSixteenths(value)
				const written = [
					formatSixteenthsAsInches(value),
					`${inches} ${part}/16`,
					`${inches}-${part}/16`,
					String(value / 16), // exact: at most 4 decimals
				]
				if (part === 0) written.push(String(inches))
				for (const text of written) expect(sixteenths(text), text).toBe(value)
			}),
		)
	})

	test('property: halfway between two sixteenths reads as the smaller', () => {
		fc.assert(
			fc.property(total, (value) => {
				expect(sixteenths(String((2 * value + 1) / 32))).toBe(value)
			}),
		)
	})

	test('property: a decimal snaps to within 1/32 inch, never further', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 999_999 }),
				fc.stringMatching(/^\d{1,6}$/),
				(whole, decimals) => {
					const parsed = parseInches(`${whole}.${decimals}`)
					if (!parsed.ok) throw new Error(`unread: ${whole}.${decimals}`)
					const denominator = 10 ** decimals.length
					const numerator = whole * denominator + Number(decimals)
					// |value - snapped| <= 1/32 inch, in whole numbers
					expect(
						2 * Math.abs(16 * numerator - parsed.sixteenths * denominator),
					).toBeLessThanOrEqual(denominator)
				},
			),
		)
	})

	test('property: any text gives a whole number of sixteenths or a reason, never an exception', () => {
		fc.assert(
			fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[\d ./"-]{0,12}$/)), (text) => {
				const parsed = parseInches(text)
				if (parsed.ok) expect(Number.isSafeInteger(parsed.sixteenths)).toBe(true)
				else expect(['empty', 'not-a-number', 'bad-fraction']).toContain(parsed.reason)
				if (parsed.ok) expect(parsed.sixteenths).toBeGreaterThanOrEqual(0)
			}),
		)
	})
})

describe('snapToSixteenths', () => {
	test('rounds to the nearest sixteenth, halves down', () => {
		expect(snapToSixteenths(3031, 100)).toBe(485)
		expect(snapToSixteenths(1, 32)).toBe(0)
		expect(snapToSixteenths(3, 32)).toBe(1)
		expect(snapToSixteenths(7, 64)).toBe(2) // 1.75 sixteenths
		expect(snapToSixteenths(1, 31)).toBe(1)
	})
})
