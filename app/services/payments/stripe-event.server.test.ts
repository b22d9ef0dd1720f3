import { describe, expect, it } from 'vitest'
import { stripeEvent, WEBHOOK_SECRET, webhookRequest } from '#tests/support/fixtures/payment.ts'
import { paidCustomerDetails } from '#tests/support/stand-ins/stripe.ts'
import { stripeStandInForFile } from '#tests/support/fixtures/stripe.ts'
import { WebhookSignatureError } from '#app/domain/payments/payment-provider.ts'
import { checkStripeEvent, UnreadableEventError } from './stripe-event.server.ts'

const standIn = stripeStandInForFile()

/** A completed session as the stand-in (shaped like Stripe's API) holds it, with `changes`. */
function paidSession(changes: Record<string, unknown> = {}) {
	return {
		id: 'cs_test_checked',
		object: 'checkout.session',
		status: 'complete',
		payment_status: 'paid',
		amount_total: 11016,
		currency: 'usd',
		expires_at: 1_800_000_000,
		metadata: { order_id: 'order-1' },
		payment_intent: 'pi_1',
		...paidCustomerDetails(),
		...changes,
	}
}

const event = (session: object, type = 'checkout.session.completed') =>
	JSON.parse(stripeEvent('evt_checked', type, session)) as unknown

describe('checkStripeEvent', () => {
	it("passes an event shaped like Stripe's", () => {
		expect(checkStripeEvent(event(paidSession()))).toMatchObject({ id: 'evt_checked' })
		// Events the shop ignores are not looked into.
		expect(() => checkStripeEvent(event({ id: 42 }, 'payment_intent.created'))).not.toThrow()
	})

	it('refuses events whose fields are not what Stripe sends', () => {
		const broken = [
			{ id: ['cs_nested'] },
			{ amount_total: '11016' },
			{ amount_total: 1e20 },
			{ expires_at: 1e300 },
			{ metadata: { order_id: { id: 'order-1' } } },
			{ customer_details: 'Jane' },
			{ customer_details: { name: 'Jane\u0000', email: null, phone: null } },
			{ custom_fields: 'special' },
		]
		for (const changes of broken) {
			expect(() => checkStripeEvent(event(paidSession(changes))), JSON.stringify(changes)).toThrow(
				UnreadableEventError,
			)
		}
		expect(() => checkStripeEvent([[]])).toThrow(UnreadableEventError)
		expect(() => checkStripeEvent({ id: 'evt_1', type: '\u0000', data: {} })).toThrow(
			UnreadableEventError,
		)
		expect(() => checkStripeEvent({ id: 1, type: 'checkout.session.completed', data: {} })).toThrow(
			UnreadableEventError,
		)
	})

	it('makes the provider refuse a signed but unreadable event, not as a bad signature', async () => {
		const provider = standIn.provider()
		const payload = stripeEvent('evt_odd', 'checkout.session.completed', paidSession({ id: null }))
		const request = webhookRequest(payload, WEBHOOK_SECRET)
		const read = () =>
			provider.readWebhook!(Buffer.from(payload), request.headers.get('Stripe-Signature'))
		expect(read).toThrow(UnreadableEventError)
		expect(read).not.toThrow(WebhookSignatureError)
	})
})

describe('refund events', () => {
	const refund = {
		id: 're_1',
		object: 'refund',
		amount: 1234,
		status: 'succeeded',
		failure_reason: null,
		payment_intent: 'pi_1',
		metadata: { refund_id: 'ours-1', order_id: 'order-1' },
	}
	const wrap = (type: string, object: object) =>
		JSON.parse(stripeEvent('evt_refund', type, object)) as unknown

	it("passes charge.refunded and refund.updated shaped like Stripe's", () => {
		expect(() =>
			checkStripeEvent(wrap('charge.refunded', { id: 'ch_1', refunds: { data: [refund] } })),
		).not.toThrow()
		expect(() => checkStripeEvent(wrap('refund.updated', refund))).not.toThrow()
	})

	it('refuses a refund or charge whose fields are not what Stripe sends', () => {
		expect(() => checkStripeEvent(wrap('refund.updated', { ...refund, amount: '1234' }))).toThrow(
			UnreadableEventError,
		)
		expect(() =>
			checkStripeEvent(wrap('charge.refunded', { id: 'ch_1', refunds: { data: [{ id: 3 }] } })),
		).toThrow(UnreadableEventError)
	})

	it('reads them as refund updates naming our refund and the payment it refunds', () => {
		const provider = standIn.provider()
		const read = (type: string, object: object) => {
			const payload = stripeEvent('evt_r', type, object)
			const signature = webhookRequest(payload).headers.get('Stripe-Signature')
			return provider.readWebhook!(Buffer.from(payload), signature)
		}
		expect(read('refund.updated', { ...refund, status: 'failed', failure_reason: 'lost' })).toEqual(
			{
				provider: 'stripe',
				eventId: 'evt_r',
				eventType: 'refund.updated',
				kind: 'refunds',
				refunds: [
					{
						providerRefundId: 're_1',
						refundId: 'ours-1',
						paymentReference: 'pi_1',
						status: 'failed',
						amountCents: 1234,
						failureReason: 'lost',
					},
				],
			},
		)
		expect(read('charge.refunded', { id: 'ch_1', refunds: { data: [refund] } })).toMatchObject({
			kind: 'refunds',
			refunds: [{ refundId: 'ours-1', paymentReference: 'pi_1', status: 'succeeded' }],
		})
		const expanded = { ...refund, payment_intent: { id: 'pi_2', object: 'payment_intent' } }
		expect(read('refund.updated', expanded)).toMatchObject({
			refunds: [{ paymentReference: 'pi_2' }],
		})
	})
})
