// The one fulfilment path. Stripe's webhook, the test provider's page and the success page (when
// it finds the payment before the webhook did) all end here with a PaymentEvent. Each event runs
// in one transaction that first records (provider, event id) — a repeat of the same event stops
// there — and then moves the order out of pending_payment with a conditional update, so however
// many events and visits race, exactly one of them makes the order received, runs its fit check
// (app/workflows/order/fit-check.server.ts) and queues its e-mails.
import { formatCents } from '#app/domain/common/money.ts'
import { isOnGuide, type OrderStatus } from '#app/domain/order/order-status.ts'
import { shipByDate } from '#app/domain/shipping/ship-by.ts'
import { formatShopTime } from '#app/domain/calendar/shop-calendar.ts'
import {
	latePaymentEmail,
	orderConfirmationEmail,
	orderNotificationEmail,
} from '#app/services/mail/order-emails.server.ts'
import type { CheckoutSession, PaymentEvent } from '#app/domain/payments/payment-provider.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import type { DB } from '#db/index.ts'
import { inTransaction } from '#db/transaction.ts'
import {
	markOrderExpired,
	markOrderPaid,
	recordLatePayment,
	type OrderPayment,
} from '#app/models/order/order-payments.server.ts'
import {
	findOrder,
	findOrderBySessionId,
	withItems,
	type Order,
} from '#app/models/order/orders.server.ts'
import { enqueueMail, enqueueMails } from '#app/models/mail/outbox.server.ts'
import {
	insertPaymentEvent,
	setPaymentEventOutcome,
} from '#app/models/payments/payment-events.server.ts'
import { findQuoteOfOrder } from '#app/models/quote/quotes.server.ts'
import { addWindows, openingOf } from '#app/models/account/windows.server.ts'
import { findOrderChangeBySession } from '#app/models/order/order-change-records.server.ts'
import {
	changeSessionExpired,
	changeSessionPaid,
	type ChangeSessionOutcome,
} from '#app/workflows/order/change-payments.server.ts'
import { checkPaidOrder } from '#app/workflows/order/fit-check.server.ts'
import { reconcileRefunds, type RefundEventOutcome } from './refund-events.server.ts'

export type PaymentOutcome =
	| 'fulfilled'
	| 'already_paid'
	| 'late_payment'
	| 'late_payment_recorded'
	| 'expired'
	| 'not_pending'
	| 'unknown_order'
	| 'duplicate_event'
	| 'ignored'
	| Exclude<ChangeSessionOutcome, 'already_paid' | 'not_pending'>
	| RefundEventOutcome

/** Whether handling an event queued e-mail (call wakeOutbox()). */
export function queuedMail(outcome: string): boolean {
	return (
		outcome === 'fulfilled' ||
		outcome === 'late_payment' ||
		outcome === 'refund_settled' ||
		outcome === 'change_applied' ||
		outcome === 'change_paid_late'
	)
}

export type FulfilmentSettings = {
	/** Receives the order notification and late-payment notices (SHOP_INBOX). */
	shopInbox: string
	/** The shop's public origin, for links in the customer's e-mail. */
	siteUrl: string
	/** Who the e-mails say the shop is (its SHOP_* settings). */
	shop: ShopIdentity
}

/**
 * Applies one provider event to its order. Call wakeOutbox() afterwards: mail may be queued. Given
 * a transaction (the test provider records its payment in it), it runs inside that one.
 */
export async function handlePaymentEvent(
	db: DB,
	event: PaymentEvent,
	settings: FulfilmentSettings,
	now = new Date(),
): Promise<PaymentOutcome> {
	const apply = async (trx: DB): Promise<PaymentOutcome> => {
		const sessionId =
			event.kind === 'ignored'
				? event.sessionId
				: event.kind === 'refunds'
					? null
					: event.session.id
		// First statement writes, so on SQLite the transaction takes the write lock at once.
		const recorded = await insertPaymentEvent(trx, { ...event, sessionId }, now)
		if (!recorded) return 'duplicate_event'

		let outcome: PaymentOutcome = 'ignored'
		let orderId: string | null = null
		const change =
			event.kind === 'paid' || event.kind === 'expired'
				? await findOrderChangeBySession(trx, event.session.id)
				: undefined
		if (event.kind === 'refunds') {
			const reconciled = await reconcileRefunds(trx, event.refunds, settings, now)
			outcome = reconciled.outcome
			orderId = reconciled.orderId
		} else if (change && event.kind !== 'ignored') {
			// A change's session (app/workflows/order/change-payments.server.ts): its order was paid
			// before; this pays or drops the change.
			orderId = change.order_id
			outcome =
				event.kind === 'paid'
					? await changeSessionPaid(trx, change, event.session, settings, now)
					: await changeSessionExpired(trx, change)
		} else if (event.kind !== 'ignored') {
			const order = await orderOfSession(trx, event.session)
			orderId = order?.id ?? null
			if (!order) outcome = 'unknown_order'
			else if (event.kind === 'paid') outcome = await markPaid(trx, order, event, settings, now)
			else outcome = await markExpired(trx, order, event.session.id, now)
		}
		await setPaymentEventOutcome(trx, recorded, outcome, orderId)
		return outcome
	}
	return inTransaction(db, apply)
}

async function orderOfSession(db: DB, session: CheckoutSession): Promise<Order | undefined> {
	return (
		(await findOrderBySessionId(db, session.id)) ??
		(session.orderId ? await findOrder(db, session.orderId) : undefined)
	)
}

function paymentFields(session: CheckoutSession, order: Order, now: Date): OrderPayment {
	const shipping = session.shipping
	return {
		email: session.customer.email ?? order.email,
		customer_name: session.customer.name ?? shipping?.name ?? order.customer_name,
		customer_phone: session.customer.phone ?? order.customer_phone,
		ship_name: shipping?.name ?? session.customer.name ?? null,
		ship_line1: shipping?.line1 ?? null,
		ship_line2: shipping?.line2 ?? null,
		ship_city: shipping?.city ?? null,
		ship_state: shipping?.state ?? null,
		ship_postal_code: shipping?.postalCode ?? null,
		ship_country: shipping?.country ?? null,
		special_instructions: session.specialInstructions,
		amount_paid_cents: session.amountTotalCents,
		payment_reference: session.paymentReference,
		paid_at: now.toISOString(),
		updated_at: now.toISOString(),
	}
}

function amountProblem(order: Order, session: CheckoutSession): string | null {
	const sameCurrency = (session.currency ?? order.currency).toLowerCase() === order.currency
	if (session.amountTotalCents === order.total_cents && sameCurrency) return null
	const paid =
		session.amountTotalCents === null ? 'an unknown amount' : formatCents(session.amountTotalCents)
	return `Paid ${paid} ${session.currency ?? ''} but the order total is ${formatCents(order.total_cents)} ${order.currency}`
}

/**
 * A contractor's quote holds its price until it expires; its order's session ends by then too,
 * but Stripe keeps a session open at least 30 minutes, so a payment can still arrive just after.
 * The order is made and flagged for the shop, which honours the price or cancels.
 */
async function quoteProblem(db: DB, order: Order, now: Date): Promise<string | null> {
	if (!order.quote_id) return null
	const quote = await findQuoteOfOrder(db, order.quote_id)
	if (!quote || quote.expires_at > now.toISOString()) return null
	return `Paid after quote ${quote.number} expired (${formatShopTime(quote.expires_at)})`
}

async function markPaid(
	db: DB,
	order: Order,
	event: PaymentEvent & { kind: 'paid' },
	settings: FulfilmentSettings,
	now: Date,
): Promise<PaymentOutcome> {
	const problems = [amountProblem(order, event.session), await quoteProblem(db, order, now)]
	const problem = problems.filter(Boolean).join('; ') || null
	const received = await markOrderPaid(
		db,
		order.id,
		{
			payment: paymentFields(event.session, order, now),
			// The date promised to the customer: counted from the moment the payment arrived.
			shipBy: shipByDate(now),
			reviewReason: problem,
		},
		now,
	)
	if (received) {
		const full = await withItems(db, received)
		// The fit check runs here, once: only the event that made the order received gets here. It
		// compares the lines with the window book before the book takes this order's sizes.
		const fit = await checkPaidOrder(db, full, settings, now)
		// The customer's window book keeps every opening they bought.
		if (full.user_id) await addWindows(db, full.user_id, full.items.map(openingOf), now)
		await enqueueMails(
			db,
			[
				...(full.email ? [orderConfirmationEmail(full, settings.siteUrl, settings.shop)] : []),
				...(fit.mail ? [fit.mail] : []),
				orderNotificationEmail(full, settings),
			],
			now,
		)
		return 'fulfilled'
	}

	const current = (await findOrder(db, order.id))!
	if (isOnGuide(current.status as OrderStatus)) return 'already_paid'
	// Expired or canceled before the money came: keep the payment and flag it, once.
	const late = await recordLatePayment(
		db,
		current,
		{
			payment: paymentFields(event.session, current, now),
			reviewReason: `Paid after the order was ${current.status}${problem ? `; ${problem}` : ''}`,
			note: 'Payment received after the order was closed; flagged for the shop',
		},
		now,
	)
	if (!late) return 'late_payment_recorded'
	await enqueueMail(db, latePaymentEmail(await withItems(db, late), settings), now)
	return 'late_payment'
}

async function markExpired(
	db: DB,
	order: Order,
	sessionId: string,
	now: Date,
): Promise<PaymentOutcome> {
	// Only the order's current session can expire it: an older session it replaced cannot.
	const expired = await markOrderExpired(
		db,
		order.id,
		sessionId,
		'The payment session ended unpaid',
		now,
	)
	return expired ? 'expired' : 'not_pending'
}
