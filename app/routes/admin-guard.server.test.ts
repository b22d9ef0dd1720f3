import { beforeEach, expect, it } from 'vitest'
import {
	adminRequest,
	adminTestContext,
	call,
	paidOrder,
	signedInAdmin,
	signedInCustomer,
} from '#tests/support/fixtures/admin.ts'
import { promoteToAdmin } from '#app/models/auth/users.server.ts'
import { createInquiry } from '#app/workflows/inquiry/inquiry-submission.server.ts'
import { enqueueMail } from '#app/models/mail/outbox.server.ts'
import type { TestAppContext } from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import * as inbox from './admin.inbox.tsx'
import * as order from './admin.order.tsx'
import * as csv from './admin.orders[.]csv.ts'
import * as outbox from './admin.outbox.tsx'
import * as home from './admin.tsx'

type Module = { loader: (args: never) => unknown; action: (args: never) => unknown }

describeEachDatabase('the back office gate', (getDb) => {
	let ctx: TestAppContext
	let admin: string
	let customer: string
	let number: string
	let inquiryId: string
	let mailId: string
	let wakeupsBefore: number

	beforeEach(async () => {
		await getDb().clear()
		ctx = adminTestContext(getDb().db, getDb().dialect)
		admin = (await signedInAdmin(ctx)).cookie
		customer = await signedInCustomer(ctx)
		number = (await paidOrder(ctx.db)).number
		inquiryId = (
			await createInquiry(
				ctx.db,
				{ kind: 'question', email: 'q@example.com', message: 'Hi' },
				ctx.env,
			)
		).id
		mailId = await enqueueMail(ctx.db, { to: 'x@example.com', subject: 'S', text: 'T', html: 'H' })
		await ctx.db.updateTable('outbox').set({ status: 'failed' }).where('id', '=', mailId).execute()
		wakeupsBefore = ctx.wakeups()
	})

	/** Every admin URL with the form its action takes: valid, so only the gate can stop it. */
	const endpoints = (): [string, Module, string, Record<string, string>][] => [
		['/admin', home, '/admin?status=received&q=pat&page=1', {}],
		[
			'/admin/order',
			order,
			`/admin/order?number=${number}`,
			{ from: 'received', to: 'canceled', confirm: 'yes' },
		],
		['/admin/inbox', inbox, `/admin/inbox?id=${inquiryId}`, { id: inquiryId }],
		['/admin/outbox', outbox, '/admin/outbox', { id: mailId }],
		['/admin/orders.csv', csv, '/admin/orders.csv?from=2020-01-01&to=2020-12-31', {}],
	]

	/** The statuses of the order, the inquiry and the failed e-mail the endpoints act on. */
	async function statuses() {
		const { db } = getDb()
		const order = await db.selectFrom('orders').select('status').executeTakeFirstOrThrow()
		const inquiry = await db.selectFrom('inquiries').select('status').executeTakeFirstOrThrow()
		const mail = await db
			.selectFrom('outbox')
			.select('status')
			.where('id', '=', mailId)
			.executeTakeFirstOrThrow()
		return { order: order.status, inquiry: inquiry.status, mail: mail.status }
	}

	async function nothingChanged() {
		expect(await statuses()).toEqual({ order: 'received', inquiry: 'new', mail: 'failed' })
		expect(ctx.wakeups()).toBe(wakeupsBefore)
	}

	it.each([
		['a guest', () => null],
		['a signed-in customer', () => customer],
		['a forged session cookie', () => 'shop.session_token=forged.value'],
	])('answers %s 404 on every admin page and action, changing nothing', async (_who, cookieOf) => {
		const cookie = cookieOf()
		for (const [name, module, url, form] of endpoints()) {
			const page = await call(module.loader, adminRequest(url, cookie), ctx)
			expect([name, page.status, page.thrown], 'page').toEqual([name, 404, true])
			expect(await page.response?.text()).toBe('Not Found')
			const posted = await call(module.action, adminRequest(url, cookie, form), ctx)
			expect([name, posted.status, posted.thrown], 'action').toEqual([name, 404, true])
		}
		await nothingChanged()
	})

	it('lets an admin in everywhere, where the same forms do their work', async () => {
		for (const [name, module, url, form] of endpoints()) {
			const page = await call(module.loader, adminRequest(url, admin), ctx)
			expect([name, page.status]).toEqual([name, 200])
			if (name === '/admin' || name === '/admin/orders.csv') continue
			const posted = await call(module.action, adminRequest(url, admin, form), ctx)
			expect([name, posted.status]).toEqual([name, 302])
		}
		expect(await statuses()).toEqual({ order: 'canceled', inquiry: 'handled', mail: 'pending' })
	})

	it('lets a customer in once promoted', async () => {
		await promoteToAdmin(ctx.db, 'kim@example.com')
		const page = await call(home.loader, adminRequest('/admin', customer), ctx)
		expect(page.status).toBe(200)
	})

	it('answers an admin 405 where nothing is posted', async () => {
		expect((await call(home.action, adminRequest('/admin', admin, {}), ctx)).status).toBe(405)
		expect((await call(csv.action, adminRequest('/admin/orders.csv', admin, {}), ctx)).status).toBe(
			405,
		)
	})
})
