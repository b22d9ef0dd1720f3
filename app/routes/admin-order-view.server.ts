// What /admin/order shows of an order: its details (items and sizes, totals, customer, address,
// payment, status history) and its refunds, as the page's components take them.
import type { AdminOrderDetails } from '#app/components/admin/order-details.tsx'
import type { FitCheckView } from '#app/components/admin/fit-check-section.tsx'
import { FIT_CHECK_ADMIN } from '#app/content/words/fit-check-admin.ts'
import { FIT_CHECK_MAIL } from '#app/content/words/fit-check.ts'
import type { FitCheckState } from '#app/workflows/order/fit-check.server.ts'
import type { RefundsView } from '#app/components/admin/order-refunds.tsx'
import { formatShopTime } from '#app/domain/calendar/shop-calendar.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { itemSize, orderTotals, shippingAddressLines } from '#app/domain/order/order-display.ts'
import { orderStatusLabel } from '#app/domain/order/order-status.ts'
import { screenLabelLine } from '#app/domain/order/screen-label.ts'
import { refundAdminLine } from '#app/domain/payments/refund-display.ts'
import type { AdminOrderView } from '#app/models/order/order-lists.server.ts'
import type { Refund } from '#app/models/payments/refunds.server.ts'
import { shippingRefundKey } from '#app/workflows/payments/refunds.server.ts'
import type { AdminOrder } from './admin-order.server.ts'

export function orderView(order: AdminOrder): AdminOrderDetails {
	return {
		number: order.number,
		statusLabel: orderStatusLabel(order.status),
		flagged: order.needs_review === 1,
		reviewReason: order.review_reason,
		placedAt: formatShopTime(order.paid_at ?? order.created_at),
		customer: {
			name: order.customer_name ?? '',
			email: order.email ?? '',
			phone: order.customer_phone ?? '',
		},
		shipTo: shippingAddressLines(order),
		specialInstructions: order.special_instructions,
		payment: {
			provider: order.provider === 'test' ? 'Test checkout (no money taken)' : order.provider,
			reference: order.payment_reference ?? '',
			amountPaid: order.amount_paid_cents === null ? '' : formatCents(order.amount_paid_cents),
			paidAt: order.paid_at ? formatShopTime(order.paid_at) : 'Not paid',
		},
		items: order.items.map((item) => ({
			description: item.description,
			size: itemSize(item),
			label: screenLabelLine(item.label),
			quantity: item.quantity,
			each: formatCents(item.unit_price_cents),
			lineTotal: formatCents(item.line_total_cents),
		})),
		totals: orderTotals(order),
		shipment:
			order.carrier && order.tracking_number
				? { carrier: order.carrier, trackingNumber: order.tracking_number }
				: null,
		history: order.history.map((entry) => ({
			when: formatShopTime(entry.created_at),
			statusLabel: orderStatusLabel(entry.status),
			who: entry.actor_email ?? 'Shop (automatic)',
			note: entry.note ?? '',
		})),
	}
}

export function refundsView(order: AdminOrderView, refunds: Refund[]): RefundsView {
	const paid = order.amount_paid_cents ?? 0
	const left = Math.max(0, paid - order.refunded_cents)
	const shippingRefunded = refunds.some(
		(refund) =>
			refund.idempotency_key === shippingRefundKey(order.id) && refund.status !== 'failed',
	)
	return {
		paid: formatCents(paid),
		refunded: formatCents(order.refunded_cents),
		left: formatCents(left),
		canRefund: order.paid_at !== null && left > 0,
		shippingButton:
			!shippingRefunded && order.shipping_cents > 0 && order.shipping_cents <= left
				? `Refund shipping (${formatCents(order.shipping_cents)})`
				: null,
		lines: refunds.map(refundAdminLine),
		key: crypto.randomUUID(),
	}
}

/** An order's fit check as /admin/order shows it; null for an order never held. */
export function fitCheckView(
	order: Pick<AdminOrderView, 'status' | 'fit_hold'>,
	check: FitCheckState | undefined,
): FitCheckView | null {
	if (!check) return null
	const held = order.fit_hold === 1
	const ended =
		check.outcome === 'held' || !check.endedAt
			? FIT_CHECK_ADMIN.held
			: `${FIT_CHECK_ADMIN.ended[check.outcome]}${check.endedBy ? ` (${check.endedBy})` : ''}, ${formatShopTime(check.endedAt)}`
	const more = check.count - check.findings.length
	return {
		heading: FIT_CHECK_ADMIN.heading,
		state: held ? FIT_CHECK_ADMIN.held : ended,
		held,
		reasons: check.findings.map((finding) => finding.reason),
		more: more > 0 ? FIT_CHECK_MAIL.moreFindings(more) : null,
		release:
			held && order.status === 'received'
				? { label: FIT_CHECK_ADMIN.release, hint: FIT_CHECK_ADMIN.releaseHint }
				: null,
	}
}
