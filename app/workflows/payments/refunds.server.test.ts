// Refunds on the built-in test provider, on both databases: a part and the rest, more than is left
// refused with the most that can be refunded, the same key twice making one refund, and ten
// refunds at once (from two connections on PostgreSQL, as two instances) never refunding more than was paid.
import { beforeEach, expect, it } from 'vitest'
import { findOrder, listStatusHistory } from '#app/models/order/orders.server.ts'
import { listRefundsOfOrder } from '#app/models/payments/refunds.server.ts'
import { listTestRefunds } from '#app/models/payments/test-payment-refunds.server.ts'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import type { DB } from '#db/index.ts'
import { paidOrder, SHOP_ORIGIN } from '#tests/support/fixtures/admin.ts'
import { DEFAULT_SHOP } from '#tests/support/fixtures/shop-identity.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { refundOrder, type RefundRequest } from './refunds.server.ts'

const OWNER = { id: 'admin-1', email: 'owner@shop.test' }
const deps = (db: DB) => ({
	db,
	payments: createTestProvider(db),
	siteUrl: SHOP_ORIGIN,
	shop: DEFAULT_SHOP,
})

const request = (orderId: string, amountCents: number, key: string): RefundRequest => ({
	orderId,
	amountCents,
	kind: 'partial',
	reason: 'One screen arrived bent',
	actor: OWNER,
	idempotencyKey: key,
})

async function refundMails(db: DB) {
	return db
		.selectFrom('outbox')
		.select(['subject', 'text_body'])
		.where('subject', 'like', 'We refunded%')
		.execute()
}

describeEachDatabase('refunding an order on the test provider', (getDb) => {
	beforeEach(() => getDb().clear())

	it('refunds a part, then the rest, records who and why, and e-mails the new net total', async () => {
		const { db } = getDb()
		const order = await paidOrder(db)
		const paid = order.amount_paid_cents!
		const first = await refundOrder(deps(db), request(order.id, 1234, 'k1'))
		expect(first).toMatchObject({
			ok: true,
			refund: { amount_cents: 1234, status: 'succeeded', actor_email: OWNER.email },
			order: { refunded_cents: 1234 },
		})
		const rest = await refundOrder(deps(db), request(order.id, paid - 1234, 'k2'))
		expect(rest).toMatchObject({ ok: true, order: { refunded_cents: paid } })

		const onProvider = await listTestRefunds(db, order.payment_reference!)
		expect(onProvider.map((refund) => refund.amount_cents)).toEqual([1234, paid - 1234])
		const notes = (await listStatusHistory(db, order.id)).filter((entry) =>
			entry.note?.startsWith('Refunded'),
		)
		expect(notes).toMatchObject([
			{ note: 'Refunded $12.34: One screen arrived bent', actor_id: OWNER.id, status: 'received' },
			{ actor_email: OWNER.email },
		])
		const mails = await refundMails(db)
		expect(mails).toHaveLength(2)
		expect(mails[0]!.subject).toBe(`We refunded $12.34 on your order ${order.number}`)
		expect(mails[0]!.text_body).toContain('your order now comes to')
	})

	it('refuses more than is left, naming the most that can be refunded, and refunds nothing', async () => {
		const { db } = getDb()
		const order = await paidOrder(db)
		const paid = order.amount_paid_cents!
		await refundOrder(deps(db), request(order.id, 1000, 'k1'))
		const tooMuch = await refundOrder(deps(db), request(order.id, paid, 'k2'))
		expect(tooMuch).toEqual({
			ok: false,
			reason: 'too_much',
			message: expect.stringContaining(`At most $${((paid - 1000) / 100).toFixed(2)} can be`),
		})
		expect((await findOrder(db, order.id))!.refunded_cents).toBe(1000)
		expect(await listRefundsOfOrder(db, order.id)).toHaveLength(1)
	})

	it('makes one refund of the same key, however often it is asked', async () => {
		const { db } = getDb()
		const order = await paidOrder(db)
		const first = await refundOrder(deps(db), request(order.id, 500, 'same'))
		const again = await refundOrder(deps(db), request(order.id, 500, 'same'))
		expect(again).toMatchObject({ ok: true, refund: { id: first.ok && first.refund.id } })
		expect((await findOrder(db, order.id))!.refunded_cents).toBe(500)
		expect(await listTestRefunds(db, order.payment_reference!)).toHaveLength(1)
		expect(await refundMails(db)).toHaveLength(1)
	})

	it('refuses an unpaid or unknown order', async () => {
		const { db } = getDb()
		expect(await refundOrder(deps(db), request('no-such-order', 100, 'k'))).toMatchObject({
			ok: false,
			reason: 'not_found',
		})
		await expect(refundOrder(deps(db), request('x', 0, 'k'))).rejects.toThrow(RangeError)
	})

	it('never refunds more than was paid when ten refunds race (two connections on PostgreSQL)', async () => {
		const { db, dialect, connectAgain } = getDb()
		const order = await paidOrder(db)
		const paid = order.amount_paid_cents!
		// One SQLite file has one connection per process (two in one process would wait on each
		// other's lock while blocking the thread), so there they race through the one connection.
		const other = dialect === 'postgres' ? connectAgain() : db
		// Each asks for a third of the payment: at most three can fit.
		const third = Math.floor(paid / 3)
		const outcomes = await Promise.all(
			Array.from({ length: 10 }, (_, i) =>
				refundOrder(deps(i % 2 ? other : db), request(order.id, third, `race-${i}`)),
			),
		)
		expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3)
		expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'too_much')).toHaveLength(
			7,
		)
		expect((await findOrder(db, order.id))!.refunded_cents).toBe(3 * third)
		expect(await listTestRefunds(db, order.payment_reference!)).toHaveLength(3)
	})
})
