import { afterEach, describe, expect, test } from 'vitest'
import { changeCutoffWords, changeRule } from '#app/content/words/order-changes.ts'
import { changeWindow } from './change-deadline.ts'
import {
	changeDeadlineSentence,
	changeNotice,
	formatShopDateTime,
} from './change-deadline-format.ts'

const machineZone = process.env.TZ
afterEach(() => {
	if (machineZone === undefined) delete process.env.TZ
	else process.env.TZ = machineZone
})

describe("an order's deadline in words", () => {
	test('the sentence names the day and time on the shop clock', () => {
		expect(changeDeadlineSentence(new Date('2026-12-04T19:00:00Z'))).toBe(
			'You can change or cancel this order until Friday, December 4, 2:00 PM ET.',
		)
	})

	test.each([
		['2026-12-04T19:00:00Z', 'Friday, December 4, 2:00 PM ET'],
		['2026-07-16T18:00:00Z', 'Thursday, July 16, 2:00 PM ET'],
		['2026-03-09T18:00:00Z', 'Monday, March 9, 2:00 PM ET'],
		['2026-11-02T19:00:00Z', 'Monday, November 2, 2:00 PM ET'],
		['2026-12-04T05:05:00Z', 'Friday, December 4, 12:05 AM ET'],
		['2026-12-04T17:00:00Z', 'Friday, December 4, 12:00 PM ET'],
		['2026-12-05T04:59:00Z', 'Friday, December 4, 11:59 PM ET'],
	])("%s is %s, whatever the machine's zone", (instant, words) => {
		for (const zone of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
			process.env.TZ = zone
			expect(formatShopDateTime(new Date(instant))).toBe(words)
		}
	})

	test('/track-order says the deadline while open, and that the order is in production after', () => {
		const paidAt = '2026-12-03T15:00:00Z'
		const open = changeWindow({ status: 'received', paidAt }, new Date(paidAt))
		expect(changeNotice(open)).toEqual({
			text: 'You can change or cancel this order until Friday, December 4, 2:00 PM ET.',
			contact: null,
		})
		const inProduction = {
			text: 'Your order is in production, so it can no longer be changed or cancelled.',
			contact: { to: '/contact', label: 'Contact us about your order' },
		}
		const late = changeWindow({ status: 'received', paidAt }, new Date('2026-12-04T19:00:00Z'))
		expect(changeNotice(late)).toEqual(inProduction)
		expect(
			changeNotice(changeWindow({ status: 'in_production', paidAt }, new Date(paidAt))),
		).toEqual(inProduction)
		for (const status of ['shipped', 'canceled', 'expired', 'pending_payment'] as const) {
			expect(changeNotice(changeWindow({ status, paidAt }, new Date(paidAt))), status).toBeNull()
		}
		// Held by its fit check, before or after the cut-off: it waits for the customer.
		for (const at of [new Date(paidAt), new Date('2026-12-08T19:00:00Z')]) {
			expect(changeNotice(changeWindow({ status: 'received', paidAt, held: true }, at))).toEqual({
				text: 'We are holding this order until you confirm its sizes (see our e-mail). Until then you can change or cancel it.',
				contact: null,
			})
		}
	})
})

describe('the rule in general terms, from the setting', () => {
	test('the default', () => {
		expect(changeRule()).toBe(
			'You can change or cancel a paid order until 2:00 PM ET on the first business day after payment, or until it goes into production if that is sooner.',
		)
	})

	test('another setting, other words', () => {
		expect(changeCutoffWords({ businessDaysAfterPayment: 2, hour: 9, minute: 30 })).toBe(
			'9:30 AM ET on the second business day after payment',
		)
		expect(changeCutoffWords({ businessDaysAfterPayment: 7, hour: 12, minute: 0 })).toBe(
			'12:00 PM ET on the 7th business day after payment',
		)
	})
})
