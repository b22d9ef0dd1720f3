// "Accept and pay" on both databases with the built-in test provider: the order a quote becomes
// (every line and label, the quote's money), exactly once however many accepts race, refused for
// a bad link or an expired quote, paid and fulfilled once, and flagged when paid after expiry.
import { beforeEach, expect, it } from 'vitest'
import { cancelPendingOrder, findOrder, listOrderItems } from '#app/models/order/orders.server.ts'
import { findQuote } from '#app/models/quote/quotes.server.ts'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import type { DB } from '#db/index.ts'
import { SHOP_ORIGIN } from '#tests/support/fixtures/payment.ts'
import {
	approvedQuote,
	FULFILMENT_SETTINGS,
	jobListOf,
	payTestCheckout,
} from '#tests/support/fixtures/quotes.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { QUOTE_VALID_DAYS } from './contractor-quotes.server.ts'
import { moveOrder } from '#app/workflows/order/order-moves.server.ts'
import { acceptQuote } from './quote-payment.server.ts'

const T0 = new Date('2030-02-04T15:00:00.000Z')
const MINUTE = 60_000
const T1 = new Date(T0.getTime() + 60 * MINUTE)

function accept(db: DB, token: string | null, at = T1) {
	const payments = createTestProvider(db, { now: () => at })
	return acceptQuote(
		{ db, payments, ttlMinutes: 60, now: () => at, waitForSessionMs: 5_000 },
		{ token, origin: SHOP_ORIGIN },
	)
}

const ordersOf = (db: DB) => db.selectFrom('orders').selectAll().orderBy('created_at').execute()

describeEachDatabase('paying a contractor quote', (getDb) => {
	beforeEach(() => getDb().clear())

	it('makes one pending order with every line, label and the quote money, then its checkout', async () => {
		const { db } = getDb()
		const { quote, token } = await approvedQuote(db, { at: T0 })
		const result = await accept(db, token)
		if (result.status !== 'checkout') throw new Error(result.status)
		expect(result.url).toMatch(new RegExp(`^${SHOP_ORIGIN}/test-checkout\\?session=tcs_`))

		const order = (await findOrder(db, result.orderId))!
		// 2 x $51.00 + $48.00 + $51.00 = $201.00, less 10% ($20.10), tax $14.47, free shipping.
		expect(order).toMatchObject({
			status: 'pending_payment',
			quote_id: quote.id,
			email: 'pat@example.com',
			customer_name: 'Pat Builder',
			screen_count: 4,
			subtotal_cents: 20100,
			discount_cents: 2010,
			tax_cents: 1447,
			shipping_method: 'standard',
			shipping_cents: 0,
			total_cents: 19537,
			provider: 'test',
		})
		expect(order.total_cents).toBe(quote.total_cents)
		const items = await listOrderItems(db, order.id)
		expect(
			items.map((item) => [
				item.label,
				item.width,
				item.width_sixteenths,
				item.height,
				item.quantity,
				item.unit_price_cents,
				item.line_total_cents,
			]),
		).toEqual([
			['Unit 1 kitchen', 30, 0, 40, 2, 5100, 10200],
			['Unit 2 bath', 12, 0, 40, 1, 4800, 4800],
			['Unit 3 den', 30, 5, 40, 1, 5100, 5100],
		])
		expect((await findQuote(db, quote.id))!.order_id).toBe(order.id)
		const history = await db
			.selectFrom('order_status_history')
			.select(['status', 'note'])
			.where('order_id', '=', order.id)
			.execute()
		expect(history).toEqual([{ status: 'pending_payment', note: `From quote ${quote.number}` }])

		// The hosted page shows the labelled lines, the discount and the quote's total.
		const session = await createTestProvider(db, { now: () => T1 }).viewSession(
			new URL(result.url).searchParams.get('session')!,
		)
		expect(session?.amountTotalCents).toBe(19537)
		expect(session?.prefilledEmail).toBe('pat@example.com')
		expect(session?.cancelUrl).toBe(`${SHOP_ORIGIN}/bulk-orders`)
		expect(session?.lines.map((line) => [line.name, line.unitAmountCents, line.quantity])).toEqual([
			['Custom Window Screen', 5100, 2],
			['Custom Window Screen', 4800, 1],
			['Custom Window Screen', 5100, 1],
			[`Quote ${quote.number}: 10% off`, -2010, 1],
			['Sales tax', 1447, 1],
			['Shipping', 0, 1],
		])
		expect(session?.lines[2]?.description).toBe('30 5/16" x 40", Unit 3 den')

		// Accepting again (a double click, a second tab) hands back the same checkout.
		expect(await accept(db, token)).toEqual({ ...result, reused: true })
		expect(await ordersOf(db)).toHaveLength(1)
	})

	it('refuses a tampered, unknown or malformed link, an unapproved and an expired quote', async () => {
		const { db } = getDb()
		const { quote, token } = await approvedQuote(db, { at: T0 })
		const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
		for (const bad of [tampered, 'x'.repeat(43), 'short', '', null]) {
			expect(await accept(db, bad)).toEqual({ status: 'not-found' })
		}
		const expiresAt = Date.parse(quote.expires_at)
		expect(await accept(db, token, new Date(expiresAt))).toEqual({
			status: 'expired',
			number: quote.number,
		})
		expect(quote.expires_at).toBe(
			new Date(T0.getTime() + MINUTE + QUOTE_VALID_DAYS * 24 * 60 * MINUTE).toISOString(),
		)
		await db.updateTable('quotes').set({ status: 'requested' }).execute()
		expect(await accept(db, token)).toEqual({ status: 'not-found' })
		expect(await ordersOf(db)).toEqual([])
	})

	it('makes exactly one order of two simultaneous accepts', async () => {
		const { db, dialect, connectAgain } = getDb()
		const { quote, token } = await approvedQuote(db, { at: T0 })
		// Two connections on PostgreSQL, as two server processes have. One SQLite file has one
		// connection per process (two in one process would block each other's thread).
		const other = dialect === 'postgres' ? connectAgain() : db
		const [first, second] = await Promise.all([accept(db, token), accept(other, token)])
		if (first.status !== 'checkout' || second.status !== 'checkout') {
			throw new Error(`${first.status} / ${second.status}`)
		}
		expect(first.url).toBe(second.url)
		expect([first.reused, second.reused].sort()).toEqual([false, true])
		const orders = await ordersOf(db)
		expect(orders).toHaveLength(1)
		expect(await listOrderItems(db, orders[0]!.id)).toHaveLength(3)
		expect((await findQuote(db, quote.id))!.order_id).toBe(orders[0]!.id)
	})

	it('is paid and fulfilled once; then charges nothing again and moves through production', async () => {
		const { db } = getDb()
		const { token } = await approvedQuote(db, { at: T0 })
		const started = await accept(db, token)
		if (started.status !== 'checkout') throw new Error(started.status)
		const paidAt = new Date(T1.getTime() + 5 * MINUTE)
		const paid = await payTestCheckout(db, started.url, paidAt)
		expect(paid).toMatchObject({ outcome: 'paid', fulfilment: 'fulfilled' })
		expect((await payTestCheckout(db, started.url, paidAt)).outcome).toBe('already_paid')

		const order = (await findOrder(db, started.orderId))!
		expect(order).toMatchObject({ status: 'received', needs_review: 0, amount_paid_cents: 19537 })
		const mail = await db
			.selectFrom('outbox')
			.select(['to_address', 'subject', 'text_body'])
			.execute()
		const confirmation = mail.find((each) => each.subject.startsWith(`Order ${order.number}`))
		expect(confirmation?.text_body).toContain('Discount: -$20.10')
		expect(confirmation?.text_body).toContain('12" x 40" (Label: Unit 2 bath), qty 1')
		expect(confirmation?.text_body).toContain('Total paid: $195.37')
		expect(mail.filter((each) => each.subject.includes(`New order ${order.number}`))).toHaveLength(
			1,
		)

		const again = await accept(db, token, new Date(T1.getTime() + 10 * MINUTE))
		expect(again).toMatchObject({ status: 'paid', order: { id: order.id } })
		// Paid quotes still open, even after their price expired.
		expect(
			await accept(db, token, new Date(Date.parse(order.created_at) + 40 * 86_400_000)),
		).toMatchObject({ status: 'paid' })
		expect(await ordersOf(db)).toHaveLength(1)

		const moved = await moveOrder(
			db,
			{
				orderId: order.id,
				from: 'received',
				to: 'in_production',
				actor: { id: 'a', email: 'o@x' },
			},
			{ ...FULFILMENT_SETTINGS, payments: createTestProvider(db) },
			new Date(paidAt.getTime() + MINUTE),
		)
		expect(moved).toMatchObject({ ok: true, order: { status: 'in_production' } })
	})

	it('replaces an order whose checkout ended unpaid with a new one on the next accept', async () => {
		const { db } = getDb()
		const { quote, token } = await approvedQuote(db, { at: T0 })
		const first = await accept(db, token)
		if (first.status !== 'checkout') throw new Error(first.status)
		await cancelPendingOrder(db, first.orderId, 'No payment session could be created', T1)
		const second = await accept(db, token, new Date(T1.getTime() + MINUTE))
		if (second.status !== 'checkout') throw new Error(second.status)
		expect(second.orderId).not.toBe(first.orderId)
		expect((await findQuote(db, quote.id))!.order_id).toBe(second.orderId)
		expect((await ordersOf(db)).map((order) => order.status)).toEqual([
			'canceled',
			'pending_payment',
		])
	})

	it('ends the checkout by the quote expiry, and flags a payment that came after it', async () => {
		const { db } = getDb()
		const { quote, token } = await approvedQuote(db, { at: T0 })
		const expiresAt = Date.parse(quote.expires_at)
		const late = new Date(expiresAt - 10 * MINUTE)
		const started = await accept(db, token, late)
		if (started.status !== 'checkout') throw new Error(started.status)
		const order = (await findOrder(db, started.orderId))!
		// Stripe keeps a session open at least 30 minutes: 31 here, past the quote's expiry.
		expect(order.session_expires_at).toBe(new Date(late.getTime() + 31 * MINUTE).toISOString())

		const paid = await payTestCheckout(db, started.url, new Date(expiresAt + 5 * MINUTE))
		expect(paid).toMatchObject({ outcome: 'paid', fulfilment: 'fulfilled' })
		const flagged = (await findOrder(db, order.id))!
		expect(flagged).toMatchObject({ status: 'received', needs_review: 1 })
		expect(flagged.review_reason).toMatch(new RegExp(`^Paid after quote ${quote.number} expired`))

		// Early on, the session lasts PAYMENT_SESSION_TTL_MINUTES as a cart's does.
		const { token: fresh } = await approvedQuote(db, { at: T0, email: 'lee@example.com' })
		const early = await accept(db, fresh)
		if (early.status !== 'checkout') throw new Error(early.status)
		expect((await findOrder(db, early.orderId))!.session_expires_at).toBe(
			new Date(T1.getTime() + 60 * MINUTE).toISOString(),
		)
	})

	it('parses, prices and stores a 2,000-row list, and its order gets all 2,000 lines', async () => {
		const { db } = getDb()
		const { quote, token } = await approvedQuote(db, { at: T0, jobList: jobListOf(2000) })
		expect(quote.lines).toHaveLength(2000)
		expect(quote.lines[1999]).toMatchObject({ label: 'Unit 2000', source_row: 2000 })
		const started = await accept(db, token)
		if (started.status !== 'checkout') throw new Error(started.status)
		const order = (await findOrder(db, started.orderId))!
		const items = await listOrderItems(db, order.id)
		expect(items).toHaveLength(2000)
		expect(items.map((item) => item.label)).toEqual(quote.lines.map((line) => line.label))
		expect(items.reduce((sum, item) => sum + item.line_total_cents, 0)).toBe(
			quote.list_subtotal_cents,
		)
		expect(order).toMatchObject({
			screen_count: quote.screen_count,
			discount_cents: quote.discount_cents,
			total_cents: quote.total_cents,
		})
		// The hosted page has one line per unit price (and the tax and shipping lines).
		const session = await createTestProvider(db, { now: () => T1 }).viewSession(
			new URL(started.url).searchParams.get('session')!,
		)
		const screens = session!.lines.filter((line) => line.name.startsWith('Custom Window Screen, $'))
		expect(screens.length).toBeLessThanOrEqual(99)
		expect(screens.reduce((sum, line) => sum + line.quantity, 0)).toBe(quote.screen_count)
		expect(session!.amountTotalCents).toBe(quote.total_cents)
	})
})
