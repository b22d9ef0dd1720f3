// What refunds and cancellations say: to the owner in /admin/order, to the customer in the
// e-mails and where the order is shown (app/workflows/payments/refunds.server.ts,
// app/workflows/order/cancel-order.server.ts).
import { formatCents } from '#app/domain/common/money.ts'

export const REFUND_MESSAGES = {
	notFound: 'We could not find that order.',
	notPaid: 'This order has not been paid, so there is nothing to refund.',
	/** `left` is what can still be refunded, in cents. */
	tooMuch: (left: number, paid: number) =>
		left <= 0
			? `Nothing is left to refund: the whole payment of ${formatCents(paid)} is refunded already.`
			: `At most ${formatCents(left)} can be refunded (${formatCents(paid)} paid, ${formatCents(paid - left)} refunded already).`,
	providerUnknown:
		'The payment provider did not answer. The refund is recorded as pending and is sent again on the next try; nothing more is refunded than was asked.',
	providerRefused: (why: string) => `The payment provider refused the refund: ${why}`,
	/** The history entry of a refund. */
	historyNote: (amount: number, reason: string) => `Refunded ${formatCents(amount)}: ${reason}`,
	historyFailed: (amount: number, why: string) =>
		`The refund of ${formatCents(amount)} failed: ${why}`,
	reviewFailed: (amount: number, why: string) =>
		`A refund of ${formatCents(amount)} failed (${why}); refund it again or contact the customer`,
	/** Why a refund split over payments failed when only some of its parts failed. */
	partlyFailed: (failed: number, asked: number, why: string) =>
		`${formatCents(asked - failed)} of ${formatCents(asked)} went back; ${formatCents(failed)} failed: ${why}`,
	/** The reason a cancellation's refund is recorded with. */
	cancelReason: 'Order canceled',
	shippingReason: 'Shipping refunded',
	noShipping: 'This order paid nothing for shipping, or its shipping is refunded already.',
} as const

export const CANCEL_MESSAGES = {
	notFound: REFUND_MESSAGES.notFound,
	alreadyCanceled: 'This order is canceled already.',
	notPaid: 'Only a paid order can be canceled here.',
	shipped: 'This order has shipped, so it can no longer be canceled.',
	/** The history entry. */
	historyNote: (by: 'customer' | 'owner', reason: string | undefined) =>
		`${by === 'customer' ? 'Canceled by the customer' : 'Canceled by the shop'}${reason ? `: ${reason}` : ''}`,
	providerFailed: (why: string) =>
		`The order is canceled, but its refund did not go through: ${why} It is flagged for review.`,
} as const

/** Where an order is shown: e.g. 'Refunded $12.34 on December 4, 2026'. */
export const refundedOn = (amount: number, day: string) =>
	`Refunded ${formatCents(amount)} on ${day}`

/** The customer's e-mails. */
export const REFUND_EMAIL = {
	canceledSubject: (number: string) => `Your order ${number} has been canceled`,
	canceledBody: 'Your order is canceled as you asked, and we will not make its screens.',
	canceledRefund: (amount: number, days: string) =>
		`We are refunding ${formatCents(amount)}, shipping included, to the card you paid with. It shows on your statement within ${days} business days.`,
	canceledNoRefund: 'Nothing more is refunded: the payment was refunded already.',
	refundedSubject: (amount: number, number: string) =>
		`We refunded ${formatCents(amount)} on your order ${number}`,
	refundedBody: (amount: number, reason: string, days: string) =>
		`We refunded ${formatCents(amount)} to the card you paid with (${reason}). It shows on your statement within ${days} business days.`,
	netTotal: (paid: number, refunded: number) =>
		`You paid ${formatCents(paid)}; with ${formatCents(refunded)} refunded, your order now comes to ${formatCents(paid - refunded)}.`,
} as const
