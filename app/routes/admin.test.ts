import { beforeEach, expect, it } from 'vitest'
import { adminRequest, call, paidOrder, freshAdminSession } from '#tests/support/fixtures/admin.ts'
import type { TestAppContext } from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { loader } from './admin.tsx'

type Home = {
	dashboard: {
		today: { orders: number; revenue: string }
		waiting: { label: string; count: number }[]
	}
	filters: { q: string; status: string; review: boolean }
	problem: string | null
	list: {
		rows: { number: string; email: string; total: string; statusLabel: string; flagged: boolean }[]
		total: number
		page: number
		pageCount: number
		filterQuery: string
	} | null
}

describeEachDatabase('/admin', (getDb) => {
	let ctx: TestAppContext
	let cookie: string
	beforeEach(async () => {
		;({ ctx, cookie } = await freshAdminSession(getDb()))
	})
	const home = async (query = '') => {
		const answer = await call(loader, adminRequest(`/admin${query}`, cookie), ctx)
		return { status: answer.status, ...(answer.data as Home) }
	}

	it("shows today's figures and the paid orders, newest first, with the filter in the page links", async () => {
		const first = await paidOrder(ctx.db, { email: 'ann@example.com' })
		const second = await paidOrder(ctx.db, { email: 'bob@example.com' })
		await ctx.db.updateTable('orders').set({ needs_review: 1 }).where('id', '=', first.id).execute()
		const page = await home()
		expect(page.status).toBe(200)
		expect(page.dashboard.today).toEqual({ orders: 2, revenue: '$220.32' })
		expect(page.dashboard.waiting).toEqual([
			{ status: 'received', label: 'Order Received', count: 2 },
			{ status: 'in_production', label: 'In Production', count: 0 },
			{ status: 'quality_check', label: 'Quality Check', count: 0 },
		])
		expect(page.list!.rows).toMatchObject([
			{ number: second.number, email: 'bob@example.com', total: '$110.16', flagged: false },
			{ number: first.number, statusLabel: 'Order Received', flagged: true },
		])

		const filtered = await home('?q=ANN&status=received&review=1&page=1')
		expect(filtered.filters).toEqual({ q: 'ANN', status: 'received', review: true })
		expect(filtered.list!.rows.map((row) => row.number)).toEqual([first.number])
		expect(filtered.list!.filterQuery).toBe('q=ANN&status=received&review=1')
	})

	it.each([
		['?page=0', 'The page must be a whole number from 1.'],
		['?page=two', 'The page must be a whole number from 1.'],
		['?status=lost', 'Choose a status from the list.'],
		[`?q=${'x'.repeat(101)}`, 'Search for at most 100 characters.'],
	])('answers %s with 400 and a message instead of the list', async (query, message) => {
		const page = await home(query)
		expect(page).toMatchObject({ status: 400, problem: message, list: null })
	})
})
