// Refunds, made exactly once. A refund is first a pending row (unique by its idempotency key), its
// parts and a raise of the order's refunded_cents, in one transaction holding the order's row
// lock, and only while what was paid still covers it. The parts split the refund over the order's
// payments (the first checkout's and each paid change's), newest first, each at most what is left
// on its payment (app/domain/payments/refund-allocation.ts). Then the provider is asked for each
// part, with a key derived from our refund's id and the payment, and each answer settles its part
// (refund-settlement.server.ts). So a double click, a retry, the customer and the owner at once,
// or two server instances can never refund more than was paid, or more than a payment holds, and
// the same request key never makes a second refund.
import { REFUND_MESSAGES } from '#app/content/words/messages/refunds.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import type { PaymentProvider } from '#app/domain/payments/payment-provider.ts'
import type { DB } from '#db/index.ts'
import { inTransaction } from '#db/transaction.ts'
import { noteOrderHistory } from '#app/models/order/order-changes.server.ts'
import { addRefundedCents } from '#app/models/order/order-payments.server.ts'
import { findOrder, findOrderForUpdate, type Order } from '#app/models/order/orders.server.ts'
import {
	findRefund,
	findRefundByKey,
	insertPendingRefund,
	type Refund,
} from '#app/models/payments/refunds.server.ts'
import {
	insertRefundParts,
	listPartsOfRefund,
	listRefundablePayments,
	refundPartKey,
	setPartProviderRefundId,
	type RefundPart,
} from '#app/models/payments/refund-parts.server.ts'
import { allocateRefund, refundableCents } from '#app/domain/payments/refund-allocation.ts'
import { settleRefundPart } from './refund-settlement.server.ts'

export type { Refund } from '#app/models/payments/refunds.server.ts'

export type RefundKind = 'cancel' | 'partial' | 'shipping' | 'change'
/** Who asks for a refund; a null id is the customer or the shop itself. */
export type RefundActor = { id: string | null; email: string | null }

export type RefundRequest = {
	orderId: string
	amountCents: number
	kind: RefundKind
	reason: string
	actor: RefundActor
	/** The same key twice makes one refund (double clicks, retries, two instances). */
	idempotencyKey: string
}

export type RefundOutcome =
	| { ok: true; refund: Refund; order: Order }
	| {
			ok: false
			reason: 'not_found' | 'not_paid' | 'too_much' | 'provider_failed'
			message: string
	  }

/** What refunds need: the database, the configured provider, and for the customer's e-mail the
 * shop's public origin (PUBLIC_URL) and identity. Call wakeOutbox() after a refund. */
export type RefundDeps = {
	db: DB
	payments: PaymentProvider
	siteUrl: string
	shop: ShopIdentity
}

/** A pending refund whose provider call was lost (a crash, a timeout) is sent again after this. */
export const RESEND_PENDING_AFTER_MS = 60_000

type Reservation =
	| { ok: true; refund: Refund; order: Order; created: boolean }
	| Extract<RefundOutcome, { ok: false }>

/**
 * Refunds `amountCents` of a paid order, at most what is left unrefunded. The same
 * idempotency key again answers the first refund without asking the provider again. Throws a
 * RangeError for an amount that is not a whole number of cents above 0 (callers check input).
 */
export async function refundOrder(
	deps: RefundDeps,
	request: RefundRequest,
	now = new Date(),
): Promise<RefundOutcome> {
	assertRefundAmount(request.amountCents)
	const reserved = await inTransaction(deps.db, (trx) => reserveRefund(trx, request, now))
	if (!reserved.ok) return reserved
	if (!reserved.created && !(await needsResend(deps.db, reserved.refund, now))) {
		return { ok: true, refund: reserved.refund, order: reserved.order }
	}
	return sendRefund(deps, reserved.refund, now)
}

export function assertRefundAmount(amountCents: number): void {
	if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
		throw new RangeError(`A refund is a whole number of cents above 0, got ${amountCents}`)
	}
}

/**
 * In the caller's transaction: locks the order, and records a pending refund of the amount, its
 * parts (the amount split over the order's payments, newest first) and its history entry, or finds
 * the refund that already has this key. Shared with cancelOrder and the change's refund.
 */
export async function reserveRefund(
	trx: DB,
	request: RefundRequest,
	now: Date,
): Promise<Reservation> {
	const order = await findOrderForUpdate(trx, request.orderId)
	if (!order) return { ok: false, reason: 'not_found', message: REFUND_MESSAGES.notFound }
	// Read under the lock: a request with the same key that committed first is seen here.
	const existing = await findRefundByKey(trx, request.idempotencyKey)
	if (existing && existing.order_id === order.id) {
		return { ok: true, refund: existing, order, created: false }
	}
	if (existing) return { ok: false, reason: 'not_found', message: REFUND_MESSAGES.notFound }
	if (order.paid_at === null || order.amount_paid_cents === null || !order.payment_reference) {
		return { ok: false, reason: 'not_paid', message: REFUND_MESSAGES.notPaid }
	}
	// What the payments hold (each its amount less its parts refunded) is what the order says is
	// left, unless records made before refunds were split disagree; the smaller one counts.
	const payments = await listRefundablePayments(trx, order)
	const left = Math.min(order.amount_paid_cents - order.refunded_cents, refundableCents(payments))
	const shares = request.amountCents <= left ? allocateRefund(request.amountCents, payments) : null
	const raised = shares
		? await addRefundedCents(trx, order.id, request.amountCents, now)
		: undefined
	if (!shares || !raised) {
		return {
			ok: false,
			reason: 'too_much',
			message: REFUND_MESSAGES.tooMuch(left, order.amount_paid_cents),
		}
	}
	const refund = await insertPendingRefund(
		trx,
		{
			order_id: order.id,
			amount_cents: request.amountCents,
			kind: request.kind,
			reason: request.reason,
			provider: order.provider,
			idempotency_key: request.idempotencyKey,
			actor_id: request.actor.id,
			actor_email: request.actor.email,
		},
		now,
	)
	// The order's row lock serialises refunds of one order, so the key cannot be taken between
	// the read above and this insert, except by a refund of another order with the same key.
	if (!refund) throw new Error(`The refund key ${request.idempotencyKey} is in use`)
	await insertRefundParts(
		trx,
		shares.map((share, position) => ({
			refund_id: refund.id,
			order_id: order.id,
			payment_reference: share.reference,
			position,
			amount_cents: share.amountCents,
			idempotency_key: refundPartKey(refund.id, share.reference),
		})),
		now,
	)
	await noteOrderHistory(
		trx,
		raised,
		REFUND_MESSAGES.historyNote(request.amountCents, request.reason),
		request.actor,
		now,
	)
	return { ok: true, refund, order: raised, created: true }
}

/** A part still to ask the provider for: pending, and no answer from it was recorded. */
function unanswered(part: RefundPart): boolean {
	return part.status === 'pending' && part.provider_refund_id === null
}

/**
 * Whether a refund asked before should be sent again: it is pending and a part of it got no
 * answer from the provider (a crash, a timeout) for RESEND_PENDING_AFTER_MS.
 */
export async function needsResend(db: DB, refund: Refund, now: Date): Promise<boolean> {
	if (refund.status !== 'pending') return false
	const parts = await listPartsOfRefund(db, refund.id)
	return parts.some(
		(part) =>
			unanswered(part) && now.getTime() - Date.parse(part.updated_at) >= RESEND_PENDING_AFTER_MS,
	)
}

/**
 * Asks the provider for each part of a pending refund that has no answer yet (the part's own
 * idempotency key, so a resend makes no second refund) and settles each part with its answer. An
 * unknown outcome leaves its part pending: refunded_cents stays raised, so nothing can be
 * refunded twice, and a retry or the provider's event settles it.
 */
export async function sendRefund(
	deps: RefundDeps,
	refund: Refund,
	now: Date,
): Promise<RefundOutcome> {
	let lost = false
	let refusal: string | null = null
	for (const part of (await listPartsOfRefund(deps.db, refund.id)).filter(unanswered)) {
		let answer
		try {
			answer = await deps.payments.refund({
				orderId: refund.order_id,
				paymentReference: part.payment_reference,
				amountCents: part.amount_cents,
				refundId: refund.id,
				idempotencyKey: part.idempotency_key,
				reason: refund.reason,
			})
		} catch (error) {
			console.error(
				`Refund ${refund.id} of order ${refund.order_id} on ${part.payment_reference}: the provider failed`,
				error,
			)
			lost = true
			continue
		}
		if (answer.status === 'pending') {
			if (answer.id) await setPartProviderRefundId(deps.db, part.id, answer.id, now)
			continue
		}
		await settleRefundPart(
			deps,
			{
				partId: part.id,
				status: answer.status,
				providerRefundId: answer.id,
				failureReason: answer.failureReason,
			},
			now,
		)
		if (answer.status === 'failed') refusal ??= answer.failureReason ?? 'no reason given'
	}
	const settled = await findRefund(deps.db, refund.id)
	const after = await findOrder(deps.db, refund.order_id)
	if (refusal !== null) {
		return {
			ok: false,
			reason: 'provider_failed',
			message: REFUND_MESSAGES.providerRefused(refusal),
		}
	}
	if (lost) {
		return { ok: false, reason: 'provider_failed', message: REFUND_MESSAGES.providerUnknown }
	}
	return { ok: true, refund: settled!, order: after! }
}

/** The key of an order's shipping refund: shipping is refunded once at most. */
export function shippingRefundKey(orderId: string): string {
	return `shipping:${orderId}`
}

/**
 * Refunds what the order paid for shipping (the back office's "Refund shipping"), once: asked
 * again it answers the first refund. 'too_much' when the order paid nothing for shipping or
 * less than that is left to refund.
 */
export async function refundShipping(
	deps: RefundDeps,
	request: { orderId: string; actor: RefundActor },
	now = new Date(),
): Promise<RefundOutcome> {
	const order = await findOrder(deps.db, request.orderId)
	if (!order) return { ok: false, reason: 'not_found', message: REFUND_MESSAGES.notFound }
	if (order.shipping_cents <= 0) {
		return { ok: false, reason: 'too_much', message: REFUND_MESSAGES.noShipping }
	}
	return refundOrder(
		deps,
		{
			orderId: order.id,
			amountCents: order.shipping_cents,
			kind: 'shipping',
			reason: REFUND_MESSAGES.shippingReason,
			actor: request.actor,
			idempotencyKey: shippingRefundKey(order.id),
		},
		now,
	)
}
