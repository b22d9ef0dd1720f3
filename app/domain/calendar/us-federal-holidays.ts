import { addDays, isoDate, parseIsoDate, weekdayOf, type IsoDate } from './calendar-day.ts'

// The eleven US federal holidays of 5 U.S.C. 6103, computed by rule (no table to ship to the
// browser). A holiday on a Saturday is observed the Friday before, one on a Sunday the Monday
// after (the federal observed-date rule). So New Year's Day on a Saturday is observed on
// December 31 of the year before: 2022's was observed on Friday 2021-12-31.
// The rules are today's; Juneteenth counts from 2021, the year it became a federal holiday.

export type FederalHoliday = {
	name: string
	/** The day the holiday falls on. */
	date: IsoDate
	/** The day it is observed: the date itself, or the Friday before / Monday after a weekend. */
	observed: IsoDate
}

const MONDAY = 1
const THURSDAY = 4

/** The nth (1-5) given weekday of a month, or with n = -1 the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): IsoDate {
	if (n === -1) {
		const last = isoDate(year, month + 1, 0)
		return addDays(last, -((weekdayOf(last) - weekday + 7) % 7))
	}
	const first = isoDate(year, month, 1)
	return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + 7 * (n - 1))
}

type Rule = [name: string, date: (year: number) => IsoDate, since?: number]

const fixed = (month: number, day: number) => (year: number) => isoDate(year, month, day)
const nth = (month: number, weekday: number, n: number) => (year: number) =>
	nthWeekday(year, month, weekday, n)

const RULES: readonly Rule[] = [
	["New Year's Day", fixed(1, 1)],
	['Birthday of Martin Luther King, Jr.', nth(1, MONDAY, 3)],
	["Washington's Birthday", nth(2, MONDAY, 3)],
	['Memorial Day', nth(5, MONDAY, -1)],
	['Juneteenth National Independence Day', fixed(6, 19), 2021],
	['Independence Day', fixed(7, 4)],
	['Labor Day', nth(9, MONDAY, 1)],
	['Columbus Day', nth(10, MONDAY, 2)],
	['Veterans Day', fixed(11, 11)],
	['Thanksgiving Day', nth(11, THURSDAY, 4)],
	['Christmas Day', fixed(12, 25)],
]

/** Saturday -> the Friday before, Sunday -> the Monday after, any other day itself. */
export function observedDate(date: IsoDate): IsoDate {
	const weekday = weekdayOf(date)
	return weekday === 6 ? addDays(date, -1) : weekday === 0 ? addDays(date, 1) : date
}

function holidaysFalling(year: number): FederalHoliday[] {
	return RULES.filter(([, , since = 0]) => year >= since).map(([name, dateOf]) => {
		const date = dateOf(year)
		return { name, date, observed: observedDate(date) }
	})
}

const observedByYear = new Map<number, FederalHoliday[]>()

/**
 * The federal holidays observed in a year, by observed date; this includes the next New Year's
 * Day when it is observed on December 31, and leaves out this year's when it was observed in the
 * year before.
 * @example federalHolidays(2026)[0] // { name: "New Year's Day", date: '2026-01-01', observed: '2026-01-01' }
 */
export function federalHolidays(year: number): readonly FederalHoliday[] {
	let holidays = observedByYear.get(year)
	if (!holidays) {
		holidays = [...holidaysFalling(year), ...holidaysFalling(year + 1).slice(0, 1)].filter(
			(holiday) => parseIsoDate(holiday.observed).year === year,
		)
		observedByYear.set(year, holidays)
	}
	return holidays
}

/**
 * The federal holiday observed on a day, or null.
 * @example federalHolidayOn('2026-07-03') // Independence Day (July 4 is a Saturday)
 */
export function federalHolidayOn(date: IsoDate): FederalHoliday | null {
	const { year } = parseIsoDate(date)
	return federalHolidays(year).find((holiday) => holiday.observed === date) ?? null
}
