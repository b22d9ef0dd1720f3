import { SHIPPING, SHOP_CALENDAR } from '#app/content/facts/shop-facts.ts'
import {
	addBusinessDays,
	isBusinessDay,
	nextBusinessDay,
} from '#app/domain/calendar/business-days.ts'
import type { IsoDate } from '#app/domain/calendar/calendar-day.ts'
import type { DeliveryEstimate } from './ship-by-format.ts'
import { shopClock } from '#app/domain/calendar/shop-clock.ts'

// The dates' words live in ship-by-format.ts, which pages that only print dates load alone.
export {
	formatArrival,
	formatLongDay,
	formatShipsBy,
	formatShortDay,
	type DeliveryEstimate,
} from './ship-by-format.ts'

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
