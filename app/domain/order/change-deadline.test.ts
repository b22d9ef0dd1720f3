import { afterEach, describe, expect, test } from 'vitest'
import { ORDER_CHANGES } from '#app/content/facts/order-changes.ts'
import { changeDeadline, changeWindow } from './change-deadline.ts'
import { ORDER_STATUSES, type OrderStatus } from './order-status.ts'

const machineZone = process.env.TZ
afterEach(() => {
	if (machineZone === undefined) delete process.env.TZ
	else process.env.TZ = machineZone
})

const iso = (instant: Date) => instant.toISOString()

describe('the cut-off: 2:00 PM shop time on the first business day after the payment day', () => {
	test('is the default setting', () => {
		expect(ORDER_CHANGES).toEqual({ businessDaysAfterPayment: 1, hour: 14, minute: 0 })
	})

	test.each([
		// paid at (UTC), deadline (UTC), why
		['2026-12-03T18:59:00Z', '2026-12-04T19:00:00.000Z', 'Thursday 1:59 PM EST: Friday 2:00 PM'],
		[
			'2026-12-03T19:01:00Z',
			'2026-12-04T19:00:00.000Z',
			'Thursday 2:01 PM EST: Friday 2:00 PM too',
		],
		[
			'2026-12-03T14:00:00Z',
			'2026-12-04T19:00:00.000Z',
			'Thursday 9:00 AM: the next day, not the same',
		],
		['2026-12-04T04:30:00Z', '2026-12-04T19:00:00.000Z', 'Thursday 11:30 PM EST (Friday in UTC)'],
		['2026-12-04T05:00:00Z', '2026-12-07T19:00:00.000Z', 'Friday 12:00 AM EST: Monday'],
		['2026-12-04T18:59:00Z', '2026-12-07T19:00:00.000Z', 'Friday 1:59 PM: Monday 2:00 PM'],
		['2026-12-04T19:01:00Z', '2026-12-07T19:00:00.000Z', 'Friday 2:01 PM: Monday 2:00 PM'],
		['2026-12-05T15:00:00Z', '2026-12-07T19:00:00.000Z', 'Saturday: Monday'],
		['2026-12-06T23:00:00Z', '2026-12-07T19:00:00.000Z', 'Sunday evening: Monday'],
		['2026-11-25T15:00:00Z', '2026-11-27T19:00:00.000Z', 'Wednesday before Thanksgiving: Friday'],
		['2026-11-26T15:00:00Z', '2026-11-27T19:00:00.000Z', 'on Thanksgiving: Friday'],
		[
			'2026-12-24T15:00:00Z',
			'2026-12-28T19:00:00.000Z',
			'Christmas Eve (Christmas is a Friday): Monday',
		],
		[
			'2026-12-31T15:00:00Z',
			'2027-01-04T19:00:00.000Z',
			"New Year's Eve: Monday (Friday is New Year's Day)",
		],
	])('paid %s: until %s (%s)', (paidAt, deadline) => {
		expect(iso(changeDeadline(paidAt))).toBe(deadline)
		expect(iso(changeDeadline(new Date(paidAt)))).toBe(deadline)
	})

	test.each([
		// Clocks go forward on Sunday 2026-03-08: a Friday payment in EST, Monday's cut-off in EDT.
		['2026-03-06T19:00:00Z', '2026-03-09T18:00:00.000Z', 'Friday EST to Monday 2:00 PM EDT'],
		['2026-03-07T07:30:00Z', '2026-03-09T18:00:00.000Z', 'Saturday 2:30 AM EST'],
		// Clocks go back on Sunday 2026-11-01: a Friday payment in EDT, Monday's cut-off in EST.
		['2026-10-30T18:00:00Z', '2026-11-02T19:00:00.000Z', 'Friday EDT to Monday 2:00 PM EST'],
		['2026-11-01T05:30:00Z', '2026-11-02T19:00:00.000Z', 'the first 1:30 AM of Sunday (EDT)'],
		['2026-11-01T06:30:00Z', '2026-11-02T19:00:00.000Z', 'the second 1:30 AM of Sunday (EST)'],
		['2026-07-15T18:00:00Z', '2026-07-16T18:00:00.000Z', 'summer: 2:00 PM EDT is 18:00 UTC'],
	])('across daylight saving: paid %s, until %s (%s)', (paidAt, deadline) => {
		expect(iso(changeDeadline(paidAt))).toBe(deadline)
	})

	test("does not depend on the machine's time zone", () => {
		for (const zone of ['UTC', 'Asia/Tokyo', 'Pacific/Kiritimati', 'America/Los_Angeles']) {
			process.env.TZ = zone
			expect(iso(changeDeadline('2026-12-04T04:30:00Z'))).toBe('2026-12-04T19:00:00.000Z')
			expect(iso(changeDeadline('2026-03-06T19:00:00Z'))).toBe('2026-03-09T18:00:00.000Z')
		}
	})

	test('follows the setting: day, hour and minute', () => {
		const twoDaysAtNineThirty = { businessDaysAfterPayment: 2, hour: 9, minute: 30 }
		// Wednesday before Thanksgiving: Friday, then Monday 9:30 AM EST.
		expect(iso(changeDeadline('2026-11-25T15:00:00Z', twoDaysAtNineThirty))).toBe(
			'2026-11-30T14:30:00.000Z',
		)
		const midnight = { businessDaysAfterPayment: 1, hour: 0, minute: 0 }
		expect(iso(changeDeadline('2026-12-03T15:00:00Z', midnight))).toBe('2026-12-04T05:00:00.000Z')
	})

	test('refuses a cut-off on the payment day itself or a malformed one', () => {
		expect(() =>
			changeDeadline('2026-12-03T15:00:00Z', { businessDaysAfterPayment: 0, hour: 14, minute: 0 }),
		).toThrow(RangeError)
		expect(() =>
			changeDeadline('2026-12-03T15:00:00Z', { businessDaysAfterPayment: 1, hour: 24, minute: 0 }),
		).toThrow(RangeError)
		expect(() => changeDeadline('not a date')).toThrow(RangeError)
	})
})

describe('the change window of an order at a moment', () => {
	const paidAt = '2026-12-03T15:00:00Z' // Thursday 10:00 AM EST
	const deadline = new Date('2026-12-04T19:00:00Z') // Friday 2:00 PM EST
	const before = new Date(deadline.getTime() - 1)

	test('is open for a received order until the cut-off, and closed from its first instant', () => {
		expect(changeWindow({ status: 'received', paidAt }, new Date(paidAt))).toEqual({
			open: true,
			deadline,
		})
		expect(changeWindow({ status: 'received', paidAt }, before)).toEqual({ open: true, deadline })
		expect(changeWindow({ status: 'received', paidAt }, deadline)).toEqual({
			open: false,
			deadline,
			reason: 'past-cutoff',
		})
	})

	test('closes when the owner moves the order into production, whichever comes first', () => {
		for (const status of ['in_production', 'quality_check'] as const) {
			expect(changeWindow({ status, paidAt }, new Date(paidAt))).toEqual({
				open: false,
				deadline,
				reason: 'in-production',
			})
		}
	})

	test('every status has an answer; only a paid, received order before its cut-off is open', () => {
		const reasons: Record<OrderStatus, string> = {
			pending_payment: 'not-paid',
			received: 'open',
			in_production: 'in-production',
			quality_check: 'in-production',
			shipped: 'shipped',
			canceled: 'cancelled',
			expired: 'expired',
		}
		for (const status of ORDER_STATUSES) {
			const window = changeWindow({ status, paidAt }, before)
			expect(window.open ? 'open' : window.reason, status).toBe(reasons[status])
		}
	})

	test('an unpaid order has no deadline', () => {
		expect(changeWindow({ status: 'pending_payment', paidAt: null }, before)).toEqual({
			open: false,
			deadline: null,
			reason: 'not-paid',
		})
		expect(changeWindow({ status: 'received', paidAt: null }, before)).toMatchObject({
			open: false,
			reason: 'not-paid',
		})
	})

	test('stays open while the fit check holds a received order, past its cut-off too', () => {
		const held = { status: 'received' as const, paidAt, held: true }
		expect(changeWindow(held, before)).toEqual({ open: true, deadline, held: true })
		expect(changeWindow(held, new Date(deadline.getTime() + 86_400_000))).toEqual({
			open: true,
			deadline,
			held: true,
		})
		// Released, the cut-off applies again; a hold opens no other status.
		expect(changeWindow({ ...held, held: false }, deadline)).toMatchObject({ open: false })
		for (const status of ['in_production', 'shipped', 'canceled'] as const) {
			expect(changeWindow({ ...held, status }, before), status).toMatchObject({ open: false })
		}
	})

	test('reads the setting it is given', () => {
		const later = { businessDaysAfterPayment: 2, hour: 14, minute: 0 }
		expect(changeWindow({ status: 'received', paidAt }, deadline, later)).toEqual({
			open: true,
			deadline: new Date('2026-12-07T19:00:00Z'),
		})
	})
})
