// Refunds of an order paid twice on Stripe (its checkout's payment intent, then a change's through
// a second Checkout Session), through the real SDK against the local stand-in, on both databases:
// a cancel refunds each intent exactly what it took in two Stripe refunds, once, whatever is
// repeated (the request, the webhook events); a partial refund smaller than the change's payment
// touches only its intent, a larger one both; Stripe's events settle each part by its refund id,
// or by our refund's id and the intent when the answer was lost.
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { beforeEach, expect, it } from 'vitest'
import { findOrder, listOrderItems } from '#app/models/order/orders.server.ts'
import { listOrderChanges } from '#app/models/order/order-change-records.server.ts'
import { listRefundsOfOrder } from '#app/models/payments/refunds.server.ts'
import { listPartsOfRefund, refundPartKey } from '#app/models/payments/refund-parts.server.ts'
import { action as webhook } from '#app/routes/webhooks.stripe.ts'
import { startCheckout } from '#app/workflows/checkout/checkout.server.ts'
import { handlePaymentEvent } from '#app/workflows/payments/fulfilment.server.ts'
import {
	refundOrder,
	RESEND_PENDING_AFTER_MS,
	type RefundRequest,
} from '#app/workflows/payments/refunds.server.ts'
import type { DB, Dialect } from '#db/index.ts'
import {
	cartItem,
	paymentContext,
	routeArgs,
	SHOP_INBOX,
	SHOP_ORIGIN,
	stripeEvent,
	stripeProviderFor,
	webhookRequest,
} from '#tests/support/fixtures/payment.ts'
import { DEFAULT_SHOP } from '#tests/support/fixtures/shop-identity.ts'
import { stripeStandInForFile } from '#tests/support/fixtures/stripe.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { paidCustomerDetails } from '#tests/support/stand-ins/stripe.ts'
import { refundedCharge, stripeObjectEvent } from '#tests/support/stand-ins/stripe-refunds.ts'
import { cancelOrder } from './cancel-order.server.ts'
import { changeOrder } from './change-order.server.ts'

const standIn = stripeStandInForFile()
const settings = { shopInbox: SHOP_INBOX, siteUrl: SHOP_ORIGIN, shop: DEFAULT_SHOP }
const OWNER = { id: 'admin-1', email: 'owner@shop.test' }

const refundDeps = (db: DB) => ({
	db,
	payments: standIn.provider(),
	siteUrl: SHOP_ORIGIN,
	shop: DEFAULT_SHOP,
})

async function deliver(db: DB, dialect: Dialect, payload: string) {
	const context = paymentContext(db, dialect, standIn.provider())
	const response = (await webhook(routeArgs(webhookRequest(payload), context))) as Response
	return ((await response.json()) as { outcome: string }).outcome
}

/** 2 screens paid at checkout ($135.11), then changed to 3 and the $55.08 more paid on its own session. */
async function paidTwice(db: DB, dialect: Dialect) {
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
	standIn.completeSession(sessionId, paidCustomerDetails('pat@example.com'))
	const session = (await payments.retrieveSession(sessionId))!
	await handlePaymentEvent(
		db,
		{ provider: 'stripe', eventId: `evt_paid_${sessionId}`, eventType: 'x', kind: 'paid', session },
		settings,
	)
	const order = (await findOrder(db, session.orderId!))!
	const [item] = await listOrderItems(db, order.id)
	const changed = await changeOrder(
		{ db, payments, settings, ttlMinutes: 60 },
		{
			orderId: order.id,
			edits: { lines: [{ itemId: item!.id, quantity: 3 }] },
			by: 'owner',
			actor: OWNER,
			idempotencyKey: 'raise',
			origin: SHOP_ORIGIN,
		},
	)
	if (!changed.ok || changed.kind !== 'payment_needed') throw new Error(JSON.stringify(changed))
	const changeSession = (await listOrderChanges(db, order.id))[0]!.provider_session_id!
	const paid = standIn.completeSession(changeSession, paidCustomerDetails('pat@example.com'))
	expect(
		await deliver(db, dialect, stripeEvent('evt_change_paid', 'checkout.session.completed', paid)),
	).toBe('change_applied')
	const first = { intent: order.payment_reference!, cents: 13511 }
	const second = { intent: String(paid.payment_intent), cents: 5508 }
	expect(await findOrder(db, order.id)).toMatchObject({ amount_paid_cents: 19019 })
	return { order, first, second }
}

const partial = (orderId: string, amountCents: number, key: string): RefundRequest => ({
	orderId,
	amountCents,
	kind: 'partial',
	reason: 'Goodwill',
	actor: OWNER,
	idempotencyKey: key,
})

const refundRequests = () => standIn.requests.filter((each) => each.path === '/v1/refunds')
const onStripe = (intent: string) =>
	[...standIn.refunds.values()]
		.filter((refund) => refund.payment_intent === intent)
		.map((refund) => refund.amount)

describeEachDatabase('refunds split over an order paid twice on Stripe (the stand-in)', (getDb) => {
	beforeEach(() => getDb().clear())

	it('cancels with each intent refunded exactly what it took, in two Stripe refunds, once', async () => {
		const { db, dialect } = getDb()
		const { order, first, second } = await paidTwice(db, dialect)
		const before = refundRequests().length
		const cancel = { orderId: order.id, by: 'owner' as const, actor: OWNER, idempotencyKey: 'c' }
		const canceled = await cancelOrder(refundDeps(db), cancel)
		expect(canceled).toMatchObject({
			ok: true,
			order: { status: 'canceled', refunded_cents: 19019 },
			refund: { status: 'succeeded', amount_cents: 19019 },
		})
		const refund = canceled.ok ? canceled.refund! : null
		const sent = refundRequests().slice(before)
		expect(sent.map((each) => [each.params.payment_intent, each.params.amount])).toEqual([
			[second.intent, String(second.cents)],
			[first.intent, String(first.cents)],
		])
		expect(sent.map((each) => each.headers['idempotency-key'])).toEqual([
			refundPartKey(refund!.id, second.intent),
			refundPartKey(refund!.id, first.intent),
		])
		expect(sent.map((each) => each.params.metadata)).toEqual([
			{ order_id: order.id, refund_id: refund!.id },
			{ order_id: order.id, refund_id: refund!.id },
		])

		// The request again, now and a minute later, and Stripe's events, again: nothing more.
		await cancelOrder(refundDeps(db), cancel)
		await cancelOrder(refundDeps(db), cancel, new Date(Date.now() + RESEND_PENDING_AFTER_MS * 2))
		const all = [...standIn.refunds.values()]
		for (const [id, intent] of [
			['evt_refunded_change', second.intent],
			['evt_refunded_first', first.intent],
		] as const) {
			const event = stripeObjectEvent(id, 'charge.refunded', refundedCharge(all, intent))
			expect(await deliver(db, dialect, event)).toBe('refund_unchanged')
			expect(await deliver(db, dialect, event)).toBe('duplicate_event')
		}
		expect(refundRequests().length - before).toBe(2)
		expect(onStripe(second.intent)).toEqual([second.cents])
		expect(onStripe(first.intent)).toEqual([first.cents])
		expect(await findOrder(db, order.id)).toMatchObject({ refunded_cents: 19019, needs_review: 0 })
	})

	it('refunds an amount smaller than the change payment from its intent only', async () => {
		const { db, dialect } = getDb()
		const { order, first, second } = await paidTwice(db, dialect)
		const outcome = await refundOrder(refundDeps(db), partial(order.id, 2_000, 'small'))
		expect(outcome).toMatchObject({ ok: true, refund: { status: 'succeeded' } })
		expect(onStripe(second.intent)).toEqual([2_000])
		expect(onStripe(first.intent)).toEqual([])
	})

	it('spans both intents with a larger refund, and settles a pending part by its event once', async () => {
		const { db, dialect } = getDb()
		const { order, first, second } = await paidTwice(db, dialect)
		// Stripe holds the change intent's part pending; the first intent's succeeds at once.
		standIn.answerNextRefundWith('pending')
		const outcome = await refundOrder(refundDeps(db), partial(order.id, 7_000, 'large'))
		expect(outcome).toMatchObject({ ok: true, refund: { status: 'pending' } })
		expect(onStripe(second.intent)).toEqual([second.cents])
		expect(onStripe(first.intent)).toEqual([7_000 - second.cents])
		const refund = outcome.ok ? outcome.refund : null
		expect(await listPartsOfRefund(db, refund!.id)).toMatchObject([
			{ payment_reference: second.intent, status: 'pending', provider_refund_id: /^re_/ },
			{ payment_reference: first.intent, status: 'succeeded' },
		])

		const held = [...standIn.refunds.values()].find(
			(each) => each.payment_intent === second.intent,
		)!
		held.status = 'succeeded'
		const event = stripeObjectEvent(
			'evt_refunded_1',
			'charge.refunded',
			refundedCharge([...standIn.refunds.values()], second.intent),
		)
		expect(await deliver(db, dialect, event)).toBe('refund_settled')
		expect(await deliver(db, dialect, event)).toBe('duplicate_event')
		expect(await deliver(db, dialect, stripeObjectEvent('evt_u', 'refund.updated', held))).toBe(
			'refund_unchanged',
		)
		expect(await listRefundsOfOrder(db, order.id)).toMatchObject([{ status: 'succeeded' }])
		const mails = await db
			.selectFrom('outbox')
			.select('subject')
			.where('subject', 'like', 'We refunded%')
			.execute()
		expect(mails).toHaveLength(1)
		expect((await findOrder(db, order.id))!.refunded_cents).toBe(7_000)
	})

	it('asks again for parts whose answer was lost, with the same keys, and settles one by its event', async () => {
		const { db, dialect } = getDb()
		const { order, first, second } = await paidTwice(db, dialect)
		const unreachable = await closedPort()
		const lost = await refundOrder(
			{ ...refundDeps(db), payments: stripeProviderFor(`http://127.0.0.1:${unreachable}`) },
			partial(order.id, 6_000, 'lost'),
		)
		expect(lost).toMatchObject({ ok: false, reason: 'provider_failed' })
		const [refund] = await listRefundsOfOrder(db, order.id)
		expect(await listPartsOfRefund(db, refund!.id)).toMatchObject([
			{ payment_reference: second.intent, amount_cents: second.cents, provider_refund_id: null },
			{
				payment_reference: first.intent,
				amount_cents: 6_000 - second.cents,
				provider_refund_id: null,
			},
		])
		const before = refundRequests().length
		standIn.answerNextRefundWith('pending')
		const later = new Date(Date.now() + RESEND_PENDING_AFTER_MS + 1000)
		expect(
			await refundOrder(refundDeps(db), partial(order.id, 6_000, 'lost'), later),
		).toMatchObject({ ok: true, refund: { id: refund!.id, status: 'pending' } })
		expect(
			refundRequests()
				.slice(before)
				.map((each) => each.headers['idempotency-key']),
		).toEqual([refundPartKey(refund!.id, second.intent), refundPartKey(refund!.id, first.intent)])
		// refund.updated for the part held pending, found by our refund's id and its intent even if
		// its id had not been recorded.
		const held = [...standIn.refunds.values()].find(
			(each) => each.payment_intent === second.intent,
		)!
		await db
			.updateTable('refund_parts')
			.set({ provider_refund_id: null })
			.where('provider_refund_id', '=', held.id)
			.execute()
		held.status = 'succeeded'
		expect(await deliver(db, dialect, stripeObjectEvent('evt_u1', 'refund.updated', held))).toBe(
			'refund_settled',
		)
		expect(await listRefundsOfOrder(db, order.id)).toMatchObject([{ status: 'succeeded' }])
		expect(onStripe(second.intent)).toEqual([second.cents])
		expect(onStripe(first.intent)).toEqual([6_000 - second.cents])
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
