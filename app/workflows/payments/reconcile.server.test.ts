import { formatShipsBy } from '#app/domain/shipping/ship-by.ts'
import { beforeEach, expect, it } from 'vitest'
import { createPendingOrder } from '#app/models/order/orders.server.ts'
import { pricedCartOrder } from '#app/workflows/order/priced-orders.server.ts'
import {
	cartItem,
	paymentContext,
	routeArgs,
	SHOP_INBOX,
	SHOP_ORIGIN,
} from '#tests/support/fixtures/payment.ts'
import { paidCustomerDetails } from '#tests/support/stand-ins/stripe.ts'
import { stripeStandInForFile } from '#tests/support/fixtures/stripe.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import type { Receipt } from '#app/domain/order/order-display.ts'
import { loader as paymentSuccess } from '#app/routes/payment-success.tsx'
import { startCheckout } from '#app/workflows/checkout/checkout.server.ts'
import type { PaymentProvider } from '#app/domain/payments/payment-provider.ts'
import { ABANDONED_ORDER_RETENTION_MS, sweepStalePendingOrders } from './reconcile.server.ts'
import { insertOrderActionLink } from '#app/models/order/order-action-links.server.ts'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import { DEFAULT_SHOP } from '#tests/support/fixtures/shop-identity.ts'

const standIn = stripeStandInForFile()

const HOUR = 60 * 60_000
const settings = { shopInbox: SHOP_INBOX, siteUrl: SHOP_ORIGIN, shop: DEFAULT_SHOP }

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
		const stripe = standIn.provider()
		const live = await checkout(stripe)
		const paid = await checkout(stripe, new Date(Date.now() - 3 * HOUR))
		const abandoned = await checkout(stripe, new Date(Date.now() - 3 * HOUR))
		standIn.completeSession(paid.order.provider_session_id!, paidCustomerDetails('lee@example.com'))

		const report = await sweepStalePendingOrders({ db: getDb().db, payments: stripe, settings })
		expect(report).toEqual({ fulfilled: 1, expired: 1, canceled: 0, deleted: 0 })
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
			pricedCartOrder({
				items: [cartItem()],
				shippingMethod: 'standard',
				userId: null,
				email: null,
				provider: 'test',
				idempotencyKey: null,
				clearanceSixteenths: 2,
			}),
			new Date(Date.now() - 2 * HOUR),
		)
		const report = await sweepStalePendingOrders({ db, payments: provider, settings })
		expect(report).toEqual({ fulfilled: 0, expired: 1, canceled: 1, deleted: 0 })
		expect(await statusOf(lapsed.order.id)).toBe('expired')
		expect(await statusOf(orphan.order.id)).toBe('canceled')
		const session = await db
			.selectFrom('test_payment_sessions')
			.select('status')
			.executeTakeFirstOrThrow()
		expect(session.status).toBe('expired')
	})

	it('deletes the rows of orders closed unpaid longer ago than the retention, and only those', async () => {
		const { db } = getDb()
		const provider = createTestProvider(db)
		// Three abandoned checkouts, as a flood leaves them, and one that was paid.
		for (let n = 0; n < 3; n++) await checkout(provider, new Date(Date.now() - 3 * HOUR))
		const paid = await checkout(provider, new Date(Date.now() - 3 * HOUR))
		await db
			.updateTable('orders')
			.set({ status: 'received', paid_at: new Date().toISOString() })
			.where('id', '=', paid.order.id)
			.execute()
		const first = await sweepStalePendingOrders({ db, payments: provider, settings })
		expect(first).toMatchObject({ expired: 3, deleted: 0 })

		const later = new Date(Date.now() + ABANDONED_ORDER_RETENTION_MS + HOUR)
		const second = await sweepStalePendingOrders({ db, payments: provider, settings }, later)
		expect(second).toMatchObject({ deleted: 3 })
		const left = async (
			table:
				| 'orders'
				| 'order_items'
				| 'order_status_history'
				| 'test_payment_sessions'
				| 'payment_events',
		) => (await db.selectFrom(table).selectAll().execute()).length
		expect(await left('orders')).toBe(1)
		expect(await left('test_payment_sessions')).toBe(1)
		expect(await left('payment_events')).toBe(0)
		const history = await db.selectFrom('order_status_history').select('order_id').execute()
		expect(new Set(history.map((h) => h.order_id))).toEqual(new Set([paid.order.id]))
		const items = await db.selectFrom('order_items').select('order_id').execute()
		expect(new Set(items.map((i) => i.order_id))).toEqual(new Set([paid.order.id]))
		// Another instance sweeping at the same moment finds nothing left to do.
		expect(
			await sweepStalePendingOrders({ db, payments: provider, settings }, later),
		).toMatchObject({
			deleted: 0,
		})
	})

	it('deletes one-time order action links a day after they expired, and no sooner', async () => {
		const { db } = getDb()
		const provider = createTestProvider(db)
		const { order } = await checkout(provider)
		const now = new Date()
		for (const [hash, hoursAgo] of [
			['a'.repeat(64), 25],
			['b'.repeat(64), 23],
		] as const) {
			await insertOrderActionLink(
				db,
				{
					orderId: order.id,
					action: 'cancel',
					tokenHash: hash,
					expiresAt: new Date(now.getTime() - hoursAgo * HOUR),
				},
				now,
			)
		}
		await sweepStalePendingOrders({ db, payments: provider, settings }, now)
		const left = await db.selectFrom('order_action_links').select('token_hash').execute()
		expect(left.map((row) => row.token_hash)).toEqual(['b'.repeat(64)])
	})

	it('tells the success page when the payment is not confirmed yet, and when a link is unknown', async () => {
		const { db, dialect } = getDb()
		const stripe = standIn.provider()
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
				shipsBy: string | null
				fit: string | null
				changed: boolean
			}>
		// No receipt while the payment is not confirmed.
		expect(await visit(`?session_id=${order.provider_session_id}`)).toEqual({
			state: 'pending',
			reference: order.number,
			providerName: 'Stripe',
			receipt: null,
			shipsBy: null,
			fit: null,
			changed: false,
		})
		expect(await visit('?session_id=cs_test_nobody_knows_this')).toMatchObject({
			state: 'unknown',
			reference: null,
		})
		expect(await visit('')).toMatchObject({ state: 'unknown', reference: null })

		standIn.completeSession(order.provider_session_id!, paidCustomerDetails())
		const confirmed = await visit(`?session_id=${order.provider_session_id}`)
		expect(confirmed.state).toBe('confirmed')
		const stored = (await db
			.selectFrom('orders')
			.select('ship_by')
			.where('id', '=', order.id)
			.executeTakeFirstOrThrow())!.ship_by
		expect(confirmed.shipsBy).toBe(formatShipsBy(stored!))
		// The order was made under the shop's default clearance, 1/8".
		expect(confirmed.fit).toBe(
			'Measure the opening; we make the screen 1/8" smaller in width and height so it fits.',
		)
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
			discount: null,
			taxLabel: 'Tax (8%)',
			tax: '$8.16',
			shipping: { label: 'Standard (UPS Ground, 5-7 business days)', amount: 'FREE' },
			total: '$110.16',
			refunds: [],
			shipTo: ['Jane Doe', '12 Elm Street', 'Apt 4', 'Springfield, IL 62701'],
		})
		expect(context.wakeups()).toBe(1)
	})
})
