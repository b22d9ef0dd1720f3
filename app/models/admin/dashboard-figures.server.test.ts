import { beforeEach, expect, it } from 'vitest'
import type { OrderStatus } from '#app/domain/order/order-status.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { cartItem } from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { dashboardFigures } from './dashboard-figures.server.ts'
import { createInquiry } from '#app/workflows/inquiry/inquiry-submission.server.ts'
import { moveOrder } from '#app/workflows/order/order-moves.server.ts'
import { refundOrder } from '#app/workflows/payments/refunds.server.ts'
import { moveSettings, paidOrder, unpaidOrder } from '#tests/support/fixtures/admin.ts'
import { listInquiries, markInquiryHandled } from '#app/models/inquiry/inquiries.server.ts'

// Wednesday, April 3, 2030, noon in New York (EDT, UTC-4). The week began Monday, April 1.
const NOW = new Date('2030-04-03T16:00:00.000Z')
const admin = { id: 'admin-1', email: 'owner@shop.test' }

describeEachDatabase('the dashboard line', (getDb) => {
	beforeEach(() => getDb().clear())

	async function walk(orderId: string, steps: OrderStatus[]) {
		for (let i = 1; i < steps.length; i++) {
			const outcome = await moveOrder(
				getDb().db,
				{
					orderId,
					from: steps[i - 1]!,
					to: steps[i]!,
					actor: admin,
					shipment: { carrier: 'UPS', trackingNumber: '1Z1' },
				},
				moveSettings(getDb().db),
			)
			if (!outcome.ok) throw new Error(outcome.reason)
		}
	}

	it('counts paid orders and revenue of the shop day and week, and what waits at each step', async () => {
		const { db } = getDb()
		const today = await paidOrder(db, {
			at: new Date('2030-04-03T14:00:00Z'),
			items: [cartItem({ quantity: 1 })],
		})
		const late = await paidOrder(db, {
			at: new Date('2030-04-03T03:30:00Z'),
			items: [cartItem({ quantity: 2 })],
		})
		const monday = await paidOrder(db, {
			at: new Date('2030-04-01T04:00:00Z'),
			items: [cartItem({ quantity: 3 })],
		})
		const lastSunday = await paidOrder(db, {
			at: new Date('2030-04-01T03:59:00Z'),
			items: [cartItem({ quantity: 4 })],
		})
		const canceledToday = await paidOrder(db, {
			at: new Date('2030-04-03T15:00:00Z'),
			items: [cartItem({ quantity: 5 })],
		})
		const shippedToday = await paidOrder(db, {
			at: new Date('2030-04-03T15:30:00Z'),
			items: [cartItem({ quantity: 6 })],
		})
		await unpaidOrder(db, new Date('2030-04-03T15:45:00Z'))
		await walk(late.id, ['received', 'in_production'])
		await walk(monday.id, ['received', 'in_production', 'quality_check'])
		await walk(canceledToday.id, ['received', 'canceled'])
		await walk(shippedToday.id, ['received', 'in_production', 'quality_check', 'shipped'])
		await db
			.updateTable('orders')
			.set({ needs_review: 1 })
			.where('id', '=', lastSunday.id)
			.execute()
		const env = parseEnv({ NODE_ENV: 'test', SHOP_INBOX: 'shop@shop.test' })
		await createInquiry(db, { kind: 'question', email: 'a@example.com', message: 'Sizes?' }, env)
		await createInquiry(db, { kind: 'question', email: 'b@example.com', message: 'Colors?' }, env)
		await markInquiryHandled(db, (await listInquiries(db))[0]!.id)

		// A refund of part of today's order counts against the revenue.
		await refundOrder(
			{ ...moveSettings(db), db },
			{
				orderId: today.id,
				amountCents: 700,
				kind: 'partial',
				reason: 'Goodwill',
				actor: admin,
				idempotencyKey: 'dashboard-refund',
			},
		)

		const figures = await dashboardFigures(db, NOW)
		// Different quantities, so every order has its own total.
		expect(new Set([today, late, monday, lastSunday].map((o) => o.total_cents)).size).toBe(4)
		// 11:30 PM on Tuesday in New York is not today, though it is April 3 in UTC.
		const sum = (...orders: { total_cents: number }[]) =>
			orders.reduce((total, order) => total + order.total_cents, 0)
		expect(figures.today).toEqual({ orders: 2, revenueCents: sum(today, shippedToday) - 700 })
		expect(figures.week).toEqual({
			orders: 4,
			revenueCents: sum(today, shippedToday, late, monday) - 700,
		})
		expect(figures.waiting).toEqual({ received: 2, in_production: 1, quality_check: 1 })
		expect(figures.flagged).toBe(1)
		expect(figures.newInquiries).toBe(1)
	})

	it('answers zeros for a shop with no orders', async () => {
		expect(await dashboardFigures(getDb().db, NOW)).toEqual({
			today: { orders: 0, revenueCents: 0 },
			week: { orders: 0, revenueCents: 0 },
			waiting: { received: 0, in_production: 0, quality_check: 0 },
			flagged: 0,
			newInquiries: 0,
		})
	})
})
