// /track-order's status area after refunds, on both databases: each refund that went through as
// 'Refunded $X.XX on <date>', under the status (Canceled once the order is canceled).
import { beforeEach, expect, it } from 'vitest'
import type { TrackOrderResult } from '#app/components/order/track-order-result.ts'
import { formatOrderDate } from '#app/domain/order/order-display.ts'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import { cancelOrder } from '#app/workflows/order/cancel-order.server.ts'
import { refundOrder } from '#app/workflows/payments/refunds.server.ts'
import { moveSettings, paidOrder } from '#tests/support/fixtures/admin.ts'
import { paymentContext, routeArgs, SHOP_ORIGIN } from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { action } from './track-order.tsx'

const EMAIL = 'pat.lee@example.com'
const OWNER = { id: 'admin-1', email: 'owner@shop.test' }

describeEachDatabase('/track-order after refunds', (getDb) => {
	beforeEach(() => getDb().clear())

	async function track(orderNumber: string) {
		const { db, dialect } = getDb()
		const request = new Request(`${SHOP_ORIGIN}/track-order`, {
			method: 'POST',
			body: new URLSearchParams({ orderNumber, email: EMAIL }),
		})
		const context = paymentContext(db, dialect, createTestProvider(db))
		const result = (await action(routeArgs(request, context))) as { data: TrackOrderResult }
		return result.data.order!
	}

	it('shows each refund under the status, and Canceled with the rest refunded', async () => {
		const { db } = getDb()
		const order = await paidOrder(db, { email: EMAIL })
		const deps = { ...moveSettings(db), db }
		expect((await track(order.number)).refunds).toEqual([])
		const now = new Date()
		await refundOrder(
			deps,
			{
				orderId: order.id,
				amountCents: 1234,
				kind: 'partial',
				reason: 'Bent frame',
				actor: OWNER,
				idempotencyKey: 'r1',
			},
			now,
		)
		// A second later, so the two refunds have their order.
		await cancelOrder(
			deps,
			{ orderId: order.id, by: 'owner', actor: OWNER, idempotencyKey: 'c1' },
			new Date(now.getTime() + 1000),
		)
		const today = formatOrderDate(now)
		const rest = ((order.amount_paid_cents! - 1234) / 100).toFixed(2)
		expect(await track(order.number)).toMatchObject({
			statusLabel: 'Canceled',
			refunds: [`Refunded $12.34 on ${today}`, `Refunded $${rest} on ${today}`],
		})
	})
})
