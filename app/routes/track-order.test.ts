import { beforeEach, expect, it } from 'vitest'
import type { TrackOrderResult } from '#app/components/order/track-order-result.ts'
import { TRACK_ORDER_MESSAGES } from '#app/content/words/messages/tracking.ts'
import { addStatusHistory } from '#app/models/order/orders.server.ts'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import { paidOrder } from '#tests/support/fixtures/admin.ts'
import { paymentContext, routeArgs, SHOP_ORIGIN } from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { action, TRACKING_LIMITS } from './track-order.tsx'
import { ORDER_ACTION_LIMITS } from '#app/workflows/order/order-action-links.server.ts'

const EMAIL = 'Pat.Lee@Example.com'

describeEachDatabase('/track-order', (getDb) => {
	beforeEach(() => getDb().clear())

	const context = (clientAddress = '198.51.100.1') => {
		const { db, dialect } = getDb()
		return { ...paymentContext(db, dialect, createTestProvider(db)), clientAddress }
	}

	/** A paid order from the test provider, as a customer makes one: its number. */
	const paidOrderNumber = async () => (await paidOrder(getDb().db, { email: EMAIL })).number

	async function track(
		orderNumber: string,
		email: string,
		clientAddress?: string,
		intent?: 'change' | 'cancel' | 'delete',
	) {
		const request = new Request(`${SHOP_ORIGIN}/track-order`, {
			method: 'POST',
			body: new URLSearchParams({ orderNumber, email, ...(intent ? { intent } : {}) }),
		})
		const result = (await action(routeArgs(request, context(clientAddress)))) as {
			data: TrackOrderResult
			init: { status: number }
		}
		return { status: result.init.status, ...result.data }
	}

	it('finds a paid order by number and e-mail, whatever their case, and shows where it stands', async () => {
		const number = await paidOrderNumber()
		const found = await track(` #${number.toLowerCase()} `, EMAIL.toUpperCase())
		expect(found.status).toBe(200)
		expect(found.order).toMatchObject({
			number,
			status: 'received',
			statusLabel: 'Order Received',
			underReview: false,
			items: [
				{
					description: 'Custom Window Screen',
					size: '30 7/16" x 40 1/2"',
					quantity: 2,
					lineTotal: '$102.00',
				},
			],
			taxLabel: 'Tax (8%)',
			tax: '$8.16',
			total: '$110.16',
			shipTo: ['Pat Lee', '9 Birch Road', 'Portland, OR 97201'],
			carrier: null,
			trackingNumber: null,
		})
		expect(found.order!.steps.map((step) => [step.label, step.state])).toEqual([
			['Order Received', 'current'],
			['In Production', 'upcoming'],
			['Quality Check', 'upcoming'],
			['Shipped', 'upcoming'],
		])
		expect(found.order!.steps[0]!.reachedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
	})

	it('gives one neutral answer whichever half is wrong, and none for unpaid orders', async () => {
		const number = await paidOrderNumber()
		const wrongEmail = await track(number, 'someone@example.com')
		const wrongNumber = await track('ZZZZ9999', EMAIL)
		for (const answer of [wrongEmail, wrongNumber]) {
			expect(answer.status).toBe(404)
			expect(answer.message).toBe(TRACK_ORDER_MESSAGES.notFound)
			expect(answer.order).toBeUndefined()
			expect(answer.fieldErrors).toEqual({})
		}
		const { db } = getDb()
		await db.updateTable('orders').set({ status: 'pending_payment', paid_at: null }).execute()
		expect((await track(number, EMAIL)).message).toBe(TRACK_ORDER_MESSAGES.notFound)
	})

	it('shows carrier and tracking number once shipped, with every step done', async () => {
		const number = await paidOrderNumber()
		const { db } = getDb()
		const order = await db.selectFrom('orders').selectAll().executeTakeFirstOrThrow()
		for (const status of ['in_production', 'quality_check', 'shipped'] as const) {
			await addStatusHistory(db, order.id, status, null, new Date())
		}
		await db
			.updateTable('orders')
			.set({ status: 'shipped', carrier: 'UPS Ground', tracking_number: '1Z999AA10123456784' })
			.execute()
		const found = await track(number, EMAIL)
		expect(found.order).toMatchObject({
			statusLabel: 'Shipped',
			carrier: 'UPS Ground',
			trackingNumber: '1Z999AA10123456784',
		})
		expect(found.order!.steps.map((step) => step.state)).toEqual([
			'done',
			'done',
			'done',
			'current',
		])
		expect(found.order!.steps.every((step) => step.reachedAt)).toBe(true)
	})

	it('says until when a paid order can be changed or cancelled: its own cut-off', async () => {
		// Paid Thursday, December 5, 2030, 10:00 AM ET: the first business day after is Friday.
		const { number } = await paidOrder(getDb().db, {
			email: EMAIL,
			at: new Date('2030-12-05T15:00:00Z'),
		})
		const found = await track(number, EMAIL)
		expect(found.order!.changes).toEqual({
			text: 'You can change or cancel this order until Friday, December 6, 2:00 PM ET.',
			contact: null,
		})
	})

	it('says an order in production, or past its cut-off, can no longer be changed, with a link to the shop', async () => {
		const inProduction = {
			text: 'Your order is in production, so it can no longer be changed or cancelled.',
			contact: { to: '/contact', label: 'Contact us about your order' },
		}
		// Paid long ago and still Order Received: past the cut-off.
		const late = await paidOrder(getDb().db, { email: EMAIL, at: new Date('2026-01-05T15:00:00Z') })
		expect((await track(late.number, EMAIL)).order!.changes).toEqual(inProduction)
		await getDb().clear()
		// Paid now, before the cut-off, then moved to In Production by the owner.
		const moved = await paidOrder(getDb().db, { email: EMAIL })
		const { db } = getDb()
		await addStatusHistory(db, moved.id, 'in_production', null, new Date())
		await db.updateTable('orders').set({ status: 'in_production' }).execute()
		expect((await track(moved.number, EMAIL)).order!.changes).toEqual(inProduction)
		await db.updateTable('orders').set({ status: 'shipped' }).execute()
		expect((await track(moved.number, EMAIL)).order!.changes).toBeNull()
	})

	it('asks for a well-formed number and e-mail before looking anything up', async () => {
		const answer = await track('12', 'not-an-email')
		expect(answer.status).toBe(400)
		expect(answer.fieldErrors).toEqual({
			orderNumber: 'Enter the 8-character order number from your confirmation e-mail.',
			email: 'Enter the e-mail address you paid with.',
		})
	})

	// 11 wrong e-mails used to lock an order number for its customer too.
	it('refuses wrong e-mails for a number past the limit, but never the right pair', async () => {
		const number = await paidOrderNumber()
		const perNumber = TRACKING_LIMITS.wrongEmailsPerOrderNumber.limit
		for (let i = 0; i < perNumber; i++) {
			expect((await track(number, `guess${i}@example.com`, `192.0.2.${i + 1}`)).status).toBe(404)
		}
		const blocked = await track(number, 'guess-more@example.com', '192.0.2.100')
		expect(blocked.status).toBe(429)
		expect(blocked.order).toBeUndefined()
		expect(blocked.message).toMatch(/^Too many tracking attempts/)

		// 50 wrong e-mails from 5 addresses within 10 minutes, then the customer from a fresh one.
		for (let i = 0; i < 50; i++) {
			const status = (await track(number, `x${i}@example.com`, `198.51.100.${1 + (i % 5)}`)).status
			expect(status).toBe(429)
		}
		const customer = await track(number, EMAIL, '203.0.113.200')
		expect(customer.status).toBe(200)
		expect(customer.order?.number).toBe(number)
	})

	it('limits lookups per client address', async () => {
		const perClient = TRACKING_LIMITS.perClient.limit
		for (let i = 0; i < perClient; i++) {
			await track(`AAAA${String(1000 + i)}`, EMAIL, '198.51.100.77')
		}
		const refused = await track('BBBB0000', EMAIL, '198.51.100.77')
		expect(refused.status).toBe(429)
		expect((await track('BBBB0000', EMAIL, '198.51.100.78')).status).toBe(404)
	})

	/** The e-mails queued for the customer (not the shop's notices). */
	const customerMails = async () =>
		(await getDb().db.selectFrom('outbox').selectAll().orderBy('created_at').execute()).filter(
			(mail) => mail.to_address === EMAIL,
		)

	it('offers Change order and Cancel order while it can change, and e-mails a one-time link', async () => {
		const number = await paidOrderNumber()
		expect((await track(number, EMAIL)).order!.canChange).toBe(true)
		const before = (await customerMails()).length
		const asked = await track(number, EMAIL.toLowerCase(), undefined, 'cancel')
		expect(asked.status).toBe(200)
		expect(asked.notice?.text).toBe('We sent a link to P•••@Example.com to confirm.')
		expect(asked.order?.number).toBe(number)
		const mails = await customerMails()
		expect(mails).toHaveLength(before + 1)
		const mail = mails.at(-1)!
		expect(mail.subject).toMatch(`Confirm: cancel order ${number}`)
		const link = mail.text_body.match(/http:\/\/shop\.test\/order-action\?token=([\w-]{43})/)
		expect(link).not.toBeNull()
		// Only the token's hash is stored.
		const rows = await getDb().db.selectFrom('order_action_links').selectAll().execute()
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ action: 'cancel', used_at: null })
		expect(JSON.stringify(rows)).not.toContain(link![1])
		const minutes = (Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at)) / 60_000
		expect(minutes).toBe(30)
	})

	it('answers a wrong number or e-mail with a link request as it answers a lookup, and sends nothing', async () => {
		const number = await paidOrderNumber()
		const before = await getDb().db.selectFrom('outbox').selectAll().execute()
		for (const answer of [
			await track(number, 'someone@example.com', undefined, 'change'),
			await track('ZZZZ9999', EMAIL, undefined, 'cancel'),
		]) {
			expect(answer.status).toBe(404)
			expect(answer.message).toBe(TRACK_ORDER_MESSAGES.notFound)
			expect(answer.notice).toBeUndefined()
		}
		expect(await getDb().db.selectFrom('outbox').selectAll().execute()).toHaveLength(before.length)
		expect((await track(number, EMAIL, undefined, 'delete')).status).toBe(400)
	})

	it('limits the links per order, whichever address asks', async () => {
		const number = await paidOrderNumber()
		const perOrder = ORDER_ACTION_LIMITS.perOrder.limit
		for (let i = 0; i < perOrder; i++) {
			expect((await track(number, EMAIL, `192.0.2.${i + 1}`, 'change')).status).toBe(200)
		}
		const refused = await track(number, EMAIL, '192.0.2.99', 'change')
		expect(refused.status).toBe(429)
		expect(refused.message).toMatch(/^We have sent several links/)
		expect(await getDb().db.selectFrom('order_action_links').selectAll().execute()).toHaveLength(
			perOrder,
		)
	})

	it('limits the links per e-mail address across its orders', async () => {
		const perAddress = ORDER_ACTION_LIMITS.perAddress.limit
		const numbers: string[] = []
		for (let i = 0; i < 3; i++) numbers.push(await paidOrderNumber())
		let sent = 0
		for (let i = 0; i < perAddress; i++) {
			const answer = await track(numbers[i % 3]!, EMAIL, `192.0.2.${i + 1}`, 'cancel')
			if (answer.status === 200) sent++
		}
		expect(sent).toBe(perAddress)
		const refused = await track(numbers[2]!, EMAIL, '192.0.2.50', 'cancel')
		expect(refused.status).toBe(429)
	})

	it('has no buttons and sends no link once the order is in production', async () => {
		const moved = await paidOrder(getDb().db, { email: EMAIL })
		const { db } = getDb()
		await addStatusHistory(db, moved.id, 'in_production', null, new Date())
		await db.updateTable('orders').set({ status: 'in_production' }).execute()
		expect((await track(moved.number, EMAIL)).order!.canChange).toBe(false)
		const asked = await track(moved.number, EMAIL, undefined, 'cancel')
		expect(asked.status).toBe(200)
		expect(asked.notice).toBeUndefined()
		expect(asked.order!.changes?.text).toMatch(/in production/)
		expect(await db.selectFrom('order_action_links').selectAll().execute()).toHaveLength(0)
	})
})
