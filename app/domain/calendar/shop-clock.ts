import { isoDate, parseIsoDate, type IsoDate } from './calendar-day.ts'

// What the shop's wall clock (SHOP_CALENDAR.timeZone, America/New_York) showed at an instant,
// worked out from the United States' daylight-saving rule instead of Intl: the first
// Intl.DateTimeFormat with a time zone a page makes loads the zone and locale data, about 13 ms
// of main thread on a desktop and four times that on a phone, right after /order and /checkout
// hydrate (they show ship-by dates from the browser's clock). shop-clock.test.ts holds this to
// Intl's answer for SHOP_CALENDAR.timeZone from 2007 to 2045, around every change of the clocks (so it fails if the
// shop's zone changes), and nothing depends on the machine's time zone.

export type ShopClock = { date: IsoDate; hour: number; minute: number }

const HOUR_MS = 3_600_000
/** Eastern Standard Time is UTC-5, Eastern Daylight Time UTC-4. */
const STANDARD_OFFSET_HOURS = -5

/** Day of the month of a month's `nth` Sunday (month 1-12). */
function nthSunday(year: number, month: number, nth: number): number {
	const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay()
	return 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1)
}

/**
 * Whether Eastern Daylight Time is in force: since 2007 from the second Sunday of March at
 * 2:00 EST (7:00 UTC) to the first Sunday of November at 2:00 EDT (6:00 UTC).
 */
function isDaylightTime(time: number): boolean {
	// A UTC year and New York's agree on every instant near the two changes.
	const year = new Date(time).getUTCFullYear()
	const starts = Date.UTC(year, 2, nthSunday(year, 3, 2), 2 - STANDARD_OFFSET_HOURS)
	const ends = Date.UTC(year, 10, nthSunday(year, 11, 1), 2 - STANDARD_OFFSET_HOURS - 1)
	return time >= starts && time < ends
}

/**
 * The shop's calendar day, hour (0-23) and minute at an instant.
 * @example shopClock(new Date('2026-03-09T17:59:00Z')) // { date: '2026-03-09', hour: 13, minute: 59 } (EDT)
 */
export function shopClock(instant: Date | number): ShopClock {
	const time = new Date(instant).getTime()
	if (Number.isNaN(time)) throw new RangeError('not a valid instant')
	const offsetHours = STANDARD_OFFSET_HOURS + (isDaylightTime(time) ? 1 : 0)
	// The wall clock's reading, written as if it were UTC.
	const wall = new Date(time + offsetHours * HOUR_MS)
	return {
		date: isoDate(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate()),
		hour: wall.getUTCHours(),
		minute: wall.getUTCMinutes(),
	}
}

/**
 * The instant the shop's wall clock shows a time on a day: the inverse of shopClock. A time the
 * clocks skip (2:00-2:59 on the day they go forward) is read an hour later, as the clock would
 * show it; a time they show twice (1:00-1:59 on the day they go back) is the first, daylight one.
 * @example shopInstant('2026-12-04', 14, 0) // 2026-12-04T19:00:00.000Z (EST)
 * @example shopInstant('2026-07-15', 14, 0) // 2026-07-15T18:00:00.000Z (EDT)
 */
export function shopInstant(date: IsoDate, hour: number, minute: number): Date {
	const { year, month, day } = parseIsoDate(date)
	if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`hour 0-23: ${hour}`)
	if (!Number.isInteger(minute) || minute < 0 || minute > 59) {
		throw new RangeError(`minute 0-59: ${minute}`)
	}
	// The wall clock's reading written as if it were UTC, moved by each of the zone's offsets:
	// daylight first, so a twice-shown time is the earlier instant.
	const wall = Date.UTC(year, month - 1, day, hour, minute)
	for (const offsetHours of [STANDARD_OFFSET_HOURS + 1, STANDARD_OFFSET_HOURS]) {
		const time = wall - offsetHours * HOUR_MS
		const shown = shopClock(time)
		if (shown.date === date && shown.hour === hour && shown.minute === minute) return new Date(time)
	}
	// Skipped by the clocks: standard time's reading, which the clock shows an hour later.
	return new Date(wall - STANDARD_OFFSET_HOURS * HOUR_MS)
}
