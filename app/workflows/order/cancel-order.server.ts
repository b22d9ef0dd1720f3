// Canceling a paid order, with a refund of everything still unrefunded (shipping included), once.
// One transaction holds the order's row lock, moves it to canceled from the status it has, adds
// the history entry with who, records the pending refund (refunds.server.ts) and queues the
// customer's e-mail; then the provider is asked for the refund. However many cancels race (double
// clicks, the customer and the owner, two instances), one moves the order and so one refunds;
// the others find it canceled. A customer may cancel while the change window is open
// (app/domain/order/change-deadline.ts), the owner until the order ships.
import { CANCEL_MESSAGES, REFUND_MESSAGES } from '#app/content/words/messages/refunds.ts'
import { ORDER_CHANGE_TEXT } from '#app/content/words/order-changes.ts'
import { changeWindow } from '#app/domain/order/change-deadline.ts'
import { formatShopDateTime } from '#app/domain/order/change-deadline-format.ts'
import { isOnGuide, type OrderStatus } from '#app/domain/order/order-status.ts'
import { inTransaction } from '#db/transaction.ts'
import { cancelPaidOrder } from '#app/models/order/order-changes.server.ts'
import { findOrder, findOrderForUpdate, type Order } from '#app/models/order/orders.server.ts'
import { enqueueMail } from '#app/models/mail/outbox.server.ts'
import { findRefundByKey, type Refund } from '#app/models/payments/refunds.server.ts'
import { orderCanceledEmail } from '#app/services/mail/refund-emails.server.ts'
import {
	needsResend,
	reserveRefund,
	sendRefund,
	type RefundActor,
	type RefundDeps,
} from '#app/workflows/payments/refunds.server.ts'

export type CancelRequest = {
	orderId: string
	/** A customer may cancel only while changeWindow(...) is open; the owner until it ships. */
	by: 'customer' | 'owner'
	actor: RefundActor
	idempotencyKey: string
	reason?: string
}

export type CancelOutcome =
	| { ok: true; order: Order; refund: Refund | null }
	| {
			ok: false
			reason: 'not_found' | 'closed' | 'already_canceled' | 'provider_failed'
			message: string
	  }

/** The same as refunds need. Call wakeOutbox() after a cancel. */
export type CancelDeps = RefundDeps

/** The key of a cancel's refund: its own, apart from refunds asked directly. */
export function cancelRefundKey(idempotencyKey: string): string {
	return `cancel:${idempotencyKey}`
}

type Canceled =
	| { ok: true; order: Order; refund: Refund | null; send: boolean }
	| Extract<CancelOutcome, { ok: false }>
	| { ok: false; reason: 'stale'; current: OrderStatus }

export async function cancelOrder(
	deps: CancelDeps,
	request: CancelRequest,
	now = new Date(),
): Promise<CancelOutcome> {
	const outcome = await cancelOrderSeen(deps, request, null, now)
	// With no status to hold to, the order is never stale.
	if (!outcome.ok && outcome.reason === 'stale') throw new Error('A cancel of any status was stale')
	return outcome
}

/**
 * cancelOrder, only while the order still has the status `seen` (the back office's move from
 * the status the admin saw); otherwise 'stale' with the status it has now. null: any status.
 */
export async function cancelOrderSeen(
	deps: CancelDeps,
	request: CancelRequest,
	seen: OrderStatus | null,
	now = new Date(),
): Promise<CancelOutcome | { ok: false; reason: 'stale'; current: OrderStatus }> {
	const canceled = await inTransaction(deps.db, (trx) =>
		cancelLocked(trx, deps, request, seen, now),
	)
	if (!canceled.ok) return canceled
	if (!canceled.refund || !canceled.send) {
		return { ok: true, order: canceled.order, refund: canceled.refund }
	}
	const sent = await sendRefund(deps, canceled.refund, now)
	if (!sent.ok) {
		return {
			ok: false,
			reason: 'provider_failed',
			message: CANCEL_MESSAGES.providerFailed(sent.message),
		}
	}
	return { ok: true, order: sent.order, refund: sent.refund }
}

async function cancelLocked(
	trx: CancelDeps['db'],
	deps: CancelDeps,
	request: CancelRequest,
	seen: OrderStatus | null,
	now: Date,
): Promise<Canceled> {
	const order = await findOrderForUpdate(trx, request.orderId)
	if (!order) return { ok: false, reason: 'not_found', message: CANCEL_MESSAGES.notFound }
	const status = order.status as OrderStatus
	const refundKey = cancelRefundKey(request.idempotencyKey)
	if (status === 'canceled') {
		// The same request again (a retry) answers as the first did.
		const earlier = await findRefundByKey(trx, refundKey)
		if (earlier && earlier.order_id === order.id) {
			return { ok: true, order, refund: earlier, send: await needsResend(trx, earlier, now) }
		}
		return { ok: false, reason: 'already_canceled', message: CANCEL_MESSAGES.alreadyCanceled }
	}
	if (seen !== null && status !== seen) return { ok: false, reason: 'stale', current: status }
	const closed = whyClosed(order, request.by, now)
	if (closed) return { ok: false, reason: 'closed', message: closed }

	const moved = await cancelPaidOrder(
		trx,
		{
			orderId: order.id,
			from: status,
			note: CANCEL_MESSAGES.historyNote(request.by, request.reason),
			actor: request.actor,
		},
		now,
	)
	// The row lock holds the status still, so this cannot happen; answered rather than thrown.
	if (!moved)
		return { ok: false, reason: 'already_canceled', message: CANCEL_MESSAGES.alreadyCanceled }

	const left = (order.amount_paid_cents ?? 0) - order.refunded_cents
	let refund: Refund | null = null
	if (left > 0) {
		const reserved = await reserveRefund(
			trx,
			{
				orderId: order.id,
				amountCents: left,
				kind: 'cancel',
				reason: request.reason
					? `${REFUND_MESSAGES.cancelReason}: ${request.reason}`
					: REFUND_MESSAGES.cancelReason,
				actor: request.actor,
				idempotencyKey: refundKey,
			},
			now,
		)
		if (!reserved.ok) throw new Error(`Canceling order ${order.id}: ${reserved.message}`)
		refund = reserved.refund
	}
	const after = (await findOrder(trx, order.id))!
	if (after.email) {
		await enqueueMail(trx, orderCanceledEmail(after, left, deps.siteUrl, deps.shop), now)
	}
	return { ok: true, order: after, refund, send: refund !== null }
}

/** Why this order cannot be canceled by `by` now, in words; null when it can. */
function whyClosed(order: Order, by: CancelRequest['by'], now: Date): string | null {
	const status = order.status as OrderStatus
	if (order.paid_at === null || !isOnGuide(status)) return CANCEL_MESSAGES.notPaid
	if (status === 'shipped') return CANCEL_MESSAGES.shipped
	if (by === 'owner') return null
	const window = changeWindow({ status, paidAt: order.paid_at, held: order.fit_hold === 1 }, now)
	if (window.open) return null
	if (window.deadline && window.reason === 'past-cutoff') {
		return `${ORDER_CHANGE_TEXT.closed} The deadline was ${formatShopDateTime(window.deadline)}.`
	}
	return ORDER_CHANGE_TEXT.closed
}
