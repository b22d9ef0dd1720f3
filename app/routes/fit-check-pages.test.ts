// The fit check's pages on both databases: the e-mailed link on /order-action (GET shows, the
// buttons' POSTs act, counted per client address), the held order in /admin/production (shown,
// not counted, not movable) and /admin/order (its findings, Release, the move refused).
import { beforeEach, expect, it } from 'vitest'
import type { OrderActionView } from '#app/components/order/order-action-page.tsx'
import type { ProductionView } from '#app/components/admin/production-queue.tsx'
import type { CartItem } from '#app/domain/cart/cart-item.ts'
import { findOrder } from '#app/models/order/orders.server.ts'
import { PUBLIC_WRITE_LIMITS } from '#app/workflows/limits/public-write-limits.server.ts'
import { adminRequest, call, freshAdminSession, paidOrder } from '#tests/support/fixtures/admin.ts'
import { cartItem, routeArgs, type TestAppContext } from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { action as orderAction, loader as orderActionPage } from './order-action.tsx'
import { action as adminOrderAction, loader as adminOrder } from './admin.order.tsx'
import { action as productionAction, loader as production } from './admin.production.tsx'

const EMAIL = 'pat.lee@example.com'

const labelled = (label: string, widthSixteenths: number): CartItem => ({
	...cartItem({ width: 36, widthSixteenths, height: 60, heightSixteenths: 0, quantity: 1 }),
	label,
})

describeEachDatabase('the fit check pages', (getDb) => {
	let ctx: TestAppContext
	let cookie: string
	beforeEach(async () => {
		;({ ctx, cookie } = await freshAdminSession(getDb()))
	})

	/** A held order (two lines labelled "Kitchen left" 1/2" apart) and its e-mailed token. */
	async function heldOrder() {
		const order = await paidOrder(ctx.db, {
			email: EMAIL,
			items: [labelled('Kitchen left', 0), labelled('Kitchen left', 8)],
		})
		const mail = await ctx.db
			.selectFrom('outbox')
			.selectAll()
			.where('subject', 'like', 'Please check the sizes%')
			.executeTakeFirstOrThrow()
		const token = mail.text_body.match(/order-action\?token=([\w-]{43})/)![1]!
		return { order, token }
	}

	const view = (answer: { data?: unknown }) => answer.data as OrderActionView
	const page = (token: string, step = '') =>
		call(orderActionPage, adminRequest(`/order-action?token=${token}${step}`, null), ctx)
	const press = (intent: string, token: string) =>
		call(orderAction, adminRequest('/order-action', null, { intent, token }), ctx)

	it('shows the findings and both buttons on GET, using nothing; Confirm sizes releases the order', async () => {
		const { order, token } = await heldOrder()
		for (let i = 0; i < 2; i++) {
			const shown = await page(token)
			expect(shown.status).toBe(200)
			expect(view(shown)).toMatchObject({
				view: 'fit-check',
				number: order.number,
				token,
				reasons: [
					'Screen 1 (36" x 60") and Screen 2 (36 1/2" x 60") are both labelled "Kitchen left" but their sizes differ.',
				],
				more: null,
				lines: [{ size: '36" x 60"' }, { size: '36 1/2" x 60"' }],
			})
		}
		expect((await findOrder(ctx.db, order.id))!.fit_hold).toBe(1)
		const correct = await page(token, '&step=correct')
		expect(view(correct)).toEqual({ view: 'fit-correct', number: order.number, token })

		const confirmed = await press('fit-confirm', token)
		expect(confirmed.status).toBe(200)
		expect(view(confirmed)).toEqual({ view: 'fit-confirmed', number: order.number, already: false })
		expect((await findOrder(ctx.db, order.id))!.fit_hold).toBe(0)
		// The link is used: the page and the button are gone.
		expect((await page(token)).status).toBe(410)
		expect((await press('fit-confirm', token)).status).toBe(410)
	})

	it('opens the change form from Correct a size, and can do it again (the link stays)', async () => {
		const { order, token } = await heldOrder()
		for (let i = 0; i < 2; i++) {
			const opened = await press('fit-correct', token)
			expect(opened.status).toBe(200)
			const edit = view(opened)
			if (edit.view !== 'edit') throw new Error(`expected the edit view, got ${edit.view}`)
			expect(edit.number).toBe(order.number)
			expect(edit.values.lines.map((line) => line.widthSixteenths)).toEqual(['0', '8'])
		}
		expect((await findOrder(ctx.db, order.id))!.fit_hold).toBe(1)
	})

	it('says an order released by the owner is not waiting; its change and cancel links are not fit links', async () => {
		const { order, token } = await heldOrder()
		const release = await call(
			adminOrderAction,
			adminRequest(`/admin/order?number=${order.number}`, cookie, { intent: 'fit-release' }),
			ctx,
		)
		expect(release.status).toBe(302)
		expect(view(await page(token))).toEqual({
			view: 'fit-confirmed',
			number: order.number,
			already: true,
		})
		expect(view(await press('fit-confirm', token))).toMatchObject({ already: true })
		// Another intent with the fit link's token finds no link of its kind.
		expect((await press('cancel', token)).status).toBe(410)
		expect((await press('start-change', token)).status).toBe(410)
	})

	it('counts the presses per client address and answers 429 past the limit', async () => {
		const { order, token } = await heldOrder()
		const { limit } = PUBLIC_WRITE_LIMITS['fit-check']
		for (let i = 0; i < limit; i++) {
			expect((await press('fit-correct', 'x'.repeat(43))).status).toBe(410)
		}
		const refused = (await orderAction(
			routeArgs(adminRequest('/order-action', null, { intent: 'fit-confirm', token }), ctx),
		)) as unknown as { data: unknown; init: { status: number; headers: Record<string, string> } }
		expect(refused.init.status).toBe(429)
		expect(refused.init.headers['Retry-After']).toMatch(/^\d+$/)
		expect(view(refused)).toMatchObject({ view: 'failed' })
		expect((await findOrder(ctx.db, order.id))!.fit_hold).toBe(1)
	})

	it('shows a held order in the production queue as held, not counted, not movable', async () => {
		const plain = await paidOrder(ctx.db, { email: 'kim@example.com' })
		const { order } = await heldOrder()
		const answer = await call(production, adminRequest('/admin/production', cookie), ctx)
		const { view: queue } = answer.data as { view: ProductionView }
		const row = (number: string) => queue.rows.find((each) => each.number === number)!
		expect(row(order.number)).toMatchObject({ held: true, nextLabel: null })
		expect(row(plain.number)).toMatchObject({ held: false, nextLabel: 'In Production' })
		expect(queue.counts).toMatchObject({ total: 1, held: 1 })
		expect(queue.counts.byStep[0]).toEqual({ label: 'Order Received', count: 1 })
		// A forged bulk move of the held order moves nothing.
		await call(
			productionAction,
			adminRequest('/admin/production', cookie, { order: `${order.id}|received` }),
			ctx,
		)
		expect((await findOrder(ctx.db, order.id))!.status).toBe('received')
	})

	it('shows the findings in /admin/order, refuses the move into production, and releases it', async () => {
		const { order } = await heldOrder()
		const url = `/admin/order?number=${order.number}`
		const shown = await call(adminOrder, adminRequest(url, cookie), ctx)
		const data = shown.data as {
			fitCheck: { state: string; reasons: string[]; release: unknown } | null
			moves: { to: string }[]
		}
		expect(data.fitCheck).toMatchObject({
			state:
				'Held: the customer was asked to confirm the sizes. It does not go into production until released.',
			reasons: [expect.stringContaining('are both labelled "Kitchen left"')],
			release: { label: 'Release' },
		})
		expect(data.moves.map((move) => move.to)).toEqual(['canceled'])
		const move = await call(
			adminOrderAction,
			adminRequest(url, cookie, { from: 'received', to: 'in_production' }),
			ctx,
		)
		expect(move.status).toBe(409)
		expect(move.data).toMatchObject({
			formError: 'This order is held for a fit check: release it before it goes into production.',
		})

		const released = await call(
			adminOrderAction,
			adminRequest(url, cookie, { intent: 'fit-release' }),
			ctx,
		)
		expect(released.status).toBe(302)
		const after = (await call(adminOrder, adminRequest(url, cookie), ctx)).data as typeof data
		expect(after.fitCheck).toMatchObject({
			state: expect.stringMatching(/^Released by the owner \(owner@shop\.test\), /),
			release: null,
		})
		expect(after.moves.map((each) => each.to)).toEqual(['in_production', 'canceled'])
		// Releasing again changes nothing.
		const again = await call(
			adminOrderAction,
			adminRequest(url, cookie, { intent: 'fit-release' }),
			ctx,
		)
		expect(again.status).toBe(302)
		const notes = await ctx.db
			.selectFrom('order_status_history')
			.select('note')
			.where('order_id', '=', order.id)
			.where('note', 'like', 'Fit check%')
			.execute()
		expect(notes).toEqual([{ note: 'Fit check: released by the owner' }])
	})
})
