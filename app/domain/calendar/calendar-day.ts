// Calendar days as 'YYYY-MM-DD' strings: a day, not an instant, so nothing here depends on the
// machine's time zone. Arithmetic goes through Date.UTC, which is the proleptic Gregorian
// calendar with no zone and no daylight saving time.

/** A calendar day written 'YYYY-MM-DD', e.g. '2026-11-25'. */
export type IsoDate = string

/** 0 = Sunday, 1 = Monday ... 6 = Saturday (as Date#getUTCDay). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

export type CalendarDay = { year: number; month: number; day: number }

const DAY_MS = 86_400_000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Days since 1970-01-01 of a year, month (1-12) and day that may overflow (Date.UTC rolls them). */
function dayNumberOf(year: number, month: number, day: number): number {
	return Date.UTC(year, month - 1, day) / DAY_MS
}

function isoOfDayNumber(dayNumber: number): IsoDate {
	return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10)
}

/**
 * The year, month (1-12) and day of an ISO date; a RangeError for anything that is not a real
 * calendar day from year 1000 to 9999.
 * @example parseIsoDate('2026-11-25') // { year: 2026, month: 11, day: 25 }
 */
export function parseIsoDate(date: IsoDate): CalendarDay {
	const match = ISO_DATE.exec(date)
	const [year, month, day] = match ? match.slice(1).map(Number) : []
	if (
		year === undefined ||
		month === undefined ||
		day === undefined ||
		year < 1000 ||
		isoOfDayNumber(dayNumberOf(year, month, day)) !== date
	) {
		throw new RangeError(`not a calendar day (YYYY-MM-DD): ${JSON.stringify(date)}`)
	}
	return { year, month, day }
}

/** Whether a string is a real calendar day written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
	try {
		parseIsoDate(value)
		return true
	} catch {
		return false
	}
}

/**
 * The ISO date of a year, month (1-12) and day; out-of-range months and days roll over.
 * @example isoDate(2026, 12, 32) // '2027-01-01'
 */
export function isoDate(year: number, month: number, day: number): IsoDate {
	return isoOfDayNumber(dayNumberOf(year, month, day))
}

/**
 * The day `days` after (or, negative, before) a day.
 * @example addDays('2026-12-31', 2) // '2027-01-02'
 */
export function addDays(date: IsoDate, days: number): IsoDate {
	const { year, month, day } = parseIsoDate(date)
	return isoOfDayNumber(dayNumberOf(year, month, day) + days)
}

/**
 * The day of the week, 0 = Sunday ... 6 = Saturday.
 * @example weekdayOf('2026-11-25') // 3 (Wednesday)
 */
export function weekdayOf(date: IsoDate): Weekday {
	const { year, month, day } = parseIsoDate(date)
	return new Date(Date.UTC(year, month - 1, day)).getUTCDay() as Weekday
}
