// A change of a paid order that costs more (change-order.server.ts): the hosted checkout session
// for the difference, opened once after the change is claimed (and the customer e-mailed when
// the shop made the change), or, for a repeated request, the session the first one opened.
import {
	ORDER_CHANGE_MESSAGES as MESSAGES,
	changeCheckoutLine,
} from '#app/content/words/messages/order-change.ts'
import { shippingLabel, shippingMethodOf, shippingOption } from '#app/domain/shipping/shipping.ts'
import { enqueueMail } from '#app/models/mail/outbox.server.ts'
import {
	attachChangeSession,
	findOrderChangeByKey,
	markChangeAbandoned,
	type OrderChangeRecord,
} from '#app/models/order/order-change-records.server.ts'
import { findOrder, withItems, type Order } from '#app/models/order/orders.server.ts'
import { changePaymentEmail } from '#app/services/mail/order-changed-email.server.ts'
import type { ChangeDeps } from './change-deps.server.ts'
import type { ChangeRequest, ChangeResult } from './change-request.server.ts'

/** Stripe keeps a session open 30 minutes to 24 hours; stay a minute inside for clock drift. */
function sessionExpiry(now: Date, ttlMinutes: number): Date {
	const minutes = Math.min(Math.max(ttlMinutes, 31), 24 * 60 - 1)
	return new Date(now.getTime() + minutes * 60_000)
}

export async function openChangeSession(
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
export async function waitForChangeSession(
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

export function logExpireFailure(error: unknown) {
	console.warn('Could not expire a change payment session:', error)
}
