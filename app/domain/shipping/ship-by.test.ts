import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { DELIVERY_DATE_TEXT } from '#app/content/words/delivery-dates.ts'
import { SHIPPING, SHOP_CALENDAR } from '#app/content/facts/shop-facts.ts'
import { addBusinessDays, isBusinessDay } from '#app/domain/calendar/business-days.ts'
import { shopClock } from '#app/domain/calendar/shop-clock.ts'
import {
	deliveryEstimate,
	formatArrival,
	formatLongDay,
	formatShipsBy,
	formatShortDay,
	orderDates,
	processingStartDate,
	shipByDate,
	type ShippingMethod,
} from './ship-by.ts'

test('the facts these dates are counted from', () => {
	expect(SHOP_CALENDAR).toEqual({ timeZone: 'America/New_York', orderCutoffHour: 14 })
	expect(SHIPPING.processingDays).toEqual({ min: 2, max: 3 })
	expect(SHIPPING.standard.transitDays).toEqual({ min: 5, max: 7 })
	expect(SHIPPING.expedited.transitDays).toEqual({ min: 2, max: 3 })
	// The policy texts keep reading the same.
	expect(SHIPPING.processingBusinessDays).toBe('2-3')
	expect(SHIPPING.standard.businessDays).toBe('5-7')
	expect(SHIPPING.expedited.businessDays).toBe('2-3')
})

// [paid at (UTC), what that is in New York, processing starts, ships by]
const CASES: [string, string, string, string][] = [
	// The rule's example and the cut-off
	['2026-11-23T15:00:00Z', 'Mon 10:00 EST', '2026-11-23', '2026-11-25'],
	['2026-11-23T18:59:59Z', 'Mon 13:59:59 EST, before the cut-off', '2026-11-23', '2026-11-25'],
	['2026-11-23T19:00:00Z', 'Mon 14:00 EST, the cut-off', '2026-11-24', '2026-11-27'],
	['2026-11-24T04:30:00Z', 'Mon 23:30 EST (Tue in UTC)', '2026-11-24', '2026-11-27'],
	['2026-11-24T05:30:00Z', 'Tue 00:30 EST', '2026-11-24', '2026-11-27'],
	// Thanksgiving week: Thursday is a holiday, Friday is not
	['2026-11-24T15:00:00Z', 'Tue 10:00 before Thanksgiving', '2026-11-24', '2026-11-27'],
	['2026-11-25T18:59:00Z', 'Wed 13:59 before Thanksgiving', '2026-11-25', '2026-11-30'],
	['2026-11-25T19:00:00Z', 'Wed 14:00 before Thanksgiving', '2026-11-27', '2026-12-01'],
	['2026-11-26T15:00:00Z', 'Thanksgiving 10:00', '2026-11-27', '2026-12-01'],
	['2026-11-27T18:59:00Z', 'Fri 13:59 after Thanksgiving', '2026-11-27', '2026-12-01'],
	// Weekends
	['2026-11-28T02:00:00Z', 'Fri 21:00 EST (Sat in UTC)', '2026-11-30', '2026-12-02'],
	['2026-11-28T15:00:00Z', 'Sat 10:00', '2026-11-30', '2026-12-02'],
	['2026-11-29T15:00:00Z', 'Sun 10:00', '2026-11-30', '2026-12-02'],
	// Clocks go forward on Sunday 2026-03-08: 14:00 is 19:00Z before it, 18:00Z after it
	['2026-03-06T18:59:00Z', 'Fri 13:59 EST', '2026-03-06', '2026-03-10'],
	['2026-03-06T19:00:00Z', 'Fri 14:00 EST', '2026-03-09', '2026-03-11'],
	['2026-03-08T17:59:00Z', 'Sun 13:59 EDT, the day of the change', '2026-03-09', '2026-03-11'],
	['2026-03-08T18:00:00Z', 'Sun 14:00 EDT, the day of the change', '2026-03-09', '2026-03-11'],
	['2026-03-09T17:59:00Z', 'Mon 13:59 EDT', '2026-03-09', '2026-03-11'],
	['2026-03-09T18:00:00Z', 'Mon 14:00 EDT', '2026-03-10', '2026-03-12'],
	['2026-03-09T18:30:00Z', 'Mon 14:30 EDT (13:30 on winter time)', '2026-03-10', '2026-03-12'],
	// Clocks go back on Sunday 2026-11-01: 14:00 is 18:00Z before it, 19:00Z after it
	['2026-10-30T17:59:00Z', 'Fri 13:59 EDT', '2026-10-30', '2026-11-03'],
	['2026-10-30T18:00:00Z', 'Fri 14:00 EDT', '2026-11-02', '2026-11-04'],
	['2026-11-01T18:59:00Z', 'Sun 13:59 EST, the day of the change', '2026-11-02', '2026-11-04'],
	['2026-11-01T19:00:00Z', 'Sun 14:00 EST, the day of the change', '2026-11-02', '2026-11-04'],
	['2026-11-02T18:30:00Z', 'Mon 13:30 EST (14:30 on summer time)', '2026-11-02', '2026-11-04'],
	['2026-11-02T18:59:00Z', 'Mon 13:59 EST', '2026-11-02', '2026-11-04'],
	['2026-11-02T19:00:00Z', 'Mon 14:00 EST', '2026-11-03', '2026-11-05'],
	// Observed holidays: Saturday's on Friday, Sunday's on Monday
	['2026-07-02T18:00:00Z', 'Thu 14:00 before July 4 observed on Fri', '2026-07-06', '2026-07-08'],
	['2026-07-03T14:00:00Z', 'Fri 10:00, July 4 observed', '2026-07-06', '2026-07-08'],
	['2027-07-02T18:00:00Z', 'Fri 14:00 before July 4 observed on Mon', '2027-07-06', '2027-07-08'],
	// Year ends
	['2025-12-31T18:59:00Z', 'Wed Dec 31 13:59', '2025-12-31', '2026-01-05'],
	['2025-12-31T19:00:00Z', 'Wed Dec 31 14:00', '2026-01-02', '2026-01-06'],
	['2022-12-30T19:00:00Z', "Fri Dec 30 14:00, New Year's on Mon Jan 2", '2023-01-03', '2023-01-05'],
	[
		'2021-12-30T20:00:00Z',
		"Thu Dec 30 15:00, New Year's on Fri Dec 31",
		'2022-01-03',
		'2022-01-05',
	],
	['2021-12-31T15:00:00Z', "Fri Dec 31 10:00, New Year's observed", '2022-01-03', '2022-01-05'],
	['2026-12-24T15:00:00Z', 'Thu Dec 24 10:00, Christmas on Fri', '2026-12-24', '2026-12-29'],
]

describe('processing start and ship-by date', () => {
	test.each(CASES)('paid %s (%s): starts %s, ships by %s', (paidAt, _when, start, shipBy) => {
		expect(processingStartDate(new Date(paidAt))).toBe(start)
		expect(shipByDate(new Date(paidAt))).toBe(shipBy)
		expect(shipByDate(Date.parse(paidAt))).toBe(shipBy)
	})

	test('refuses an invalid instant', () => {
		expect(() => shipByDate(new Date('yesterday'))).toThrow(RangeError)
	})
})

describe('delivery estimate', () => {
	test('Monday 10:00 before Thanksgiving, by standard and by expedited', () => {
		const paidAt = new Date('2026-11-23T15:00:00Z')
		expect(orderDates(paidAt, 'standard')).toEqual({
			processingStart: '2026-11-23',
			earliestShip: '2026-11-24',
			shipBy: '2026-11-25',
			arrives: { earliest: '2026-12-03', latest: '2026-12-07' },
		})
		expect(orderDates(paidAt, 'expedited').arrives).toEqual({
			earliest: '2026-11-30',
			latest: '2026-12-01',
		})
	})

	const ARRIVALS: [string, ShippingMethod, string, string, string][] = [
		['2026-12-29', 'standard', '2027-01-06', '2027-01-08', "over New Year's Day"],
		['2026-12-29', 'expedited', '2026-12-31', '2027-01-04', "over New Year's Day"],
		['2022-12-29', 'expedited', '2023-01-03', '2023-01-04', "over New Year's observed Monday"],
		['2026-07-01', 'expedited', '2026-07-06', '2026-07-07', 'over July 4 observed Friday'],
		['2026-12-23', 'standard', '2026-12-31', '2027-01-05', 'over Christmas and New Year'],
	]
	test.each(ARRIVALS)(
		'shipped by %s, %s arrives %s to %s (%s)',
		(shipBy, method, earliest, latest) => {
			expect(deliveryEstimate(shipBy, method)).toEqual({ earliest, latest })
		},
	)
})

describe('how the dates read', () => {
	test('ship-by with its weekday, arrival as a short range', () => {
		expect(formatShipsBy('2026-11-25')).toBe('Ships by Wednesday, November 25')
		expect(formatLongDay('2027-01-01')).toBe('Friday, January 1')
		expect(formatShortDay('2026-09-07')).toBe('Sep 7')
		expect(formatArrival({ earliest: '2026-12-02', latest: '2026-12-04' })).toBe(
			'Arrives Dec 2 – Dec 4',
		)
		expect(formatArrival({ earliest: '2026-12-31', latest: '2027-01-04' })).toBe(
			'Arrives Dec 31 – Jan 4',
		)
		expect(formatArrival({ earliest: '2026-12-02', latest: '2026-12-02' })).toBe('Arrives Dec 2')
		expect(() => formatShipsBy('2026-02-30')).toThrow(RangeError)
	})

	test('the note on how dates are counted names the cut-off', () => {
		expect(DELIVERY_DATE_TEXT.howCounted).toContain('before 2 PM ET on a business day')
	})
})

describe('properties over any instant from 2021 to 2040', () => {
	const instant = fc.date({
		min: new Date('2021-01-01T00:00:00Z'),
		max: new Date('2040-12-31T00:00:00Z'),
		noInvalidDate: true,
	})

	test('processing starts on the first business day the cut-off allows', () => {
		fc.assert(
			fc.property(instant, (paidAt) => {
				const { date, hour } = shopClock(paidAt)
				const start = processingStartDate(paidAt)
				expect(isBusinessDay(start)).toBe(true)
				expect(start >= date).toBe(true)
				expect(start === date).toBe(isBusinessDay(date) && hour < 14)
				const dates = orderDates(paidAt, 'standard')
				expect(dates.shipBy).toBe(addBusinessDays(start, 2))
				expect(dates.earliestShip).toBe(addBusinessDays(start, 1))
				expect(dates.arrives.earliest < dates.arrives.latest).toBe(true)
			}),
		)
	})

	test('a later payment never ships earlier', () => {
		fc.assert(
			fc.property(instant, instant, (a, b) => {
				const [first, second] = a <= b ? [a, b] : [b, a]
				expect(shipByDate(first) <= shipByDate(second)).toBe(true)
			}),
		)
	})
})
