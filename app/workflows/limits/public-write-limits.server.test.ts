// Issue 11, finding 3: one address could make thousands of pending orders (each a payment session
// at the provider) and inquiry e-mails in seconds. Now each public write that costs something is
// limited per client address, in the database, and refused with 429, Retry-After and the form's
// own error words.
import { beforeEach, expect, it } from 'vitest'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import {
	cartItem,
	countRows,
	createPaymentRequest,
	paymentContext,
	routeArgs,
	SHOP_ORIGIN,
} from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { action as createPayment } from '#app/routes/api.create-payment.ts'
import { action as bulkOrders } from '#app/routes/bulk-orders.tsx'
import { action as orderPage } from '#app/routes/order.tsx'
import { PUBLIC_WRITE_LIMITS } from './public-write-limits.server.ts'

function formPost(path: string, fields: Record<string, string>): Request {
	return new Request(`${SHOP_ORIGIN}${path}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams(fields).toString(),
	})
}

/** What an action answered: a Response, or React Router's data() for a page action. */
function statusOf(answer: unknown): { status: number; headers: Headers; body: unknown } {
	if (answer instanceof Response)
		return { status: answer.status, headers: answer.headers, body: null }
	const value = answer as { init?: { status?: number; headers?: HeadersInit }; data?: unknown }
	return {
		status: value.init?.status ?? 200,
		headers: new Headers(value.init?.headers),
		body: value.data ?? answer,
	}
}

describeEachDatabase('per-address limits on public writes', (getDb) => {
	const context = (clientAddress = '198.51.100.7') => {
		const { db, dialect } = getDb()
		return { ...paymentContext(db, dialect, createTestProvider(db)), clientAddress }
	}
	beforeEach(() => getDb().clear())

	it('create-payment: the 21st in ten minutes from one address is 429 with Retry-After; another address still pays', async () => {
		const { limit } = PUBLIC_WRITE_LIMITS['create-payment']
		const ctx = context()
		const statuses: number[] = []
		for (let n = 0; n <= limit; n++) {
			const body = { items: [cartItem({ width: 6 + n })] }
			const response = (await createPayment(routeArgs(createPaymentRequest(body), ctx))) as Response
			statuses.push(response.status)
			if (response.status === 429) {
				expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
				expect(await response.json()).toEqual({
					error: 'Payment Error',
					message: expect.stringMatching(
						/^Failed to create payment session\. Please try again\. Too many requests from your network: please wait \d+ minutes\.$/,
					),
				})
			}
		}
		expect(statuses).toEqual([...Array(limit).fill(200), 429])
		expect(await countRows(getDb().db, 'orders')).toBe(limit)

		const other = (await createPayment(
			routeArgs(createPaymentRequest({ items: [cartItem()] }), context('198.51.100.8')),
		)) as Response
		expect(other.status).toBe(200)
	})

	it('inquiries: the 6th from one address is 429 with the spec toast, and queues no e-mail', async () => {
		const { limit } = PUBLIC_WRITE_LIMITS.inquiry
		const ctx = context()
		const answers = []
		for (let n = 0; n <= limit; n++) {
			const request = formPost('/order', { email: 'a@example.com', inquiry: `Question ${n}?` })
			answers.push(statusOf(await orderPage(routeArgs(request, ctx))))
		}
		expect(answers.map((a) => a.status)).toEqual([...Array(limit).fill(200), 429])
		const refused = answers.at(-1)!
		expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
		expect(refused.body).toMatchObject({
			status: 'throttled',
			message: {
				title: 'Error',
				description: expect.stringMatching(
					/^Failed to send your inquiry\. Please try again\. Too many/,
				),
				variant: 'destructive',
			},
		})
		expect(await countRows(getDb().db, 'outbox')).toBe(limit)
	})

	it('bulk quotes: the 6th from one address is 429 with Retry-After and stores nothing', async () => {
		const { limit } = PUBLIC_WRITE_LIMITS['bulk-quote']
		const ctx = context()
		const statuses: number[] = []
		let last
		for (let n = 0; n <= limit; n++) {
			const request = formPost('/bulk-orders', {
				name: 'Pat Builder',
				email: 'pat@example.com',
				quantity: String(100 + n),
				message: `Quote ${n} for a housing project.`,
			})
			last = statusOf(await bulkOrders(routeArgs(request, ctx)))
			statuses.push(last.status)
		}
		expect(statuses).toEqual([...Array(limit).fill(302), 429])
		expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThan(0)
		expect(last!.body).toMatchObject({ formError: expect.stringMatching(/Too many requests/) })
		expect(await countRows(getDb().db, 'outbox')).toBe(limit)
	})
})
