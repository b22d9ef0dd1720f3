import { addDays, parseIsoDate, weekdayOf, type IsoDate } from './calendar-day.ts'
import { federalHolidayOn } from './us-federal-holidays.ts'

// The shop's business days: Monday to Friday, except the days US federal holidays are observed
// (us-federal-holidays.ts). The same calendar counts processing and, as an estimate, transit.

/**
 * Whether the shop works on a day.
 * @example isBusinessDay('2026-11-26') // false (Thanksgiving)
 */
export function isBusinessDay(date: IsoDate): boolean {
	const weekday = weekdayOf(date)
	return weekday !== 0 && weekday !== 6 && federalHolidayOn(date) === null
}

/**
 * The first business day strictly after a day.
 * @example nextBusinessDay('2026-11-25') // '2026-11-27' (skips Thanksgiving)
 */
export function nextBusinessDay(date: IsoDate): IsoDate {
	let day = addDays(date, 1)
	while (!isBusinessDay(day)) day = addDays(day, 1)
	return day
}

/**
 * The day `count` business days after a day (the day itself need not be one); count 0 is the
 * day itself.
 * @example addBusinessDays('2026-11-25', 2) // '2026-11-30' (Fri 27, then Mon 30)
 */
export function addBusinessDays(date: IsoDate, count: number): IsoDate {
	if (!Number.isSafeInteger(count) || count < 0) {
		throw new RangeError(`count must be a whole number of business days >= 0, got ${count}`)
	}
	parseIsoDate(date)
	let day = date
	for (let i = 0; i < count; i++) day = nextBusinessDay(day)
	return day
}
