// How an order's refunds read wherever the order is shown (the back office, /track-order, the
// receipt): 'Refunded $12.34 on December 4, 2026', a day on the shop's calendar.
import { refundedOn } from '#app/content/words/messages/refunds.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { formatOrderDate } from '#app/domain/order/order-display.ts'

/** What the display reads of a refund. */
export type ShownRefund = {
	amount_cents: number
	status: string
	/** When it was asked for (created_at) and when it last changed (updated_at). */
	created_at: string
	updated_at: string
	failure_reason?: string | null
}

/**
 * One line per refund that went through, oldest first; pending and failed refunds are for the
 * back office only (refundAdminLine).
 * @example refundStatusLines([{ amount_cents: 1234, status: 'succeeded', ... }]) // ['Refunded $12.34 on December 4, 2026']
 */
export function refundStatusLines(refunds: readonly ShownRefund[]): string[] {
	return refunds
		.filter((refund) => refund.status === 'succeeded')
		.map((refund) => refundedOn(refund.amount_cents, formatOrderDate(refund.updated_at)))
}

/** A refund as the back office lists it, whatever its status. */
export function refundAdminLine(refund: ShownRefund): string {
	if (refund.status === 'succeeded') {
		return refundedOn(refund.amount_cents, formatOrderDate(refund.updated_at))
	}
	const amount = formatCents(refund.amount_cents)
	if (refund.status === 'failed') {
		return `Refund of ${amount} failed${refund.failure_reason ? `: ${refund.failure_reason}` : ''}`
	}
	return `Refund of ${amount} pending since ${formatOrderDate(refund.created_at)}`
}
