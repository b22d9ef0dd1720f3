// The payment provider interface: a hosted checkout session per order, told back to us as
// events. Stripe and the built-in test provider (app/services/payments/) both implement it, and
// both confirm through the same fulfilment (app/workflows/payments/fulfilment.server.ts).

export type ProviderId = 'stripe' | 'test'

/** One line of the hosted checkout. Amounts in integer cents. */
export type CheckoutLine = {
	name: string
	description: string
	unitAmountCents: number
	quantity: number
}

/** The order's shipping, sent as the session's one shipping option (Stripe: shipping_rate_data). */
export type CheckoutShipping = {
	/** e.g. 'Standard (UPS Ground, 5-7 business days)'. */
	displayName: string
	amountCents: number
	/** Business days in transit. */
	transitDays: { min: number; max: number }
}

/** Money off the whole order (a contractor's quote discount), shown under its name. */
export type CheckoutDiscount = {
	/** e.g. 'Quote Q-ABCD2345: 10% off'; at most 40 characters (Stripe's coupon name). */
	name: string
	amountCents: number
}

/** Stripe takes at most 100 line items in a payment-mode Checkout Session. */
export const MAX_CHECKOUT_LINE_ITEMS = 100

export type NewCheckoutSession = {
	orderId: string
	currency: 'usd'
	/** The screens; the provider adds one tax line of taxCents. */
	lines: CheckoutLine[]
	taxCents: number
	shipping: CheckoutShipping
	/** Taken off the lines (Stripe: a one-off coupon); none when absent or null. */
	discount?: CheckoutDiscount | null
	/** Must equal the lines minus the discount plus tax plus shipping, to the cent; providers
	 * refuse a session that does not add up. */
	totalCents: number
	customerEmail: string | null
	/** The shop's origin, e.g. https://shop.example.com (the test provider's page lives there). */
	origin: string
	/** Contains {CHECKOUT_SESSION_ID}, which the provider replaces with the session id. */
	successUrl: string
	cancelUrl: string
	expiresAt: Date
	/** Makes a retried create request return the same session. */
	idempotencyKey: string
}

export type ShippingAddress = {
	name: string | null
	line1: string
	line2: string | null
	city: string
	state: string
	postalCode: string
	country: string
}

export type PaymentCustomer = { name: string | null; email: string | null; phone: string | null }

/** A hosted checkout session as our code needs it, whatever the provider. */
export type CheckoutSession = {
	id: string
	/** Our order id, from the session's metadata. */
	orderId: string | null
	url: string | null
	status: 'open' | 'complete' | 'expired'
	/** True once the money is taken (Stripe: payment_status paid or no_payment_required). */
	paid: boolean
	amountTotalCents: number | null
	currency: string | null
	expiresAt: Date
	customer: PaymentCustomer
	shipping: ShippingAddress | null
	specialInstructions: string | null
	/** The provider's payment id (Stripe: the PaymentIntent). */
	paymentReference: string | null
}

/** A refund of part or all of one payment of an order (one part of our refund). */
export type RefundRequestToProvider = {
	orderId: string
	/** The payment to refund: a CheckoutSession.paymentReference, the order's first payment's or
	 * a paid change's. */
	paymentReference: string
	amountCents: number
	/** Our refund's id, sent as the provider refund's metadata refund_id, so its events name our
	 * refund (and, with the payment, the part). */
	refundId: string
	/** The part's key (derived from our refund's id and the payment): the same key twice makes
	 * one refund at the provider. */
	idempotencyKey: string
	reason: string
}

/** What the provider did with a refund. 'failed' is a definite refusal (e.g. more than is left). */
export type ProviderRefund = {
	/** The provider's id of the refund (Stripe: re_...). */
	id: string | null
	status: 'pending' | 'succeeded' | 'failed'
	amountCents: number
	/** Why it failed, in the provider's words; null unless failed. */
	failureReason: string | null
}

/** A refund the provider reports in an event (Stripe: charge.refunded, refund.updated). */
export type RefundUpdate = {
	providerRefundId: string
	/** Our refund's id, from the refund's metadata; null for a refund made elsewhere. */
	refundId: string | null
	/** The payment it refunds (Stripe: its payment_intent); null when the event does not say. */
	paymentReference: string | null
	status: 'pending' | 'succeeded' | 'failed'
	amountCents: number
	failureReason: string | null
}

type EventBase = { provider: ProviderId; eventId: string; eventType: string }

export type PaymentEvent =
	| (EventBase & { kind: 'paid'; session: CheckoutSession })
	| (EventBase & { kind: 'expired'; session: CheckoutSession })
	| (EventBase & { kind: 'ignored'; sessionId: string | null })
	/** One or more refunds changed (charge.refunded carries each refund of the charge). */
	| (EventBase & { kind: 'refunds'; refunds: RefundUpdate[] })

export class WebhookSignatureError extends Error {
	override name = 'WebhookSignatureError'
}

export class PaymentProviderError extends Error {
	override name = 'PaymentProviderError'
}

export type PaymentProvider = {
	readonly id: ProviderId
	/** Shown on the pay button: 'Pay with <displayName>'. */
	readonly displayName: string
	createSession(input: NewCheckoutSession): Promise<CheckoutSession & { url: string }>
	/** The session as the provider knows it now, or null when it does not exist. */
	retrieveSession(sessionId: string): Promise<CheckoutSession | null>
	/** Closes an open session so it can no longer be paid; a session already closed is left alone. */
	expireSession(sessionId: string): Promise<void>
	/**
	 * Refunds part or all of a payment, once per idempotency key. Answers 'failed' when the
	 * provider refuses it (nothing was refunded); throws when the outcome is unknown (the network
	 * or the provider failed), so the caller keeps the refund pending for a retry or an event.
	 */
	refund(input: RefundRequestToProvider): Promise<ProviderRefund>
	/**
	 * Verifies and reads a webhook delivery from the raw request body. Throws
	 * WebhookSignatureError when the signature does not match. Absent when the provider sends none.
	 */
	readWebhook?(rawBody: Buffer, signatureHeader: string | null): PaymentEvent
}

/**
 * Checks that the lines less the discount, plus the tax and the shipping, add up to the total to
 * the cent; that the discount is more than nothing and at most the lines; and that the lines and
 * the tax line fit in one session.
 */
export function assertSessionAddsUp(input: NewCheckoutSession): void {
	const lines = input.lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0)
	const shipping = input.shipping.amountCents
	const discount = input.discount?.amountCents ?? 0
	if (input.lines.length + 1 > MAX_CHECKOUT_LINE_ITEMS) {
		throw new PaymentProviderError(
			`${input.lines.length} checkout lines and the tax line are more than ${MAX_CHECKOUT_LINE_ITEMS}`,
		)
	}
	if (input.discount && (!Number.isSafeInteger(discount) || discount <= 0 || discount > lines)) {
		throw new PaymentProviderError(`A discount of ${discount} on lines of ${lines}`)
	}
	if (lines - discount + input.taxCents + shipping !== input.totalCents) {
		throw new PaymentProviderError(
			`Checkout lines (${lines}) less the discount (${discount}) plus tax (${input.taxCents}) plus shipping (${shipping}) do not equal the total (${input.totalCents})`,
		)
	}
}

export const TAX_LINE_NAME = 'Sales tax'

/** The test provider's page shows shipping as a line named so. */
export const SHIPPING_LINE_PREFIX = 'Shipping'
