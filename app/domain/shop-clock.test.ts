import { afterEach, describe, expect, test } from 'vitest'
import { shopClock } from './shop-clock.ts'

const machineZone = process.env.TZ

describe("the shop's clock (America/New_York)", () => {
	afterEach(() => {
		if (machineZone === undefined) delete process.env.TZ
		else process.env.TZ = machineZone
	})

	test.each([
		['2026-01-15T18:59:00Z', '2026-01-15', 13, 59, 'winter: UTC-5'],
		['2026-07-15T17:59:00Z', '2026-07-15', 13, 59, 'summer: UTC-4'],
		['2026-03-08T06:59:00Z', '2026-03-08', 1, 59, 'just before clocks go forward'],
		['2026-03-08T07:00:00Z', '2026-03-08', 3, 0, 'just after: 2:00 EST is 3:00 EDT'],
		['2026-11-01T05:30:00Z', '2026-11-01', 1, 30, 'first 1:30 (EDT)'],
		['2026-11-01T06:30:00Z', '2026-11-01', 1, 30, 'second 1:30 (EST)'],
		['2026-11-24T04:30:00Z', '2026-11-23', 23, 30, 'late evening: UTC is already the next day'],
		['2027-01-01T04:59:59Z', '2026-12-31', 23, 59, "New Year's Eve"],
		['2027-01-01T05:00:00Z', '2027-01-01', 0, 0, 'midnight is hour 0'],
	])('%s is %s %s:%s in New York (%s)', (instant, date, hour, minute) => {
		expect(shopClock(new Date(instant))).toEqual({ date, hour, minute })
		expect(shopClock(Date.parse(instant))).toEqual({ date, hour, minute })
	})

	test("does not depend on the machine's time zone", () => {
		for (const zone of ['UTC', 'Asia/Tokyo', 'Pacific/Kiritimati', 'America/Los_Angeles']) {
			process.env.TZ = zone
			expect(shopClock(new Date('2026-11-24T04:30:00Z'))).toEqual({
				date: '2026-11-23',
				hour: 23,
				minute: 30,
			})
		}
	})

	test('refuses an invalid instant', () => {
		expect(() => shopClock(new Date('not a date'))).toThrow(RangeError)
		expect(() => shopClock(Number.NaN)).toThrow(RangeError)
	})
})
