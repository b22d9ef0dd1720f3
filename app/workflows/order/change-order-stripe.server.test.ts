// Changing an order paid on Stripe, through the real SDK against the local stand-in, on both
// databases: a higher total opens a session of exactly the difference (one line, no tax line, a
// free shipping option) and its webhook applies the change once however often it comes; an
// expired session leaves the order as it was; a lower total is refunded once on the payment
// intent.
import { beforeEach, expect, it } from 'vitest'
import { findOrder, listOrderItems } from '#app/models/order/orders.server.ts'
import { listOrderChanges } from '#app/models/order/order-change-records.server.ts'
import { action as webhook } from '#app/routes/webhooks.stripe.ts'
import { startCheckout } from '#app/workflows/checkout/checkout.server.ts'
import { handlePaymentEvent } from '#app/workflows/payments/fulfilment.server.ts'
import type { DB, Dialect } from '#db/index.ts'
import {
	cartItem,
	paymentContext,
	routeArgs,
	SHOP_INBOX,
	SHOP_ORIGIN,
	stripeEvent,
	webhookRequest,
} from '#tests/support/fixtures/payment.ts'
import { DEFAULT_SHOP } from '#tests/support/fixtures/shop-identity.ts'
import { stripeStandInForFile } from '#tests/support/fixtures/stripe.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { paidCustomerDetails } from '#tests/support/stand-ins/stripe.ts'
import { changeOrder, type ChangeDeps, type ChangeRequest } from './change-order.server.ts'

const standIn = stripeStandInForFile()
const settings = { shopInbox: SHOP_INBOX, siteUrl: SHOP_ORIGIN, shop: DEFAULT_SHOP }
const OWNER = { id: 'admin-1', email: 'owner@shop.test' }

type LineItemParam = {
	quantity: string
	price_data: { unit_amount: string; product_data: { name: string } }
}

/** 2 x 30 7/16" x 40 1/2" at $51.00, expedited: $102.00 + tax $8.16 + $24.95 = $135.11. */
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
	standIn.completeSession(sessionId, paidCustomerDetails('pat@example.com'))
	const session = (await payments.retrieveSession(sessionId))!
	await handlePaymentEvent(
		db,
		{ provider: 'stripe', eventId: `evt_paid_${sessionId}`, eventType: 'x', kind: 'paid', session },
		settings,
	)
	const order = (await findOrder(db, session.orderId!))!
	return { order, item: (await listOrderItems(db, order.id))[0]! }
}

const deps = (db: DB): ChangeDeps => ({
	db,
	payments: standIn.provider(),
	settings,
	ttlMinutes: 60,
})
const ownerChange = (
	orderId: string,
	itemId: string,
	quantity: number,
	key: string,
): ChangeRequest => ({
	orderId,
	edits: { lines: [{ itemId, quantity }] },
	by: 'owner',
	actor: OWNER,
	idempotencyKey: key,
	origin: SHOP_ORIGIN,
})

async function deliver(db: DB, dialect: Dialect, payload: string) {
	const context = paymentContext(db, dialect, standIn.provider())
	const response = (await webhook(routeArgs(webhookRequest(payload), context))) as Response
	return {
		status: response.status,
		outcome: ((await response.json()) as { outcome: string }).outcome,
		wakeups: context.wakeups(),
	}
}

describeEachDatabase(
	'changing an order paid on Stripe (the stand-in, through the SDK)',
	(getDb) => {
		beforeEach(() => getDb().clear())

		it('charges the difference in one session and applies the change once when paid', async () => {
			const { db, dialect } = getDb()
			const { order, item } = await stripePaidOrder(db)
			expect(order.total_cents).toBe(13511)
			const before = standIn.requests.length
			const result = await changeOrder(deps(db), ownerChange(order.id, item.id, 3, 'stripe-up'))
			if (!result.ok || result.kind !== 'payment_needed') throw new Error(JSON.stringify(result))
			// 3 x $51.00 = $153.00 + tax $12.24 + $24.95 = $190.19: $55.08 more
			const sent = standIn.requests
				.slice(before)
				.find((each) => each.path === '/v1/checkout/sessions')!
			expect(sent.headers['idempotency-key']).toBe(`order-change-${result.changeId}`)
			const items = sent.params.line_items as LineItemParam[]
			expect(items).toEqual([
				{
					quantity: '1',
					price_data: expect.objectContaining({
						unit_amount: '5508',
						product_data: expect.objectContaining({ name: `Change to order ${order.number}` }),
					}),
				},
			])
			expect(sent.params.metadata).toEqual({ order_id: order.id })
			const sessionId = (await listOrderChanges(db, order.id))[0]!.provider_session_id!
			const session = standIn.sessions.get(sessionId)!
			expect(session.amount_total).toBe(5508)
			expect(session.url).toBe(result.checkoutUrl)

			const paid = standIn.completeSession(sessionId, paidCustomerDetails('pat@example.com'))
			const event = stripeEvent('evt_change_paid', 'checkout.session.completed', paid)
			expect(await deliver(db, dialect, event)).toMatchObject({
				status: 200,
				outcome: 'change_applied',
				wakeups: 1,
			})
			expect(await deliver(db, dialect, event)).toMatchObject({ outcome: 'duplicate_event' })
			const again = stripeEvent(
				'evt_change_paid_async',
				'checkout.session.async_payment_succeeded',
				paid,
			)
			expect(await deliver(db, dialect, again)).toMatchObject({ outcome: 'already_paid' })

			expect(await findOrder(db, order.id)).toMatchObject({
				total_cents: 19019,
				amount_paid_cents: 19019,
				screen_count: 3,
				needs_review: 0,
			})
			expect((await listOrderItems(db, order.id))[0]!.quantity).toBe(3)
			expect(await listOrderChanges(db, order.id)).toMatchObject([
				{ status: 'applied', payment_reference: paid.payment_intent },
			])
			const mails = await db
				.selectFrom('outbox')
				.select('subject')
				.where('subject', 'like', '%was changed')
				.execute()
			expect(mails).toHaveLength(1)
		})

		it('an expired change session leaves the order as it was', async () => {
			const { db, dialect } = getDb()
			const { order, item } = await stripePaidOrder(db)
			const result = await changeOrder(deps(db), ownerChange(order.id, item.id, 4, 'stripe-expire'))
			if (!result.ok || result.kind !== 'payment_needed') throw new Error(JSON.stringify(result))
			const sessionId = (await listOrderChanges(db, order.id))[0]!.provider_session_id!
			const session = standIn.sessions.get(sessionId)!
			session.status = 'expired'
			expect(
				await deliver(
					db,
					dialect,
					stripeEvent('evt_change_expired', 'checkout.session.expired', session),
				),
			).toMatchObject({
				outcome: 'change_expired',
			})
			expect(await findOrder(db, order.id)).toMatchObject({
				total_cents: 13511,
				amount_paid_cents: 13511,
				screen_count: 2,
			})
			expect(await listOrderChanges(db, order.id)).toMatchObject([{ status: 'abandoned' }])
		})

		it('refunds a lower total once on the payment intent', async () => {
			const { db } = getDb()
			const { order, item } = await stripePaidOrder(db)
			const before = standIn.requests.length
			const lower = ownerChange(order.id, item.id, 1, 'stripe-down')
			// 1 x $51.00 + tax $4.08 + $24.95 = $80.03: $55.08 back
			expect(await changeOrder(deps(db), lower)).toMatchObject({
				ok: true,
				kind: 'refunded',
				order: { total_cents: 8003, refunded_cents: 5508 },
			})
			expect(await changeOrder(deps(db), lower)).toMatchObject({ ok: true, kind: 'refunded' })
			const refunds = standIn.requests.slice(before).filter((each) => each.path === '/v1/refunds')
			expect(refunds).toHaveLength(1)
			expect(refunds[0]).toMatchObject({
				params: { payment_intent: order.payment_reference, amount: '5508' },
			})
		})
	},
)
