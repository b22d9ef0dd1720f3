import { describe, expect, test } from 'vitest'
import { weekdayOf } from './calendar-day.ts'
import { federalHolidayOn, federalHolidays, observedDate } from './us-federal-holidays.ts'

// Observed dates as OPM publishes them (opm.gov, "Federal Holidays").
const OBSERVED: Record<number, string[]> = {
	2021: [
		'2021-01-01',
		'2021-01-18',
		'2021-02-15',
		'2021-05-31',
		'2021-06-18', // Juneteenth on a Saturday
		'2021-07-05', // Independence Day on a Sunday
		'2021-09-06',
		'2021-10-11',
		'2021-11-11',
		'2021-11-25',
		'2021-12-24', // Christmas on a Saturday
		'2021-12-31', // New Year's Day 2022 on a Saturday
	],
	2022: [
		'2022-01-17',
		'2022-02-21',
		'2022-05-30',
		'2022-06-20',
		'2022-07-04',
		'2022-09-05',
		'2022-10-10',
		'2022-11-11',
		'2022-11-24',
		'2022-12-26',
	],
	2023: [
		'2023-01-02',
		'2023-01-16',
		'2023-02-20',
		'2023-05-29',
		'2023-06-19',
		'2023-07-04',
		'2023-09-04',
		'2023-10-09',
		'2023-11-10', // Veterans Day on a Saturday
		'2023-11-23',
		'2023-12-25',
	],
	2024: [
		'2024-01-01',
		'2024-01-15',
		'2024-02-19',
		'2024-05-27',
		'2024-06-19',
		'2024-07-04',
		'2024-09-02',
		'2024-10-14',
		'2024-11-11',
		'2024-11-28',
		'2024-12-25',
	],
	2025: [
		'2025-01-01',
		'2025-01-20',
		'2025-02-17',
		'2025-05-26',
		'2025-06-19',
		'2025-07-04',
		'2025-09-01',
		'2025-10-13',
		'2025-11-11',
		'2025-11-27',
		'2025-12-25',
	],
	2026: [
		'2026-01-01',
		'2026-01-19',
		'2026-02-16',
		'2026-05-25',
		'2026-06-19',
		'2026-07-03', // Independence Day on a Saturday
		'2026-09-07',
		'2026-10-12',
		'2026-11-11',
		'2026-11-26',
		'2026-12-25',
	],
	2027: [
		'2027-01-01',
		'2027-01-18',
		'2027-02-15',
		'2027-05-31',
		'2027-06-18',
		'2027-07-05',
		'2027-09-06',
		'2027-10-11',
		'2027-11-11',
		'2027-11-25',
		'2027-12-24',
		'2027-12-31',
	],
}

describe('US federal holidays', () => {
	test.each(Object.entries(OBSERVED))('observed in %s', (year, dates) => {
		expect(federalHolidays(Number(year)).map((holiday) => holiday.observed)).toEqual(dates)
	})

	test('every observed day is a weekday, and each is found by its date', () => {
		for (let year = 2021; year <= 2060; year++) {
			for (const holiday of federalHolidays(year)) {
				expect([1, 2, 3, 4, 5]).toContain(weekdayOf(holiday.observed))
				expect(federalHolidayOn(holiday.observed)).toEqual(holiday)
			}
		}
	})

	test('names the holiday and the day it falls on', () => {
		expect(federalHolidayOn('2026-07-03')).toEqual({
			name: 'Independence Day',
			date: '2026-07-04',
			observed: '2026-07-03',
		})
		expect(federalHolidayOn('2021-12-31')).toEqual({
			name: "New Year's Day",
			date: '2022-01-01',
			observed: '2021-12-31',
		})
		expect(federalHolidayOn('2026-07-04')).toBeNull() // the Saturday itself: a weekend day
		expect(federalHolidayOn('2022-01-01')).toBeNull()
		expect(federalHolidayOn('2026-11-27')).toBeNull() // the day after Thanksgiving
		expect(federalHolidayOn('2026-12-24')).toBeNull()
	})

	test('Juneteenth counts from 2021', () => {
		expect(federalHolidayOn('2020-06-19')).toBeNull()
		expect(federalHolidays(2020)).toHaveLength(10)
		expect(federalHolidayOn('2021-06-18')?.name).toBe('Juneteenth National Independence Day')
	})

	test('moves Saturday to Friday and Sunday to Monday', () => {
		expect(observedDate('2026-07-04')).toBe('2026-07-03')
		expect(observedDate('2021-07-04')).toBe('2021-07-05')
		expect(observedDate('2026-11-11')).toBe('2026-11-11')
	})
})
