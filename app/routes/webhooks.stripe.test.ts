import { beforeAll, beforeEach, expect, it } from 'vitest'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import type { DB } from '#db/index.ts'
import {
	cartItem,
	countRows,
	createPaymentRequest,
	paymentContext,
	routeArgs,
	SHOP_INBOX,
	SHOP_ORIGIN,
	stripeEvent,
	webhookRequest,
} from '#tests/support/fixtures/payment.ts'
import { paidCustomerDetails } from '#tests/support/stand-ins/stripe.ts'
import { stripeStandInForFile } from '#tests/support/fixtures/stripe.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { action as createPayment } from './api.create-payment.ts'
import { loader as paymentSuccess } from './payment-success.tsx'
import { action as webhook } from './webhooks.stripe.ts'

const standIn = stripeStandInForFile()

const CUSTOMER = 'jane@example.com'

describeEachDatabase('Stripe webhook and fulfilment', (getDb) => {
	const contextFor = (db: DB) => paymentContext(db, getDb().dialect, standIn.provider())
	// PostgreSQL: half the deliveries go through a second pool, as a second server process would.
	// SQLite serves one process (its driver is synchronous: two connections in one thread would
	// wait on each other's lock while blocking the thread), so all go through the one connection.
	let otherDb: DB
	beforeAll(() => {
		otherDb = getDb().dialect === 'postgres' ? getDb().connectAgain() : getDb().db
	})
	beforeEach(() => getDb().clear())

	/** Checks out one cart and has the customer pay at the stand-in; returns the paid session. */
	async function paidCheckout() {
		const response = (await createPayment(
			routeArgs(
				createPaymentRequest({ items: [cartItem()], cartKey: 'cart-webhook-1' }),
				contextFor(getDb().db),
			),
		)) as Response
		const { url } = (await response.json()) as { url: string }
		const session = [...standIn.sessions.values()].find((candidate) => candidate.url === url)!
		return standIn.completeSession(session.id, paidCustomerDetails(CUSTOMER))
	}

	async function deliver(request: Request, db = getDb().db) {
		const response = (await webhook(routeArgs(request, contextFor(db)))) as Response
		return { status: response.status, body: await response.text() }
	}

	async function orderState() {
		const { db } = getDb()
		const order = await db.selectFrom('orders').selectAll().executeTakeFirstOrThrow()
		const history = await db
			.selectFrom('order_status_history')
			.select('status')
			.where('order_id', '=', order.id)
			.orderBy('created_at')
			.execute()
		const mail = await db.selectFrom('outbox').selectAll().orderBy('to_address').execute()
		return { order, history: history.map((entry) => entry.status), mail }
	}

	it('fulfils once for the same completion event 10 times in parallel, and refuses a forged one', async () => {
		const session = await paidCheckout()
		const payload = stripeEvent('evt_completed_1', 'checkout.session.completed', session)
		const forged = stripeEvent('evt_forged', 'checkout.session.completed', {
			...session,
			amount_total: 1,
		})
		const deliveries = await Promise.all([
			...Array.from({ length: 10 }, (_, index) =>
				deliver(webhookRequest(payload), index % 2 ? otherDb : getDb().db),
			),
			deliver(webhookRequest(forged, 'whsec_not_ours')),
		])
		expect(deliveries.slice(0, 10).map((d) => d.status)).toEqual(Array(10).fill(200))
		expect(deliveries[10]).toEqual({ status: 400, body: 'Invalid signature.' })
		const outcomes = deliveries.slice(0, 10).map((d) => JSON.parse(d.body).outcome as string)
		expect(outcomes.filter((outcome) => outcome === 'fulfilled')).toHaveLength(1)
		expect(outcomes.filter((outcome) => outcome === 'duplicate_event')).toHaveLength(9)

		const { order, history, mail } = await orderState()
		expect(await countRows(getDb().db, 'orders')).toBe(1)
		expect(order).toMatchObject({
			status: 'received',
			email: CUSTOMER,
			customer_name: 'Jane Doe',
			ship_line1: '12 Elm Street',
			ship_state: 'IL',
			ship_postal_code: '62701',
			amount_paid_cents: 11016,
			needs_review: 0,
		})
		expect(history).toEqual(['pending_payment', 'received'])
		expect(mail.map((m) => m.to_address)).toEqual([CUSTOMER, SHOP_INBOX])
		expect(mail[0]!.subject).toBe(`Order ${order.number} received: thank you!`)
		expect(mail[1]!.subject).toBe(`New order ${order.number}: 2 screen(s), $110.16`)
		expect(await countRows(getDb().db, 'payment_events')).toBe(1)
	})

	it('has one order and one confirmation when the success page races the webhook', async () => {
		const session = await paidCheckout()
		const payload = stripeEvent('evt_completed_2', 'checkout.session.completed', session)
		const successPage = (db: DB) =>
			paymentSuccess(
				routeArgs(
					new Request(`${SHOP_ORIGIN}/payment-success?session_id=${session.id}`),
					contextFor(db),
				),
			) as Promise<{ state: string; reference: string }>
		const [pageA, , pageB] = await Promise.all([
			successPage(getDb().db),
			deliver(webhookRequest(payload)),
			successPage(otherDb),
			deliver(webhookRequest(payload), otherDb),
		])
		expect(pageA.state).toBe('confirmed')
		expect(pageB.state).toBe('confirmed')
		expect(pageA.reference).toBe(session.id.slice(-8).toUpperCase())

		const { order, history, mail } = await orderState()
		expect(order.status).toBe('received')
		expect(history).toEqual(['pending_payment', 'received'])
		expect(mail.map((m) => m.to_address)).toEqual([CUSTOMER, SHOP_INBOX])
	})

	it('expires the order on the expiry event and flags a payment that comes after it', async () => {
		const session = await paidCheckout()
		const expired = { ...session, status: 'expired', payment_status: 'unpaid' }
		const expiry = await deliver(
			webhookRequest(stripeEvent('evt_expired', 'checkout.session.expired', expired)),
		)
		expect(JSON.parse(expiry.body).outcome).toBe('expired')
		expect((await orderState()).order.status).toBe('expired')

		const late = await deliver(
			webhookRequest(stripeEvent('evt_late', 'checkout.session.completed', session)),
		)
		expect(JSON.parse(late.body).outcome).toBe('late_payment')
		const { order, mail } = await orderState()
		expect(order).toMatchObject({
			status: 'expired',
			needs_review: 1,
			amount_paid_cents: 11016,
			email: CUSTOMER,
		})
		expect(order.review_reason).toMatch(/Paid after the order was expired/)
		expect(mail.map((m) => m.to_address)).toEqual([SHOP_INBOX])
		expect(mail[0]!.subject).toMatch(/^Action needed: payment received for expired order/)
	})

	it('answers 200 to events it does not handle and to payments for orders it does not know', async () => {
		const other = await deliver(
			webhookRequest(stripeEvent('evt_other', 'customer.created', { id: 'cus_1' })),
		)
		expect(other.status).toBe(200)
		const stranger = await deliver(
			webhookRequest(
				stripeEvent('evt_stranger', 'checkout.session.completed', {
					id: 'cs_test_stranger',
					status: 'complete',
					payment_status: 'paid',
					amount_total: 500,
					currency: 'usd',
					metadata: {},
					expires_at: 1_900_000_000,
				}),
			),
		)
		expect(JSON.parse(stranger.body).outcome).toBe('unknown_order')
		const events = await getDb()
			.db.selectFrom('payment_events')
			.select('outcome')
			.orderBy('outcome')
			.execute()
		expect(events.map((e) => e.outcome)).toEqual(['ignored', 'unknown_order'])
	})

	it('is not there while the test provider is active', async () => {
		const { db, dialect } = getDb()
		const context = paymentContext(db, dialect, createTestProvider(db))
		const response = (await webhook(
			routeArgs(webhookRequest(stripeEvent('evt_x', 'customer.created', {})), context),
		)) as Response
		expect(response.status).toBe(404)
	})
})
