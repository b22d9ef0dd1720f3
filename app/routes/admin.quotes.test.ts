// /admin/quotes through its loader: a quote reads "Approved" until its order is paid, then
// "Paid" with the number of that order (the page links it to /admin/order).
import { beforeEach, expect, it } from 'vitest'
import type { QuoteReviewView, QuoteRowView } from '#app/components/admin/quote-review.tsx'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import { acceptQuote } from '#app/workflows/quote/quote-payment.server.ts'
import { adminRequest, call, freshAdminSession } from '#tests/support/fixtures/admin.ts'
import { SHOP_ORIGIN, type TestAppContext } from '#tests/support/fixtures/payment.ts'
import { approvedQuote, payTestCheckout } from '#tests/support/fixtures/quotes.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { loader } from './admin.quotes.tsx'

type Page = { quotes: QuoteRowView[]; open: QuoteReviewView | null }

describeEachDatabase('/admin/quotes', (getDb) => {
	let ctx: TestAppContext
	let cookie: string
	beforeEach(async () => {
		;({ ctx, cookie } = await freshAdminSession(getDb()))
	})
	const page = async (query = '') =>
		(await call(loader, adminRequest(`/admin/quotes${query}`, cookie), ctx)).data as Page

	it('shows a paid quote as "Paid" with its order, in the list and opened', async () => {
		const { db } = getDb()
		const { quote, token } = await approvedQuote(db)
		const { quote: unpaid } = await approvedQuote(db, { email: 'lee@example.com' })
		const started = await acceptQuote(
			{ db, payments: createTestProvider(db), ttlMinutes: 60, waitForSessionMs: 5_000 },
			{ token, origin: SHOP_ORIGIN },
		)
		if (started.status !== 'checkout') throw new Error(started.status)

		// Accepted, not yet paid: still "Approved", no order to link.
		const before = await page(`?id=${quote.id}`)
		expect(before.open).toMatchObject({ status: 'Approved', paidOrderNumber: null })

		expect((await payTestCheckout(db, started.url, new Date())).outcome).toBe('paid')
		const order = await db
			.selectFrom('orders')
			.select('number')
			.where('id', '=', started.orderId)
			.executeTakeFirstOrThrow()
		expect(order.number).toMatch(/^[A-Z0-9]{8}$/)

		const after = await page(`?id=${quote.id}`)
		const row = (id: string) => after.quotes.find((each) => each.id === id)
		expect(row(quote.id)).toMatchObject({ status: 'Paid', paidOrderNumber: order.number })
		expect(row(unpaid.id)).toMatchObject({ status: 'Approved', paidOrderNumber: null })
		expect(after.open).toMatchObject({ status: 'Paid', paidOrderNumber: order.number })
	})
})
