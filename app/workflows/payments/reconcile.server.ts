// Asking the provider instead of waiting for its event: the success page does it when the webhook
// has not arrived yet, and the expiry sweep does it before closing a stale pending order. Both
// feed the answer into the same handlePaymentEvent as the webhook, so nothing is fulfilled twice.
import {
	handlePaymentEvent,
	type FulfilmentSettings,
	type PaymentOutcome,
} from '#app/workflows/payments/fulfilment.server.ts'
import { deleteAbandonedOrders } from '#app/models/order/order-changes.server.ts'
import { deleteExpiredOrderActionLinks } from '#app/models/order/order-action-links.server.ts'
import { cancelPendingOrder, type Order } from '#app/models/order/orders.server.ts'
import { deletePaymentEventsOfOrders } from '#app/models/payments/payment-events.server.ts'
import {
	listOrphanPendingOrders,
	listStalePendingOrders,
} from '#app/models/order/stale-orders.server.ts'
import { deleteTestSessionsOfOrders } from '#app/models/payments/test-payment-sessions.server.ts'
import {
	listStaleAwaitingChanges,
	markChangeAbandoned,
} from '#app/models/order/order-change-records.server.ts'
import type { DB } from '#db/index.ts'
import { inTransaction } from '#db/transaction.ts'
import type { CheckoutSession, PaymentProvider } from '#app/domain/payments/payment-provider.ts'

type Deps = { db: DB; payments: PaymentProvider; settings: FulfilmentSettings }

export type ReconcileResult = PaymentOutcome | 'open' | 'not_found' | 'unreachable'

/**
 * Looks the session up at the provider and applies what it says: paid -> fulfilled, expired ->
 * expired. 'open' while it can still be paid; 'unreachable' when the provider did not answer.
 */
export async function reconcileSession(
	{ db, payments, settings }: Deps,
	sessionId: string,
	{ source, now = new Date() }: { source: 'return' | 'sweep'; now?: Date },
): Promise<ReconcileResult> {
	let session: CheckoutSession | null
	try {
		session = await payments.retrieveSession(sessionId)
	} catch (error) {
		console.warn(`Could not look up payment session ${sessionId}:`, error)
		return 'unreachable'
	}
	if (!session) return 'not_found'
	const base = { provider: payments.id, eventType: `checkout.session.${source}` }
	if (session.paid) {
		return handlePaymentEvent(
			db,
			{ ...base, eventId: `${source}:${session.id}:paid`, kind: 'paid', session },
			settings,
			now,
		)
	}
	if (session.status === 'expired') {
		return handlePaymentEvent(
			db,
			{ ...base, eventId: `${source}:${session.id}:expired`, kind: 'expired', session },
			settings,
			now,
		)
	}
	return 'open'
}

/** Before closing a pending order, how long after its session's end Stripe's own event gets. */
export const EXPIRY_GRACE_MS = 5 * 60_000

/** How long an order that was never paid stays after it closed (the back office shows it), before
 * the sweep deletes its rows. */
export const ABANDONED_ORDER_RETENTION_MS = 7 * 24 * 60 * 60_000

/**
 * Closes pending orders whose session is over: asks the provider first (a payment that slipped
 * past the webhook is fulfilled, not lost), expires the session if it is somehow still open, then
 * expires the order. Orders that never got a session are canceled. Orders closed unpaid longer
 * than ABANDONED_ORDER_RETENTION_MS ago are deleted, and so are one-time order action links a day
 * after they expired. Every step is safe to run on several
 * instances at once (conditional updates, idempotent events, re-checked deletes).
 */
export async function sweepStalePendingOrders(
	deps: Deps,
	now = new Date(),
): Promise<{ fulfilled: number; expired: number; canceled: number; deleted: number }> {
	const report = { fulfilled: 0, expired: 0, canceled: 0, deleted: 0 }
	const stale = await listStalePendingOrders(deps.db, new Date(now.getTime() - EXPIRY_GRACE_MS))
	for (const order of stale) {
		const outcome = await closeStaleOrder(deps, order, now)
		if (outcome === 'fulfilled') report.fulfilled++
		if (outcome === 'expired') report.expired++
	}
	const orphans = await listOrphanPendingOrders(deps.db, new Date(now.getTime() - 60 * 60_000))
	for (const order of orphans) {
		if (await cancelPendingOrder(deps.db, order.id, 'No payment session was created', now)) {
			report.canceled++
		}
	}
	const closedBefore = new Date(now.getTime() - ABANDONED_ORDER_RETENTION_MS)
	report.deleted = await deleteAbandoned(deps.db, closedBefore)
	// One-time change and cancel links (and edit grants) a day past their end can do nothing.
	await deleteExpiredOrderActionLinks(deps.db, new Date(now.getTime() - 24 * 60 * 60_000))
	return report
}

/**
 * Deletes up to `limit` orders closed unpaid before `before`, with their items, history, payment
 * events and test sessions, in one transaction; answers how many orders.
 */
async function deleteAbandoned(db: DB, before: Date, limit = 500): Promise<number> {
	return inTransaction(db, async (trx) => {
		const ids = await deleteAbandonedOrders(trx, before, limit)
		await deletePaymentEventsOfOrders(trx, ids)
		await deleteTestSessionsOfOrders(trx, ids)
		return ids.length
	})
}

async function closeStaleOrder(deps: Deps, order: Order, now: Date): Promise<ReconcileResult> {
	const sessionId = order.provider_session_id
	if (!sessionId) return 'not_found'
	let result = await reconcileSession(deps, sessionId, { source: 'sweep', now })
	if (result === 'open') {
		try {
			await deps.payments.expireSession(sessionId)
		} catch (error) {
			console.warn(`Could not expire payment session ${sessionId}; will try again:`, error)
			return 'unreachable'
		}
		result = await reconcileSession(deps, sessionId, { source: 'sweep', now })
	}
	if (result !== 'not_found') return result
	// The provider has no such session: nothing can be paid, so the order just expires.
	return handlePaymentEvent(
		deps.db,
		{
			provider: deps.payments.id,
			eventId: `sweep:${sessionId}:missing`,
			eventType: 'checkout.session.sweep',
			kind: 'expired',
			session: missingSession(sessionId, order),
		},
		deps.settings,
		now,
	)
}

function missingSession(id: string, order: Order): CheckoutSession {
	return {
		id,
		orderId: order.id,
		url: null,
		status: 'expired',
		paid: false,
		amountTotalCents: null,
		currency: order.currency,
		expiresAt: new Date(order.session_expires_at ?? order.created_at),
		customer: { name: null, email: null, phone: null },
		shipping: null,
		specialInstructions: null,
		paymentReference: null,
	}
}

/**
 * A change's checkout lives at most a day (Stripe's limit, which changes keep to): past that and
 * the grace, every change still waiting for payment is settled from what the provider says (paid
 * -> applied, expired -> abandoned), and one that never got a session is abandoned. Answers how
 * many changes were settled. Safe on several instances at once (idempotent events, conditional
 * moves).
 */
export async function sweepStaleChanges(deps: Deps, now = new Date()): Promise<number> {
	const before = new Date(now.getTime() - CHANGE_SESSION_MAX_MS - EXPIRY_GRACE_MS)
	let settled = 0
	for (const change of await listStaleAwaitingChanges(deps.db, before)) {
		const result = change.provider_session_id
			? await reconcileSession(deps, change.provider_session_id, { source: 'sweep', now })
			: (await markChangeAbandoned(deps.db, change.id))
				? 'change_expired'
				: 'not_pending'
		if (result === 'change_applied' || result === 'change_expired') settled++
	}
	return settled
}

/** The longest a hosted checkout session lives (Stripe: 24 hours). */
const CHANGE_SESSION_MAX_MS = 24 * 60 * 60_000

export type StaleOrderSweeper = { stop: () => Promise<void> }

/** Runs the sweep every `intervalMs` (unref'd timer) until stopped. */
export function startStaleOrderSweeper(
	deps: Deps,
	{ intervalMs = 60_000 }: { intervalMs?: number } = {},
): StaleOrderSweeper {
	let running: Promise<unknown> = Promise.resolve()
	const timer = setInterval(() => {
		running = sweepStalePendingOrders(deps)
			.then(() => sweepStaleChanges(deps))
			.catch((error: unknown) => console.error('Stale order sweep failed, will retry:', error))
	}, intervalMs)
	timer.unref()
	return {
		async stop() {
			clearInterval(timer)
			await running
		},
	}
}
