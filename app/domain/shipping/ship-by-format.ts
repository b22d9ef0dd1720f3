import {
	DELIVERY_DATE_TEXT,
	MONTH_NAMES,
	MONTH_SHORT_NAMES,
	WEEKDAY_NAMES,
} from '#app/content/words/delivery-dates.ts'
import { parseIsoDate, weekdayOf, type IsoDate } from '#app/domain/calendar/calendar-day.ts'

// The words of ship-by and delivery dates (ship-by.ts counts the dates). A module of its own so
// that a page that only prints dates (a quote) does not load the business-day calendar.

export type DeliveryEstimate = { earliest: IsoDate; latest: IsoDate }

/**
 * A day with its weekday, e.g. 'Wednesday, November 25'.
 * @example formatLongDay('2026-11-25') // 'Wednesday, November 25'
 */
export function formatLongDay(date: IsoDate): string {
	const { month, day } = parseIsoDate(date)
	return `${WEEKDAY_NAMES[weekdayOf(date)]}, ${MONTH_NAMES[month - 1]} ${day}`
}

/**
 * A day in short, e.g. 'Dec 2'.
 * @example formatShortDay('2026-12-02') // 'Dec 2'
 */
export function formatShortDay(date: IsoDate): string {
	const { month, day } = parseIsoDate(date)
	return `${MONTH_SHORT_NAMES[month - 1]} ${day}`
}

/**
 * @example formatShipsBy('2026-11-25') // 'Ships by Wednesday, November 25'
 */
export function formatShipsBy(shipBy: IsoDate): string {
	return DELIVERY_DATE_TEXT.shipsBy(formatLongDay(shipBy))
}

/**
 * @example formatArrival({ earliest: '2026-12-02', latest: '2026-12-04' }) // 'Arrives Dec 2 – Dec 4'
 */
export function formatArrival({ earliest, latest }: DeliveryEstimate): string {
	return earliest === latest
		? DELIVERY_DATE_TEXT.arrivesOn(formatShortDay(earliest))
		: DELIVERY_DATE_TEXT.arrivesBetween(formatShortDay(earliest), formatShortDay(latest))
}
