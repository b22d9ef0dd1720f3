import { sql } from 'kysely'
import { beforeEach, expect, it } from 'vitest'
import { formatLongDay } from '#app/domain/shipping/ship-by.ts'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import {
	cartItem,
	createPaymentRequest,
	paymentContext,
	routeArgs,
	SHOP_INBOX,
	SHOP_ORIGIN,
	stripeProviderFor,
	TWO_SCREEN_LINES,
} from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { action as createPayment } from './api.create-payment.ts'
import { action, loader } from './test-checkout.tsx'

const FORM = {
	email: 'sam@example.com',
	phone: '555 010 0199',
	cardNumber: '4242 4242 4242 4242',
	expiry: '12 / 39',
	cvc: '123',
	name: 'Sam Rivera',
	line1: '5 Oak Avenue',
	line2: '',
	city: 'Austin',
	state: 'TX',
	postalCode: '73301',
	specialInstructions: 'Call <before> delivery',
}

describeEachDatabase('the test provider hosted page', (getDb) => {
	let now = new Date()
	const context = () => {
		const { db, dialect } = getDb()
		return paymentContext(db, dialect, createTestProvider(db, { now: () => now }))
	}
	beforeEach(async () => {
		now = new Date()
		await getDb().clear()
	})

	async function checkout() {
		const response = (await createPayment(
			routeArgs(
				createPaymentRequest({
					items: [
						cartItem(),
						cartItem({
							width: 24,
							height: 24,
							widthSixteenths: 0,
							heightSixteenths: 0,
							quantity: 1,
						}),
					],
				}),
				context(),
			),
		)) as Response
		const { url } = (await response.json()) as { url: string }
		return url
	}
	function submit(url: string, fields: Record<string, string>) {
		return action(
			routeArgs(new Request(url, { method: 'POST', body: new URLSearchParams(fields) }), context()),
		)
	}
	const order = () => getDb().db.selectFrom('orders').selectAll().executeTakeFirstOrThrow()

	it('shows the session: its lines, the tax line, the shipping line and the total', async () => {
		const url = await checkout()
		expect(url).toMatch(new RegExp(`^${SHOP_ORIGIN}/test-checkout\\?session=tcs_[A-Za-z0-9]{24}$`))
		const { session } = (await loader(routeArgs(new Request(url), context()))) as {
			session: {
				lines: { name: string; description: string; unitAmountCents: number; quantity: number }[]
				amountTotalCents: number
			}
		}
		expect(session.lines).toEqual([
			...TWO_SCREEN_LINES,
			{ name: 'Sales tax', description: '', unitAmountCents: 1136, quantity: 1 },
			// $142.00 of screens: standard shipping is free, and shown.
			{
				name: 'Shipping',
				description: 'Standard (UPS Ground, 5-7 business days)',
				unitAmountCents: 0,
				quantity: 1,
			},
		])
		expect(session.amountTotalCents).toBe(15336)
	})

	it('records the payment and fulfils the order in one transaction: a failure between leaves neither', async () => {
		const { db, dialect } = getDb()
		const url = await checkout()
		// Fulfilment dies after the session was marked paid (the kill -9 of the report).
		if (dialect === 'sqlite') {
			await sql`create trigger power_cut before insert on payment_events
				begin select raise(abort, 'power cut'); end`.execute(db)
		} else {
			await sql`create function power_cut() returns trigger language plpgsql as
				$$ begin raise exception 'power cut'; end $$`.execute(db)
			await sql`create trigger power_cut before insert on payment_events
				for each row execute function power_cut()`.execute(db)
		}
		await expect(submit(url, FORM)).rejects.toThrow(/power cut/)
		const session = await db
			.selectFrom('test_payment_sessions')
			.select(['status', 'payment_status'])
			.executeTakeFirstOrThrow()
		expect(session).toEqual({ status: 'open', payment_status: 'unpaid' })
		expect((await order()).status).toBe('pending_payment')

		await sql`drop trigger power_cut ${sql.raw(dialect === 'sqlite' ? '' : 'on payment_events')}`.execute(
			db,
		)
		if (dialect === 'postgres') await sql`drop function power_cut()`.execute(db)
		const paid = (await submit(url, FORM)) as Response
		expect(paid.status).toBe(302)
		expect((await order()).status).toBe('received')
	})

	it('checks every field and names each problem', async () => {
		const url = await checkout()
		const result = (await submit(url, {
			...FORM,
			cardNumber: '4242 4242 4242 4241',
			expiry: '01 / 20',
			cvc: '1',
			email: 'nope',
			state: 'ZZ',
			postalCode: '1234',
			name: ' ',
		})) as { init: { status: number }; data: { fieldErrors: Record<string, string> } }
		expect(result.init.status).toBe(400)
		expect(result.data.fieldErrors).toEqual({
			cardNumber: 'Your card number is incomplete or invalid.',
			expiry: "Your card's expiration date is in the past.",
			cvc: "Your card's security code is incomplete.",
			email: 'Enter a valid e-mail address.',
			state: 'Choose a state.',
			postalCode: 'Enter a 5-digit ZIP code.',
			name: 'Name on card is required.',
		})
		expect((await order()).status).toBe('pending_payment')
	})

	it('declines 4000 0000 0000 0002 with a clear message and makes no paid order', async () => {
		const url = await checkout()
		const result = (await submit(url, { ...FORM, cardNumber: '4000 0000 0000 0002' })) as {
			init: { status: number }
			data: { formError: string }
		}
		expect(result.init.status).toBe(402)
		expect(result.data.formError).toBe('Your card was declined. Please try another card.')
		expect(await order()).toMatchObject({ status: 'pending_payment', paid_at: null })
		expect(await getDb().db.selectFrom('outbox').selectAll().execute()).toEqual([])
	})

	it('pays with 4242 through the shared fulfilment, once, and sends both e-mails', async () => {
		const url = await checkout()
		const paid = (await submit(url, FORM)) as Response
		expect(paid.status).toBe(302)
		const sessionId = new URL(url).searchParams.get('session')!
		expect(paid.headers.get('Location')).toBe(
			`${SHOP_ORIGIN}/payment-success?session_id=${sessionId}`,
		)
		const again = (await submit(url, FORM)) as Response
		expect(again.headers.get('Location')).toBe(paid.headers.get('Location'))

		const received = await order()
		expect(received).toMatchObject({
			status: 'received',
			number: sessionId.slice(-8).toUpperCase(),
			email: 'sam@example.com',
			customer_name: 'Sam Rivera',
			customer_phone: '555 010 0199',
			ship_line1: '5 Oak Avenue',
			ship_line2: null,
			ship_city: 'Austin',
			ship_state: 'TX',
			ship_postal_code: '73301',
			special_instructions: 'Call <before> delivery',
			amount_paid_cents: 15336,
		})
		const mail = await getDb().db.selectFrom('outbox').selectAll().orderBy('to_address').execute()
		expect(mail.map((m) => m.to_address)).toEqual(['sam@example.com', SHOP_INBOX])
		const [confirmation, notification] = mail
		for (const text of [
			`Order number: ${received.number}`,
			'Custom Window Screen, 30 7/16" x 40 1/2", qty 2 at $51.00 each: $102.00',
			'Custom Window Screen, 24" x 24", qty 1 at $40.00 each: $40.00',
			'Subtotal: $142.00',
			'Tax (8%): $11.36',
			'Total paid: $153.36',
			'5 Oak Avenue\nAustin, TX 73301',
			'What happens next',
			'1. Order Received',
			`${SHOP_ORIGIN}/track-order`,
		]) {
			expect(confirmation!.text_body).toContain(text)
		}
		expect(confirmation!.html_body).toContain('Call &lt;before&gt; delivery')
		expect(confirmation!.html_body).not.toContain('<before>')

		// The shop reads the order as labelled fields (no JSON dump) with a link to its page.
		expect(notification!.text_body).not.toContain('JSON')
		for (const line of [
			`Open the order in the back office: ${SHOP_ORIGIN}/admin/order?number=${received.number}`,
			`Order ID: ${received.number}`,
			'Customer name: Sam Rivera',
			'Customer e-mail: sam@example.com',
			'Customer phone: 555 010 0199',
			'Total price: $153.36',
			`Ships by: ${formatLongDay(received.ship_by!)}`,
			`Timestamp: ${received.paid_at}`,
			'Screen type: Signature Screen: Charcoal fiberglass mesh, tension installation',
			'Frame color: White',
			'Quantity: 3',
			'Address: Sam Rivera, 5 Oak Avenue, Austin, TX 73301',
			'Special instructions: Call <before> delivery',
			'- Custom Window Screen, 30 7/16" x 40 1/2", qty 2 at $51.00 each: $102.00',
			'- Custom Window Screen, 24" x 24", qty 1 at $40.00 each: $40.00',
		]) {
			expect(notification!.text_body.split('\n')).toContain(line)
		}
		expect(notification!.reply_to).toBe('sam@example.com')
		expect(notification!.subject).toBe(`[TEST] New order ${received.number}: 3 screen(s), $153.36`)
		expect(notification!.text_body).toContain('TEST ORDER: paid through the built-in test checkout')
	})

	it('refuses a session past its expiry', async () => {
		const url = await checkout()
		now = new Date(now.getTime() + 2 * 24 * 60 * 60_000)
		const result = (await submit(url, FORM)) as {
			init: { status: number }
			data: { formError: string }
		}
		expect(result.init.status).toBe(410)
		expect(result.data.formError).toMatch(/expired/)
		expect((await order()).paid_at).toBeNull()
	})

	it('answers 404 with its own words for a session it does not know, on view and on pay', async () => {
		await checkout()
		const missing = { init: { status: 404 }, data: { missing: true } }
		for (const url of [
			`${SHOP_ORIGIN}/test-checkout?session=tcs_unknown`,
			`${SHOP_ORIGIN}/test-checkout`,
			`${SHOP_ORIGIN}/test-checkout?session=%20`,
		]) {
			expect(await loader(routeArgs(new Request(url), context()))).toMatchObject(missing)
			expect(await submit(url, FORM)).toMatchObject(missing)
		}
		expect((await order()).paid_at).toBeNull()
	})

	it('does not exist while Stripe is the provider', async () => {
		const { db, dialect } = getDb()
		const stripe = paymentContext(db, dialect, stripeProviderFor('http://127.0.0.1:9'))
		await expect(
			loader(routeArgs(new Request(`${SHOP_ORIGIN}/test-checkout?session=tcs_x`), stripe)),
		).rejects.toMatchObject({ init: { status: 404 } })
	})
})
