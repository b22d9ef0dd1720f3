// Refunds on Stripe through the real SDK against the local stand-in, on both databases: a part
// and then the rest on the order's payment intent with a key derived from our refund's id and the
// intent,
// more than is left refused by us before Stripe is asked, the same request again making no second
// refund, and the webhooks (charge.refunded, refund.updated) settling a pending refund once.
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { beforeEach, expect, it } from 'vitest'
import { findOrder } from '#app/models/order/orders.server.ts'
import { listRefundsOfOrder } from '#app/models/payments/refunds.server.ts'
import { listPartsOfRefund, refundPartKey } from '#app/models/payments/refund-parts.server.ts'
import { action as webhook } from '#app/routes/webhooks.stripe.ts'
import { startCheckout } from '#app/workflows/checkout/checkout.server.ts'
import type { DB, Dialect } from '#db/index.ts'
import {
	cartItem,
	paymentContext,
	routeArgs,
	SHOP_INBOX,
	SHOP_ORIGIN,
	stripeProviderFor,
	webhookRequest,
} from '#tests/support/fixtures/payment.ts'
import { DEFAULT_SHOP } from '#tests/support/fixtures/shop-identity.ts'
import { stripeStandInForFile } from '#tests/support/fixtures/stripe.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { paidCustomerDetails } from '#tests/support/stand-ins/stripe.ts'
import { refundedCharge, stripeObjectEvent } from '#tests/support/stand-ins/stripe-refunds.ts'
import { handlePaymentEvent } from './fulfilment.server.ts'
import { refundOrder, RESEND_PENDING_AFTER_MS, type RefundRequest } from './refunds.server.ts'

const standIn = stripeStandInForFile()
const OWNER = { id: 'admin-1', email: 'owner@shop.test' }

/** An order paid on the stand-in: its session completed and the paid event handled. */
async function stripePaidOrder(db: DB) {
	const payments = standIn.provider()
	const { url } = await startCheckout(
		{ db, payments, ttlMinutes: 60 },
		{
			items: [cartItem()],
			shippingMethod: 'expedited',
			user: null,
			cartKey: null,
			origin: SHOP_ORIGIN,
		},
	)
	const sessionId = url.split('/pay/')[1]!
	standIn.completeSession(sessionId, paidCustomerDetails())
	const session = (await payments.retrieveSession(sessionId))!
	await handlePaymentEvent(
		db,
		{ provider: 'stripe', eventId: `evt_paid_${sessionId}`, eventType: 'x', kind: 'paid', session },
		{ shopInbox: SHOP_INBOX, siteUrl: SHOP_ORIGIN, shop: DEFAULT_SHOP },
	)
	return (await findOrder(db, session.orderId!))!
}

const deps = (db: DB) => ({
	db,
	payments: standIn.provider(),
	siteUrl: SHOP_ORIGIN,
	shop: DEFAULT_SHOP,
})
const request = (orderId: string, amountCents: number, key: string): RefundRequest => ({
	orderId,
	amountCents,
	kind: 'partial',
	reason: 'Wrong colour',
	actor: OWNER,
	idempotencyKey: key,
})

const refundRequests = () => standIn.requests.filter((each) => each.path === '/v1/refunds')

async function deliver(db: DB, dialect: Dialect, payload: string) {
	const context = paymentContext(db, dialect, standIn.provider())
	const response = (await webhook(routeArgs(webhookRequest(payload), context))) as Response
	return { status: response.status, body: (await response.json()) as { outcome: string } }
}

describeEachDatabase('refunds on Stripe (the stand-in, through the SDK)', (getDb) => {
	beforeEach(() => getDb().clear())

	it('refunds a part and then the rest of the payment intent, once per request', async () => {
		const { db } = getDb()
		const order = await stripePaidOrder(db)
		const paid = order.amount_paid_cents!
		const before = refundRequests().length
		const part = await refundOrder(deps(db), request(order.id, 2500, 'part'))
		if (!part.ok) throw new Error(part.message)
		expect(part.refund).toMatchObject({ status: 'succeeded' })
		expect(await listPartsOfRefund(db, part.refund.id)).toMatchObject([
			{
				payment_reference: order.payment_reference,
				amount_cents: 2500,
				provider_refund_id: /^re_/,
			},
		])
		const [sent] = refundRequests().slice(before)
		expect(sent).toMatchObject({
			params: {
				payment_intent: order.payment_reference,
				amount: '2500',
				metadata: { order_id: order.id, refund_id: part.refund.id },
			},
		})
		expect(sent!.headers['idempotency-key']).toBe(
			refundPartKey(part.refund.id, order.payment_reference!),
		)

		// The same request again: no second call, no second refund.
		await refundOrder(deps(db), request(order.id, 2500, 'part'))
		expect(refundRequests().length - before).toBe(1)

		const tooMuch = await refundOrder(deps(db), request(order.id, paid, 'all'))
		expect(tooMuch).toMatchObject({ ok: false, reason: 'too_much' })
		expect(refundRequests().length - before).toBe(1)

		const rest = await refundOrder(deps(db), request(order.id, paid - 2500, 'rest'))
		expect(rest).toMatchObject({ ok: true, order: { refunded_cents: paid } })
		const onStripe = [...standIn.refunds.values()].filter(
			(refund) => refund.payment_intent === order.payment_reference,
		)
		expect(onStripe.map((refund) => refund.amount)).toEqual([2500, paid - 2500])
	})

	it('keeps a refund Stripe holds pending until its webhook, and a repeated event changes nothing', async () => {
		const { db, dialect } = getDb()
		const order = await stripePaidOrder(db)
		standIn.answerNextRefundWith('pending')
		const pending = await refundOrder(deps(db), request(order.id, 1000, 'p'))
		expect(pending).toMatchObject({ ok: true, refund: { status: 'pending' } })
		const stripeRefund = [...standIn.refunds.values()].find(
			(refund) => refund.payment_intent === order.payment_reference,
		)!
		stripeRefund.status = 'succeeded'
		const event = stripeObjectEvent(
			'evt_charge_refunded_1',
			'charge.refunded',
			refundedCharge([...standIn.refunds.values()], order.payment_reference!),
		)
		expect(await deliver(db, dialect, event)).toEqual({
			status: 200,
			body: { received: true, outcome: 'refund_settled' },
		})
		expect(await deliver(db, dialect, event)).toMatchObject({
			body: { outcome: 'duplicate_event' },
		})
		// refund.updated about the same refund, now settled: nothing more happens.
		const updated = stripeObjectEvent('evt_refund_updated_1', 'refund.updated', stripeRefund)
		expect(await deliver(db, dialect, updated)).toMatchObject({
			body: { outcome: 'refund_unchanged' },
		})
		const [settled] = await listRefundsOfOrder(db, order.id)
		expect(settled).toMatchObject({ status: 'succeeded' })
		expect(await listPartsOfRefund(db, settled!.id)).toMatchObject([
			{ status: 'succeeded', provider_refund_id: stripeRefund.id },
		])
		const mails = await db
			.selectFrom('outbox')
			.select('subject')
			.where('subject', 'like', 'We refunded%')
			.execute()
		expect(mails).toHaveLength(1)
	})

	it('gives back a refund Stripe reports failed, and flags the order for the shop', async () => {
		const { db, dialect } = getDb()
		const order = await stripePaidOrder(db)
		standIn.answerNextRefundWith('pending')
		await refundOrder(deps(db), request(order.id, 1000, 'p'))
		const stripeRefund = [...standIn.refunds.values()].find(
			(refund) => refund.payment_intent === order.payment_reference,
		)!
		Object.assign(stripeRefund, { status: 'failed', failure_reason: 'expired_or_canceled_card' })
		const event = stripeObjectEvent('evt_refund_failed_1', 'refund.updated', stripeRefund)
		expect(await deliver(db, dialect, event)).toMatchObject({ body: { outcome: 'refund_settled' } })
		expect(await deliver(db, dialect, event)).toMatchObject({
			body: { outcome: 'duplicate_event' },
		})
		expect(await findOrder(db, order.id)).toMatchObject({
			refunded_cents: 0,
			needs_review: 1,
			review_reason: expect.stringContaining('expired_or_canceled_card'),
		})
	})

	it('records a refund Stripe refuses as failed and gives its amount back', async () => {
		const { db } = getDb()
		const order = await stripePaidOrder(db)
		// Stripe refunded the whole payment elsewhere (its dashboard): it refuses ours.
		standIn.refunds.set('re_elsewhere', {
			id: 're_elsewhere',
			payment_intent: order.payment_reference!,
			amount: order.amount_paid_cents!,
			status: 'succeeded',
			metadata: {},
		})
		const refused = await refundOrder(deps(db), request(order.id, 500, 'x'))
		expect(refused).toMatchObject({ ok: false, reason: 'provider_failed' })
		expect(await listRefundsOfOrder(db, order.id)).toMatchObject([{ status: 'failed' }])
		expect(await findOrder(db, order.id)).toMatchObject({ refunded_cents: 0, needs_review: 1 })
	})

	it('keeps a refund whose answer was lost pending, money reserved, and asks again with the same key a minute later', async () => {
		const { db } = getDb()
		const order = await stripePaidOrder(db)
		// Stripe cannot be reached: nothing listens on this port.
		const unreachable = await closedPort()
		const lost = await refundOrder(
			{ ...deps(db), payments: stripeProviderFor(`http://127.0.0.1:${unreachable}`) },
			request(order.id, 700, 'lost'),
		)
		expect(lost).toMatchObject({ ok: false, reason: 'provider_failed' })
		const [pending] = await listRefundsOfOrder(db, order.id)
		expect(pending).toMatchObject({ status: 'pending' })
		expect(await listPartsOfRefund(db, pending!.id)).toMatchObject([
			{ status: 'pending', provider_refund_id: null },
		])
		expect((await findOrder(db, order.id))!.refunded_cents).toBe(700)
		// Asked again at once: the first refund, no call.
		const before = refundRequests().length
		expect(await refundOrder(deps(db), request(order.id, 700, 'lost'))).toMatchObject({
			ok: true,
			refund: { status: 'pending' },
		})
		expect(refundRequests().length).toBe(before)
		// A minute later the same key asks Stripe, with the part's own idempotency key.
		const later = new Date(Date.now() + RESEND_PENDING_AFTER_MS + 1000)
		const resent = await refundOrder(deps(db), request(order.id, 700, 'lost'), later)
		expect(resent).toMatchObject({ ok: true, refund: { id: pending!.id, status: 'succeeded' } })
		expect(
			refundRequests()
				.slice(before)
				.map((each) => each.headers['idempotency-key']),
		).toEqual([refundPartKey(pending!.id, order.payment_reference!)])
		expect((await findOrder(db, order.id))!.refunded_cents).toBe(700)
	})
})

/** A local port nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
	const server = createServer()
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	await new Promise<void>((resolve) => server.close(() => resolve()))
	return port
}
