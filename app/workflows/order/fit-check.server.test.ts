// The fit check on both databases: an order whose lines look wrong is held when it is paid (and
// only then, once, however many payment events race), its customer is e-mailed one-click links,
// and the hold ends once: by the customer's confirm, the owner's release or a correction.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CartItem } from '#app/domain/cart/cart-item.ts'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import { addWindows, deleteWindow, listWindows } from '#app/models/account/windows.server.ts'
import { findFitCheck } from '#app/models/order/fit-checks.server.ts'
import {
	findOrder,
	listOrderItems,
	listStatusHistory,
	type Order,
} from '#app/models/order/orders.server.ts'
import { moveOrder } from '#app/workflows/order/order-moves.server.ts'
import { action as createPayment } from '#app/routes/api.create-payment.ts'
import { action as webhook } from '#app/routes/webhooks.stripe.ts'
import type { DB } from '#db/index.ts'
import { moveSettings, paidOrder, SHOP_ORIGIN } from '#tests/support/fixtures/admin.ts'
import {
	cartItem,
	createPaymentRequest,
	paymentContext,
	routeArgs,
	SHOP_INBOX,
	stripeEvent,
	webhookRequest,
} from '#tests/support/fixtures/payment.ts'
import { DEFAULT_SHOP } from '#tests/support/fixtures/shop-identity.ts'
import { stripeStandInForFile } from '#tests/support/fixtures/stripe.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { createUser } from '#tests/support/fixtures/users.ts'
import { paidCustomerDetails } from '#tests/support/stand-ins/stripe.ts'
import {
	confirmSizes,
	fitCheckOf,
	readFitCheckLink,
	releaseByOwner,
	startCorrection,
} from './fit-check.server.ts'
import { orderChangeWindow } from './order-action-links.server.ts'
import { changeAsCustomer } from './self-serve-orders.server.ts'

const CUSTOMER = 'pat.lee@example.com'
const OWNER = { id: 'owner-1', email: 'owner@shop.test' }
const standIn = stripeStandInForFile()

/** A cart line with a label. */
const labelled = (label: string, config: Parameters<typeof cartItem>[0] = {}): CartItem => ({
	...cartItem({ quantity: 1, widthSixteenths: 0, heightSixteenths: 0, ...config }),
	label,
})

/** Two lines labelled "Kitchen left" 1/2" apart in width: 36" x 60" and 36 1/2" x 60". */
const SAME_LABEL_HALF_INCH = [
	labelled('Kitchen left', { width: 36, widthSixteenths: 0, height: 60, heightSixteenths: 0 }),
	labelled('Kitchen left', { width: 36, widthSixteenths: 8, height: 60, heightSixteenths: 0 }),
]

async function mailTo(db: DB, to: string) {
	return db.selectFrom('outbox').selectAll().where('to_address', '=', to).execute()
}

/** The fit check e-mail of an order, and the token of its links. */
async function fitMail(db: DB, order: Pick<Order, 'number'>) {
	const mails = (await mailTo(db, CUSTOMER)).filter((mail) =>
		mail.subject.startsWith(`Please check the sizes of order ${order.number}`),
	)
	const token = mails[0]?.text_body.match(/\/order-action\?token=([\w-]{43})/)?.[1]
	return { mails, token }
}

/** The order's history entries. Entries of one instant (a payment and its hold, a change and
 * the hold it ends) have no order among them, so they are sorted by their note. */
async function history(db: DB, orderId: string) {
	const entries = await listStatusHistory(db, orderId)
	return entries
		.map((entry) => ({
			at: entry.created_at,
			status: entry.status,
			note: entry.note,
			who: entry.actor_email,
		}))
		.sort((a, b) => a.at.localeCompare(b.at) || (a.note ?? '').localeCompare(b.note ?? ''))
		.map(({ at: _at, ...entry }) => entry)
}

describeEachDatabase('the fit check', (getDb) => {
	let db: DB
	beforeAll(() => {
		db = getDb().db
	})
	beforeEach(() => getDb().clear())

	describe('at payment', () => {
		it('holds an order whose two lines share a label 1/2" apart, and e-mails the customer', async () => {
			const order = await paidOrder(db, { email: CUSTOMER, items: SAME_LABEL_HALF_INCH })
			const stored = (await findOrder(db, order.id))!
			expect(stored).toMatchObject({ status: 'received', fit_hold: 1 })
			const record = (await findFitCheck(db, order.id))!
			expect(record).toMatchObject({ outcome: 'held', finding_count: 1, ended_at: null })
			expect(JSON.parse(record.findings)).toEqual([
				{
					kind: 'same-label',
					itemIds: (await listOrderItems(db, order.id)).map((item) => item.id),
					screens: [1, 2],
					reason:
						'Screen 1 (36" x 60") and Screen 2 (36 1/2" x 60") are both labelled "Kitchen left" but their sizes differ.',
				},
			])
			expect(await history(db, order.id)).toEqual([
				{ status: 'pending_payment', note: null, who: null },
				{ status: 'received', note: null, who: null },
				{
					status: 'received',
					note: 'Held for a fit check: 1 finding; the customer was asked to confirm the sizes',
					who: null,
				},
			])

			// The confirmation, then the fit check's e-mail; the shop's notice as before.
			const subjects = (await mailTo(db, CUSTOMER)).map((mail) => mail.subject)
			expect(subjects).toEqual([
				`Order ${order.number} received: thank you!`,
				`Please check the sizes of order ${order.number} - ${DEFAULT_SHOP.name}`,
			])
			expect(await mailTo(db, SHOP_INBOX)).toHaveLength(1)
			const { mails, token } = await fitMail(db, order)
			const text = mails[0]!.text_body
			expect(text).toContain('are both labelled "Kitchen left" but their sizes differ.')
			expect(text).toContain(
				`Confirm sizes (The sizes are right: make my screens.):\n${SHOP_ORIGIN}/order-action?token=${token}\n`,
			)
			expect(text).toContain(`Correct a size (`)
			expect(text).toContain(`${SHOP_ORIGIN}/order-action?token=${token}&step=correct`)
			expect(mails[0]!.html_body).toContain(`href="${SHOP_ORIGIN}/order-action?token=${token}"`)
			// Only the token's hash is stored.
			const links = await db.selectFrom('order_action_links').selectAll().execute()
			expect(links).toMatchObject([{ order_id: order.id, action: 'fit-check', used_at: null }])
			expect(JSON.stringify(links)).not.toContain(token)
		})

		it('leaves an order that looks right alone: no hold, no record, no extra e-mail', async () => {
			const order = await paidOrder(db, {
				email: CUSTOMER,
				items: [
					labelled('Kitchen left', { width: 36, widthSixteenths: 0, height: 60 }),
					labelled('Kitchen left', { width: 36, widthSixteenths: 0, height: 60 }),
					labelled('Den', { width: 24, widthSixteenths: 0, height: 30 }),
				],
			})
			expect((await findOrder(db, order.id))!.fit_hold).toBe(0)
			expect(await findFitCheck(db, order.id)).toBeUndefined()
			expect((await mailTo(db, CUSTOMER)).map((mail) => mail.subject)).toEqual([
				`Order ${order.number} received: thank you!`,
			])
		})

		it('compares a signed-in customer’s line with the window book before the order joins it', async () => {
			const userId = await createUser(db, getDb().dialect, 'kim')
			const user = { id: userId, email: CUSTOMER }
			await addWindows(db, userId, [
				{ label: 'Bath', width: 24, width_sixteenths: 0, height: 36, height_sixteenths: 0 },
			])
			// Within 1/4": fine.
			const fine = await paidOrder(db, {
				user,
				email: CUSTOMER,
				items: [labelled('Bath', { width: 24, widthSixteenths: 4, height: 36 })],
			})
			expect((await findOrder(db, fine.id))!.fit_hold).toBe(0)
			// 1/2" from every size the book has for "Bath" (the one above included): held.
			const held = await paidOrder(db, {
				user,
				email: CUSTOMER,
				items: [labelled('Bath', { width: 24, widthSixteenths: 12, height: 36 })],
			})
			expect((await findOrder(db, held.id))!.fit_hold).toBe(1)
			expect((await fitCheckOf(db, held.id))!.findings.map((finding) => finding.reason)).toEqual([
				'Screen 1 ("Bath") is 24 3/4" x 36", but your window book has "Bath" as 24 1/4" x 36", more than 1/4" different.',
			])
			// And then the book has it, as every size bought.
			expect((await listWindows(db, userId)).map((window) => window.width_sixteenths)).toEqual([
				0, 4, 12,
			])
		})

		it('compares with the customer’s last order when the window book no longer has the label', async () => {
			const userId = await createUser(db, getDb().dialect, 'lee')
			const user = { id: userId, email: CUSTOMER }
			await paidOrder(db, {
				user,
				email: CUSTOMER,
				items: [labelled('Den', { width: 30, widthSixteenths: 0, height: 40 })],
			})
			for (const window of await listWindows(db, userId)) await deleteWindow(db, userId, window.id)
			const order = await paidOrder(db, {
				user,
				email: CUSTOMER,
				at: new Date(Date.now() + 60_000),
				items: [labelled('Den', { width: 31, widthSixteenths: 0, height: 40 })],
			})
			expect((await fitCheckOf(db, order.id))!.findings.map((finding) => finding.reason)).toEqual([
				'Screen 1 ("Den") is 31" x 40", but your last order had "Den" as 30" x 40", more than 1/4" different.',
			])
		})
	})

	describe('the customer’s confirm', () => {
		it('shows the findings without using the link, then releases the order once', async () => {
			const order = await paidOrder(db, { email: CUSTOMER, items: SAME_LABEL_HALF_INCH })
			const { token } = await fitMail(db, order)
			const open = await readFitCheckLink(db, token)
			expect(open).toMatchObject({ status: 'open', order: { id: order.id, fit_hold: 1 } })
			expect(await readFitCheckLink(db, 'x'.repeat(43))).toEqual({ status: 'gone' })

			const [first, second] = await Promise.all([
				confirmSizes(db, token),
				confirmSizes(getDb().dialect === 'postgres' ? getDb().connectAgain() : db, token),
			])
			expect([first.status, second.status].sort()).toEqual(['confirmed', 'gone'])
			expect((await findOrder(db, order.id))!.fit_hold).toBe(0)
			expect(await findFitCheck(db, order.id)).toMatchObject({
				outcome: 'confirmed',
				ended_by: 'customer',
				actor_email: CUSTOMER,
			})
			expect((await history(db, order.id)).at(-1)).toEqual({
				status: 'received',
				note: 'Fit check: the customer confirmed the sizes; the order is released',
				who: CUSTOMER,
			})
			expect(await readFitCheckLink(db, token)).toEqual({ status: 'gone' })
			// Released, it moves into production.
			const moved = await moveOrder(
				db,
				{ orderId: order.id, from: 'received', to: 'in_production', actor: OWNER },
				moveSettings(db),
			)
			expect(moved.ok).toBe(true)
		})

		it('keeps a held order out of production until it is released', async () => {
			const order = await paidOrder(db, { email: CUSTOMER, items: SAME_LABEL_HALF_INCH })
			const move = () =>
				moveOrder(
					db,
					{ orderId: order.id, from: 'received', to: 'in_production', actor: OWNER },
					moveSettings(db),
				)
			expect(await move()).toEqual({ ok: false, reason: 'held' })
			expect((await findOrder(db, order.id))!.status).toBe('received')
			await releaseByOwner(db, order.id, OWNER)
			expect((await move()).ok).toBe(true)
		})
	})

	describe('the owner’s release', () => {
		it('releases once, recorded with who; a confirm after it finds the order not held', async () => {
			const order = await paidOrder(db, { email: CUSTOMER, items: SAME_LABEL_HALF_INCH })
			const { token } = await fitMail(db, order)
			const other = getDb().dialect === 'postgres' ? getDb().connectAgain() : db
			const [a, b] = await Promise.all([
				releaseByOwner(db, order.id, OWNER),
				releaseByOwner(other, order.id, OWNER),
			])
			expect([a, b].filter(Boolean)).toHaveLength(1)
			expect(await findFitCheck(db, order.id)).toMatchObject({
				outcome: 'released',
				ended_by: 'owner',
				actor_id: OWNER.id,
				actor_email: OWNER.email,
			})
			const notes = (await history(db, order.id)).filter((entry) =>
				entry.note?.startsWith('Fit check'),
			)
			expect(notes).toEqual([
				{ status: 'received', note: 'Fit check: released by the owner', who: OWNER.email },
			])
			expect((await confirmSizes(db, token)).status).toBe('not-held')
			expect(await releaseByOwner(db, order.id, OWNER)).toBeUndefined()
			expect((await findFitCheck(db, order.id))!.outcome).toBe('released')
		})
	})

	describe('a correction through the change flow', () => {
		it('opens the change form past the cut-off while held, and the applied change ends the hold', async () => {
			// Paid Monday April 1, 2030, 10:00 AM EDT: the cut-off is Tuesday 2:00 PM EDT.
			const paid = new Date('2030-04-01T14:00:00.000Z')
			const late = new Date('2030-04-03T14:00:00.000Z')
			const order = await paidOrder(db, { email: CUSTOMER, items: SAME_LABEL_HALF_INCH, at: paid })
			const { token } = await fitMail(db, order)
			const held = (await findOrder(db, order.id))!
			expect(orderChangeWindow(held, late)).toMatchObject({ open: true, held: true })

			const grant = await startCorrection(db, token, late)
			if (!grant || 'closed' in grant) throw new Error('The correction did not open')
			const second = grant.order.items[1]!
			const result = await changeAsCustomer(
				{
					db,
					payments: createTestProvider(db, { now: () => late }),
					settings: { shopInbox: SHOP_INBOX, siteUrl: SHOP_ORIGIN, shop: DEFAULT_SHOP },
					ttlMinutes: 60,
				},
				grant,
				{
					lines: [
						{
							itemId: second.id,
							size: { width: 36, widthSixteenths: 0, height: 60, heightSixteenths: 0 },
						},
					],
				},
				{ id: null, email: CUSTOMER },
				SHOP_ORIGIN,
				late,
			)
			expect(result).toMatchObject({ ok: true })
			const after = (await findOrder(db, order.id))!
			expect(after.fit_hold).toBe(0)
			expect(await findFitCheck(db, order.id)).toMatchObject({
				outcome: 'corrected',
				ended_by: 'customer',
				actor_email: CUSTOMER,
			})
			expect((await history(db, order.id)).at(-1)).toEqual({
				status: 'received',
				note: 'Fit check: the customer corrected the order; the order is released',
				who: CUSTOMER,
			})
			// Released past its cut-off, the order can no longer be changed by its customer.
			expect(orderChangeWindow(after, late)).toMatchObject({ open: false, reason: 'past-cutoff' })
			expect(await startCorrection(db, token, late)).toEqual({
				closed: expect.objectContaining({ id: order.id }),
			})
		})
	})

	describe('once per order', () => {
		const contextFor = (each: DB) => paymentContext(each, getDb().dialect, standIn.provider())

		it('holds and e-mails once when the paid event is delivered many times at once', async () => {
			const other = getDb().dialect === 'postgres' ? getDb().connectAgain() : db
			const response = (await createPayment(
				routeArgs(
					createPaymentRequest({ items: SAME_LABEL_HALF_INCH, cartKey: 'cart-fit-check' }),
					contextFor(db),
				),
			)) as Response
			const { url } = (await response.json()) as { url: string }
			const started = [...standIn.sessions.values()].find((session) => session.url === url)!
			const session = standIn.completeSession(started.id, paidCustomerDetails(CUSTOMER))
			// The same event twice over, and a second event for the same payment (a new event id).
			const completed = stripeEvent('evt_fit_1', 'checkout.session.completed', session)
			const succeeded = stripeEvent(
				'evt_fit_2',
				'checkout.session.async_payment_succeeded',
				session,
			)
			const deliveries = await Promise.all(
				[completed, completed, succeeded, completed, succeeded, completed].map(
					async (payload, index) => {
						const answer = (await webhook(
							routeArgs(webhookRequest(payload), contextFor(index % 2 ? other : db)),
						)) as Response
						return answer.status
					},
				),
			)
			expect(deliveries).toEqual(Array(6).fill(200))

			const order = (await db.selectFrom('orders').selectAll().executeTakeFirstOrThrow())!
			expect(order).toMatchObject({ status: 'received', fit_hold: 1 })
			expect(await db.selectFrom('fit_checks').selectAll().execute()).toHaveLength(1)
			expect((await fitMail(db, order)).mails).toHaveLength(1)
			expect(await db.selectFrom('order_action_links').selectAll().execute()).toHaveLength(1)
			const notes = (await history(db, order.id)).map((entry) => entry.note ?? entry.status)
			expect(notes).toEqual([
				'pending_payment',
				'received',
				'Held for a fit check: 1 finding; the customer was asked to confirm the sizes',
			])
		})
	})
})
