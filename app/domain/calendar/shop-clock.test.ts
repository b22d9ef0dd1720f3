import { afterEach, describe, expect, test } from 'vitest'
import { SHOP_CALENDAR } from '#app/content/facts/shop-facts.ts'
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

describe("the shop's clock against Intl", () => {
	const intl = new Intl.DateTimeFormat('en-US', {
		timeZone: SHOP_CALENDAR.timeZone,
		hourCycle: 'h23',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: 'numeric',
		minute: 'numeric',
	})
	function intlClock(time: number) {
		const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
		for (const part of intl.formatToParts(time)) parts[part.type] = part.value
		return {
			date: `${parts.year}-${parts.month}-${parts.day}`,
			hour: Number(parts.hour) % 24,
			minute: Number(parts.minute),
		}
	}

	function expectSameAsIntl(times: Iterable<number>) {
		for (const time of times) {
			const mine = shopClock(time)
			const theirs = intlClock(time)
			if (mine.date === theirs.date && mine.hour === theirs.hour && mine.minute === theirs.minute) {
				continue
			}
			expect({ at: new Date(time).toISOString(), ...mine }).toEqual({
				at: new Date(time).toISOString(),
				...theirs,
			})
		}
	}

	test('agrees from 2007 to 2045, every 3 hours 7 minutes (every minute of the hour in turn)', () => {
		expectSameAsIntl(
			(function* () {
				const step = (3 * 60 + 7) * 60_000
				for (let time = Date.UTC(2007, 0, 1); time < Date.UTC(2046, 0, 1); time += step) yield time
			})(),
		)
	})

	test('agrees around 2:00 on every day the clocks could change (March 7-15, October 31-November 8)', () => {
		const days = (year: number) => [
			...Array.from({ length: 9 }, (_, i) => Date.UTC(year, 2, 7 + i)),
			...Array.from({ length: 9 }, (_, i) => Date.UTC(year, 9, 31 + i)),
		]
		expectSameAsIntl(
			(function* () {
				for (let year = 2007; year <= 2045; year++) {
					for (const day of days(year)) {
						for (let hour = 4; hour <= 9; hour++) {
							for (const minute of [-1, 0, 1, 30]) yield day + hour * 3_600_000 + minute * 60_000
						}
					}
				}
			})(),
		)
	})
})
