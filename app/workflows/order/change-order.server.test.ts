// Changing a paid order on both databases: the same total applies at once, a higher one waits for
// its hosted checkout and applies once when paid (the test provider here; Stripe's stand-in in
// change-order-stripe.server.test.ts), an expired one leaves the order as it was, a newer change
// supersedes one waiting, the customer's window and the owner's limit, and parallel calls.
import { beforeEach, expect, it } from 'vitest'
import type { DB } from '#db/index.ts'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import { findTestSession } from '#app/models/payments/test-payment-sessions.server.ts'
import { findOrder, listOrderItems, listStatusHistory } from '#app/models/order/orders.server.ts'
import { listOrderChanges } from '#app/models/order/order-change-records.server.ts'
import { listRefundsOfOrder } from '#app/models/payments/refunds.server.ts'
import { moveOrderStatus } from '#app/models/order/order-changes.server.ts'
import { handlePaymentEvent } from '#app/workflows/payments/fulfilment.server.ts'
import { reconcileSession, sweepStaleChanges } from '#app/workflows/payments/reconcile.server.ts'
import { paidOrder, SHOP_ORIGIN } from '#tests/support/fixtures/admin.ts'
import { approvedQuote, payTestCheckout } from '#tests/support/fixtures/quotes.ts'
import { acceptQuote } from '#app/workflows/quote/quote-payment.server.ts'
import { cartItem, SHOP_INBOX } from '#tests/support/fixtures/payment.ts'
import { DEFAULT_SHOP } from '#tests/support/fixtures/shop-identity.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import {
	changeOrder,
	previewOrderChange,
	type ChangeDeps,
	type ChangeRequest,
	type OrderEdits,
} from './change-order.server.ts'

const settings = { shopInbox: SHOP_INBOX, siteUrl: SHOP_ORIGIN, shop: DEFAULT_SHOP }
const CUSTOMER = 'pat.lee@example.com'
// Paid Monday April 1, 2030, 10:00 AM EDT: changes are open until Tuesday 2:00 PM EDT.
const PAID = new Date('2030-04-01T14:00:00.000Z')
const SOON = new Date('2030-04-01T15:00:00.000Z')
const TOO_LATE = new Date('2030-04-02T18:00:00.000Z')

// Two lines: 2 x 30 7/16" x 40 1/2" at $51.00 and 1 x 24" x 24" at $40.00: $142.00, tax $11.36,
// free standard shipping: $153.36.
const ITEMS = [
	cartItem({ quantity: 2 }),
	cartItem({ width: 24, widthSixteenths: 0, height: 24, heightSixteenths: 0, quantity: 1 }),
]

async function twoLineOrder(db: DB) {
	const order = await paidOrder(db, { at: PAID, email: CUSTOMER, items: ITEMS })
	const items = await listOrderItems(db, order.id)
	return { order, first: items[0]!, second: items[1]! }
}

function depsFor(
	db: DB,
	now = SOON,
): ChangeDeps & { provider: ReturnType<typeof createTestProvider> } {
	const provider = createTestProvider(db, { now: () => now })
	return { db, payments: provider, provider, settings, ttlMinutes: 60, waitForSessionMs: 5_000 }
}

let keyCounter = 0
function request(
	orderId: string,
	edits: OrderEdits,
	extra: Partial<ChangeRequest> = {},
): ChangeRequest {
	return {
		orderId,
		edits,
		by: 'customer',
		actor: { id: null, email: CUSTOMER },
		idempotencyKey: `key-${++keyCounter}`,
		origin: SHOP_ORIGIN,
		...extra,
	}
}

const FORM = {
	cardNumber: '4242424242424242',
	expiry: '12/39',
	cvc: '123',
	name: 'Pat Lee',
	email: CUSTOMER,
	phone: null,
	line1: '1 Other Street',
	line2: null,
	city: 'Salem',
	state: 'OR',
	postalCode: '97301',
	specialInstructions: null,
}

async function changedMails(db: DB) {
	return db
		.selectFrom('outbox')
		.select(['subject', 'text_body', 'to_address'])
		.where('subject', 'like', '%was changed')
		.execute()
}

describeEachDatabase('changing a paid order', (getDb) => {
	beforeEach(() => getDb().clear())

	it('previews the new total and the difference without changing anything', async () => {
		const { db } = getDb()
		const { order, first } = await twoLineOrder(db)
		expect(order.total_cents).toBe(15336)
		const result = await previewOrderChange(db, order.id, {
			lines: [
				{
					itemId: first.id,
					size: { width: 30, widthSixteenths: 7, height: 50, heightSixteenths: 0 },
				},
			],
		})
		// 30" x 50": 6 + 26 inches beyond -> $56.00 x 2 = $112.00; $152.00 + tax $12.16 = $164.16
		expect(result).toMatchObject({
			ok: true,
			preview: {
				subtotalCents: 15200,
				taxCents: 1216,
				totalCents: 16416,
				paidCents: 15336,
				differenceCents: 1080,
			},
		})
		expect((await findOrder(db, order.id))!.total_cents).toBe(15336)
		expect(await previewOrderChange(db, 'nope', { lines: [] })).toMatchObject({
			ok: false,
			reason: 'not_found',
		})
	})

	it('applies an equal total at once: the lines, the history with who, one e-mail', async () => {
		const { db } = getDb()
		const { order, second } = await twoLineOrder(db)
		const edits = {
			lines: [
				{
					itemId: second.id,
					label: 'Bathroom',
					size: { width: 24, widthSixteenths: 0, height: 20, heightSixteenths: 4 },
				},
			],
		}
		const result = await changeOrder(depsFor(db), request(order.id, edits), SOON)
		expect(result).toMatchObject({ ok: true, kind: 'applied', order: { total_cents: 15336 } })
		const items = await listOrderItems(db, order.id)
		expect(items[1]).toMatchObject({
			label: 'Bathroom',
			height: 20,
			height_sixteenths: 4,
			unit_price_cents: 4000,
		})
		const history = await listStatusHistory(db, order.id)
		expect(history.at(-1)).toMatchObject({
			status: 'received',
			actor_email: CUSTOMER,
			note: expect.stringContaining(
				'line 2: size 24" x 24" -> 24" x 20 1/4", label (none) -> Bathroom',
			),
		})
		const mails = await changedMails(db)
		expect(mails).toHaveLength(1)
		expect(mails[0]).toMatchObject({
			to_address: CUSTOMER,
			subject: `Your order ${order.number} was changed`,
		})
		expect(mails[0]!.text_body).toContain('Label: Bathroom')
		expect(mails[0]!.text_body).toContain(`${SHOP_ORIGIN}/track-order`)
		expect(await listOrderChanges(db, order.id)).toMatchObject([
			{ status: 'applied', difference_cents: 0 },
		])
	})

	it('changes the ship-to address alone', async () => {
		const { db } = getDb()
		const { order } = await twoLineOrder(db)
		const shipTo = {
			name: 'Pat Lee',
			line1: '5 New Road',
			line2: null,
			city: 'Eugene',
			state: 'OR',
			postalCode: '97401',
			country: 'US',
		}
		const result = await changeOrder(depsFor(db), request(order.id, { lines: [], shipTo }), SOON)
		expect(result).toMatchObject({
			ok: true,
			kind: 'applied',
			order: { ship_line1: '5 New Road', ship_city: 'Eugene', ship_postal_code: '97401' },
		})
		expect(
			await changeOrder(depsFor(db), request(order.id, { lines: [], shipTo }), SOON),
		).toMatchObject({
			ok: false,
			reason: 'nothing_changed',
		})
	})

	it('a lower total applies at once and refunds the difference once', async () => {
		const { db } = getDb()
		const { order, first } = await twoLineOrder(db)
		const deps = depsFor(db)
		const asked = request(order.id, { lines: [{ itemId: first.id, quantity: 1 }] })
		const result = await changeOrder(deps, asked, SOON)
		// 5 100 + 4 000 = 9 100; tax 728; still free shipping: 9 828, so 5 508 back
		expect(result).toMatchObject({
			ok: true,
			kind: 'refunded',
			order: { total_cents: 9828, amount_paid_cents: 15336, refunded_cents: 5508 },
		})
		// Asked again (a double click, a retry): the same refund, nothing more.
		expect(await changeOrder(deps, asked, SOON)).toMatchObject({ ok: true, kind: 'refunded' })
		const refunds = await listRefundsOfOrder(db, order.id)
		expect(refunds).toMatchObject([{ kind: 'change', amount_cents: 5508, status: 'succeeded' }])
		const atProvider = await db.selectFrom('test_payment_refunds').selectAll().execute()
		expect(atProvider).toMatchObject([{ amount_cents: 5508 }])
		const mail = (await changedMails(db))[0]!
		expect(mail.text_body).toContain('$55.08 is refunded')
		expect(mail.text_body).toContain('Total: $98.28')

		// Raising it back costs the difference to what is now paid net of the refund.
		const preview = await previewOrderChange(db, order.id, {
			lines: [{ itemId: first.id, quantity: 2 }],
		})
		expect(preview).toMatchObject({
			ok: true,
			preview: { totalCents: 15336, paidCents: 9828, differenceCents: 5508 },
		})
	})

	it('a higher total waits for its checkout and applies once when paid', async () => {
		const { db } = getDb()
		const { order, first } = await twoLineOrder(db)
		const deps = depsFor(db)
		const edits = {
			lines: [
				{
					itemId: first.id,
					size: { width: 30, widthSixteenths: 7, height: 50, heightSixteenths: 0 },
				},
			],
		}
		const asked = request(order.id, edits)
		const result = await changeOrder(deps, asked, SOON)
		if (!result.ok || result.kind !== 'payment_needed') throw new Error(JSON.stringify(result))
		// Nothing changes before the payment.
		expect((await findOrder(db, order.id))!.total_cents).toBe(15336)
		expect((await listOrderItems(db, order.id))[0]!.height).toBe(40)
		const sessionId = new URL(result.checkoutUrl).searchParams.get('session')!
		const session = (await findTestSession(db, sessionId))!
		expect(session.amount_total_cents).toBe(1080)
		expect(JSON.parse(session.line_items)).toEqual([
			{
				name: `Change to order ${order.number}`,
				description: expect.any(String),
				unitAmountCents: 1080,
				quantity: 1,
			},
			{ name: 'Shipping', description: expect.any(String), unitAmountCents: 0, quantity: 1 },
		])

		const paid = await deps.provider.pay(sessionId, FORM, (trx, event) =>
			handlePaymentEvent(trx, event, settings, SOON),
		)
		expect(paid).toMatchObject({ outcome: 'paid', fulfilment: 'change_applied' })
		// The success page and a sweep find the same payment again: nothing more happens.
		for (const source of ['return', 'sweep'] as const) {
			expect(
				await reconcileSession({ db, payments: deps.provider, settings }, sessionId, {
					source,
					now: SOON,
				}),
			).toBe('already_paid')
		}
		const changed = (await findOrder(db, order.id))!
		expect(changed).toMatchObject({
			total_cents: 16416,
			subtotal_cents: 15200,
			tax_cents: 1216,
			amount_paid_cents: 16416,
			needs_review: 0,
			// The address typed on the change's checkout is not the order's.
			ship_line1: '9 Birch Road',
		})
		expect((await listOrderItems(db, order.id))[0]).toMatchObject({
			height: 50,
			unit_price_cents: 5600,
			line_total_cents: 11200,
		})
		expect(await listOrderChanges(db, order.id)).toMatchObject([
			{ status: 'applied', payment_reference: `test_payment_${sessionId}` },
		])
		expect(await changedMails(db)).toHaveLength(1)
		// The same request again answers the applied change.
		expect(await changeOrder(deps, asked, SOON)).toMatchObject({
			ok: true,
			kind: 'applied',
		})
	})

	it('an expired change session leaves the order as it was', async () => {
		const { db } = getDb()
		const { order, first } = await twoLineOrder(db)
		const deps = depsFor(db)
		const result = await changeOrder(
			deps,
			request(order.id, { lines: [{ itemId: first.id, quantity: 3 }] }),
			SOON,
		)
		if (!result.ok || result.kind !== 'payment_needed') throw new Error(JSON.stringify(result))
		const sessionId = new URL(result.checkoutUrl).searchParams.get('session')!
		const later = new Date(SOON.getTime() + 2 * 60 * 60_000)
		const outcome = await reconcileSession(
			{ db, payments: createTestProvider(db, { now: () => later }), settings },
			sessionId,
			{
				source: 'sweep',
				now: later,
			},
		)
		expect(outcome).toBe('change_expired')
		expect(await findOrder(db, order.id)).toMatchObject({
			total_cents: 15336,
			amount_paid_cents: 15336,
			status: 'received',
		})
		expect((await listOrderItems(db, order.id))[0]!.quantity).toBe(2)
		expect(await listOrderChanges(db, order.id)).toMatchObject([{ status: 'abandoned' }])
		expect(await changedMails(db)).toHaveLength(0)
	})

	it('the sweep settles a change left waiting past a day: abandoned, the order as it was', async () => {
		const { db } = getDb()
		const { order, first } = await twoLineOrder(db)
		const deps = depsFor(db)
		const result = await changeOrder(
			deps,
			request(order.id, { lines: [{ itemId: first.id, quantity: 3 }] }),
			SOON,
		)
		expect(result).toMatchObject({ ok: true, kind: 'payment_needed' })
		const sweep = (at: Date) =>
			sweepStaleChanges({ db, payments: createTestProvider(db, { now: () => at }), settings }, at)
		expect(await sweep(new Date(SOON.getTime() + 60 * 60_000))).toBe(0)
		expect(await sweep(new Date(SOON.getTime() + 25 * 60 * 60_000))).toBe(1)
		expect(await listOrderChanges(db, order.id)).toMatchObject([{ status: 'abandoned' }])
		expect((await findOrder(db, order.id))!.total_cents).toBe(15336)
	})

	it("a customer's change paid after the order went into production applies and is flagged", async () => {
		const { db } = getDb()
		const { order, first } = await twoLineOrder(db)
		const deps = depsFor(db)
		const result = await changeOrder(
			deps,
			request(order.id, { lines: [{ itemId: first.id, quantity: 3 }] }),
			SOON,
		)
		if (!result.ok || result.kind !== 'payment_needed') throw new Error(JSON.stringify(result))
		const actor = { id: 'admin-1', email: 'owner@shop.test' }
		await moveOrderStatus(
			db,
			{ orderId: order.id, from: 'received', to: 'in_production', note: null, actor },
			SOON,
		)
		const sessionId = new URL(result.checkoutUrl).searchParams.get('session')!
		const paid = await deps.provider.pay(sessionId, FORM, (trx, event) =>
			handlePaymentEvent(trx, event, settings, SOON),
		)
		expect(paid).toMatchObject({ outcome: 'paid', fulfilment: 'change_applied' })
		expect(await findOrder(db, order.id)).toMatchObject({
			screen_count: 4,
			needs_review: 1,
			review_reason: expect.stringContaining('after the order went into production'),
		})
	})

	it("a quote's order keeps the quote's discount rate when a line is removed", async () => {
		const { db } = getDb()
		const quoteAt = new Date('2030-02-04T15:00:00.000Z')
		const payAt = new Date(quoteAt.getTime() + 65 * 60_000)
		const { token } = await approvedQuote(db, { at: quoteAt })
		const accepted = await acceptQuote(
			{
				db,
				payments: createTestProvider(db, { now: () => payAt }),
				ttlMinutes: 60,
				now: () => payAt,
			},
			{ token, origin: SHOP_ORIGIN },
		)
		if (accepted.status !== 'checkout') throw new Error(accepted.status)
		expect(await payTestCheckout(db, accepted.url, payAt)).toMatchObject({ outcome: 'paid' })
		const paid = (await findOrder(db, accepted.orderId))!
		// 2 x $51.00 + $48.00 + $51.00 = $201.00, 10% off $20.10, tax $14.47: $195.37
		expect(paid).toMatchObject({ total_cents: 19537, discount_cents: 2010 })
		const items = await listOrderItems(db, paid.id)
		const owner = { by: 'owner' as const, actor: { id: 'admin-1', email: 'owner@shop.test' } }
		const result = await changeOrder(
			depsFor(db, payAt),
			request(paid.id, { lines: [{ itemId: items[1]!.id, remove: true }] }, owner),
			payAt,
		)
		// $153.00 at list, 10% off $15.30, tax on $137.70 = $11.02: $148.72, $46.65 back
		expect(result).toMatchObject({
			ok: true,
			kind: 'refunded',
			order: {
				subtotal_cents: 15300,
				discount_cents: 1530,
				tax_cents: 1102,
				total_cents: 14872,
				refunded_cents: 4665,
			},
		})
	})

	it('a newer change supersedes one waiting for payment and expires its session', async () => {
		const { db } = getDb()
		const { order, first, second } = await twoLineOrder(db)
		const deps = depsFor(db)
		const waiting = await changeOrder(
			deps,
			request(order.id, { lines: [{ itemId: first.id, quantity: 3 }] }),
			SOON,
		)
		if (!waiting.ok || waiting.kind !== 'payment_needed') throw new Error(JSON.stringify(waiting))
		const newer = await changeOrder(
			deps,
			request(order.id, { lines: [{ itemId: second.id, label: 'Porch' }] }),
			SOON,
		)
		expect(newer).toMatchObject({ ok: true, kind: 'applied' })
		const sessionId = new URL(waiting.checkoutUrl).searchParams.get('session')!
		expect((await findTestSession(db, sessionId))!.status).toBe('expired')
		const paid = await deps.provider.pay(sessionId, FORM, (trx, event) =>
			handlePaymentEvent(trx, event, settings, SOON),
		)
		expect(paid.outcome).toBe('expired')
		const statuses = (await listOrderChanges(db, order.id)).map((change) => change.status)
		expect(statuses.sort()).toEqual(['applied', 'superseded'])
		expect((await listOrderItems(db, order.id))[0]!.quantity).toBe(2)
	})

	it('closes to the customer at the deadline and once in production; the owner until it ships', async () => {
		const { db } = getDb()
		const { order, second } = await twoLineOrder(db)
		const edits = { lines: [{ itemId: second.id, label: 'Late' }] }
		const late = await changeOrder(depsFor(db, TOO_LATE), request(order.id, edits), TOO_LATE)
		expect(late).toMatchObject({ ok: false, reason: 'closed' })
		expect((late as { message: string }).message).toContain('Tuesday, April 2, 2:00 PM ET')
		const owner = { by: 'owner' as const, actor: { id: 'admin-1', email: 'owner@shop.test' } }
		expect(
			await changeOrder(depsFor(db, TOO_LATE), request(order.id, edits, owner), TOO_LATE),
		).toMatchObject({
			ok: true,
			kind: 'applied',
		})
		const actor = { id: 'admin-1', email: 'owner@shop.test' }
		await moveOrderStatus(
			db,
			{ orderId: order.id, from: 'received', to: 'in_production', note: null, actor },
			SOON,
		)
		const edits2 = { lines: [{ itemId: second.id, label: 'Cut' }] }
		expect(await changeOrder(depsFor(db), request(order.id, edits2), SOON)).toMatchObject({
			ok: false,
			reason: 'closed',
		})
		expect(await changeOrder(depsFor(db), request(order.id, edits2, owner), SOON)).toMatchObject({
			ok: true,
		})
		await moveOrderStatus(
			db,
			{ orderId: order.id, from: 'in_production', to: 'quality_check', note: null, actor },
			SOON,
		)
		await moveOrderStatus(
			db,
			{
				orderId: order.id,
				from: 'quality_check',
				to: 'shipped',
				shipment: { carrier: 'UPS', trackingNumber: '1Z' },
				note: null,
				actor,
			},
			SOON,
		)
		expect(
			await changeOrder(
				depsFor(db),
				request(order.id, { lines: [{ itemId: second.id, label: 'Gone' }] }, owner),
				SOON,
			),
		).toMatchObject({ ok: false, reason: 'closed' })
	})

	it('refuses bad edits with the field and a message, and unknown orders', async () => {
		const { db } = getDb()
		const { order, first, second } = await twoLineOrder(db)
		const deps = depsFor(db)
		expect(
			await changeOrder(
				deps,
				request(order.id, {
					lines: [
						{
							itemId: first.id,
							size: { width: 60, widthSixteenths: 0, height: 40, heightSixteenths: 0 },
						},
					],
				}),
				SOON,
			),
		).toMatchObject({ ok: false, reason: 'invalid', field: 'lines.0.width' })
		expect(
			await changeOrder(
				deps,
				request(order.id, {
					lines: [
						{ itemId: first.id, remove: true },
						{ itemId: second.id, remove: true },
					],
				}),
				SOON,
			),
		).toMatchObject({ ok: false, reason: 'invalid', field: 'lines' })
		expect(await changeOrder(deps, request('nope', { lines: [] }), SOON)).toMatchObject({
			ok: false,
			reason: 'not_found',
		})
		expect(await listOrderChanges(db, order.id)).toEqual([])
	})
})

describeEachDatabase('changing an order from two processes at once', (getDb) => {
	beforeEach(() => getDb().clear())

	it('10 parallel calls with one key make one change and one checkout', async () => {
		const { db, dialect, connectAgain } = getDb()
		const { order, first } = await twoLineOrder(db)
		// Two connections on PostgreSQL, as two server processes have; one SQLite file has one
		// connection per process (two in one process would block each other's thread).
		const other = dialect === 'postgres' ? connectAgain() : db
		const same = request(order.id, { lines: [{ itemId: first.id, quantity: 3 }] })
		const results = await Promise.all(
			Array.from({ length: 10 }, (_, index) =>
				changeOrder(depsFor(index % 2 ? other : db), same, SOON),
			),
		)
		const urls = new Set(
			results.map((result) =>
				result.ok && result.kind === 'payment_needed' ? result.checkoutUrl : 'x',
			),
		)
		expect(urls.size).toBe(1)
		expect([...urls][0]).toContain('/test-checkout?session=')
		expect(await listOrderChanges(db, order.id)).toHaveLength(1)
		const sessions = await db
			.selectFrom('test_payment_sessions')
			.select('id')
			.where('order_id', '=', order.id)
			.execute()
		expect(sessions).toHaveLength(2) // the order's own and the change's
	})

	it('10 parallel applied calls with one key apply once', async () => {
		const { db, dialect, connectAgain } = getDb()
		const { order, second } = await twoLineOrder(db)
		// Two connections on PostgreSQL, as two server processes have; one SQLite file has one
		// connection per process (two in one process would block each other's thread).
		const other = dialect === 'postgres' ? connectAgain() : db
		const same = request(order.id, { lines: [{ itemId: second.id, label: 'Once' }] })
		const results = await Promise.all(
			Array.from({ length: 10 }, (_, index) =>
				changeOrder(depsFor(index % 2 ? other : db), same, SOON),
			),
		)
		expect(results.every((result) => result.ok && result.kind === 'applied')).toBe(true)
		expect(await listOrderChanges(db, order.id)).toHaveLength(1)
		expect(
			(await listStatusHistory(db, order.id)).filter((entry) => entry.note?.startsWith('Changed')),
		).toHaveLength(1)
		expect(await changedMails(db)).toHaveLength(1)
	})

	it('10 parallel calls lowering the total with one key make one refund', async () => {
		const { db, dialect, connectAgain } = getDb()
		const { order, first } = await twoLineOrder(db)
		const other = dialect === 'postgres' ? connectAgain() : db
		const same = request(order.id, { lines: [{ itemId: first.id, quantity: 1 }] })
		const results = await Promise.all(
			Array.from({ length: 10 }, (_, index) =>
				changeOrder(depsFor(index % 2 ? other : db), same, SOON),
			),
		)
		expect(results.every((result) => result.ok && result.kind === 'refunded')).toBe(true)
		expect(await listRefundsOfOrder(db, order.id)).toHaveLength(1)
		expect(await db.selectFrom('test_payment_refunds').selectAll().execute()).toHaveLength(1)
		expect(await findOrder(db, order.id)).toMatchObject({ total_cents: 9828, refunded_cents: 5508 })
	})

	it('two different changes at once both apply, each priced from what the other left', async () => {
		const { db, dialect, connectAgain } = getDb()
		const { order, first, second } = await twoLineOrder(db)
		// Two connections on PostgreSQL, as two server processes have; one SQLite file has one
		// connection per process (two in one process would block each other's thread).
		const other = dialect === 'postgres' ? connectAgain() : db
		const [a, b] = await Promise.all([
			changeOrder(
				depsFor(db),
				request(order.id, { lines: [{ itemId: first.id, label: 'Hall' }] }),
				SOON,
			),
			changeOrder(
				depsFor(other),
				request(order.id, {
					lines: [
						{
							itemId: second.id,
							size: { width: 20, widthSixteenths: 0, height: 22, heightSixteenths: 0 },
						},
					],
				}),
				SOON,
			),
		])
		expect(a).toMatchObject({ ok: true, kind: 'applied' })
		expect(b).toMatchObject({ ok: true, kind: 'applied' })
		const items = await listOrderItems(db, order.id)
		expect(items[0]).toMatchObject({ label: 'Hall' })
		expect(items[1]).toMatchObject({ width: 20, height: 22 })
		const changed = (await findOrder(db, order.id))!
		const subtotal = items.reduce((sum, item) => sum + item.line_total_cents, 0)
		expect(changed.subtotal_cents).toBe(subtotal)
		expect(changed.total_cents).toBe(15336)
		expect(changed.screen_count).toBe(3)
	})
})
