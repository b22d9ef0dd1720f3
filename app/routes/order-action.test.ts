import { beforeEach, expect, it } from 'vitest'
import type { OrderActionView } from '#app/components/order/order-action-page.tsx'
import { addStatusHistory } from '#app/models/order/orders.server.ts'
import {
	adminRequest,
	adminTestContext,
	call,
	paidOrder,
	signedInCustomer,
} from '#tests/support/fixtures/admin.ts'
import type { TestAppContext } from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { action as trackAction } from './track-order.tsx'
import { action, headers, loader } from './order-action.tsx'

const EMAIL = 'pat.lee@example.com'

describeEachDatabase('/order-action', (getDb) => {
	let ctx: TestAppContext
	beforeEach(async () => {
		await getDb().clear()
		ctx = adminTestContext(getDb().db, getDb().dialect)
	})

	/** A paid order and the token of a `kind` link e-mailed for it from /track-order. */
	async function emailedLink(kind: 'change' | 'cancel') {
		const order = await paidOrder(ctx.db, { email: EMAIL })
		const form = { orderNumber: order.number, email: EMAIL, intent: kind }
		expect((await call(trackAction, adminRequest('/track-order', null, form), ctx)).status).toBe(
			200,
		)
		const mail = await ctx.db
			.selectFrom('outbox')
			.selectAll()
			.where('subject', 'like', 'Confirm:%')
			.executeTakeFirstOrThrow()
		const token = mail.text_body.match(/order-action\?token=([\w-]{43})/)![1]!
		return { order, token }
	}

	const view = (answer: { data?: unknown }) => answer.data as OrderActionView

	it('shows what a link does on GET without using it, and refuses unknown tokens as gone', async () => {
		const { order, token } = await emailedLink('cancel')
		for (let i = 0; i < 2; i++) {
			const shown = await call(loader, adminRequest(`/order-action?token=${token}`, null), ctx)
			expect(shown.status).toBe(200)
			expect(view(shown)).toMatchObject({ view: 'cancel', number: order.number, by: { token } })
		}
		const links = await ctx.db.selectFrom('order_action_links').selectAll().execute()
		expect(links[0]!.used_at).toBeNull()
		for (const bad of ['x'.repeat(43), 'short', '']) {
			const answer = await call(loader, adminRequest(`/order-action?token=${bad}`, null), ctx)
			expect(answer.status).toBe(410)
			expect(view(answer)).toEqual({ view: 'gone' })
		}
		expect(headers()).toMatchObject({
			'Cache-Control': 'private, no-store',
			'Referrer-Policy': 'no-referrer',
		})
	})

	it('opens the change form once from a change link; the link then is gone', async () => {
		const { order, token } = await emailedLink('change')
		const shown = await call(loader, adminRequest(`/order-action?token=${token}`, null), ctx)
		expect(view(shown)).toMatchObject({ view: 'start-change', number: order.number })
		const start = { intent: 'start-change', token }
		const opened = await call(action, adminRequest('/order-action', null, start), ctx)
		expect(opened.status).toBe(200)
		const edit = view(opened)
		if (edit.view !== 'edit') throw new Error(`expected the edit view, got ${edit.view}`)
		expect(edit.grant).toMatch(/^[\w-]{43}$/)
		expect(edit.values.lines).toHaveLength(1)
		expect(edit.values.lines[0]).toMatchObject({ width: '30', widthSixteenths: '7', quantity: '2' })
		expect(edit.values.shipTo).toMatchObject({ shipLine1: '9 Birch Road', shipState: 'OR' })
		const again = await call(action, adminRequest('/order-action', null, start), ctx)
		expect(again.status).toBe(410)
		expect(view(again)).toEqual({ view: 'gone' })
		// The edit grant is not a link: it opens no page from an address.
		const asLink = await call(loader, adminRequest(`/order-action?token=${edit.grant}`, null), ctx)
		expect(asLink.status).toBe(410)
	})

	it('uses a change link once when it is pressed twice at once', async () => {
		const { token } = await emailedLink('change')
		const start = () =>
			call(action, adminRequest('/order-action', null, { intent: 'start-change', token }), ctx)
		const answers = await Promise.all([start(), start(), start()])
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410, 410])
		const grants = await ctx.db
			.selectFrom('order_action_links')
			.selectAll()
			.where('action', '=', 'edit')
			.execute()
		expect(grants).toHaveLength(1)
	})

	it('says a link of an order gone into production can no longer change it', async () => {
		const { order, token } = await emailedLink('cancel')
		await addStatusHistory(ctx.db, order.id, 'in_production', null, new Date())
		await ctx.db.updateTable('orders').set({ status: 'in_production' }).execute()
		const shown = await call(loader, adminRequest(`/order-action?token=${token}`, null), ctx)
		expect(shown.status).toBe(409)
		expect(view(shown)).toMatchObject({
			view: 'closed',
			text: 'Your order is in production, so it can no longer be changed or cancelled.',
			contact: { to: '/contact' },
		})
	})

	it("acts from /account on the signed-in customer's own orders only: another's is 404", async () => {
		const cookie = await signedInCustomer(ctx, 'kim@example.com')
		const kim = await ctx.db
			.selectFrom('users')
			.select(['id', 'email'])
			.where('email', '=', 'kim@example.com')
			.executeTakeFirstOrThrow()
		const own = await paidOrder(ctx.db, { email: 'kim@example.com', user: kim })
		const guests = await paidOrder(ctx.db, { email: EMAIL })

		const cancelPage = (number: string) =>
			call(loader, adminRequest(`/order-action?order=${number}&do=cancel`, cookie), ctx)
		expect(view(await cancelPage(own.number))).toMatchObject({
			view: 'cancel',
			by: { order: own.number },
		})
		const change = (number: string, who: string | null = cookie) =>
			call(action, adminRequest('/order-action', who, { intent: 'change-own', order: number }), ctx)
		expect(view(await change(own.number))).toMatchObject({ view: 'edit', number: own.number })

		for (const answer of [
			await cancelPage(guests.number),
			await change(guests.number),
			await cancelPage('NOTANUMBER'),
		]) {
			expect(answer.status).toBe(404)
			expect(answer.thrown).toBe(true)
		}
		// A guest is sent to sign in first.
		const guest = await change(own.number, null)
		expect(guest.status).toBe(302)
		expect(guest.response!.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
	})

	it('refuses an unknown form with 400, and a page without a token or order as gone', async () => {
		const bad = await call(action, adminRequest('/order-action', null, { intent: 'nope' }), ctx)
		expect(bad.status).toBe(400)
		const bare = await call(loader, adminRequest('/order-action', null), ctx)
		expect(bare.status).toBe(400)
		expect(view(bare)).toEqual({ view: 'gone' })
	})

	/** The form the change page posts: the order's values with `change` applied. */
	function changeForm(
		edit: Extract<OrderActionView, { view: 'edit' }>,
		intent: 'review' | 'confirm',
		change: (values: Extract<OrderActionView, { view: 'edit' }>['values']) => void,
	): Record<string, string> {
		const values = structuredClone(edit.values)
		change(values)
		const form: Record<string, string> = { intent, grant: edit.grant }
		values.lines.forEach((line, index) => {
			for (const [part, value] of Object.entries(line)) {
				if (part !== 'remove') form[`line.${index}.${part}`] = String(value)
				else if (value) form[`line.${index}.remove`] = 'on'
			}
		})
		return { ...form, ...values.shipTo }
	}

	async function openChange(token: string) {
		const opened = await call(
			action,
			adminRequest('/order-action', null, { intent: 'start-change', token }),
			ctx,
		)
		const edit = view(opened)
		if (edit.view !== 'edit') throw new Error(`expected the edit view, got ${edit.view}`)
		return edit
	}

	it('cancels through a cancel link with a full refund, once, however many presses at once', async () => {
		const { order, token } = await emailedLink('cancel')
		const press = () =>
			call(action, adminRequest('/order-action', null, { intent: 'cancel', token }), ctx)
		const answers = await Promise.all([press(), press(), press()])
		const done = answers.filter((answer) => answer.status === 200)
		expect(done).toHaveLength(1)
		expect(view(done[0]!)).toEqual({
			view: 'canceled',
			number: order.number,
			refund: '$110.16',
		})
		expect(answers.filter((answer) => answer.status === 410)).toHaveLength(2)
		const after = await ctx.db
			.selectFrom('orders')
			.selectAll()
			.where('id', '=', order.id)
			.executeTakeFirstOrThrow()
		expect(after.status).toBe('canceled')
		const refunds = await ctx.db.selectFrom('refunds').selectAll().execute()
		expect(refunds.map((refund) => refund.amount_cents)).toEqual([11016])
	})

	it('cancels from /account for the owner only; a second press refunds nothing more', async () => {
		const cookie = await signedInCustomer(ctx, 'kim@example.com')
		const kim = await ctx.db
			.selectFrom('users')
			.select(['id', 'email'])
			.where('email', '=', 'kim@example.com')
			.executeTakeFirstOrThrow()
		const own = await paidOrder(ctx.db, { email: 'kim@example.com', user: kim })
		const other = await paidOrder(ctx.db, { email: EMAIL })
		const cancel = (number: string) =>
			call(
				action,
				adminRequest('/order-action', cookie, { intent: 'cancel-own', order: number }),
				ctx,
			)
		expect((await cancel(other.number)).status).toBe(404)
		expect(view(await cancel(own.number))).toMatchObject({ view: 'canceled', refund: '$110.16' })
		// A second press is the same request (its key is the order's): the same answer, one refund.
		expect(view(await cancel(own.number))).toMatchObject({ view: 'canceled', refund: '$110.16' })
		expect(await ctx.db.selectFrom('refunds').selectAll().execute()).toHaveLength(1)
		const statuses = await ctx.db.selectFrom('orders').select(['id', 'status']).execute()
		expect(statuses.find((row) => row.id === other.id)!.status).toBe('received')
	})

	it('reviews and confirms a lower height: the new total and the refund of the difference', async () => {
		const { order, token } = await emailedLink('change')
		const edit = await openChange(token)
		const lower = (values: typeof edit.values) => (values.lines[0]!.height = '20')
		const review = await call(
			action,
			adminRequest('/order-action', null, changeForm(edit, 'review', lower)),
			ctx,
		)
		expect(review.status).toBe(200)
		const reviewed = view(review)
		if (reviewed.view !== 'review') throw new Error(`expected review, got ${reviewed.view}`)
		expect(reviewed.oldTotal).toBe('$110.16')
		expect(reviewed.difference.kind).toBe('refund')
		expect(reviewed.lines[0]!.size).toBe('30 7/16" x 20 1/2"')
		// Nothing changed yet.
		const before = await ctx.db
			.selectFrom('orders')
			.selectAll()
			.where('id', '=', order.id)
			.executeTakeFirstOrThrow()
		expect(before.total_cents).toBe(11016)

		const confirmed = await call(
			action,
			adminRequest('/order-action', null, changeForm(edit, 'confirm', lower)),
			ctx,
		)
		expect(confirmed.status).toBe(200)
		const changed = view(confirmed)
		if (changed.view !== 'changed')
			throw new Error(`expected changed, got ${JSON.stringify(changed)}`)
		const after = await ctx.db
			.selectFrom('orders')
			.selectAll()
			.where('id', '=', order.id)
			.executeTakeFirstOrThrow()
		expect(after.total_cents).toBeLessThan(11016)
		expect(changed.total).toBe(reviewed.newTotal)
		expect(changed.refund).toBe(reviewed.difference.amount)
		// The grant is used: the same confirm again is gone.
		const again = await call(
			action,
			adminRequest('/order-action', null, changeForm(edit, 'confirm', lower)),
			ctx,
		)
		expect(again.status).toBe(410)
	})

	it('sends a higher total to the hosted checkout for the difference', async () => {
		const { order, token } = await emailedLink('change')
		const edit = await openChange(token)
		const wider = (values: typeof edit.values) => (values.lines[0]!.width = '44')
		const confirmed = await call(
			action,
			adminRequest('/order-action', null, changeForm(edit, 'confirm', wider)),
			ctx,
		)
		expect(confirmed.status).toBe(302)
		expect(confirmed.response!.headers.get('Location')).toMatch(/\/test-checkout\?session=/)
		const after = await ctx.db
			.selectFrom('orders')
			.selectAll()
			.where('id', '=', order.id)
			.executeTakeFirstOrThrow()
		expect(after.total_cents).toBe(11016)
	})

	it('answers bad edits with 400 and the field at fault, changing nothing', async () => {
		const { token } = await emailedLink('change')
		const edit = await openChange(token)
		const bad = await call(
			action,
			adminRequest(
				'/order-action',
				null,
				changeForm(edit, 'review', (values) => {
					values.lines[0]!.width = '500'
					values.shipTo.shipPostalCode = 'abc'
				}),
			),
			ctx,
		)
		expect(bad.status).toBe(400)
		const shown = view(bad)
		if (shown.view !== 'edit') throw new Error(`expected edit, got ${shown.view}`)
		expect(Object.keys(shown.errors).sort()).toEqual(['line.0.width', 'shipPostalCode'])
		expect(shown.values.lines[0]!.width).toBe('500')
		const same = await call(
			action,
			adminRequest(
				'/order-action',
				null,
				changeForm(edit, 'review', () => {}),
			),
			ctx,
		)
		expect(same.status).toBe(400)
		expect(view(same)).toMatchObject({ formError: expect.stringMatching(/^Nothing is changed/) })
	})
})
