import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { createPendingOrder } from '#app/models/orders.server.ts'
import {
	cartItem,
	paymentContext,
	routeArgs,
	SHOP_INBOX,
	SHOP_ORIGIN,
	stripeProviderFor,
} from '#tests/support/payment-test-support.ts'
import {
	createStripeStandIn,
	paidCustomerDetails,
	type StripeStandIn,
} from '#tests/support/stripe-stand-in.ts'
import type { Receipt } from '#app/domain/order-display.ts'
import { describeEachDatabase } from '#tests/support/test-databases.ts'
import { loader as paymentSuccess } from '#app/routes/payment-success.tsx'
import { startCheckout } from './checkout.server.ts'
import type { PaymentProvider } from '#app/domain/payment-provider.ts'
import { sweepStalePendingOrders } from './reconcile.server.ts'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'

let standIn: StripeStandIn
beforeAll(async () => {
	standIn = await createStripeStandIn()
})
afterAll(() => standIn.close())

const HOUR = 60 * 60_000
const settings = { shopInbox: SHOP_INBOX, siteUrl: SHOP_ORIGIN }

describeEachDatabase('reconciling with the provider', (getDb) => {
	beforeEach(() => getDb().clear())

	async function checkout(payments: PaymentProvider, at = new Date()) {
		const { url, orderId } = await startCheckout(
			{ db: getDb().db, payments, ttlMinutes: 60, now: () => at },
			{
				items: [cartItem()],
				shippingMethod: 'standard',
				user: null,
				cartKey: null,
				origin: SHOP_ORIGIN,
			},
		)
		const order = await getDb()
			.db.selectFrom('orders')
			.selectAll()
			.where('id', '=', orderId)
			.executeTakeFirstOrThrow()
		return { url, order }
	}
	const statusOf = async (id: string) =>
		(
			await getDb()
				.db.selectFrom('orders')
				.select('status')
				.where('id', '=', id)
				.executeTakeFirstOrThrow()
		).status

	it('leaves live sessions alone, fulfils one paid past the webhook, expires the rest', async () => {
		const stripe = stripeProviderFor(standIn.apiBase)
		const live = await checkout(stripe)
		const paid = await checkout(stripe, new Date(Date.now() - 3 * HOUR))
		const abandoned = await checkout(stripe, new Date(Date.now() - 3 * HOUR))
		standIn.completeSession(paid.order.provider_session_id!, paidCustomerDetails('lee@example.com'))

		const report = await sweepStalePendingOrders({ db: getDb().db, payments: stripe, settings })
		expect(report).toEqual({ fulfilled: 1, expired: 1, canceled: 0 })
		expect(await statusOf(live.order.id)).toBe('pending_payment')
		expect(await statusOf(paid.order.id)).toBe('received')
		expect(await statusOf(abandoned.order.id)).toBe('expired')
		expect(standIn.sessions.get(abandoned.order.provider_session_id!)!.status).toBe('expired')
		const mail = await getDb()
			.db.selectFrom('outbox')
			.select('to_address')
			.orderBy('to_address')
			.execute()
		expect(mail.map((m) => m.to_address)).toEqual(['lee@example.com', SHOP_INBOX])
	})

	it('expires lapsed test-provider sessions and cancels orders that never got a session', async () => {
		const { db } = getDb()
		const provider = createTestProvider(db)
		const lapsed = await checkout(provider, new Date(Date.now() - 3 * HOUR))
		const orphan = await createPendingOrder(
			db,
			{
				items: [cartItem()],
				shippingMethod: 'standard',
				userId: null,
				email: null,
				provider: 'test',
				idempotencyKey: null,
			},
			new Date(Date.now() - 2 * HOUR),
		)
		const report = await sweepStalePendingOrders({ db, payments: provider, settings })
		expect(report).toEqual({ fulfilled: 0, expired: 1, canceled: 1 })
		expect(await statusOf(lapsed.order.id)).toBe('expired')
		expect(await statusOf(orphan.order.id)).toBe('canceled')
		const session = await db
			.selectFrom('test_payment_sessions')
			.select('status')
			.executeTakeFirstOrThrow()
		expect(session.status).toBe('expired')
	})

	it('tells the success page when the payment is not confirmed yet, and when a link is unknown', async () => {
		const { db, dialect } = getDb()
		const stripe = stripeProviderFor(standIn.apiBase)
		const { order } = await checkout(stripe)
		const context = paymentContext(db, dialect, stripe)
		const visit = (query: string) =>
			paymentSuccess(
				routeArgs(new Request(`${SHOP_ORIGIN}/payment-success${query}`), context),
			) as Promise<{
				state: string
				reference: string | null
				providerName: string
				receipt: Receipt | null
			}>
		// No receipt while the payment is not confirmed.
		expect(await visit(`?session_id=${order.provider_session_id}`)).toEqual({
			state: 'pending',
			reference: order.number,
			providerName: 'Stripe',
			receipt: null,
		})
		expect(await visit('?session_id=cs_test_nobody_knows_this')).toMatchObject({
			state: 'unknown',
			reference: null,
		})
		expect(await visit('')).toMatchObject({ state: 'unknown', reference: null })

		standIn.completeSession(order.provider_session_id!, paidCustomerDetails())
		const confirmed = await visit(`?session_id=${order.provider_session_id}`)
		expect(confirmed.state).toBe('confirmed')
		expect(confirmed.receipt).toEqual({
			items: [
				{
					description: 'Custom Window Screen',
					size: '30 7/16" x 40 1/2"',
					label: null,
					quantity: 2,
					lineTotal: '$102.00',
				},
			],
			subtotal: '$102.00',
			taxLabel: 'Tax (8%)',
			tax: '$8.16',
			shipping: { label: 'Standard (UPS Ground, 5-7 business days)', amount: 'FREE' },
			total: '$110.16',
			shipTo: ['Jane Doe', '12 Elm Street', 'Apt 4', 'Springfield, IL 62701'],
		})
		expect(context.wakeups()).toBe(1)
	})
})
