// The owner's refund actions on /admin/order, on both databases: a part of an order (amount and
// reason, at most what is left, else a 4xx naming the most), the shipping once, cancel with
// refund, each in the history with who did it and shown as 'Refunded $X.XX on <date>'; a double
// submit of one form refunds once; anyone but an admin gets 404 and refunds nothing.
import { beforeEach, expect, it } from 'vitest'
import type { RefundsView } from '#app/components/admin/order-refunds.tsx'
import type { AdminOrderDetails } from '#app/components/admin/order-details.tsx'
import { findOrder } from '#app/models/order/orders.server.ts'
import { listTestRefunds } from '#app/models/payments/test-payment-refunds.server.ts'
import { formatOrderDate } from '#app/domain/order/order-display.ts'
import {
	adminRequest,
	call,
	freshAdminSession,
	paidOrder,
	signedInCustomer,
} from '#tests/support/fixtures/admin.ts'
import type { TestAppContext } from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { action, loader } from './admin.order.tsx'

const CUSTOMER = 'robin@example.com'
const KEY = '0f5c2a4e-9b7d-4c1e-8a3f-2d6b9e1c7a55'

describeEachDatabase('/admin/order refunds', (getDb) => {
	let ctx: TestAppContext
	let cookie: string
	let order: Awaited<ReturnType<typeof paidOrder>>
	beforeEach(async () => {
		;({ ctx, cookie } = await freshAdminSession(getDb(), 'owner@shop.test'))
		order = await paidOrder(ctx.db, { email: CUSTOMER, shippingMethod: 'expedited' })
	})

	const url = () => `/admin/order?number=${order.number}`
	const view = async () => {
		const answer = await call(loader, adminRequest(url(), cookie), ctx)
		return answer.data as { order: AdminOrderDetails; refunds: RefundsView }
	}
	const post = (form: Record<string, string>, as = cookie) =>
		call(action, adminRequest(url(), as, form), ctx)

	it('refunds part of the order, records who and why, and shows it', async () => {
		const before = await view()
		expect(before.refunds).toMatchObject({
			paid: '$135.11',
			refunded: '$0.00',
			left: '$135.11',
			canRefund: true,
			shippingButton: 'Refund shipping ($24.95)',
			lines: [],
		})
		const refunded = await post({
			intent: 'refund',
			key: KEY,
			amount: '$12.34',
			reason: 'One screen bent',
		})
		expect(refunded.status).toBe(302)
		// The same form sent twice (a double click): one refund.
		expect((await post({ intent: 'refund', key: KEY, amount: '12.34', reason: 'x' })).status).toBe(
			302,
		)
		const after = await view()
		const today = formatOrderDate(new Date())
		expect(after.refunds).toMatchObject({
			refunded: '$12.34',
			left: '$122.77',
			lines: [`Refunded $12.34 on ${today}`],
		})
		expect(after.order.history.at(-1)).toMatchObject({
			who: 'owner@shop.test',
			note: 'Refunded $12.34: One screen bent',
		})
		expect(await listTestRefunds(ctx.db, order.payment_reference!)).toHaveLength(1)
		const mails = await ctx.db
			.selectFrom('outbox')
			.select('subject')
			.where('to_address', '=', CUSTOMER)
			.where('subject', 'like', 'We refunded%')
			.execute()
		expect(mails).toEqual([{ subject: `We refunded $12.34 on your order ${order.number}` }])
	})

	it('refuses more than is left with 422 and the most that can be refunded, and bad input with 400', async () => {
		const tooMuch = await post({ intent: 'refund', key: KEY, amount: '500', reason: 'Refund' })
		expect(tooMuch).toMatchObject({
			status: 422,
			data: {
				intent: 'refund',
				formError: 'At most $135.11 can be refunded ($135.11 paid, $0.00 refunded already).',
				values: { amount: '500', reason: 'Refund' },
			},
		})
		const bad = await post({ intent: 'refund', key: KEY, amount: '12.345', reason: ' ' })
		expect(bad).toMatchObject({
			status: 400,
			data: {
				fieldErrors: {
					amount: 'Enter the amount in dollars, e.g. 12.50.',
					reason: 'Say why, for the customer and the history.',
				},
			},
		})
		expect(await post({ intent: 'refund', key: 'short', amount: '1', reason: 'r' })).toMatchObject({
			status: 400,
			data: { formError: 'Reload the order and try again.' },
		})
		expect((await findOrder(ctx.db, order.id))!.refunded_cents).toBe(0)
	})

	it('refunds the shipping once', async () => {
		expect((await post({ intent: 'refund-shipping', key: KEY })).status).toBe(302)
		expect((await post({ intent: 'refund-shipping', key: KEY })).status).toBe(302)
		const { refunds } = await view()
		expect(refunds).toMatchObject({ refunded: '$24.95', shippingButton: null })
		expect(await listTestRefunds(ctx.db, order.payment_reference!)).toHaveLength(1)
	})

	it('cancels with a refund of what is left', async () => {
		await post({ intent: 'refund', key: KEY, amount: '10', reason: 'Goodwill' })
		const canceled = await post({ from: 'received', to: 'canceled', confirm: 'yes' })
		expect(canceled.status).toBe(302)
		const { order: shown, refunds } = await view()
		expect(shown.statusLabel).toBe('Canceled')
		expect(refunds).toMatchObject({ refunded: '$135.11', left: '$0.00', canRefund: false })
		expect(refunds.lines).toHaveLength(2)
		expect(shown.history.map((entry) => entry.note)).toEqual(
			expect.arrayContaining(['Canceled by the shop', 'Refunded $125.11: Order canceled']),
		)
	})

	it('answers anyone but an admin 404 and refunds nothing', async () => {
		const customer = await signedInCustomer(ctx)
		for (const as of [customer, '']) {
			const answer = await post({ intent: 'refund', key: KEY, amount: '1', reason: 'r' }, as)
			expect(answer).toMatchObject({ status: 404, thrown: true })
		}
		expect((await findOrder(ctx.db, order.id))!.refunded_cents).toBe(0)
	})
})
