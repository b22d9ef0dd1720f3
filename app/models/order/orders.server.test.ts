import { beforeEach, expect, it } from 'vitest'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { moveOrder } from '#app/workflows/order/order-moves.server.ts'
import { moveSettings, paidOrder, unpaidOrder } from '#tests/support/fixtures/admin.ts'
import { findOrderForAdmin, listOrdersForAdmin } from './order-lists.server.ts'

const hour = (h: number) => new Date(Date.UTC(2030, 3, 2, h))

describeEachDatabase('the back-office orders list', (getDb) => {
	beforeEach(() => getDb().clear())

	async function threePaidOrders() {
		const { db } = getDb()
		const first = await paidOrder(db, { at: hour(10), email: 'ann_lee@example.com' })
		const second = await paidOrder(db, { at: hour(11), email: 'Bob.Stone@Example.com' })
		const third = await paidOrder(db, { at: hour(12), email: 'cy@example.org' })
		return [first, second, third] as const
	}
	const numbers = (page: { orders: { number: string | null }[] }) =>
		page.orders.map((order) => order.number)

	it('lists paid orders newest first, a page at a time, and answers a page past the end with the last', async () => {
		const { db } = getDb()
		const [first, second, third] = await threePaidOrders()
		await unpaidOrder(db, hour(13))

		const page1 = await listOrdersForAdmin(db, { page: 1, pageSize: 2 })
		expect(page1).toMatchObject({ total: 3, page: 1, pageCount: 2 })
		expect(numbers(page1)).toEqual([third.number, second.number])
		const page2 = await listOrdersForAdmin(db, { page: 2, pageSize: 2 })
		expect(numbers(page2)).toEqual([first.number])
		expect(await listOrdersForAdmin(db, { page: 9, pageSize: 2 })).toEqual(page2)
		expect(page1.orders[0]).toMatchObject({
			email: 'cy@example.org',
			customer_name: 'Pat Lee',
			screen_count: 2,
			total_cents: third.total_cents,
			status: 'received',
			needs_review: 0,
		})
	})

	it('filters by status, including orders that were never paid', async () => {
		const { db } = getDb()
		const [first, second] = await threePaidOrders()
		const unpaid = await unpaidOrder(db, hour(13))
		await moveOrder(
			db,
			{
				orderId: second.id,
				from: 'received',
				to: 'in_production',
				actor: { id: 'a', email: 'a@x' },
			},
			moveSettings(db),
		)
		expect(numbers(await listOrdersForAdmin(db, { page: 1, status: 'in_production' }))).toEqual([
			second.number,
		])
		const received = await listOrdersForAdmin(db, { page: 1, status: 'received' })
		expect(received.total).toBe(2)
		expect(numbers(received)).toContain(first.number)
		const pending = await listOrdersForAdmin(db, { page: 1, status: 'pending_payment' })
		expect(numbers(pending)).toEqual([unpaid.number])
	})

	it('searches by part of an order number or e-mail in any case, taking % and _ literally', async () => {
		const { db } = getDb()
		const [first, second, third] = await threePaidOrders()
		const search = async (text: string) =>
			numbers(await listOrdersForAdmin(db, { page: 1, search: text }))
		expect(await search(second.number.toLowerCase())).toEqual([second.number])
		expect(await search(`#${third.number.slice(2, 7)}`)).toEqual([third.number])
		expect(await search('bob.STONE@example')).toEqual([second.number])
		expect(await search('example.com')).toEqual([second.number, first.number])
		expect(await search('ann_lee')).toEqual([first.number])
		expect(await search('ann%lee')).toEqual([])
		expect(await search('n_l')).toEqual([first.number])
		expect(await search('a_n')).toEqual([])
		expect(await search('nobody')).toEqual([])
	})

	it('shows only orders flagged for review when asked', async () => {
		const { db } = getDb()
		const [, second] = await threePaidOrders()
		await db
			.updateTable('orders')
			.set({ needs_review: 1, review_reason: 'Paid after the order was expired' })
			.where('id', '=', second.id)
			.execute()
		const flagged = await listOrdersForAdmin(db, { page: 1, flagged: true })
		expect(numbers(flagged)).toEqual([second.number])
		expect(flagged.orders[0]!.needs_review).toBe(1)
	})

	it('finds one order by number with its items and history', async () => {
		const { db } = getDb()
		const [first] = await threePaidOrders()
		const order = await findOrderForAdmin(db, first.number)
		expect(order).toMatchObject({
			number: first.number,
			email: 'ann_lee@example.com',
			ship_line1: '9 Birch Road',
			payment_reference: expect.stringMatching(/^test_payment_/),
			items: [{ width: 30, width_sixteenths: 7, height: 40, height_sixteenths: 8, quantity: 2 }],
		})
		expect(order!.history.map((entry) => entry.status)).toEqual(['pending_payment', 'received'])
		expect(await findOrderForAdmin(db, 'ZZZZZZZZ')).toBeUndefined()
	})
})
