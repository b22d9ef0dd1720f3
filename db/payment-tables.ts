// Payment tables (events, refunds and their parts, the test provider's sessions and refunds),
// part of db/schema.ts's Database.
import type { Generated } from 'kysely'

/** Payment provider events already handled; (provider, event_id) is unique. */
export type PaymentEventTable = {
	id: string
	provider: string
	event_id: string
	event_type: string
	session_id: string | null
	order_id: string | null
	/** What handling the event did, e.g. fulfilled, already_paid, expired, late_payment, ignored. */
	outcome: string
	received_at: string
}

/** A refund asked of the payment provider (db/migrations/0015); idempotency_key is unique. */
export type RefundTable = {
	id: string
	order_id: string
	amount_cents: number
	/** cancel | partial | shipping | change */
	kind: string
	reason: string
	/** pending | succeeded | failed */
	status: Generated<string>
	/** stripe | test */
	provider: string
	/** The provider's id of a refund made before its parts (0018); since, on refund_parts. */
	provider_refund_id: string | null
	/** What the provider said when the refund (one of its parts) failed. */
	failure_reason: string | null
	idempotency_key: string
	/** Who asked; null for the customer or the shop itself. */
	actor_id: string | null
	actor_email: string | null
	created_at: string
	updated_at: string
}

/**
 * One payment's share of a refund (db/migrations/0018): its own provider refund, asked with
 * idempotency_key (unique); one per (refund_id, payment_reference).
 */
export type RefundPartTable = {
	id: string
	refund_id: string
	order_id: string
	/** The payment refunded: the order's first payment or a paid change's (Stripe: pi_...). */
	payment_reference: string
	/** Its place in the refund's allocation: 0 is the newest payment. */
	position: number
	amount_cents: number
	/** pending | succeeded | failed */
	status: Generated<string>
	/** The provider's id of this refund (Stripe: re_...); null until it answered. */
	provider_refund_id: string | null
	failure_reason: string | null
	idempotency_key: string
	created_at: string
	updated_at: string
}

/** The built-in test provider's refunds, one per idempotency key (db/migrations/0015). */
export type TestPaymentRefundTable = {
	id: string
	/** The payment refunded: test_payment_<session id>. */
	payment_reference: string
	amount_cents: number
	idempotency_key: string
	reason: string
	created_at: string
}

/** The built-in test provider's sessions: what Stripe keeps for a Checkout Session. */
export type TestPaymentSessionTable = {
	id: string
	order_id: string
	/** The session's hosted page: /test-checkout?session=<id> on the shop's origin. */
	url: string
	/** open | complete | expired */
	status: Generated<string>
	/** unpaid | paid */
	payment_status: Generated<string>
	currency: string
	/** JSON: [{ name, description, unitAmountCents, quantity }]; a discount is a line with a
	 * negative amount. */
	line_items: string
	amount_total_cents: number
	prefilled_email: string | null
	success_url: string
	cancel_url: string
	/** JSON of the customer details collected on the page, once paid. */
	customer: string | null
	created_at: string
	expires_at: string
	completed_at: string | null
}
