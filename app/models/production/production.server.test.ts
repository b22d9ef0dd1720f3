import { beforeEach, expect, it } from 'vitest'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import type { DB } from '#db/index.ts'
import { moveOrder } from '#app/workflows/order/order-moves.server.ts'
import { moveOrdersForward } from '#app/workflows/production/production-moves.server.ts'
import { runLateOrderCheck } from '#app/workflows/production/late-orders.server.ts'
import { paidOrder, SHOP_ORIGIN } from '#tests/support/fixtures/admin.ts'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import { DEFAULT_SHOP } from '#tests/support/fixtures/shop-identity.ts'
import { findOrder } from '#app/models/order/orders.server.ts'
import { claimDailyJob, listLateOrders, listProductionQueue } from './production.server.ts'

const admin = { id: 'admin-1', email: 'owner@shop.test' }
const settings = { shopInbox: 'shop@shop.test', siteUrl: SHOP_ORIGIN, shop: DEFAULT_SHOP }

// Monday, April 1, 2030, 10:00 in New York (EDT): ships by Wednesday, April 3.
const MONDAY_10AM = new Date('2030-04-01T14:00:00.000Z')
// Monday, April 1, 2030, 14:00 (the cut-off): starts Tuesday, ships by Thursday, April 4.
const MONDAY_2PM = new Date('2030-04-01T18:00:00.000Z')
// Friday, March 29, 2030, 09:00: ships by Tuesday, April 2.
const FRIDAY_9AM = new Date('2030-03-29T13:00:00.000Z')

async function lateMails(db: DB) {
	return db
		.selectFrom('outbox')
		.select(['to_address', 'subject', 'text_body'])
		.where('subject', 'like', '%past their ship-by date%')
		.execute()
}

describeEachDatabase('ship-by dates and the production queue', (getDb) => {
	beforeEach(() => getDb().clear())

	it('stores the ship-by date counted from the moment of payment, and puts it in the e-mail', async () => {
		const { db } = getDb()
		const before = await paidOrder(db, { at: MONDAY_10AM })
		const after = await paidOrder(db, { at: MONDAY_2PM })
		expect((await findOrder(db, before.id))!.ship_by).toBe('2030-04-03')
		expect((await findOrder(db, after.id))!.ship_by).toBe('2030-04-04')
		const confirmation = await db
			.selectFrom('outbox')
			.select(['text_body', 'html_body'])
			.where('subject', 'like', `%${before.number}%received%`)
			.executeTakeFirstOrThrow()
		expect(confirmation.text_body).toContain('Ships by Wednesday, April 3')
		expect(confirmation.html_body).toContain('Ships by Wednesday, April 3')
	})

	it('lists the orders to make by ship-by date, without shipped or canceled ones, and the late ones', async () => {
		const { db } = getDb()
		const thursday = await paidOrder(db, { at: MONDAY_2PM })
		const wednesday = await paidOrder(db, { at: MONDAY_10AM })
		const tuesday = await paidOrder(db, { at: FRIDAY_9AM })
		const canceled = await paidOrder(db, { at: FRIDAY_9AM })
		const old = await paidOrder(db, { at: FRIDAY_9AM })
		await db.updateTable('orders').set({ ship_by: null }).where('id', '=', old.id).execute()
		const outcome = await moveOrder(
			db,
			{ orderId: canceled.id, from: 'received', to: 'canceled', actor: admin },
			{ ...settings, payments: createTestProvider(db) },
			MONDAY_2PM,
		)
		expect(outcome.ok).toBe(true)
		await moveOrder(
			db,
			{ orderId: wednesday.id, from: 'received', to: 'in_production', actor: admin },
			{ ...settings, payments: createTestProvider(db) },
			MONDAY_2PM,
		)

		const queue = await listProductionQueue(db)
		expect(queue.map((row) => [row.number, row.ship_by, row.status])).toEqual([
			[tuesday.number, '2030-04-02', 'received'],
			[wednesday.number, '2030-04-03', 'in_production'],
			[thursday.number, '2030-04-04', 'received'],
			[old.number, null, 'received'],
		])
		expect((await listLateOrders(db, '2030-04-03')).map((row) => row.number)).toEqual([
			tuesday.number,
		])
		expect(await listLateOrders(db, '2030-04-02')).toEqual([])
	})

	it('moves several orders one stage forward, each recorded and e-mailed; a stale one is left', async () => {
		const { db } = getDb()
		const first = await paidOrder(db, { at: MONDAY_10AM })
		const second = await paidOrder(db, { at: MONDAY_10AM })
		const results = await moveOrdersForward(
			db,
			[
				{ orderId: first.id, from: 'received' },
				{ orderId: second.id, from: 'received' },
			],
			admin,
			{ ...settings, payments: createTestProvider(db) },
			MONDAY_2PM,
		)
		expect(results.map((result) => [result.to, result.outcome.ok])).toEqual([
			['in_production', true],
			['in_production', true],
		])
		for (const order of [first, second]) {
			expect((await findOrder(db, order.id))!.status).toBe('in_production')
			const entry = await db
				.selectFrom('order_status_history')
				.select(['actor_email', 'created_at'])
				.where('order_id', '=', order.id)
				.where('status', '=', 'in_production')
				.executeTakeFirstOrThrow()
			expect(entry).toEqual({ actor_email: admin.email, created_at: MONDAY_2PM.toISOString() })
		}
		const mails = await db
			.selectFrom('outbox')
			.select('subject')
			.where('subject', 'like', '%is now: In Production%')
			.execute()
		expect(mails).toHaveLength(2)
		// The page was stale: the first order is no longer Order Received.
		const again = await moveOrdersForward(db, [{ orderId: first.id, from: 'received' }], admin, {
			...settings,
			payments: createTestProvider(db),
		})
		expect(again[0]!.outcome).toEqual({ ok: false, reason: 'stale', current: 'in_production' })
	})

	it('sends the late-orders e-mail once a shop day, however many connections run the check', async () => {
		const { db, dialect, connectAgain } = getDb()
		const late = await paidOrder(db, { at: FRIDAY_9AM })
		await paidOrder(db, { at: MONDAY_10AM })
		// Wednesday, April 3, 2030: before 7:00 nothing; at 8:00 two instances at once.
		const early = new Date('2030-04-03T10:30:00.000Z')
		const morning = new Date('2030-04-03T12:00:00.000Z')
		expect(await runLateOrderCheck(db, settings, early)).toEqual({
			ran: false,
			reason: 'too_early',
		})
		const other = connectAgain()
		const checks = [
			() => runLateOrderCheck(db, settings, morning),
			() => runLateOrderCheck(other, settings, morning),
			() => runLateOrderCheck(other, settings, new Date(morning.getTime() + 3_600_000)),
		]
		// PostgreSQL: two server processes at once. SQLite: one file has one connection per
		// process, and two in one process would wait on each other's lock while blocking the
		// thread, so there the second connection runs after the first.
		const outcomes =
			dialect === 'postgres'
				? await Promise.all(checks.map((check) => check()))
				: [await checks[0]!(), await checks[1]!(), await checks[2]!()]
		expect(outcomes.filter((outcome) => outcome.ran)).toEqual([
			{ ran: true, late: 1, mailed: true },
		])
		const mails = await lateMails(db)
		expect(mails).toHaveLength(1)
		expect(mails[0]!.to_address).toBe(settings.shopInbox)
		expect(mails[0]!.text_body).toContain(late.number)
		expect(mails[0]!.text_body).toContain('ship by Tuesday, April 2')
		expect(mails[0]!.text_body).toContain(`${SHOP_ORIGIN}/admin/order?number=${late.number}`)

		// The next shop day is a new claim.
		const thursday = new Date('2030-04-04T12:00:00.000Z')
		expect(await runLateOrderCheck(other, settings, thursday)).toMatchObject({ ran: true })
		expect(await lateMails(db)).toHaveLength(2)
		expect(await claimDailyJob(db, 'late-orders', '2030-04-04')).toBe(false)
	})
})
