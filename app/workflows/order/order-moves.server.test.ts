import { beforeEach, describe, expect, it } from 'vitest'
import { ORDER_STATUSES } from '#app/domain/order/order-status.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import type { DB } from '#db/index.ts'
import { adminMoves, moveOrder, type OrderMove } from './order-moves.server.ts'
import { moveSettings, paidOrder, SHOP_ORIGIN } from '#tests/support/fixtures/admin.ts'
import type { AdminUser } from '#app/models/auth/users.server.ts'
import { findOrder } from '#app/models/order/orders.server.ts'
import { listRefundsOfOrder } from '#app/models/payments/refunds.server.ts'
import { formatCents } from '#app/domain/common/money.ts'

const admin: AdminUser = { id: 'admin-1', email: 'owner@shop.test' }
const CUSTOMER = 'pat.lee@example.com'
const T1 = new Date('2030-04-01T14:00:00.000Z')

describe('adminMoves', () => {
	it('allows the next step of the guide and cancel, never backwards, skipping or reopening', () => {
		const table = Object.fromEntries(ORDER_STATUSES.map((status) => [status, adminMoves(status)]))
		expect(table).toEqual({
			pending_payment: [],
			received: ['in_production', 'canceled'],
			in_production: ['quality_check', 'canceled'],
			quality_check: ['shipped', 'canceled'],
			shipped: [],
			canceled: [],
			expired: [],
		})
	})
})

async function statusMails(db: DB) {
	return db
		.selectFrom('outbox')
		.select(['subject', 'text_body', 'html_body'])
		.where('to_address', '=', CUSTOMER)
		.where('subject', 'not like', '%received: thank you%')
		.orderBy('created_at')
		.execute()
}

async function history(db: DB, orderId: string) {
	return db
		.selectFrom('order_status_history')
		.select(['status', 'actor_id', 'actor_email', 'note', 'created_at'])
		.where('order_id', '=', orderId)
		.orderBy('created_at')
		.execute()
}

describeEachDatabase('moving orders in the back office', (getDb) => {
	beforeEach(() => getDb().clear())

	const move = (order: { id: string }, from: OrderMove['from'], to: OrderMove['to'], extra = {}) =>
		moveOrder(
			getDb().db,
			{ orderId: order.id, from, to, actor: admin, ...extra },
			moveSettings(getDb().db),
			T1,
		)

	it('moves a paid order to shipped step by step, recording who and when and e-mailing each move', async () => {
		const { db } = getDb()
		const order = await paidOrder(db, { email: CUSTOMER })
		expect((await move(order, 'received', 'in_production', { note: 'Cut today' })).ok).toBe(true)
		expect((await move(order, 'in_production', 'quality_check')).ok).toBe(true)
		const shipped = await move(order, 'quality_check', 'shipped', {
			shipment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
		})
		expect(shipped).toMatchObject({
			ok: true,
			order: { status: 'shipped', carrier: 'UPS', tracking_number: '1Z999AA10123456784' },
		})

		const entries = await history(db, order.id)
		expect(entries.map((entry) => entry.status)).toEqual([
			'pending_payment',
			'received',
			'in_production',
			'quality_check',
			'shipped',
		])
		expect(entries.slice(2)).toEqual([
			{
				status: 'in_production',
				actor_id: admin.id,
				actor_email: admin.email,
				note: 'Cut today',
				created_at: T1.toISOString(),
			},
			{
				status: 'quality_check',
				actor_id: admin.id,
				actor_email: admin.email,
				note: null,
				created_at: T1.toISOString(),
			},
			{
				status: 'shipped',
				actor_id: admin.id,
				actor_email: admin.email,
				note: null,
				created_at: T1.toISOString(),
			},
		])

		const mails = await statusMails(db)
		expect(mails.map((mail) => mail.subject)).toEqual([
			`Your order ${order.number} is now: In Production`,
			`Your order ${order.number} is now: Quality Check`,
			`Your order ${order.number} has shipped`,
		])
		expect(mails[0]!.text_body).toContain('Status: In Production')
		expect(mails[2]!.text_body).toContain('Carrier: UPS')
		expect(mails[2]!.text_body).toContain('Tracking number: 1Z999AA10123456784')
		for (const mail of mails) {
			expect(mail.text_body).toContain(`${SHOP_ORIGIN}/track-order`)
			expect(mail.text_body).toContain(order.number)
			expect(mail.html_body).toContain(`href="${SHOP_ORIGIN}/track-order"`)
		}
	})

	it('refuses backward moves, skipped steps and moves out of shipped, changing nothing', async () => {
		const { db } = getDb()
		const order = await paidOrder(db, { email: CUSTOMER })
		const ship = { shipment: { carrier: 'UPS', trackingNumber: '1Z1' } }
		expect(await move(order, 'received', 'shipped', ship)).toEqual({
			ok: false,
			reason: 'not_allowed',
		})
		expect(await move(order, 'received', 'quality_check')).toEqual({
			ok: false,
			reason: 'not_allowed',
		})
		await move(order, 'received', 'in_production')
		await move(order, 'in_production', 'quality_check')
		// canTransition allows quality_check -> in_production (rework); the back office only goes forward.
		expect(await move(order, 'quality_check', 'in_production')).toEqual({
			ok: false,
			reason: 'not_allowed',
		})
		expect(await move(order, 'quality_check', 'shipped')).toEqual({
			ok: false,
			reason: 'shipment_required',
		})
		await move(order, 'quality_check', 'shipped', ship)
		expect(await move(order, 'shipped', 'canceled')).toEqual({ ok: false, reason: 'not_allowed' })
		expect(await move(order, 'shipped', 'received')).toEqual({ ok: false, reason: 'not_allowed' })
		expect((await findOrder(db, order.id))?.status).toBe('shipped')
		expect(await statusMails(db)).toHaveLength(3)
	})

	it('answers a move from a status the order no longer has as stale, with the current one', async () => {
		const { db } = getDb()
		const order = await paidOrder(db, { email: CUSTOMER })
		await move(order, 'received', 'in_production')
		expect(await move(order, 'received', 'canceled')).toEqual({
			ok: false,
			reason: 'stale',
			current: 'in_production',
		})
		expect(await move({ id: 'no-such-order' }, 'received', 'canceled')).toEqual({
			ok: false,
			reason: 'not_found',
		})
	})

	it('makes exactly one of concurrent moves of one order (two server processes on PostgreSQL)', async () => {
		const { db, dialect, connectAgain } = getDb()
		const order = await paidOrder(db, { email: CUSTOMER })
		// One SQLite file has one connection per process (two in one process would wait on each
		// other's lock while blocking the thread), so there the moves race through the one connection.
		const other = dialect === 'postgres' ? connectAgain() : db
		const input = (to: OrderMove['to']) =>
			({ orderId: order.id, from: 'received', to, actor: admin }) satisfies OrderMove
		const outcomes = await Promise.all([
			moveOrder(db, input('in_production'), moveSettings(db), T1),
			moveOrder(other, input('in_production'), moveSettings(other), T1),
			moveOrder(other, input('canceled'), moveSettings(other), T1),
		])
		expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
		const winner = (await findOrder(db, order.id))!.status
		expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([
			{ ok: false, reason: 'stale', current: winner },
			{ ok: false, reason: 'stale', current: winner },
		])
		const entries = await history(db, order.id)
		expect(entries.filter((entry) => entry.actor_id)).toHaveLength(1)
		expect(await statusMails(db)).toHaveLength(1)
	})

	it('cancels an order in production and tells the customer about the refund', async () => {
		const { db } = getDb()
		const order = await paidOrder(db, { email: CUSTOMER })
		await move(order, 'received', 'in_production')
		expect(
			await move(order, 'in_production', 'canceled', { note: 'Customer asked' }),
		).toMatchObject({
			ok: true,
			order: { status: 'canceled' },
		})
		const [, cancel] = await statusMails(db)
		expect(cancel!.subject).toBe(`Your order ${order.number} has been canceled`)
		expect(cancel!.text_body).toContain(
			`We are refunding ${formatCents(order.amount_paid_cents!)}, shipping included, to the card you paid with. It shows on your statement within 3-5 business days.`,
		)
		// The move refunded the whole payment, once, on the test provider.
		expect(await findOrder(db, order.id)).toMatchObject({ refunded_cents: order.amount_paid_cents })
		expect(await listRefundsOfOrder(db, order.id)).toMatchObject([
			{ kind: 'cancel', status: 'succeeded', actor_email: admin.email },
		])
		expect(adminMoves('canceled')).toEqual([])
	})
})
