import { SHOP_CALENDAR } from '#app/content/facts/shop-facts.ts'

// The shop's calendar for the back office: "today", "this week" and the days of a CSV export are
// days in the shop's time zone (its opening hours are US Eastern), not in UTC. Timestamps are
// stored as UTC ISO text, so a day becomes the UTC instants it starts and ends at.

/** The zone the shop's days are counted in, as order and refund dates are written. */
export const SHOP_TIME_ZONE = SHOP_CALENDAR.timeZone

const DAY_MS = 86_400_000
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

const wallClock = new Intl.DateTimeFormat('en-US', {
	timeZone: SHOP_TIME_ZONE,
	hourCycle: 'h23',
	year: 'numeric',
	month: '2-digit',
	day: '2-digit',
	hour: '2-digit',
	minute: '2-digit',
	second: '2-digit',
})

function wallClockParts(instant: Date): Record<string, number> {
	const parts: Record<string, number> = {}
	for (const part of wallClock.formatToParts(instant)) {
		if (part.type !== 'literal') parts[part.type] = Number(part.value)
	}
	return parts
}

/** How far the shop's clock is ahead of UTC at an instant (negative in the US). */
function zoneOffsetMs(instant: Date): number {
	const p = wallClockParts(instant)
	const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!)
	return asUtc - Math.floor(instant.getTime() / 1000) * 1000
}

/**
 * The shop's calendar date of an instant.
 * @example shopDate(new Date('2025-03-05T03:00:00Z')) // '2025-03-04' (10 PM in New York)
 */
export function shopDate(instant: Date): string {
	const p = wallClockParts(instant)
	return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`
}

/** A YYYY-MM-DD string that names a real calendar day. */
export function isCalendarDate(value: string): boolean {
	const match = DATE_PATTERN.exec(value)
	if (!match) return false
	const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
	const date = new Date(Date.UTC(year, month - 1, day))
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1
}

/** The calendar date `days` after (or before) another. */
export function addDays(date: string, days: number): string {
	const [year, month, day] = date.split('-').map(Number) as [number, number, number]
	return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Days from one calendar date to another (0 for the same day). */
export function daysBetween(from: string, to: string): number {
	return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** The instant a shop day begins (midnight in the shop's zone; daylight saving included). */
export function shopDayStart(date: string): Date {
	const midnightUtc = Date.parse(`${date}T00:00:00Z`)
	const guess = midnightUtc - zoneOffsetMs(new Date(midnightUtc))
	// The offset at the guess itself decides when the day starts across a clock change.
	return new Date(midnightUtc - zoneOffsetMs(new Date(guess)))
}

/** The Monday of the week a calendar date falls in (weeks run Monday to Sunday). */
export function weekStartDate(date: string): string {
	const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() // 0 = Sunday
	return addDays(date, -((weekday + 6) % 7))
}

/** The UTC instants [start, end) that cover the shop days from `from` to `to`, both included. */
export function shopDaysRange(from: string, to: string): { start: string; end: string } {
	return {
		start: shopDayStart(from).toISOString(),
		end: shopDayStart(addDays(to, 1)).toISOString(),
	}
}

const timeFormat = new Intl.DateTimeFormat('en-US', {
	timeZone: SHOP_TIME_ZONE,
	dateStyle: 'medium',
	timeStyle: 'short',
})

/**
 * An instant as the back office shows it, in the shop's time.
 * @example formatShopTime('2025-03-04T15:05:00.000Z') // 'Mar 4, 2025, 10:05 AM ET'
 */
export function formatShopTime(iso: string): string {
	// Some ICU versions put a narrow no-break space before AM/PM; a plain space reads the same.
	return `${timeFormat.format(new Date(iso)).replace(/\s/g, ' ')} ET`
}
