import { afterEach, describe, expect, test } from 'vitest'
import { SHOP_CALENDAR } from '#app/content/facts/shop-facts.ts'
import { shopDayStart } from './shop-calendar.ts'
import { formatClockTime } from './clock-time.ts'
import { shopClock, shopInstant } from './shop-clock.ts'

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

describe('a time on the shop clock as an instant (shopInstant)', () => {
	test.each([
		['2026-12-04', 14, 0, '2026-12-04T19:00:00.000Z', 'winter: EST'],
		['2026-07-15', 14, 0, '2026-07-15T18:00:00.000Z', 'summer: EDT'],
		['2026-03-08', 1, 59, '2026-03-08T06:59:00.000Z', 'just before the clocks go forward'],
		['2026-03-08', 2, 30, '2026-03-08T07:30:00.000Z', 'skipped: read as 3:30 EDT'],
		['2026-03-08', 3, 0, '2026-03-08T07:00:00.000Z', 'the first time after the jump'],
		['2026-11-01', 1, 30, '2026-11-01T05:30:00.000Z', 'shown twice: the first, EDT'],
		['2026-11-01', 2, 0, '2026-11-01T07:00:00.000Z', 'after the clocks went back: EST'],
		['2026-12-31', 23, 59, '2027-01-01T04:59:00.000Z', 'late evening: UTC is the next day'],
	])('%s %s:%s is %s (%s)', (date, hour, minute, instant) => {
		expect(shopInstant(date, hour, minute).toISOString()).toBe(instant)
	})

	test('is the inverse of shopClock at 2:00 PM and midnight, 2007-2045 (every day of March and November)', () => {
		for (let time = Date.UTC(2007, 0, 1); time < Date.UTC(2046, 0, 1); time += 86_400_000) {
			const date = new Date(time).toISOString().slice(0, 10)
			const clocksChange = date.slice(5, 7) === '03' || date.slice(5, 7) === '11'
			if (!clocksChange && new Date(time).getUTCDate() % 7 !== 0) continue
			expect(shopClock(shopInstant(date, 14, 0))).toEqual({ date, hour: 14, minute: 0 })
			expect(shopInstant(date, 0, 0).getTime()).toBe(shopDayStart(date).getTime())
		}
	})

	test("does not depend on the machine's time zone", () => {
		for (const zone of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
			process.env.TZ = zone
			expect(shopInstant('2026-03-09', 14, 0).toISOString()).toBe('2026-03-09T18:00:00.000Z')
		}
		delete process.env.TZ
		if (machineZone !== undefined) process.env.TZ = machineZone
	})

	test('refuses a day or a time that does not exist', () => {
		expect(() => shopInstant('2026-02-30', 14, 0)).toThrow(RangeError)
		expect(() => shopInstant('2026-12-04', 24, 0)).toThrow(RangeError)
		expect(() => shopInstant('2026-12-04', 14, 60)).toThrow(RangeError)
		expect(() => shopInstant('2026-12-04', 1.5, 0)).toThrow(RangeError)
	})

	test.each([
		[0, 0, '12:00 AM'],
		[0, 5, '12:05 AM'],
		[9, 30, '9:30 AM'],
		[12, 0, '12:00 PM'],
		[14, 0, '2:00 PM'],
		[23, 59, '11:59 PM'],
	])('%s:%s is written %s', (hour, minute, words) => {
		expect(formatClockTime(hour, minute)).toBe(words)
	})
})
