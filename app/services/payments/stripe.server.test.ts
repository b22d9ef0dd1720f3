import { describe, expect, it } from 'vitest'
import {
	stripeEvent,
	stripeProviderFor,
	TWO_SCREEN_LINES,
	WEBHOOK_SECRET,
	webhookRequest,
} from '#tests/support/fixtures/payment.ts'
import { paidCustomerDetails } from '#tests/support/stand-ins/stripe.ts'
import { stripeStandInForFile } from '#tests/support/fixtures/stripe.ts'
import {
	WebhookSignatureError,
	type NewCheckoutSession,
} from '#app/domain/payments/payment-provider.ts'

const standIn = stripeStandInForFile()

const expiresAt = new Date(Date.now() + 60 * 60_000)

function newSession(overrides: Partial<NewCheckoutSession> = {}): NewCheckoutSession {
	return {
		orderId: 'order-123',
		currency: 'usd',
		lines: TWO_SCREEN_LINES,
		taxCents: 1136,
		shipping: {
			displayName: 'Standard (UPS Ground, 5-7 business days)',
			amountCents: 0,
			transitDays: { min: 5, max: 7 },
		},
		totalCents: 15336,
		customerEmail: 'jane@example.com',
		origin: 'https://shop.example.com',
		successUrl: 'https://shop.example.com/payment-success?session_id={CHECKOUT_SESSION_ID}',
		cancelUrl: 'https://shop.example.com/checkout',
		expiresAt,
		idempotencyKey: 'order-123-session-0',
		...overrides,
	}
}

describe('Stripe provider: creating a Checkout Session through the SDK', () => {
	it('sends our line items and one tax line that add up to the total to the cent', async () => {
		const provider = standIn.provider()
		const session = await provider.createSession(newSession())
		const request = standIn.requests.at(-1)!
		expect(request.method).toBe('POST')
		expect(request.path).toBe('/v1/checkout/sessions')
		expect(request.headers.authorization).toBe('Bearer sk_test_stand_in_key')
		expect(request.headers['idempotency-key']).toBe('order-123-session-0')

		const items = request.params.line_items as {
			quantity: string
			price_data: { currency: string; unit_amount: string; product_data: Record<string, string> }
		}[]
		expect(items.map((item) => [item.price_data.unit_amount, item.quantity])).toEqual([
			['5100', '2'],
			['4000', '1'],
			['1136', '1'],
		])
		expect(items.every((item) => item.price_data.currency === 'usd')).toBe(true)
		expect(items[0]!.price_data.product_data).toEqual({
			name: 'Custom Window Screen',
			description: '30 7/16" x 40 1/2"',
		})
		expect(items[2]!.price_data.product_data.name).toBe('Sales tax')
		expect(session.amountTotalCents).toBe(15336)
		expect(request.params.automatic_tax).toBeUndefined()
	})

	it('collects a US shipping address, pre-fills the e-mail and carries our order id', async () => {
		const provider = standIn.provider()
		const session = await provider.createSession(newSession())
		const params = standIn.requests.at(-1)!.params
		expect(params.mode).toBe('payment')
		expect(params.shipping_address_collection).toEqual({ allowed_countries: ['US'] })
		expect(params.customer_email).toBe('jane@example.com')
		expect(params.metadata).toEqual({ order_id: 'order-123' })
		expect(params.client_reference_id).toBe('order-123')
		expect(params.payment_intent_data).toEqual({ metadata: { order_id: 'order-123' } })
		expect(params.success_url).toBe(
			'https://shop.example.com/payment-success?session_id={CHECKOUT_SESSION_ID}',
		)
		expect(params.cancel_url).toBe('https://shop.example.com/checkout')
		expect(params.expires_at).toBe(String(Math.floor(expiresAt.getTime() / 1000)))
		expect(session.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_/)
		expect(session.orderId).toBe('order-123')
		expect(session.status).toBe('open')
		expect(session.paid).toBe(false)
	})

	it('leaves the e-mail out for a guest and refuses lines that do not add up', async () => {
		const provider = standIn.provider()
		await provider.createSession(newSession({ customerEmail: null }))
		expect(standIn.requests.at(-1)!.params.customer_email).toBeUndefined()
		const before = standIn.requests.length
		await expect(provider.createSession(newSession({ totalCents: 1 }))).rejects.toThrow(
			/do not equal the total/,
		)
		expect(standIn.requests.length).toBe(before)
	})

	it('reads a paid session back: customer, shipping address, instructions, payment', async () => {
		const provider = standIn.provider()
		const created = await provider.createSession(newSession())
		standIn.completeSession(created.id, paidCustomerDetails())
		const session = await provider.retrieveSession(created.id)
		expect(session).toMatchObject({
			id: created.id,
			orderId: 'order-123',
			status: 'complete',
			paid: true,
			amountTotalCents: 15336,
			customer: { name: 'Jane Doe', email: 'jane@example.com', phone: '+1 555 0100' },
			shipping: {
				name: 'Jane Doe',
				line1: '12 Elm Street',
				line2: 'Apt 4',
				city: 'Springfield',
				state: 'IL',
				postalCode: '62701',
				country: 'US',
			},
			specialInstructions: 'Leave at the <back> door & ring',
			paymentReference: `pi_${created.id.slice(-12)}`,
		})
		expect(await provider.retrieveSession('cs_test_missing')).toBeNull()
	})

	it('expires an open session and leaves a closed one alone', async () => {
		const provider = standIn.provider()
		const created = await provider.createSession(newSession())
		await provider.expireSession(created.id)
		expect(standIn.sessions.get(created.id)!.status).toBe('expired')
		await provider.expireSession(created.id)
		expect((await provider.retrieveSession(created.id))!.status).toBe('expired')
	})
})

describe('Stripe provider: webhooks', () => {
	const provider = () => stripeProviderFor('http://127.0.0.1:9')
	const paidSession = {
		id: 'cs_test_paid_ABCD1234',
		object: 'checkout.session',
		status: 'complete',
		payment_status: 'paid',
		amount_total: 11016,
		currency: 'usd',
		metadata: { order_id: 'order-9' },
		expires_at: 1_900_000_000,
		...paidCustomerDetails(),
	}

	async function read(request: Request) {
		const body = Buffer.from(await request.arrayBuffer())
		return provider().readWebhook!(body, request.headers.get('Stripe-Signature'))
	}

	it('verifies the signature over the raw body and reads a completed payment', async () => {
		const event = await read(
			webhookRequest(stripeEvent('evt_1', 'checkout.session.completed', paidSession)),
		)
		expect(event).toMatchObject({
			kind: 'paid',
			provider: 'stripe',
			eventId: 'evt_1',
			eventType: 'checkout.session.completed',
			session: {
				id: 'cs_test_paid_ABCD1234',
				orderId: 'order-9',
				paid: true,
				amountTotalCents: 11016,
			},
		})
	})

	it('rejects a payload signed with another secret, a changed body and a missing header', async () => {
		const payload = stripeEvent('evt_2', 'checkout.session.completed', paidSession)
		await expect(read(webhookRequest(payload, 'whsec_forged'))).rejects.toThrow(
			WebhookSignatureError,
		)
		const signed = webhookRequest(payload, WEBHOOK_SECRET)
		const tampered = Buffer.from(payload.replace('11016', '1'))
		expect(() => provider().readWebhook!(tampered, signed.headers.get('Stripe-Signature'))).toThrow(
			WebhookSignatureError,
		)
		expect(() => provider().readWebhook!(Buffer.from(payload), null)).toThrow(WebhookSignatureError)
	})

	it('reads expiry, waits on an unpaid completion and ignores other events', async () => {
		const expired = await read(
			webhookRequest(
				stripeEvent('evt_3', 'checkout.session.expired', {
					...paidSession,
					status: 'expired',
					payment_status: 'unpaid',
				}),
			),
		)
		expect(expired).toMatchObject({ kind: 'expired', session: { status: 'expired', paid: false } })
		const processing = await read(
			webhookRequest(
				stripeEvent('evt_4', 'checkout.session.completed', {
					...paidSession,
					payment_status: 'unpaid',
				}),
			),
		)
		expect(processing).toMatchObject({ kind: 'ignored', sessionId: 'cs_test_paid_ABCD1234' })
		const other = await read(
			webhookRequest(stripeEvent('evt_5', 'customer.created', { id: 'cus_1' })),
		)
		expect(other).toMatchObject({ kind: 'ignored', sessionId: null })
	})
})
