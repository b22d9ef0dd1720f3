// /admin/order-change on both databases: admins only, the form filled from the order, a preview
// that changes nothing, field errors for bad input, and a confirmed change of each kind (the same
// total, lower: refunded; higher: the customer e-mailed a /pay-change link), made once per page.
import { beforeEach, expect, it } from 'vitest'
import type { ChangeFormResult } from '#app/components/admin/order-change-fields.tsx'
import { ORDER_FORM_MESSAGES } from '#app/content/words/messages/order.ts'
import { listOrderChanges } from '#app/models/order/order-change-records.server.ts'
import { findOrder, listOrderItems, listStatusHistory } from '#app/models/order/orders.server.ts'
import { moveOrderStatus } from '#app/models/order/order-changes.server.ts'
import {
	adminRequest,
	call,
	freshAdminSession,
	paidOrder,
	signedInCustomer,
	SHOP_ORIGIN,
} from '#tests/support/fixtures/admin.ts'
import type { TestAppContext } from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { action, loader } from './admin.order-change.tsx'
import { loader as payChange } from './pay-change.tsx'
import { loader as adminOrder } from './admin.order.tsx'

const CUSTOMER = 'robin@example.com'

type FormView = {
	nonce: string
	lines: { itemId: string; values: Record<string, string> }[]
	shipTo: Record<string, string>
}

describeEachDatabase('/admin/order-change', (getDb) => {
	let ctx: TestAppContext
	let cookie: string
	let order: Awaited<ReturnType<typeof paidOrder>>
	beforeEach(async () => {
		;({ ctx, cookie } = await freshAdminSession(getDb(), 'owner@shop.test'))
		// One line: 2 x 30 7/16" x 40 1/2" at $51.00; $102.00 + tax $8.16, free shipping: $110.16.
		order = await paidOrder(ctx.db, { email: CUSTOMER, name: 'Robin Tester' })
	})

	const url = () => `/admin/order-change?number=${order.number}`
	const form = async () => {
		const answer = await call(loader, adminRequest(url(), cookie), ctx)
		expect(answer.status).toBe(200)
		return (answer.data as { form: FormView }).form
	}
	/** The page's form as loaded, with `changes` typed over it. */
	const submit = async (
		intent: 'preview' | 'confirm',
		changes: Record<string, string>,
		nonce?: string,
	) => {
		const loaded = await form()
		const fields: Record<string, string> = {
			intent,
			nonce: nonce ?? loaded.nonce,
			'line.0.itemId': loaded.lines[0]!.itemId,
			...Object.fromEntries(
				Object.entries(loaded.lines[0]!.values).map(([key, value]) => [`line.0.${key}`, value]),
			),
			...loaded.shipTo,
			...changes,
		}
		return call(action, adminRequest(url(), cookie, fields), ctx)
	}
	const mailTo = (subjectPart: string) =>
		ctx.db
			.selectFrom('outbox')
			.select(['subject', 'text_body'])
			.where('to_address', '=', CUSTOMER)
			.where('subject', 'like', `%${subjectPart}%`)
			.execute()

	it('is a plain 404 for guests and customers', async () => {
		expect((await call(loader, adminRequest(url(), null), ctx)).status).toBe(404)
		const customer = await signedInCustomer(ctx)
		expect((await call(loader, adminRequest(url(), customer), ctx)).status).toBe(404)
		expect(
			(await call(action, adminRequest(url(), customer, { intent: 'confirm' }), ctx)).status,
		).toBe(404)
	})

	it('fills the form from the order and links it from /admin/order', async () => {
		const loaded = await form()
		const [item] = await listOrderItems(ctx.db, order.id)
		expect(loaded.lines).toEqual([
			expect.objectContaining({
				itemId: item!.id,
				values: {
					width: '30',
					widthSixteenths: '7',
					height: '40',
					heightSixteenths: '8',
					quantity: '2',
					label: '',
				},
			}),
		])
		expect(loaded.shipTo).toMatchObject({
			shipLine1: '9 Birch Road',
			shipCity: 'Portland',
			shipState: 'OR',
			shipPostalCode: '97201',
		})
		const page = await call(
			adminOrder,
			adminRequest(`/admin/order?number=${order.number}`, cookie),
			ctx,
		)
		expect((page.data as { order: { changeable: boolean } }).order.changeable).toBe(true)
	})

	it('previews without changing anything, and shows what moves', async () => {
		const answer = await submit('preview', { 'line.0.quantity': '3' })
		expect(answer.status).toBe(200)
		const result = answer.data as ChangeFormResult
		// 3 x $51.00 = $153.00 + tax $12.24: $165.24, $55.08 more
		expect(result.preview).toMatchObject({
			total: '$165.24',
			oldTotal: '$110.16',
			money:
				'The customer owes $55.08: they are e-mailed a link to pay it, and the change applies once it is paid.',
			summary: ['line 1: quantity 2 -> 3'],
		})
		expect((await findOrder(ctx.db, order.id))!.total_cents).toBe(11016)
		expect(await listOrderChanges(ctx.db, order.id)).toEqual([])
	})

	it('refuses bad input with a 400 and the field', async () => {
		const tooWide = await submit('preview', { 'line.0.width': '99' })
		expect(tooWide.status).toBe(400)
		expect((tooWide.data as ChangeFormResult).fieldErrors['line.0.width']).toBe(
			ORDER_FORM_MESSAGES.dimensionsTooLarge.description,
		)
		const notANumber = await submit('confirm', { 'line.0.quantity': 'two' })
		expect(notANumber.status).toBe(400)
		expect((notANumber.data as ChangeFormResult).fieldErrors['line.0.quantity']).toBe(
			ORDER_FORM_MESSAGES.invalidQuantity.description,
		)
		const removed = await submit('confirm', { 'line.0.remove': 'yes' })
		expect(removed.status).toBe(400)
		expect((removed.data as ChangeFormResult).formError).toMatch(/cancel the order/)
		const badZip = await submit('preview', { shipPostalCode: '123' })
		expect((badZip.data as ChangeFormResult).fieldErrors.shipPostalCode).toMatch(/ZIP/)
		// A form of another order's lines changes nothing.
		const otherItem = await submit('confirm', {
			'line.0.itemId': 'not-this-order',
			'line.0.quantity': '3',
		})
		expect(otherItem.status).toBe(400)
		const nothing = await submit('confirm', {})
		expect(nothing.status).toBe(400)
		expect(await listOrderChanges(ctx.db, order.id)).toEqual([])
	})

	it('confirms a change of the same total once, however often it is posted, naming the owner', async () => {
		const loaded = await form()
		const changes = {
			'line.0.label': 'Kitchen',
			shipLine1: '12 Elm Street',
			shipCity: 'Salem',
			shipPostalCode: '97301',
		}
		const first = await submit('confirm', changes, loaded.nonce)
		expect(first.status).toBe(302)
		expect(first.response!.headers.get('Location')).toBe(`/admin/order?number=${order.number}`)
		expect((await submit('confirm', changes, loaded.nonce)).status).toBe(302)
		expect(await listOrderChanges(ctx.db, order.id)).toHaveLength(1)
		expect(await findOrder(ctx.db, order.id)).toMatchObject({
			ship_line1: '12 Elm Street',
			ship_city: 'Salem',
			total_cents: 11016,
		})
		expect((await listOrderItems(ctx.db, order.id))[0]!.label).toBe('Kitchen')
		expect((await listStatusHistory(ctx.db, order.id)).at(-1)).toMatchObject({
			actor_email: 'owner@shop.test',
			note: expect.stringMatching(
				/^Changed by the owner: line 1: label \(none\) -> Kitchen; ships to 12 Elm Street/,
			),
		})
		expect(await mailTo('was changed')).toHaveLength(1)
		expect(ctx.wakeups()).toBeGreaterThan(0)
	})

	it('refunds a lower total at once', async () => {
		const answer = await submit('confirm', { 'line.0.quantity': '1' })
		expect(answer.status).toBe(302)
		// 1 x $51.00 + tax $4.08 + shipping $9.95 (under $75.00): $65.03, $45.13 back
		expect(await findOrder(ctx.db, order.id)).toMatchObject({
			total_cents: 6503,
			refunded_cents: 4513,
		})
	})

	it('e-mails the customer a link to pay a higher total; the link forwards to the checkout', async () => {
		const answer = await submit('confirm', { 'line.0.height': '50' })
		expect(answer.status).toBe(302)
		const [change] = await listOrderChanges(ctx.db, order.id)
		expect(change).toMatchObject({ status: 'awaiting_payment', requested_by: 'owner' })
		const [mail] = await mailTo('a change to confirm with payment')
		const link = `${SHOP_ORIGIN}/pay-change?change=${change!.id}`
		expect(mail!.text_body).toContain(link)
		const forwarded = await call(payChange, adminRequest(link, null), ctx)
		expect(forwarded.status).toBe(302)
		expect(forwarded.response!.headers.get('Location')).toBe(change!.checkout_url)
		expect(forwarded.response!.headers.get('Location')).toMatch(
			/^http:\/\/shop\.test\/test-checkout\?session=/,
		)
		// Not paid yet: the order is as it was.
		expect((await findOrder(ctx.db, order.id))!.total_cents).toBe(11016)
		// A made-up or closed link says so.
		const madeUp = await call(payChange, adminRequest('/pay-change?change=nope', null), ctx)
		expect(madeUp).toMatchObject({ status: 200, data: { closed: true } })
	})

	it('is closed once the order has shipped', async () => {
		const actor = { id: 'admin-1', email: 'owner@shop.test' }
		for (const [from, to] of [
			['received', 'in_production'],
			['in_production', 'quality_check'],
		] as const) {
			await moveOrderStatus(ctx.db, { orderId: order.id, from, to, note: null, actor }, new Date())
		}
		expect((await call(loader, adminRequest(url(), cookie), ctx)).status).toBe(200)
		await moveOrderStatus(
			ctx.db,
			{
				orderId: order.id,
				from: 'quality_check',
				to: 'shipped',
				shipment: { carrier: 'UPS', trackingNumber: '1Z9' },
				note: null,
				actor,
			},
			new Date(),
		)
		expect((await call(loader, adminRequest(url(), cookie), ctx)).status).toBe(409)
		expect(
			(await call(action, adminRequest(url(), cookie, { intent: 'confirm' }), ctx)).status,
		).toBe(409)
	})
})
