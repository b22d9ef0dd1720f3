import { SHOP_CALENDAR } from '#app/content/shop-facts.ts'
import { isoDate, type IsoDate } from './calendar-day.ts'

// What the shop's wall clock (SHOP_CALENDAR.timeZone, America/New_York) showed at an instant.
// Intl applies the zone's daylight-saving rules, so nothing depends on the machine's time zone.
// The formatter is made on first use: building one loads locale data, which a page that never
// shows a date should not pay for.

export type ShopClock = { date: IsoDate; hour: number; minute: number }

let wallClock: Intl.DateTimeFormat | undefined

function shopWallClock(): Intl.DateTimeFormat {
	wallClock ??= new Intl.DateTimeFormat('en-US', {
		timeZone: SHOP_CALENDAR.timeZone,
		hourCycle: 'h23',
		year: 'numeric',
		month: 'numeric',
		day: 'numeric',
		hour: 'numeric',
		minute: 'numeric',
	})
	return wallClock
}

/**
 * The shop's calendar day, hour (0-23) and minute at an instant.
 * @example shopClock(new Date('2026-03-09T17:59:00Z')) // { date: '2026-03-09', hour: 13, minute: 59 } (EDT)
 */
export function shopClock(instant: Date | number): ShopClock {
	const time = new Date(instant)
	if (Number.isNaN(time.getTime())) throw new RangeError('not a valid instant')
	const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {}
	for (const part of shopWallClock().formatToParts(time)) {
		if (part.type !== 'literal') parts[part.type] = Number(part.value)
	}
	const { year = NaN, month = NaN, day = NaN, hour = NaN, minute = NaN } = parts
	// Some engines wrote midnight as hour 24 under hour12: false; h23 should not, but be sure.
	return { date: isoDate(year, month, day), hour: hour % 24, minute }
}
