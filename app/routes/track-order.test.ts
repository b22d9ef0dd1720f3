import { beforeEach, expect, it } from 'vitest'
import type { TrackOrderResult } from '#app/components/order/track-order-page.tsx'
import { TRACK_ORDER_MESSAGES } from '#app/content/words/messages/tracking.ts'
import { addStatusHistory } from '#app/models/order/orders.server.ts'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import { paidOrder } from '#tests/support/fixtures/admin.ts'
import { paymentContext, routeArgs, SHOP_ORIGIN } from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { action, TRACKING_LIMITS } from './track-order.tsx'

const EMAIL = 'Pat.Lee@Example.com'

describeEachDatabase('/track-order', (getDb) => {
	beforeEach(() => getDb().clear())

	const context = (clientAddress = '198.51.100.1') => {
		const { db, dialect } = getDb()
		return { ...paymentContext(db, dialect, createTestProvider(db)), clientAddress }
	}

	/** A paid order from the test provider, as a customer makes one: its number. */
	const paidOrderNumber = async () => (await paidOrder(getDb().db, { email: EMAIL })).number

	async function track(orderNumber: string, email: string, clientAddress?: string) {
		const request = new Request(`${SHOP_ORIGIN}/track-order`, {
			method: 'POST',
			body: new URLSearchParams({ orderNumber, email }),
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
})
