import { ORDER_CHANGES, type ChangeCutoff } from '#app/content/facts/order-changes.ts'
import { addBusinessDays } from '#app/domain/calendar/business-days.ts'
import { shopClock, shopInstant } from '#app/domain/calendar/shop-clock.ts'
import type { OrderStatus } from './order-status.ts'

/**
 * Until when a customer can change or cancel a paid order: until it enters production, that is
 * when the owner moves it to In Production or at the shop's production cut-off (ORDER_CHANGES in
 * app/content/facts/shop-facts.ts), whichever comes first.
 *
 * The cut-off is a time of day (default 2:00 PM shop time, America/New_York) on a business day
 * counted from the day the order was paid, in the shop's calendar (Monday to Friday except US
 * federal holidays, app/domain/calendar/business-days.ts): by default the first business day
 * after the payment's day, whatever the hour of the payment. Paid Wednesday 1:59 PM or 2:01 PM:
 * Thursday 2:00 PM; paid Friday, Saturday or Sunday: Monday 2:00 PM; paid Wednesday before
 * Thanksgiving: Friday 2:00 PM. Changes are open until the cut-off's instant, not at it.
 *
 * An order held by its fit check (docs/decisions/032-fit-check.md) is not made until its sizes are
 * confirmed, corrected or released, so while it is held and still Order Received it stays open
 * whatever the cut-off; once released, the rule above applies again.
 */

/** Why an order can no longer be changed or cancelled by its customer. */
export type ChangeClosedReason =
	/** Not paid (awaiting payment), so there is nothing to change yet. */
	| 'not-paid'
	/** The owner moved it to In Production, or on to Quality Check. */
	| 'in-production'
	/** The cut-off passed while it was still Order Received: its screens are being cut. */
	| 'past-cutoff'
	| 'shipped'
	| 'cancelled'
	/** Its checkout expired before a payment came. */
	| 'expired'

export type ChangeWindow =
	/** `held`: open because the fit check holds the order, even past `deadline`. */
	| { open: true; deadline: Date; held?: true }
	/** `deadline`: the cut-off of a paid order (also once closed), null for an unpaid one. */
	| { open: false; deadline: Date | null; reason: ChangeClosedReason }

/** What the rule reads of an order. */
export type ChangeableOrder = {
	status: OrderStatus
	/** When the payment was confirmed (an ISO-8601 string as stored, or a Date); null if unpaid. */
	paidAt: string | Date | null
	/** Whether the fit check holds the order (orders.fit_hold). */
	held?: boolean
}

const CLOSED_BY_STATUS: Partial<Record<OrderStatus, ChangeClosedReason>> = {
	pending_payment: 'not-paid',
	in_production: 'in-production',
	quality_check: 'in-production',
	shipped: 'shipped',
	canceled: 'cancelled',
	expired: 'expired',
}

/**
 * The production cut-off of an order paid at an instant.
 * @example changeDeadline(new Date('2026-11-25T15:00:00Z')) // 2026-11-27T19:00:00.000Z (Fri 2:00 PM EST)
 */
export function changeDeadline(paidAt: string | Date, cutoff: ChangeCutoff = ORDER_CHANGES): Date {
	if (!Number.isInteger(cutoff.businessDaysAfterPayment) || cutoff.businessDaysAfterPayment < 1) {
		throw new RangeError(
			`the cut-off falls 1 or more business days after payment, got ${cutoff.businessDaysAfterPayment}`,
		)
	}
	const paidOn = shopClock(new Date(paidAt)).date
	const cutDay = addBusinessDays(paidOn, cutoff.businessDaysAfterPayment)
	return shopInstant(cutDay, cutoff.hour, cutoff.minute)
}

/**
 * Whether the customer can still change or cancel an order at `now`, until when, or why not.
 * @example changeWindow({ status: 'received', paidAt: '2026-11-25T15:00:00Z' }, new Date('2026-11-26T12:00:00Z'))
 * // { open: true, deadline: 2026-11-27T19:00:00.000Z }
 */
export function changeWindow(
	order: ChangeableOrder,
	now: Date,
	cutoff: ChangeCutoff = ORDER_CHANGES,
): ChangeWindow {
	const deadline = order.paidAt === null ? null : changeDeadline(order.paidAt, cutoff)
	const closedByStatus = CLOSED_BY_STATUS[order.status]
	if (closedByStatus) return { open: false, deadline, reason: closedByStatus }
	// Order Received without a payment time cannot happen (payment sets both); closed to be safe.
	if (deadline === null) return { open: false, deadline, reason: 'not-paid' }
	if (order.held) return { open: true, deadline, held: true }
	if (now.getTime() >= deadline.getTime()) return { open: false, deadline, reason: 'past-cutoff' }
	return { open: true, deadline }
}
