// Stripe Checkout through the official SDK. We send our own prices, our own tax line
// (price_data, not automatic tax), the order's shipping as the session's one shipping option
// (shipping_rate_data) and a quote's discount as a one-off coupon of exactly its amount
// (amount_off: Stripe takes it off the line items, never the shipping), so what Stripe charges
// is exactly the order's total.
import Stripe from 'stripe'
import {
	assertSessionAddsUp,
	PaymentProviderError,
	TAX_LINE_NAME,
	WebhookSignatureError,
	type CheckoutSession,
	type NewCheckoutSession,
	type PaymentEvent,
	type PaymentProvider,
	type ProviderRefund,
	type RefundUpdate,
} from '#app/domain/payments/payment-provider.ts'
import { checkStripeEvent } from './stripe-event.server.ts'

export type StripeProviderConfig = {
	secretKey: string
	webhookSecret: string
	/** Another API origin, e.g. http://127.0.0.1:12111 for a local stand-in; default api.stripe.com. */
	apiBase?: string
}

export const SPECIAL_INSTRUCTIONS_FIELD = 'special_instructions'

export function createStripeProvider(config: StripeProviderConfig): PaymentProvider {
	const stripe = new Stripe(config.secretKey, {
		maxNetworkRetries: 2,
		timeout: 20_000,
		...apiOrigin(config.apiBase),
	})

	return {
		id: 'stripe',
		displayName: 'Stripe',

		async createSession(input: NewCheckoutSession) {
			assertSessionAddsUp(input)
			const coupon = input.discount
				? await stripe.coupons.create(
						{
							amount_off: input.discount.amountCents,
							currency: input.currency,
							duration: 'once',
							// Made for this session alone: it cannot pay for anything else.
							max_redemptions: 1,
							name: input.discount.name.slice(0, 40),
							metadata: { order_id: input.orderId },
						},
						{ idempotencyKey: `${input.idempotencyKey}-coupon` },
					)
				: null
			const session = await stripe.checkout.sessions.create(sessionParams(input, coupon?.id), {
				idempotencyKey: input.idempotencyKey,
			})
			if (!session.url) throw new PaymentProviderError('Stripe returned a session without a URL')
			return { ...toCheckoutSession(session), url: session.url }
		},

		async retrieveSession(sessionId) {
			try {
				return toCheckoutSession(await stripe.checkout.sessions.retrieve(sessionId))
			} catch (error) {
				if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
					return null
				}
				throw error
			}
		},

		async expireSession(sessionId) {
			const session = await stripe.checkout.sessions.retrieve(sessionId)
			if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId)
		},

		async refund(input) {
			try {
				const refund = await stripe.refunds.create(
					{
						payment_intent: input.paymentReference,
						amount: input.amountCents,
						metadata: { order_id: input.orderId, refund_id: input.refundId },
					},
					{ idempotencyKey: input.idempotencyKey },
				)
				return toProviderRefund(refund)
			} catch (error) {
				// A request Stripe read and refused (e.g. more than is left on the payment) refunded
				// nothing: a definite failure. Anything else (the network, Stripe's 5xx) is unknown.
				if (error instanceof Stripe.errors.StripeInvalidRequestError) {
					return {
						id: null,
						status: 'failed',
						amountCents: input.amountCents,
						failureReason: error.message,
					}
				}
				throw error
			}
		},

		readWebhook(rawBody, signatureHeader) {
			let event: Stripe.Event
			try {
				event = stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', config.webhookSecret)
			} catch (error) {
				throw new WebhookSignatureError((error as Error).message)
			}
			return toPaymentEvent(checkStripeEvent(event))
		},
	}
}

function apiOrigin(apiBase: string | undefined) {
	if (!apiBase) return {}
	const url = new URL(apiBase)
	const protocol = url.protocol === 'http:' ? 'http' : 'https'
	return {
		host: url.hostname,
		port: url.port || (protocol === 'http' ? 80 : 443),
		protocol,
	} as const
}

function sessionParams(
	input: NewCheckoutSession,
	couponId: string | undefined,
): Stripe.Checkout.SessionCreateParams {
	const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = input.lines.map((line) => ({
		quantity: line.quantity,
		price_data: {
			currency: input.currency,
			unit_amount: line.unitAmountCents,
			product_data: { name: line.name, description: line.description },
		},
	}))
	if (input.taxCents > 0) {
		lineItems.push({
			quantity: 1,
			price_data: {
				currency: input.currency,
				unit_amount: input.taxCents,
				product_data: { name: TAX_LINE_NAME },
			},
		})
	}
	return {
		mode: 'payment',
		// Cards only: a completed checkout then always means the card was charged.
		allowed_payment_method_types: ['card'],
		line_items: lineItems,
		// One option, the method chosen on /checkout at the price the server computed: Stripe adds
		// it to amount_total and shows it on its page. A free option is a fixed amount of 0.
		shipping_options: [
			{
				shipping_rate_data: {
					type: 'fixed_amount',
					display_name: input.shipping.displayName,
					fixed_amount: { amount: input.shipping.amountCents, currency: input.currency },
					delivery_estimate: {
						minimum: { unit: 'business_day', value: input.shipping.transitDays.min },
						maximum: { unit: 'business_day', value: input.shipping.transitDays.max },
					},
				},
			},
		],
		...(couponId ? { discounts: [{ coupon: couponId }] } : {}),
		customer_email: input.customerEmail ?? undefined,
		shipping_address_collection: { allowed_countries: ['US'] },
		phone_number_collection: { enabled: true },
		custom_fields: [
			{
				key: SPECIAL_INSTRUCTIONS_FIELD,
				label: { type: 'custom', custom: 'Special instructions' },
				type: 'text',
				optional: true,
			},
		],
		client_reference_id: input.orderId,
		metadata: { order_id: input.orderId },
		payment_intent_data: { metadata: { order_id: input.orderId } },
		success_url: input.successUrl,
		cancel_url: input.cancelUrl,
		expires_at: Math.floor(input.expiresAt.getTime() / 1000),
	}
}

export function toCheckoutSession(session: Stripe.Checkout.Session): CheckoutSession {
	const details = session.customer_details
	const shipping = session.collected_information?.shipping_details ?? null
	const address = shipping?.address ?? null
	const instructions = session.custom_fields?.find(
		(field) => field.key === SPECIAL_INSTRUCTIONS_FIELD,
	)?.text?.value
	return {
		id: session.id,
		orderId: session.metadata?.order_id ?? session.client_reference_id ?? null,
		url: session.url,
		status:
			session.status === 'complete'
				? 'complete'
				: session.status === 'expired'
					? 'expired'
					: 'open',
		paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
		amountTotalCents: session.amount_total,
		currency: session.currency,
		expiresAt: new Date(session.expires_at * 1000),
		customer: {
			name: details?.name ?? shipping?.name ?? null,
			email: details?.email ?? session.customer_email ?? null,
			phone: details?.phone ?? null,
		},
		shipping:
			address?.line1 && address.city && address.state && address.postal_code
				? {
						name: shipping?.name ?? null,
						line1: address.line1,
						line2: address.line2 || null,
						city: address.city,
						state: address.state,
						postalCode: address.postal_code,
						country: address.country ?? 'US',
					}
				: null,
		specialInstructions: instructions?.trim() || null,
		paymentReference:
			typeof session.payment_intent === 'string'
				? session.payment_intent
				: (session.payment_intent?.id ?? null),
	}
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
	const base = { provider: 'stripe' as const, eventId: event.id, eventType: event.type }
	switch (event.type) {
		case 'checkout.session.completed':
		case 'checkout.session.async_payment_succeeded': {
			const session = toCheckoutSession(event.data.object)
			// A completed session whose payment is still processing is confirmed by a later event.
			if (session.paid) return { ...base, kind: 'paid', session }
			return { ...base, kind: 'ignored', sessionId: session.id }
		}
		case 'checkout.session.expired':
			return { ...base, kind: 'expired', session: toCheckoutSession(event.data.object) }
		case 'charge.refunded':
			return {
				...base,
				kind: 'refunds',
				refunds: (event.data.object.refunds?.data ?? []).map(toRefundUpdate),
			}
		case 'refund.updated':
		case 'refund.failed':
			return { ...base, kind: 'refunds', refunds: [toRefundUpdate(event.data.object)] }
		default:
			return { ...base, kind: 'ignored', sessionId: null }
	}
}

function refundStatus(status: string | null): ProviderRefund['status'] {
	if (status === 'succeeded') return 'succeeded'
	if (status === 'failed' || status === 'canceled') return 'failed'
	return 'pending'
}

function toProviderRefund(refund: Stripe.Refund): ProviderRefund {
	const status = refundStatus(refund.status)
	return {
		id: refund.id,
		status,
		amountCents: refund.amount,
		failureReason: status === 'failed' ? (refund.failure_reason ?? refund.status) : null,
	}
}

function toRefundUpdate(refund: Stripe.Refund): RefundUpdate {
	const known = toProviderRefund(refund)
	return {
		providerRefundId: refund.id,
		refundId: refund.metadata?.refund_id ?? null,
		paymentReference:
			typeof refund.payment_intent === 'string'
				? refund.payment_intent
				: (refund.payment_intent?.id ?? null),
		status: known.status,
		amountCents: known.amountCents,
		failureReason: known.failureReason,
	}
}
