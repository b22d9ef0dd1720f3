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
import { createHash } from 'node:crypto'
import {
	ORDER_CHANGE_MESSAGES,
	changeCheckoutLine,
} from '#app/content/words/messages/order-change.ts'
import { ORDER_CHANGE_TEXT } from '#app/content/words/order-changes.ts'
import { changeWindow } from '#app/domain/order/change-deadline.ts'
import { formatShopDateTime } from '#app/domain/order/change-deadline-format.ts'
import {
	applyLineEdits,
	changesNothing,
	ownerMayChange,
	type CurrentLine,
	type OrderEdits,
	type PriceBasis,
	type RepricedOrder,
} from '#app/domain/order/order-change.ts'
import { shipToDiffers, shipToProblem, tidyShipTo } from '#app/domain/order/order-change-address.ts'
import { describeChange } from '#app/domain/order/order-change-description.ts'
import type { OrderStatus } from '#app/domain/order/order-status.ts'
import type { ShippingAddress } from '#app/domain/payments/payment-provider.ts'
import { shippingLabel, shippingMethodOf, shippingOption } from '#app/domain/shipping/shipping.ts'
import {
	attachChangeSession,
	findOrderChangeByKey,
	insertOrderChange,
	markChangeAbandoned,
	supersedeAwaitingChanges,
	type OrderChangeRecord,
} from '#app/models/order/order-change-records.server.ts'
import {
	findOrder,
	findOrderForUpdate,
	listOrderItems,
	withItems,
	type Order,
} from '#app/models/order/orders.server.ts'
import { enqueueMail } from '#app/models/mail/outbox.server.ts'
import { changePaymentEmail } from '#app/services/mail/order-changed-email.server.ts'
import { findQuoteDiscountOfOrder } from '#app/models/quote/quotes.server.ts'
import type { DB } from '#db/index.ts'
import { inTransaction } from '#db/transaction.ts'
import { applyStoredChange } from './apply-change.server.ts'
import {
	RefundNotReserved,
	refundChangeAgain,
	reserveChangeRefund,
	sendChangeRefund,
} from './change-refund.server.ts'
import type { Refund } from '#app/workflows/payments/refunds.server.ts'
import type { ChangeActor, ChangeDeps } from './change-deps.server.ts'

export type { ChangeActor, ChangeDeps } from './change-deps.server.ts'

export type { LineEdit, OrderEdits } from '#app/domain/order/order-change.ts'

/** The changed order as it would be: shown before the change is confirmed. */
export type ChangePreview = RepricedOrder & {
	/** The new ship-to address; null when it stays. */
	shipTo: ShippingAddress | null
	/** The order's total before the change. */
	oldTotalCents: number
	/** What the customer has paid, net of refunds. */
	paidCents: number
	/** totalCents - paidCents: > 0 to pay, < 0 to refund. */
	differenceCents: number
	/** What changes, in words (as the history will say). */
	summary: string[]
}

export type PreviewResult =
	| { ok: true; preview: ChangePreview }
	| { ok: false; reason: 'not_found' | 'invalid'; message: string; field?: string }

export type ChangeRequest = {
	orderId: string
	edits: OrderEdits
	by: 'customer' | 'owner'
	actor: ChangeActor
	/** The same key is the same change: a repeated request answers the first one's result. */
	idempotencyKey: string
	/** The shop's public origin: the hosted checkout's return links. */
	origin: string
}

export type ChangeFailure = {
	ok: false
	reason: 'not_found' | 'closed' | 'invalid' | 'nothing_changed' | 'provider_failed'
	message: string
	field?: string
}

export type ChangeResult =
	| { ok: true; kind: 'applied' | 'refunded'; order: Order }
	| { ok: true; kind: 'payment_needed'; checkoutUrl: string; changeId: string }
	| ChangeFailure

const MESSAGES = ORDER_CHANGE_MESSAGES

/** What the customer has paid for the order, net of what was refunded. */
export function paidNetOfRefunds(
	order: Pick<Order, 'amount_paid_cents' | 'refunded_cents'>,
): number {
	return (order.amount_paid_cents ?? 0) - order.refunded_cents
}

async function priceBasis(db: DB, order: Order): Promise<PriceBasis> {
	const shippingMethod = shippingMethodOf(order.shipping_method)
	if (!order.quote_id) return { shippingMethod, discountBasisPoints: null }
	const quote = await findQuoteDiscountOfOrder(db, order.quote_id)
	return { shippingMethod, discountBasisPoints: quote?.discount_basis_points ?? null }
}

/** The order after the edits, priced, or why the edits cannot be made. */
async function previewOf(db: DB, order: Order, edits: OrderEdits): Promise<PreviewResult> {
	let shipTo: ShippingAddress | null = null
	if (edits.shipTo !== undefined) {
		const problem = shipToProblem(edits.shipTo)
		if (problem) return { ok: false, reason: 'invalid', message: problem, field: 'shipTo' }
		const tidy = tidyShipTo(edits.shipTo)
		shipTo = shipToDiffers(tidy, order) ? tidy : null
	}
	const current: CurrentLine[] = await listOrderItems(db, order.id)
	const edited = applyLineEdits(
		current,
		{ lines: edits.lines ?? [], ...(edits.shipTo ? { shipTo: edits.shipTo } : {}) },
		await priceBasis(db, order),
	)
	if (!edited.ok) {
		return { ok: false, reason: 'invalid', message: edited.message, field: edited.field }
	}
	const repriced = edited.order
	const paid = paidNetOfRefunds(order)
	return {
		ok: true,
		preview: {
			...repriced,
			shipTo,
			oldTotalCents: order.total_cents,
			paidCents: paid,
			differenceCents: repriced.totalCents - paid,
			summary: describeChange(current, repriced, shipTo),
		},
	}
}

/** The changed order and the money that would move, without changing anything. */
export async function previewOrderChange(
	db: DB,
	orderId: string,
	edits: OrderEdits,
): Promise<PreviewResult> {
	const order = await findOrder(db, orderId)
	if (!order) return { ok: false, reason: 'not_found', message: MESSAGES.notFound }
	return previewOf(db, order, edits)
}

/** Why `by` may not change the order now, or null when they may. */
function closedProblem(order: Order, by: ChangeRequest['by'], now: Date): string | null {
	if (!order.paid_at) return MESSAGES.notPaid
	if (!ownerMayChange(order)) return MESSAGES.shipped
	if (by === 'owner') return null
	const window = changeWindow({ status: order.status as OrderStatus, paidAt: order.paid_at }, now)
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

/** Stripe keeps a session open 30 minutes to 24 hours; stay a minute inside for clock drift. */
function sessionExpiry(now: Date, ttlMinutes: number): Date {
	const minutes = Math.min(Math.max(ttlMinutes, 31), 24 * 60 - 1)
	return new Date(now.getTime() + minutes * 60_000)
}

async function openChangeSession(
	deps: ChangeDeps,
	order: Order,
	change: OrderChangeRecord,
	request: ChangeRequest,
	now: Date,
): Promise<ChangeResult> {
	const method = shippingMethodOf(order.shipping_method)
	const amount = change.difference_cents
	let session
	try {
		session = await deps.payments.createSession({
			orderId: order.id,
			currency: 'usd',
			// One line of the whole difference (merchandise, tax and shipping together): the
			// change's own tax and shipping are already in it, so the session adds them as 0.
			lines: [{ ...changeCheckoutLine(order.number ?? ''), unitAmountCents: amount, quantity: 1 }],
			taxCents: 0,
			shipping: {
				displayName: shippingLabel(method),
				amountCents: 0,
				transitDays: shippingOption(method).transitDays,
			},
			discount: null,
			totalCents: amount,
			customerEmail: order.email,
			origin: request.origin,
			successUrl: `${request.origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
			cancelUrl: `${request.origin}/track-order`,
			expiresAt: sessionExpiry(now, deps.ttlMinutes),
			idempotencyKey: `order-change-${change.id}`,
		})
	} catch (error) {
		console.error(`Payment session for change ${change.id} failed: ${(error as Error).message}`)
		await markChangeAbandoned(deps.db, change.id)
		return { ok: false, reason: 'provider_failed', message: MESSAGES.providerFailed }
	}
	if (!(await attachChangeSession(deps.db, change.id, session))) {
		// A newer change came first: this one's session must not be paid.
		await deps.payments.expireSession(session.id).catch(logExpireFailure)
		return { ok: false, reason: 'closed', message: MESSAGES.replaced }
	}
	// The shop changed it: the customer is asked to pay by e-mail (docs/decisions/028-order-changes.md).
	if (request.by === 'owner' && order.email) {
		const mail = changePaymentEmail(
			await withItems(deps.db, order),
			{
				differenceCents: amount,
				newTotalCents: change.new_total_cents,
				summary: change.summary,
				payUrl: changePaymentUrl(deps.settings.siteUrl, change.id),
			},
			deps.settings.siteUrl,
			deps.settings.shop,
		)
		await enqueueMail(deps.db, mail, now)
	}
	return { ok: true, kind: 'payment_needed', checkoutUrl: session.url, changeId: change.id }
}

/** A repeated request for a change waiting for payment: the first request's session. */
async function waitForChangeSession(
	deps: ChangeDeps,
	change: OrderChangeRecord,
): Promise<ChangeResult> {
	const deadline = Date.now() + (deps.waitForSessionMs ?? 15_000)
	let current: OrderChangeRecord | undefined = change
	for (;;) {
		if (current?.status === 'awaiting_payment' && current.checkout_url) {
			return {
				ok: true,
				kind: 'payment_needed',
				checkoutUrl: current.checkout_url,
				changeId: current.id,
			}
		}
		if (current?.status === 'applied') {
			return { ok: true, kind: 'applied', order: (await findOrder(deps.db, current.order_id))! }
		}
		if (current?.status !== 'awaiting_payment' || Date.now() >= deadline) break
		await new Promise((resolve) => setTimeout(resolve, 100))
		current = await findOrderChangeByKey(deps.db, change.idempotency_key)
	}
	return current?.status === 'awaiting_payment'
		? { ok: false, reason: 'provider_failed', message: MESSAGES.providerFailed }
		: { ok: false, reason: 'closed', message: MESSAGES.replaced }
}

/** The shop's link to a change's payment (/pay-change forwards to its hosted checkout). */
export function changePaymentUrl(siteUrl: string, changeId: string): string {
	return `${siteUrl}/pay-change?change=${encodeURIComponent(changeId)}`
}

/** A key for a change request from its parts, e.g. a form's one-time nonce and the order. */
export function changeIdempotencyKey(...parts: string[]): string {
	return createHash('sha256').update(parts.join('|')).digest('hex')
}

function logExpireFailure(error: unknown) {
	console.warn('Could not expire a change payment session:', error)
}
