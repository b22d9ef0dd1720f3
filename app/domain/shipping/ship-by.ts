import {
	DELIVERY_DATE_TEXT,
	MONTH_NAMES,
	MONTH_SHORT_NAMES,
	WEEKDAY_NAMES,
} from '#app/content/words/delivery-dates.ts'
import { SHIPPING, SHOP_CALENDAR } from '#app/content/facts/shop-facts.ts'
import {
	addBusinessDays,
	isBusinessDay,
	nextBusinessDay,
} from '#app/domain/calendar/business-days.ts'
import { parseIsoDate, weekdayOf, type IsoDate } from '#app/domain/calendar/calendar-day.ts'
import { shopClock } from '#app/domain/calendar/shop-clock.ts'

/**
 * Ship-by and delivery dates, counted in business days (Monday to Friday except observed US
 * federal holidays) on the shop's clock, America/New_York (SHOP_CALENDAR, SHIPPING in
 * app/content/facts/shop-facts.ts).
 *
 * 1. Start: an order paid before the cut-off (14:00 shop time; 13:59:59 is before, 14:00:00 is
 *    not) on a business day starts processing that day. Paid at or after the cut-off, or on a
 *    weekend or holiday, it starts the next business day.
 * 2. Processing: the start day is business day 1 of SHIPPING.processingDays (2-3). The order can
 *    ship from day `min` and ships by day `max`, the last day of the window: paid Monday 10:00 ET
 *    starts Monday (1), Tuesday (2), Wednesday (3) and ships by Wednesday.
 * 3. Delivery: the method's transit days (standard 5-7, expedited 2-3) are business days after
 *    the ship-by date: shipped by Wednesday, standard arrives between the 5th and 7th business
 *    day after it. Counting from the ship-by date (not the earliest ship day) gives dates the
 *    shop can keep. The carrier's own holidays may differ; the range is an estimate.
 */

export type ShippingMethod = 'standard' | 'expedited'
export type DeliveryEstimate = { earliest: IsoDate; latest: IsoDate }
export type OrderDates = {
	processingStart: IsoDate
	earliestShip: IsoDate
	shipBy: IsoDate
	arrives: DeliveryEstimate
}

/**
 * The business day processing starts for an order paid at an instant.
 * @example processingStartDate(new Date('2026-11-23T15:00:00Z')) // '2026-11-23' (Mon 10:00 ET)
 */
export function processingStartDate(paidAt: Date | number): IsoDate {
	const { date, hour } = shopClock(paidAt)
	return isBusinessDay(date) && hour < SHOP_CALENDAR.orderCutoffHour ? date : nextBusinessDay(date)
}

/**
 * The last day of the processing window for an order paid at an instant.
 * @example shipByDate(new Date('2026-11-23T15:00:00Z')) // '2026-11-25' (Wednesday)
 */
export function shipByDate(paidAt: Date | number): IsoDate {
	return addBusinessDays(processingStartDate(paidAt), SHIPPING.processingDays.max - 1)
}

/**
 * The first and last day a parcel shipped by a day arrives by a shipping method.
 * @example deliveryEstimate('2026-11-25', 'expedited') // { earliest: '2026-11-30', latest: '2026-12-01' }
 */
export function deliveryEstimate(shipBy: IsoDate, method: ShippingMethod): DeliveryEstimate {
	const { min, max } = SHIPPING[method].transitDays
	return { earliest: addBusinessDays(shipBy, min), latest: addBusinessDays(shipBy, max) }
}

/** Every date of an order paid at an instant and sent by a shipping method. */
export function orderDates(paidAt: Date | number, method: ShippingMethod): OrderDates {
	const processingStart = processingStartDate(paidAt)
	const { min, max } = SHIPPING.processingDays
	const shipBy = addBusinessDays(processingStart, max - 1)
	return {
		processingStart,
		earliestShip: addBusinessDays(processingStart, min - 1),
		shipBy,
		arrives: deliveryEstimate(shipBy, method),
	}
}

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
