import { beforeEach, expect, it } from 'vitest'
import { adminRequest, call, freshAdminSession, paidOrder } from '#tests/support/fixtures/admin.ts'
import type { ProductionView } from '#app/components/admin/production-queue.tsx'
import { findOrder } from '#app/models/order/orders.server.ts'
import { cartItem, type TestAppContext } from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { action, loader } from './admin.production.tsx'
import { loader as packingSlip } from './admin.packing-slip.tsx'
import { loader as workOrder } from './admin.work-order.tsx'

describeEachDatabase('/admin/production and the printable sheets', (getDb) => {
	let ctx: TestAppContext
	let cookie: string
	beforeEach(async () => {
		;({ ctx, cookie } = await freshAdminSession(getDb()))
	})

	it('answers guests 404 on every page and action', async () => {
		const order = await paidOrder(ctx.db)
		for (const [handler, path] of [
			[loader, '/admin/production'],
			[workOrder, `/admin/work-order?number=${order.number}`],
			[packingSlip, `/admin/packing-slip?number=${order.number}`],
		] as const) {
			const answer = await call(handler, adminRequest(path, null), ctx)
			expect(answer.status, path).toBe(404)
		}
		const post = await call(
			action,
			adminRequest('/admin/production', null, { order: `${order.id}|received` }),
			ctx,
		)
		expect(post.status).toBe(404)
		expect((await findOrder(ctx.db, order.id))!.status).toBe('received')
	})

	it('lists the queue with a next stage, and refuses an empty or forged selection with 400', async () => {
		const order = await paidOrder(ctx.db)
		const answer = await call(loader, adminRequest('/admin/production', cookie), ctx)
		const { view } = answer.data as { view: ProductionView }
		expect(view.rows).toMatchObject([
			{ number: order.number, statusLabel: 'Order Received', nextLabel: 'In Production' },
		])
		expect(view.counts.total).toBe(1)
		const forms: Record<string, string>[] = [
			{},
			{ order: 'no-bar' },
			{ order: `${order.id}|flying` },
		]
		for (const form of forms) {
			const post = await call(action, adminRequest('/admin/production', cookie, form), ctx)
			expect(post.status, JSON.stringify(form)).toBe(400)
		}
		expect((await findOrder(ctx.db, order.id))!.status).toBe('received')
	})

	it('stores the clearance on the order, and the work order cuts the opening less that clearance', async () => {
		// 3/16": not the default, so the stored value is the one read.
		const order = await paidOrder(ctx.db, {
			clearanceSixteenths: 3,
			items: [
				cartItem({ width: 30, widthSixteenths: 1, height: 40, heightSixteenths: 8, quantity: 1 }),
			],
		})
		expect((await findOrder(ctx.db, order.id))!.clearance_sixteenths).toBe(3)
		const sheet = await workOrderOf(order.number)
		expect(sheet.clearance).toBe('3/16" off width and height')
		expect(sheet.screens).toMatchObject([
			{
				opening: '30 1/16" x 40 1/2"',
				finished: '29 7/8" x 40 5/16"',
				// The frame is cut from the finished size: 29 7/8" - 1 1/16" = 28 13/16".
				cuts: expect.arrayContaining([{ label: 'Frame, top and bottom', value: '2 x 28 13/16"' }]),
			},
		])
	})

	it('builds an order from before the clearance was stored to the size ordered', async () => {
		const order = await paidOrder(ctx.db, { items: [cartItem({ quantity: 1 })] })
		await ctx.db
			.updateTable('orders')
			.set({ clearance_sixteenths: null })
			.where('id', '=', order.id)
			.execute()
		const sheet = await workOrderOf(order.number)
		expect(sheet.clearance).toBe('None')
		expect(sheet.screens).toMatchObject([
			{ opening: '30 7/16" x 40 1/2"', finished: '30 7/16" x 40 1/2"' },
		])
	})

	async function workOrderOf(number: string) {
		const answer = await call(
			workOrder,
			adminRequest(`/admin/work-order?number=${number}`, cookie),
			ctx,
		)
		expect(answer.status).toBe(200)
		const { order } = answer.data as {
			order: {
				clearance: string
				screens: { opening: string; finished: string; cuts: { label: string; value: string }[] }[]
			}
		}
		return order
	}

	it('answers 400 and 404 for a bad or unknown order number on the sheets', async () => {
		for (const handler of [workOrder, packingSlip]) {
			const bad = await call(handler, adminRequest('/admin/work-order?number=x', cookie), ctx)
			expect(bad.status).toBe(400)
			const unknown = await call(
				handler,
				adminRequest('/admin/work-order?number=ABCDEFGH', cookie),
				ctx,
			)
			expect(unknown.status).toBe(404)
		}
	})
})
