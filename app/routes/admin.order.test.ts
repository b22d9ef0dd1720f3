import { beforeEach, expect, it } from 'vitest'
import { adminRequest, call, paidOrder, freshAdminSession } from '#tests/support/fixtures/admin.ts'
import type { AdminOrderDetails } from '#app/components/admin/order-details.tsx'
import type { MoveView } from '#app/components/admin/order-moves.tsx'
import type { TestAppContext } from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { action, loader } from './admin.order.tsx'

const CUSTOMER = 'robin@example.com'

describeEachDatabase('/admin/order', (getDb) => {
	let ctx: TestAppContext
	let cookie: string
	let number: string
	beforeEach(async () => {
		;({ ctx, cookie } = await freshAdminSession(getDb(), 'owner@shop.test'))
		number = (await paidOrder(ctx.db, { email: CUSTOMER, name: 'Robin Tester' })).number
	})

	const url = () => `/admin/order?number=${number.toLowerCase()}`
	const view = async () => {
		const answer = await call(loader, adminRequest(url(), cookie), ctx)
		return answer.data as { order: AdminOrderDetails & { status: string }; moves: MoveView[] }
	}
	const post = (form: Record<string, string>) =>
		call(action, adminRequest(url(), cookie, form), ctx)
	const customerMail = () =>
		ctx.db
			.selectFrom('outbox')
			.select(['subject', 'text_body'])
			.where('to_address', '=', CUSTOMER)
			.where('subject', 'not like', '%thank you%')
			.orderBy('created_at')
			.execute()

	it('shows the order with sizes, totals, customer, address, payment and history, and its moves', async () => {
		const { order, moves } = await view()
		expect(order).toMatchObject({
			number,
			statusLabel: 'Order Received',
			flagged: false,
			customer: { name: 'Robin Tester', email: CUSTOMER },
			shipTo: ['Robin Tester', '9 Birch Road', 'Portland, OR 97201'],
			payment: { reference: expect.stringMatching(/^test_payment_tcs_/), amountPaid: '$110.16' },
			items: [{ size: '30 7/16" x 40 1/2"', quantity: 2, lineTotal: expect.stringMatching(/^\$/) }],
			totals: { total: '$110.16', taxLabel: 'Tax (8%)' },
		})
		expect(order.history.map((entry) => entry.statusLabel)).toEqual([
			'Awaiting Payment',
			'Order Received',
		])
		expect(moves).toEqual([
			{ to: 'in_production', label: 'In Production' },
			{ to: 'canceled', label: 'Canceled' },
		])
	})

	it('marks an order paid after it expired clearly', async () => {
		await ctx.db
			.updateTable('orders')
			.set({ needs_review: 1, review_reason: 'Paid after the order was expired' })
			.execute()
		expect((await view()).order).toMatchObject({
			flagged: true,
			reviewReason: 'Paid after the order was expired',
		})
	})

	it('moves the order, then redirects with a toast; the history names the admin and the customer is e-mailed', async () => {
		const moved = await post({ from: 'received', to: 'in_production', note: 'Cut today' })
		expect(moved.status).toBe(302)
		expect(moved.response!.headers.get('Location')).toBe(`/admin/order?number=${number}`)
		expect(moved.response!.headers.get('Set-Cookie')).toMatch(/^toast=/)
		expect(ctx.wakeups()).toBeGreaterThan(0)
		const { order, moves } = await view()
		expect(order.statusLabel).toBe('In Production')
		expect(order.history.at(-1)).toMatchObject({
			statusLabel: 'In Production',
			who: 'owner@shop.test',
			note: 'Cut today',
		})
		expect(moves.map((move) => move.to)).toEqual(['quality_check', 'canceled'])
		expect((await customerMail()).map((mail) => mail.subject)).toEqual([
			`Your order ${number} is now: In Production`,
		])
	})

	it('asks for carrier and tracking number to ship, and keeps what was typed', async () => {
		await post({ from: 'received', to: 'in_production' })
		await post({ from: 'in_production', to: 'quality_check' })
		const ship = (carrier: string, trackingNumber: string) =>
			post({ from: 'quality_check', to: 'shipped', carrier, trackingNumber })
		const missing = await ship(' ', '')
		expect(missing.status).toBe(400)
		expect(missing.data).toMatchObject({
			to: 'shipped',
			fieldErrors: { carrier: 'Enter the carrier.', trackingNumber: 'Enter the tracking number.' },
		})
		const odd = await ship('UPS', '<b>1Z</b>')
		expect(odd.data).toMatchObject({
			fieldErrors: {
				trackingNumber: 'A tracking number has only letters, digits, spaces and dashes.',
			},
			values: { carrier: 'UPS', trackingNumber: '<b>1Z</b>' },
		})
		const shipped = await ship('UPS', '1z999aa10123456784')
		expect(shipped.status).toBe(302)
		expect((await view()).order).toMatchObject({
			statusLabel: 'Shipped',
			shipment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
		})
		const mails = await customerMail()
		expect(mails.at(-1)!.text_body).toContain('Tracking number: 1Z999AA10123456784')
	})

	it('refuses a cancel without confirmation, a backward move and a stale form', async () => {
		const unconfirmed = await post({ from: 'received', to: 'canceled' })
		expect(unconfirmed).toMatchObject({
			status: 400,
			data: { fieldErrors: { confirm: 'Tick the box to confirm.' } },
		})
		expect((await post({ from: 'received', to: 'in_production' })).status).toBe(302)
		const backward = await post({ from: 'in_production', to: 'received' })
		expect(backward).toMatchObject({
			status: 409,
			data: { formError: 'An order that is In Production cannot move to Order Received.' },
		})
		// A second tab still showing "Order Received".
		const stale = await post({ from: 'received', to: 'in_production' })
		expect(stale).toMatchObject({
			status: 409,
			data: {
				formError: expect.stringMatching(/^Someone moved this order to In Production meanwhile/),
			},
		})
		const bogus = await post({ from: 'received', to: 'teleported' })
		expect(bogus).toMatchObject({
			status: 400,
			data: { formError: 'Choose a move from the page.' },
		})
		expect(await customerMail()).toHaveLength(1)
	})

	it('answers a malformed order number 400 and an unknown one 404, with a message', async () => {
		const bad = await call(loader, adminRequest('/admin/order?number=12', cookie), ctx)
		expect(bad).toMatchObject({
			status: 400,
			data: { problem: 'Give an 8-character order number.' },
		})
		const none = await call(loader, adminRequest('/admin/order', cookie), ctx)
		expect(none.status).toBe(400)
		const unknown = await call(loader, adminRequest('/admin/order?number=ZZZZ9999', cookie), ctx)
		expect(unknown).toMatchObject({ status: 404, data: { problem: 'There is no order ZZZZ9999.' } })
		const posted = await call(
			action,
			adminRequest('/admin/order?number=ZZZZ9999', cookie, {
				from: 'received',
				to: 'in_production',
			}),
			ctx,
		)
		expect(posted).toMatchObject({ status: 404, thrown: true })
	})
})
