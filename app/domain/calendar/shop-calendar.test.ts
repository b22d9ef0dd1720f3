import { describe, expect, it } from 'vitest'
import {
	addDays,
	daysBetween,
	formatShopTime,
	isCalendarDate,
	shopDate,
	shopDayStart,
	shopDaysRange,
	weekStartDate,
} from './shop-calendar.ts'

describe('the shop calendar (US Eastern)', () => {
	it('puts an instant on the shop day it falls on, not the UTC one', () => {
		expect(shopDate(new Date('2025-03-05T03:00:00Z'))).toBe('2025-03-04')
		expect(shopDate(new Date('2025-03-05T05:00:00Z'))).toBe('2025-03-05')
		expect(shopDate(new Date('2025-07-01T03:59:59Z'))).toBe('2025-06-30')
		expect(shopDate(new Date('2025-07-01T04:00:00Z'))).toBe('2025-07-01')
	})

	it('starts a day at midnight Eastern, in winter and summer time and on the days clocks change', () => {
		expect(shopDayStart('2025-01-15').toISOString()).toBe('2025-01-15T05:00:00.000Z')
		expect(shopDayStart('2025-07-15').toISOString()).toBe('2025-07-15T04:00:00.000Z')
		// Clocks go forward at 2 AM on March 9 and back at 2 AM on November 2, 2025.
		expect(shopDayStart('2025-03-09').toISOString()).toBe('2025-03-09T05:00:00.000Z')
		expect(shopDayStart('2025-03-10').toISOString()).toBe('2025-03-10T04:00:00.000Z')
		expect(shopDayStart('2025-11-02').toISOString()).toBe('2025-11-02T04:00:00.000Z')
		expect(shopDayStart('2025-11-03').toISOString()).toBe('2025-11-03T05:00:00.000Z')
	})

	it('covers whole days in a range, the last one included', () => {
		expect(shopDaysRange('2025-03-08', '2025-03-09')).toEqual({
			start: '2025-03-08T05:00:00.000Z',
			end: '2025-03-10T04:00:00.000Z',
		})
	})

	it('starts weeks on Monday', () => {
		expect(weekStartDate('2025-03-05')).toBe('2025-03-03') // Wednesday
		expect(weekStartDate('2025-03-03')).toBe('2025-03-03') // Monday
		expect(weekStartDate('2025-03-09')).toBe('2025-03-03') // Sunday
		expect(weekStartDate('2025-01-01')).toBe('2024-12-30')
	})

	it('checks and counts calendar dates', () => {
		expect(isCalendarDate('2024-02-29')).toBe(true)
		expect(isCalendarDate('2025-02-29')).toBe(false)
		expect(isCalendarDate('2025-13-01')).toBe(false)
		expect(isCalendarDate('2025-1-01')).toBe(false)
		expect(isCalendarDate('')).toBe(false)
		expect(addDays('2024-12-31', 1)).toBe('2025-01-01')
		expect(addDays('2025-03-01', -1)).toBe('2025-02-28')
		expect(daysBetween('2025-01-01', '2025-12-31')).toBe(364)
		expect(daysBetween('2025-03-09', '2025-03-09')).toBe(0)
	})

	it('writes times in shop time', () => {
		expect(formatShopTime('2025-03-04T15:05:00.000Z')).toBe('Mar 4, 2025, 10:05 AM ET')
	})
})
