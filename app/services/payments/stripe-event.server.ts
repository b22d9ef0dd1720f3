// The parts of a Stripe webhook event the shop reads, checked before use. A correctly signed body
// is still only JSON: an event without an id, or a session whose fields have other types than
// Stripe's API documents, is refused as unreadable (400) instead of failing later in the database.
import type Stripe from 'stripe'
import { z } from 'zod'

// Text is stored as it comes (names, addresses); PostgreSQL text cannot hold U+0000.
const text = z
	.string()
	.max(5000)
	.refine((value) => !value.includes('\u0000'))
	.nullish()
// Integer columns hold amounts; Stripe timestamps are seconds (at most the year 9999).
const amount = z.int().min(0).max(2_147_483_647).nullish()
const timestamp = z.int().min(0).max(253_402_300_799)
// Stripe's ids: a prefix, an underscore and letters or digits (evt_..., cs_test_...).
const stripeId = z.string().regex(/^[A-Za-z0-9_-]{1,255}$/)

const sessionSchema = z.looseObject({
	id: stripeId,
	url: text,
	status: text,
	payment_status: text,
	amount_total: amount,
	currency: text,
	expires_at: timestamp,
	client_reference_id: text,
	customer_email: text,
	metadata: z.record(z.string(), z.string().max(500)).nullish(),
	customer_details: z.looseObject({ name: text, email: text, phone: text }).nullish(),
	collected_information: z
		.looseObject({
			shipping_details: z
				.looseObject({
					name: text,
					address: z
						.looseObject({
							line1: text,
							line2: text,
							city: text,
							state: text,
							postal_code: text,
							country: text,
						})
						.nullish(),
				})
				.nullish(),
		})
		.nullish(),
	custom_fields: z
		.array(z.looseObject({ key: z.string(), text: z.looseObject({ value: text }).nullish() }))
		.nullish(),
	payment_intent: z.union([z.string(), z.looseObject({ id: z.string() })]).nullish(),
})

const refundSchema = z.looseObject({
	id: stripeId,
	amount: z.int().min(0).max(2_147_483_647),
	status: text,
	failure_reason: text,
	metadata: z.record(z.string(), z.string().max(500)).nullish(),
	payment_intent: z.union([z.string(), z.looseObject({ id: z.string() })]).nullish(),
})

const chargeSchema = z.looseObject({
	id: stripeId,
	refunds: z.looseObject({ data: z.array(refundSchema) }).nullish(),
})

const eventSchema = z.looseObject({
	id: stripeId,
	type: z.string().regex(/^[a-z0-9_.]{1,255}$/),
	data: z.looseObject({ object: z.unknown() }),
})

export class UnreadableEventError extends Error {
	override name = 'UnreadableEventError'
}

/** The event as Stripe's types describe it, once the fields the shop reads are checked. */
export function checkStripeEvent(event: unknown): Stripe.Event {
	const envelope = eventSchema.safeParse(event)
	if (!envelope.success) throw new UnreadableEventError('The event has no id, type or data')
	if (envelope.data.type.startsWith('checkout.session.')) {
		const session = sessionSchema.safeParse(envelope.data.data.object)
		if (!session.success) throw new UnreadableEventError('The event holds no readable session')
	}
	const type = envelope.data.type
	if (type === 'charge.refunded' && !chargeSchema.safeParse(envelope.data.data.object).success) {
		throw new UnreadableEventError('The event holds no readable charge')
	}
	if (
		(type === 'refund.updated' || type === 'refund.failed') &&
		!refundSchema.safeParse(envelope.data.data.object).success
	) {
		throw new UnreadableEventError('The event holds no readable refund')
	}
	return event as Stripe.Event
}
