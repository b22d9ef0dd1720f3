// Refunds of an order paid twice (its checkout, then a change that raised the total through a
// second checkout) on the test provider, on both databases: each refund is split over the two
// payments, the change's first, each part its own provider refund of at most what is left on its
// payment; a cancel refunds each payment exactly what it took, once, however many cancels race.
import { beforeEach, expect, it } from 'vitest'
import { findOrder, listOrderItems } from '#app/models/order/orders.server.ts'
import { listOrderChanges } from '#app/models/order/order-change-records.server.ts'
import { listRefundsOfOrder } from '#app/models/payments/refunds.server.ts'
import { listPartsOfRefund } from '#app/models/payments/refund-parts.server.ts'
import { listTestRefunds } from '#app/models/payments/test-payment-refunds.server.ts'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import { handlePaymentEvent } from '#app/workflows/payments/fulfilment.server.ts'
import { refundOrder, type RefundRequest } from '#app/workflows/payments/refunds.server.ts'
import type { DB } from '#db/index.ts'
import { paidOrder, SHOP_ORIGIN } from '#tests/support/fixtures/admin.ts'
import { cartItem, SHOP_INBOX } from '#tests/support/fixtures/payment.ts'
import { DEFAULT_SHOP } from '#tests/support/fixtures/shop-identity.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { cancelOrder, type CancelRequest } from './cancel-order.server.ts'
import { changeOrder, type ChangeRequest } from './change-order.server.ts'

const settings = { shopInbox: SHOP_INBOX, siteUrl: SHOP_ORIGIN, shop: DEFAULT_SHOP }
const CUSTOMER = 'pat.lee@example.com'
const OWNER = { id: 'admin-1', email: 'owner@shop.test' }
const PAID = new Date('2030-04-01T14:00:00.000Z')
const SOON = new Date('2030-04-01T15:00:00.000Z')

const FORM = {
	cardNumber: '4242424242424242',
	expiry: '12/39',
	cvc: '123',
	name: 'Pat Lee',
	email: CUSTOMER,
	phone: null,
	line1: '9 Birch Road',
	line2: null,
	city: 'Portland',
	state: 'OR',
	postalCode: '97201',
	specialInstructions: null,
}

const provider = (db: DB) => createTestProvider(db, { now: () => SOON })
const refundDeps = (db: DB) => ({
	db,
	payments: provider(db),
	siteUrl: SHOP_ORIGIN,
	shop: DEFAULT_SHOP,
})

function ownerChange(
	orderId: string,
	itemId: string,
	quantity: number,
	key: string,
): ChangeRequest {
	return {
		orderId,
		edits: { lines: [{ itemId, quantity }] },
		by: 'owner',
		actor: OWNER,
		idempotencyKey: key,
		origin: SHOP_ORIGIN,
	}
}

/**
 * An order paid at its checkout (2 screens), then changed by the owner to 3 screens and the
 * difference paid through the change's own checkout: two payments.
 */
async function paidTwice(db: DB) {
	const order = await paidOrder(db, {
		at: PAID,
		email: CUSTOMER,
		shippingMethod: 'expedited',
		items: [cartItem()],
	})
	const [item] = await listOrderItems(db, order.id)
	const payments = provider(db)
	const changed = await changeOrder(
		{ db, payments, settings, ttlMinutes: 60, waitForSessionMs: 5_000 },
		ownerChange(order.id, item!.id, 3, 'raise'),
		SOON,
	)
	if (!changed.ok || changed.kind !== 'payment_needed') throw new Error(JSON.stringify(changed))
	const sessionId = new URL(changed.checkoutUrl).searchParams.get('session')!
	const paid = await payments.pay(sessionId, FORM, (trx, event) =>
		handlePaymentEvent(trx, event, settings, SOON),
	)
	expect(paid).toMatchObject({ outcome: 'paid', fulfilment: 'change_applied' })
	const [change] = await listOrderChanges(db, order.id)
	const after = (await findOrder(db, order.id))!
	const first = { reference: order.payment_reference!, cents: order.amount_paid_cents! }
	const second = { reference: change!.payment_reference!, cents: change!.amount_paid_cents! }
	// The change's payment took the difference, and the order counts both payments.
	expect(second.cents).toBe(after.total_cents - order.total_cents)
	expect(after.amount_paid_cents).toBe(first.cents + second.cents)
	return { order: after, first, second }
}

const partial = (orderId: string, amountCents: number, key: string): RefundRequest => ({
	orderId,
	amountCents,
	kind: 'partial',
	reason: 'Goodwill',
	actor: OWNER,
	idempotencyKey: key,
})
const byOwner = (orderId: string, key: string): CancelRequest => ({
	orderId,
	by: 'owner',
	actor: OWNER,
	idempotencyKey: key,
})

async function refundedOn(db: DB, reference: string) {
	return (await listTestRefunds(db, reference)).map((refund) => refund.amount_cents)
}

async function mailSubjects(db: DB) {
	return (await db.selectFrom('outbox').select('subject').execute()).map((mail) => mail.subject)
}

describeEachDatabase('refunds split over an order paid twice (test provider)', (getDb) => {
	beforeEach(() => getDb().clear())

	it('cancels with each payment refunded exactly what it took, in two provider refunds, once', async () => {
		const { db } = getDb()
		const { order, first, second } = await paidTwice(db)
		const canceled = await cancelOrder(refundDeps(db), byOwner(order.id, 'cancel'), SOON)
		expect(canceled).toMatchObject({
			ok: true,
			order: { status: 'canceled', refunded_cents: first.cents + second.cents },
			refund: { kind: 'cancel', status: 'succeeded', amount_cents: first.cents + second.cents },
		})
		const refund = canceled.ok ? canceled.refund! : null
		expect(await listPartsOfRefund(db, refund!.id)).toMatchObject([
			{ payment_reference: second.reference, amount_cents: second.cents, status: 'succeeded' },
			{ payment_reference: first.reference, amount_cents: first.cents, status: 'succeeded' },
		])
		expect(await refundedOn(db, second.reference)).toEqual([second.cents])
		expect(await refundedOn(db, first.reference)).toEqual([first.cents])
		// The same cancel again, and a later one: nothing more.
		expect(await cancelOrder(refundDeps(db), byOwner(order.id, 'cancel'), SOON)).toMatchObject({
			ok: true,
			refund: { id: refund!.id },
		})
		const later = new Date(SOON.getTime() + 10 * 60_000)
		await cancelOrder(refundDeps(db), byOwner(order.id, 'cancel'), later)
		expect(await refundedOn(db, second.reference)).toEqual([second.cents])
		expect(await refundedOn(db, first.reference)).toEqual([first.cents])
		expect(await listRefundsOfOrder(db, order.id)).toHaveLength(1)
	})

	it('takes a refund smaller than the change payment from the change payment only', async () => {
		const { db } = getDb()
		const { order, first, second } = await paidTwice(db)
		const small = await refundOrder(refundDeps(db), partial(order.id, second.cents - 100, 's'))
		expect(small).toMatchObject({ ok: true, refund: { status: 'succeeded' } })
		expect(await refundedOn(db, second.reference)).toEqual([second.cents - 100])
		expect(await refundedOn(db, first.reference)).toEqual([])
		// What is left on the change payment (100) is taken first, the rest from the first payment.
		const next = await refundOrder(refundDeps(db), partial(order.id, 600, 'n'))
		expect(next).toMatchObject({ ok: true, refund: { status: 'succeeded' } })
		expect(await refundedOn(db, second.reference)).toEqual([second.cents - 100, 100])
		expect(await refundedOn(db, first.reference)).toEqual([500])
		expect((await findOrder(db, order.id))!.refunded_cents).toBe(second.cents + 500)
		// The customer hears of each partial refund once.
		expect(
			(await mailSubjects(db)).filter((subject) => subject.startsWith('We refunded')),
		).toHaveLength(2)
	})

	it('spans both payments with a refund larger than the change payment, and refuses more than is left', async () => {
		const { db } = getDb()
		const { order, first, second } = await paidTwice(db)
		const large = second.cents + 2_000
		const outcome = await refundOrder(refundDeps(db), partial(order.id, large, 'l'))
		expect(outcome).toMatchObject({
			ok: true,
			refund: { amount_cents: large, status: 'succeeded' },
		})
		expect(await refundedOn(db, second.reference)).toEqual([second.cents])
		expect(await refundedOn(db, first.reference)).toEqual([2_000])
		expect(await refundOrder(refundDeps(db), partial(order.id, large, 'l'))).toMatchObject({
			ok: true,
		})
		expect(await refundedOn(db, first.reference)).toEqual([2_000])
		const rest = first.cents - 2_000
		expect(await refundOrder(refundDeps(db), partial(order.id, rest + 1, 'x'))).toMatchObject({
			ok: false,
			reason: 'too_much',
		})
		expect(await refundOrder(refundDeps(db), partial(order.id, rest, 'r'))).toMatchObject({
			ok: true,
			order: { refunded_cents: first.cents + second.cents },
		})
		expect(await refundedOn(db, first.reference)).toEqual([2_000, rest])
	})

	it('records a part the provider refuses as failed, gives its amount back and flags the order', async () => {
		const { db } = getDb()
		const { order, first, second } = await paidTwice(db)
		// The change payment was refunded by other means: the provider refuses a part of it.
		await provider(db).refund({
			orderId: order.id,
			paymentReference: second.reference,
			amountCents: second.cents,
			refundId: 'elsewhere',
			idempotencyKey: 'elsewhere',
			reason: 'By hand',
		})
		const outcome = await refundOrder(refundDeps(db), partial(order.id, second.cents + 300, 'f'))
		expect(outcome).toMatchObject({ ok: false, reason: 'provider_failed' })
		const [refund] = await listRefundsOfOrder(db, order.id)
		expect(refund).toMatchObject({
			status: 'failed',
			failure_reason: expect.stringContaining('went back'),
		})
		expect(await listPartsOfRefund(db, refund!.id)).toMatchObject([
			{ payment_reference: second.reference, status: 'failed' },
			{ payment_reference: first.reference, status: 'succeeded', amount_cents: 300 },
		])
		expect(await findOrder(db, order.id)).toMatchObject({ refunded_cents: 300, needs_review: 1 })
		expect((await mailSubjects(db)).filter((subject) => subject.startsWith('We refunded'))).toEqual(
			[],
		)
	})

	it('e-mails a lower total once: the change e-mail states the refund, the refund sends none', async () => {
		const { db } = getDb()
		const { order, second } = await paidTwice(db)
		const [item] = await listOrderItems(db, order.id)
		const before = (await mailSubjects(db)).length
		const lower = await changeOrder(
			{ db, payments: provider(db), settings, ttlMinutes: 60 },
			ownerChange(order.id, item!.id, 1, 'lower'),
			SOON,
		)
		expect(lower).toMatchObject({ ok: true, kind: 'refunded' })
		const mails = (await mailSubjects(db)).slice(before)
		expect(mails).toEqual([`Your order ${order.number} was changed`])
		const [refund] = await listRefundsOfOrder(db, order.id)
		expect(refund).toMatchObject({ kind: 'change', status: 'succeeded' })
		// From 3 screens to 1 is more than the change payment took: it spans both payments.
		const parts = await listPartsOfRefund(db, refund!.id)
		expect(parts.map((part) => part.payment_reference)).toEqual([
			second.reference,
			order.payment_reference,
		])
		expect(parts[0]!.amount_cents).toBe(second.cents)
	})

	it('makes one refund of ten cancels at once, one provider refund per payment (two connections on PostgreSQL)', async () => {
		const { db, dialect, connectAgain } = getDb()
		const { order, first, second } = await paidTwice(db)
		const other = dialect === 'postgres' ? connectAgain() : db
		const outcomes = await Promise.all(
			Array.from({ length: 10 }, (_, i) =>
				cancelOrder(refundDeps(i % 2 ? other : db), byOwner(order.id, `race-${i}`), SOON),
			),
		)
		expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
		const refunds = await listRefundsOfOrder(db, order.id)
		expect(refunds).toHaveLength(1)
		expect(await listPartsOfRefund(db, refunds[0]!.id)).toHaveLength(2)
		expect(await refundedOn(db, second.reference)).toEqual([second.cents])
		expect(await refundedOn(db, first.reference)).toEqual([first.cents])
		expect((await findOrder(db, order.id))!.refunded_cents).toBe(first.cents + second.cents)
	})
})
