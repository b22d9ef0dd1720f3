import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { addDays, isIsoDate, isoDate, parseIsoDate, weekdayOf } from './calendar-day.ts'

describe('calendar days', () => {
	test('parses real days only', () => {
		expect(parseIsoDate('2026-11-25')).toEqual({ year: 2026, month: 11, day: 25 })
		expect(isIsoDate('2024-02-29')).toBe(true)
		for (const bad of [
			'2026-02-29',
			'2026-13-01',
			'2026-04-31',
			'2026-00-10',
			'2026-1-01',
			' 2026-01-01',
			'2026-01-01T00:00',
			'0999-12-31',
			'',
		]) {
			expect(isIsoDate(bad), bad).toBe(false)
			expect(() => parseIsoDate(bad)).toThrow(RangeError)
		}
	})

	test('adds days across months, leap days and years', () => {
		expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
		expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
		expect(addDays('2025-02-28', 1)).toBe('2025-03-01')
		expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
		expect(addDays('2026-03-07', 2)).toBe('2026-03-09') // over the DST change: still 2 days
		expect(isoDate(2026, 12, 32)).toBe('2027-01-01')
		expect(isoDate(2026, 3, 0)).toBe('2026-02-28')
	})

	test('knows the weekday', () => {
		expect(weekdayOf('2026-11-25')).toBe(3) // Wednesday
		expect(weekdayOf('2027-01-01')).toBe(5) // Friday
		expect(weekdayOf('2000-01-01')).toBe(6) // Saturday
		expect(weekdayOf('1969-12-31')).toBe(3) // before 1970 too
	})

	test('property: adding and taking away days returns the day; weekdays step by one', () => {
		fc.assert(
			fc.property(
				fc.date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
				fc.integer({ min: -2000, max: 2000 }),
				(instant, days) => {
					const day = instant.toISOString().slice(0, 10)
					expect(addDays(addDays(day, days), -days)).toBe(day)
					expect(weekdayOf(addDays(day, days))).toBe((((weekdayOf(day) + days) % 7) + 7) % 7)
				},
			),
		)
	})
})
