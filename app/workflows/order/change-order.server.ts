// Changing a paid order (issue 27): its customer while the change window is open
// (app/domain/order/change-deadline.ts), the owner until it ships. The server reprices the
// changed order (app/domain/order/order-change.ts) and compares it with what was paid net of
// refunds:
// - the same: the change applies at once;
// - lower: it applies at once and the difference is refunded once (refundOrder, kind 'change',
//   its idempotency key derived from the change's id);
// - higher: a hosted checkout session for the difference is opened and the change waits for it
//   (awaiting_payment); it applies when that session is paid (change-payments.server.ts, from the
//   one fulfilment path) and never if it ends unpaid. A newer change supersedes one still waiting
//   and its session is expired.
//
// Exactly once: the claim runs in one transaction that locks the order's row (findOrderForUpdate), finds a
// change already made with the request's idempotency key (order_changes.idempotency_key is unique)
// and answers it again, or stores the new one; so double clicks, retries and two server processes
// make one change, and two different changes of one order run one after the other, each priced
// from what the other left. Network calls (the session, the refund) run after the commit, each
// with an idempotency key of its own, so a retried request repeats them safely.
//
// Its steps sit beside it: the price of the change (change-preview.server.ts), the payment of a
// higher total (change-session.server.ts), the refund of a lower one (change-refund.server.ts),
// and the change applied (apply-change.server.ts).
import { createHash } from 'node:crypto'
import { ORDER_CHANGE_MESSAGES } from '#app/content/words/messages/order-change.ts'
import { ORDER_CHANGE_TEXT } from '#app/content/words/order-changes.ts'
import { changeWindow } from '#app/domain/order/change-deadline.ts'
import { formatShopDateTime } from '#app/domain/order/change-deadline-format.ts'
import { changesNothing, ownerMayChange } from '#app/domain/order/order-change.ts'
import type { OrderStatus } from '#app/domain/order/order-status.ts'
import {
	findOrderChangeByKey,
	insertOrderChange,
	supersedeAwaitingChanges,
	type OrderChangeRecord,
} from '#app/models/order/order-change-records.server.ts'
import { findOrder, findOrderForUpdate, type Order } from '#app/models/order/orders.server.ts'
import { inTransaction } from '#db/transaction.ts'
import { applyStoredChange } from './apply-change.server.ts'
import {
	RefundNotReserved,
	refundChangeAgain,
	reserveChangeRefund,
	sendChangeRefund,
} from './change-refund.server.ts'
import type { Refund } from '#app/workflows/payments/refunds.server.ts'
import type { ChangeDeps } from './change-deps.server.ts'
import { previewOf } from './change-preview.server.ts'
import type { ChangeFailure, ChangeRequest, ChangeResult } from './change-request.server.ts'
import {
	logExpireFailure,
	openChangeSession,
	waitForChangeSession,
} from './change-session.server.ts'

export type { ChangeActor, ChangeDeps } from './change-deps.server.ts'
export type { ChangeFailure, ChangeRequest, ChangeResult } from './change-request.server.ts'
export {
	previewOrderChange,
	type ChangePreview,
	type PreviewResult,
} from './change-preview.server.ts'

export type { LineEdit, OrderEdits } from '#app/domain/order/order-change.ts'

const MESSAGES = ORDER_CHANGE_MESSAGES

/** Why `by` may not change the order now, or null when they may. */
function closedProblem(order: Order, by: ChangeRequest['by'], now: Date): string | null {
	if (!order.paid_at) return MESSAGES.notPaid
	if (!ownerMayChange(order)) return MESSAGES.shipped
	if (by === 'owner') return null
	const window = changeWindow(
		{ status: order.status as OrderStatus, paidAt: order.paid_at, held: order.fit_hold === 1 },
		now,
	)
	if (window.open) return null
	const deadline = window.deadline
		? ` The deadline was ${formatShopDateTime(window.deadline)}.`
		: ''
	return `${ORDER_CHANGE_TEXT.closed}${deadline}`
}

type Claim =
	| { status: 'failed'; failure: ChangeFailure }
	| {
			status: 'claimed'
			change: OrderChangeRecord
			order: Order
			created: boolean
			/** The refund of a lower total reserved with the change, to send after the commit. */
			refund: Refund | null
			expire: string[]
	  }

/**
 * In one transaction holding the order: the change already made with this key, or the new one
 * (applied at once unless the customer has a difference to pay), superseding any still waiting.
 */
async function claimChange(deps: ChangeDeps, request: ChangeRequest, now: Date): Promise<Claim> {
	return inTransaction(deps.db, async (trx): Promise<Claim> => {
		const fail = (reason: ChangeFailure['reason'], message: string, field?: string): Claim => ({
			status: 'failed',
			failure: { ok: false, reason, message, ...(field ? { field } : {}) },
		})
		const order = await findOrderForUpdate(trx, request.orderId)
		if (!order) return fail('not_found', MESSAGES.notFound)
		const existing = await findOrderChangeByKey(trx, request.idempotencyKey)
		if (existing) {
			if (existing.order_id !== order.id) return fail('invalid', MESSAGES.unknownLine)
			return {
				status: 'claimed',
				change: existing,
				order,
				created: false,
				refund: null,
				expire: [],
			}
		}
		const closed = closedProblem(order, request.by, now)
		if (closed) return fail('closed', closed)
		const previewed = await previewOf(trx, order, request.edits)
		if (!previewed.ok) return fail(previewed.reason, previewed.message, previewed.field)
		const preview = previewed.preview
		if (changesNothing(preview) && !preview.shipTo) {
			return fail('nothing_changed', MESSAGES.nothingChanged)
		}
		const superseded = await supersedeAwaitingChanges(trx, order.id)
		const toPay = preview.differenceCents > 0
		const change = await insertOrderChange(trx, {
			order_id: order.id,
			requested_by: request.by,
			new_lines: JSON.stringify(preview.lines),
			removed_item_ids: JSON.stringify(preview.removedItemIds),
			new_ship_to: preview.shipTo ? JSON.stringify(preview.shipTo) : null,
			summary: preview.summary.join('; '),
			screen_count: preview.screenCount,
			subtotal_cents: preview.subtotalCents,
			discount_cents: preview.discountCents,
			tax_cents: preview.taxCents,
			shipping_cents: preview.shippingCents,
			old_total_cents: preview.oldTotalCents,
			new_total_cents: preview.totalCents,
			difference_cents: preview.differenceCents,
			status: toPay ? 'awaiting_payment' : 'applied',
			provider: deps.payments.id,
			idempotency_key: request.idempotencyKey,
			actor_id: request.actor.id,
			actor_email: request.actor.email,
			created_at: now.toISOString(),
			applied_at: toPay ? null : now.toISOString(),
		})
		// The key was free a moment ago and the order is held: only another order's change with
		// the same key can be in the way.
		if (!change) return fail('invalid', MESSAGES.unknownLine)
		const refund =
			change.difference_cents < 0
				? await reserveChangeRefund(trx, order, change, request.actor, now)
				: null
		const changed = toPay
			? order
			: await applyStoredChange(trx, order, change, 0, deps.settings, now)
		return {
			status: 'claimed',
			change,
			order: changed,
			created: true,
			refund,
			expire: superseded.flatMap((each) => each.provider_session_id ?? []),
		}
	}).catch((error: unknown) => {
		// The refund could not be reserved (the order has no payment to refund): nothing changed.
		if (!(error instanceof RefundNotReserved)) throw error
		return {
			status: 'failed',
			failure: { ok: false, reason: 'invalid', message: error.outcome.message },
		} satisfies Claim
	})
}

/**
 * Changes a paid order: applied at once (the same total), applied and the difference refunded
 * (lower), or a hosted checkout for the difference to pay first (higher). Call wakeOutbox()
 * afterwards: the customer's e-mail may be queued.
 */
export async function changeOrder(
	deps: ChangeDeps,
	request: ChangeRequest,
	now = new Date(),
): Promise<ChangeResult> {
	const claim = await claimChange(deps, request, now)
	if (claim.status === 'failed') return claim.failure
	for (const sessionId of claim.expire) {
		await deps.payments.expireSession(sessionId).catch(logExpireFailure)
	}
	const { change } = claim
	switch (change.status) {
		case 'applied':
			return finishApplied(deps, claim, request, now)
		case 'awaiting_payment':
			return claim.created
				? openChangeSession(deps, claim.order, change, request, now)
				: waitForChangeSession(deps, change)
		default:
			return { ok: false, reason: 'closed', message: MESSAGES.replaced }
	}
}

/** An applied change: sends a lower total's refund, or asks again for it (once, whoever asks). */
async function finishApplied(
	deps: ChangeDeps,
	claim: Extract<Claim, { status: 'claimed' }>,
	request: ChangeRequest,
	now: Date,
): Promise<ChangeResult> {
	const { change } = claim
	if (change.difference_cents >= 0) {
		return { ok: true, kind: 'applied', order: (await findOrder(deps.db, change.order_id))! }
	}
	const refunded = claim.refund
		? await sendChangeRefund(deps, claim.refund, now)
		: await refundChangeAgain(deps, claim.order, change, request.actor, now)
	if (!refunded.ok) return { ok: false, reason: 'provider_failed', message: MESSAGES.refundFailed }
	return { ok: true, kind: 'refunded', order: refunded.order }
}

/** A key for a change request from its parts, e.g. a form's one-time nonce and the order. */
export function changeIdempotencyKey(...parts: string[]): string {
	return createHash('sha256').update(parts.join('|')).digest('hex')
}
