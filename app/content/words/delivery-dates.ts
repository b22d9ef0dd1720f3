import { HOW_DELIVERY_DATES_ARE_COUNTED } from './delivery-date-rule.ts'

// The words of ship-by and delivery dates (app/domain/shipping/ship-by.ts formats the days). Names are
// written here rather than asked of Intl, so showing a date loads no locale data.

export const WEEKDAY_NAMES = [
	'Sunday',
	'Monday',
	'Tuesday',
	'Wednesday',
	'Thursday',
	'Friday',
	'Saturday',
] as const

export const MONTH_NAMES = [
	'January',
	'February',
	'March',
	'April',
	'May',
	'June',
	'July',
	'August',
	'September',
	'October',
	'November',
	'December',
] as const

export const MONTH_SHORT_NAMES = MONTH_NAMES.map((name) => name.slice(0, 3))

export const DELIVERY_DATE_TEXT = {
	/** e.g. 'Ships by Wednesday, November 25' */
	shipsBy: (day: string) => `Ships by ${day}`,
	/** e.g. 'Arrives Dec 2 – Dec 4' */
	arrivesBetween: (first: string, last: string) => `Arrives ${first} – ${last}`,
	/** When the earliest and latest day are the same. */
	arrivesOn: (day: string) => `Arrives ${day}`,
	/** How the dates are counted, for beside them on /order and /checkout. */
	howCounted: HOW_DELIVERY_DATES_ARE_COUNTED,
} as const
