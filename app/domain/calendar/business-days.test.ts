import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { addBusinessDays, isBusinessDay, nextBusinessDay } from './business-days.ts'
import { addDays } from './calendar-day.ts'

describe('business days', () => {
	test.each([
		['2026-11-23', true, 'a Monday'],
		['2026-11-27', true, 'the Friday after Thanksgiving'],
		['2026-11-28', false, 'a Saturday'],
		['2026-11-29', false, 'a Sunday'],
		['2026-11-26', false, 'Thanksgiving'],
		['2026-07-03', false, 'Independence Day observed on Friday'],
		['2027-07-05', false, 'Independence Day observed on Monday'],
		['2021-12-31', false, "New Year's Day 2022 observed on Friday"],
		['2023-01-02', false, "New Year's Day observed on Monday"],
		['2026-12-24', true, 'Christmas Eve (no federal holiday)'],
	])('%s is a business day: %s (%s)', (date, expected) => {
		expect(isBusinessDay(date)).toBe(expected)
	})

	test.each([
		['2026-11-25', '2026-11-27', 'over Thanksgiving'],
		['2026-11-27', '2026-11-30', 'over a weekend'],
		['2026-07-02', '2026-07-06', 'over an observed Friday holiday and a weekend'],
		['2027-07-02', '2027-07-06', 'over a weekend and an observed Monday holiday'],
		['2022-12-30', '2023-01-03', "over New Year's Day observed on Monday"],
		['2025-12-31', '2026-01-02', "over New Year's Day"],
		['2021-12-30', '2022-01-03', "over New Year's Day observed on Dec 31"],
		['2026-11-28', '2026-11-30', 'from a Saturday'],
	])('the business day after %s is %s (%s)', (date, expected) => {
		expect(nextBusinessDay(date)).toBe(expected)
	})

	test('adds business days; zero is the day itself', () => {
		expect(addBusinessDays('2026-11-23', 0)).toBe('2026-11-23')
		expect(addBusinessDays('2026-11-28', 0)).toBe('2026-11-28')
		expect(addBusinessDays('2026-11-23', 2)).toBe('2026-11-25')
		expect(addBusinessDays('2026-11-25', 2)).toBe('2026-11-30')
		expect(addBusinessDays('2026-12-23', 3)).toBe('2026-12-29') // Christmas on Friday
		expect(() => addBusinessDays('2026-11-23', -1)).toThrow(RangeError)
		expect(() => addBusinessDays('2026-11-23', 1.5)).toThrow(RangeError)
		expect(() => addBusinessDays('2026-11-31', 0)).toThrow(RangeError)
	})

	test('property: n business days later is a business day with exactly n business days up to it', () => {
		fc.assert(
			fc.property(
				fc.date({ min: new Date('2021-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
				fc.integer({ min: 1, max: 30 }),
				(instant, count) => {
					const start = instant.toISOString().slice(0, 10)
					const end = addBusinessDays(start, count)
					expect(isBusinessDay(end)).toBe(true)
					let counted = 0
					for (let day = addDays(start, 1); day <= end; day = addDays(day, 1)) {
						if (isBusinessDay(day)) counted++
					}
					expect(counted).toBe(count)
				},
			),
		)
	})
})
