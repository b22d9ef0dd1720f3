// Canceling a paid order with its refund, on both databases: the customer while the change window
// is open (the deadline in the answer after it), the owner until it ships, the whole payment
// refunded once (shipping included) with one e-mail, and ten cancels at once making one refund.
import { beforeEach, expect, it } from 'vitest'
import { formatCents } from '#app/domain/common/money.ts'
import { findOrder, listStatusHistory } from '#app/models/order/orders.server.ts'
import { listRefundsOfOrder } from '#app/models/payments/refunds.server.ts'
import { listProductionQueue } from '#app/models/production/production.server.ts'
import { listTestRefunds } from '#app/models/payments/test-payment-refunds.server.ts'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import type { DB } from '#db/index.ts'
import { moveSettings, paidOrder, SHOP_ORIGIN } from '#tests/support/fixtures/admin.ts'
import { cartItem } from '#tests/support/fixtures/payment.ts'
import { DEFAULT_SHOP } from '#tests/support/fixtures/shop-identity.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { cancelOrder, type CancelRequest } from './cancel-order.server.ts'
import { moveOrder } from './order-moves.server.ts'

const CUSTOMER = 'pat.lee@example.com'
const OWNER = { id: 'admin-1', email: 'owner@shop.test' }
// Paid Monday April 1, 2030, 10:00 AM ET: changes close Tuesday April 2, 2:00 PM ET.
const PAID = new Date('2030-04-01T14:00:00.000Z')
const IN_WINDOW = new Date('2030-04-02T12:00:00.000Z')
const PAST_CUTOFF = new Date('2030-04-02T18:00:00.000Z')

const deps = (db: DB) => ({
	db,
	payments: createTestProvider(db),
	siteUrl: SHOP_ORIGIN,
	shop: DEFAULT_SHOP,
})

const byCustomer = (orderId: string, key = 'c1'): CancelRequest => ({
	orderId,
	by: 'customer',
	actor: { id: null, email: CUSTOMER },
	idempotencyKey: key,
})
const byOwner = (orderId: string, key = 'o1'): CancelRequest => ({
	orderId,
	by: 'owner',
	actor: OWNER,
	idempotencyKey: key,
	reason: 'Customer called',
})

async function cancelMails(db: DB) {
	return db
		.selectFrom('outbox')
		.select(['subject', 'text_body', 'html_body'])
		.where('subject', 'like', '%has been canceled')
		.execute()
}

describeEachDatabase('canceling an order with its refund', (getDb) => {
	beforeEach(() => getDb().clear())

	const expedited = (db: DB) =>
		paidOrder(db, { at: PAID, email: CUSTOMER, shippingMethod: 'expedited', items: [cartItem()] })

	it('lets the customer cancel in time: the whole payment back, shipping included, one e-mail', async () => {
		const { db } = getDb()
		const order = await expedited(db)
		expect(order.shipping_cents).toBeGreaterThan(0)
		const outcome = await cancelOrder(deps(db), byCustomer(order.id), IN_WINDOW)
		expect(outcome).toMatchObject({
			ok: true,
			order: { status: 'canceled', refunded_cents: order.amount_paid_cents },
			refund: { kind: 'cancel', status: 'succeeded', amount_cents: order.amount_paid_cents },
		})
		expect(await listTestRefunds(db, order.payment_reference!)).toMatchObject([
			{ amount_cents: order.amount_paid_cents },
		])
		const [mail, ...more] = await cancelMails(db)
		expect(more).toEqual([])
		expect(mail!.subject).toBe(`Your order ${order.number} has been canceled`)
		expect(mail!.text_body).toContain(`We are refunding ${formatCents(order.amount_paid_cents!)}`)
		expect(mail!.html_body).toContain(`href="${SHOP_ORIGIN}/track-order"`)
		// Both entries carry the same instant; their order among themselves is not kept.
		const history = (await listStatusHistory(db, order.id)).slice(-2)
		expect(history.toSorted((a, b) => a.note!.localeCompare(b.note!))).toMatchObject([
			{ status: 'canceled', note: 'Canceled by the customer', actor_email: CUSTOMER },
			{
				status: 'canceled',
				note: `Refunded ${formatCents(order.amount_paid_cents!)}: Order canceled`,
				actor_id: null,
				actor_email: CUSTOMER,
			},
		])
		// It leaves the production queue.
		expect((await listProductionQueue(db)).map((queued) => queued.id)).not.toContain(order.id)
		// The same request again answers as the first, and refunds nothing more.
		expect(await cancelOrder(deps(db), byCustomer(order.id), IN_WINDOW)).toMatchObject({
			ok: true,
			refund: { id: outcome.ok && outcome.refund!.id },
		})
		expect(await listTestRefunds(db, order.payment_reference!)).toHaveLength(1)
	})

	it('refuses the customer after the cut-off or once in production, saying why; the owner may', async () => {
		const { db } = getDb()
		const late = await expedited(db)
		expect(await cancelOrder(deps(db), byCustomer(late.id), PAST_CUTOFF)).toEqual({
			ok: false,
			reason: 'closed',
			message:
				'Your order is in production, so it can no longer be changed or cancelled. The deadline was Tuesday, April 2, 2:00 PM ET.',
		})
		const cut = await expedited(db)
		await moveOrder(
			db,
			{ orderId: cut.id, from: 'received', to: 'in_production', actor: OWNER },
			moveSettings(db),
			IN_WINDOW,
		)
		expect(await cancelOrder(deps(db), byCustomer(cut.id), IN_WINDOW)).toMatchObject({
			ok: false,
			reason: 'closed',
		})
		expect(await cancelOrder(deps(db), byOwner(cut.id), PAST_CUTOFF)).toMatchObject({
			ok: true,
			order: { status: 'canceled' },
		})
		expect((await findOrder(db, late.id))!.refunded_cents).toBe(0)
	})

	it('refuses the owner once the order has shipped, and answers an unknown order', async () => {
		const { db } = getDb()
		const order = await expedited(db)
		for (const [from, to] of [
			['received', 'in_production'],
			['in_production', 'quality_check'],
			['quality_check', 'shipped'],
		] as const) {
			await moveOrder(
				db,
				{
					orderId: order.id,
					from,
					to,
					actor: OWNER,
					shipment: { carrier: 'UPS', trackingNumber: '1Z1' },
				},
				moveSettings(db),
				IN_WINDOW,
			)
		}
		expect(await cancelOrder(deps(db), byOwner(order.id), IN_WINDOW)).toEqual({
			ok: false,
			reason: 'closed',
			message: 'This order has shipped, so it can no longer be canceled.',
		})
		expect(await cancelOrder(deps(db), byOwner('nope'), IN_WINDOW)).toMatchObject({
			ok: false,
			reason: 'not_found',
		})
	})

	it('refunds what is left when part was refunded already', async () => {
		const { db } = getDb()
		const order = await expedited(db)
		const { refundOrder } = await import('#app/workflows/payments/refunds.server.ts')
		await refundOrder(
			deps(db),
			{
				orderId: order.id,
				amountCents: 500,
				kind: 'partial',
				reason: 'Scratched frame',
				actor: OWNER,
				idempotencyKey: 'p1',
			},
			IN_WINDOW,
		)
		const outcome = await cancelOrder(deps(db), byOwner(order.id), IN_WINDOW)
		expect(outcome).toMatchObject({
			ok: true,
			refund: { amount_cents: order.amount_paid_cents! - 500 },
			order: { refunded_cents: order.amount_paid_cents },
		})
	})

	it('makes one refund and one e-mail of ten cancels at once (two connections on PostgreSQL)', async () => {
		const { db, dialect, connectAgain } = getDb()
		const order = await expedited(db)
		// One SQLite file has one connection per process (two in one process would wait on each
		// other's lock while blocking the thread), so there they race through the one connection.
		const other = dialect === 'postgres' ? connectAgain() : db
		const outcomes = await Promise.all(
			Array.from({ length: 10 }, (_, i) =>
				cancelOrder(
					deps(i % 2 ? other : db),
					i % 3 ? byCustomer(order.id, `c${i}`) : byOwner(order.id, `o${i}`),
					IN_WINDOW,
				),
			),
		)
		expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
		expect(
			outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'already_canceled'),
		).toHaveLength(9)
		expect(await listRefundsOfOrder(db, order.id)).toHaveLength(1)
		expect(await listTestRefunds(db, order.payment_reference!)).toHaveLength(1)
		expect((await findOrder(db, order.id))!.refunded_cents).toBe(order.amount_paid_cents)
		expect(await cancelMails(db)).toHaveLength(1)
	})
})
