// Table types for Kysely. Conventions: ids are text (random UUIDs), timestamps are ISO 8601
// UTC text, money is integer cents. One migration set serves SQLite and PostgreSQL.
import type { ColumnType, Generated } from 'kysely'
import type { AccountTable, SessionTable, UserTable, VerificationTable } from './auth-tables.ts'
import type { PricedScreenLineColumns } from './priced-screen-line.ts'
import type { QuoteLineTable, QuoteTable, VolumeTierTable } from './quote-tables.ts'
import type {
	PaymentEventTable,
	RefundPartTable,
	RefundTable,
	TestPaymentRefundTable,
	TestPaymentSessionTable,
} from './payment-tables.ts'

export type { AccountTable, SessionTable, UserTable, VerificationTable } from './auth-tables.ts'
export type { QuoteLineTable, QuoteTable, VolumeTierTable } from './quote-tables.ts'
export type {
	PaymentEventTable,
	RefundPartTable,
	RefundTable,
	TestPaymentRefundTable,
	TestPaymentSessionTable,
} from './payment-tables.ts'

export type OutboxTable = {
	id: string
	to_address: string
	reply_to: string | null
	subject: string
	text_body: string
	html_body: string
	/** pending | sent | failed */
	status: Generated<string>
	/** Failed delivery attempts so far. */
	attempts: Generated<number>
	/** 0 order and account mail, 1 inquiries and bulk quotes: lower goes out first (0008). */
	priority: Generated<number>
	next_attempt_at: string
	/** While in the future, the worker holding lease_token is sending this message. */
	locked_until: string | null
	lease_token: string | null
	last_error: string | null
	created_at: string
	sent_at: string | null
	/** JSON [{ filename, contentType, content }] or null (0012). */
	attachments: string | null
}

export type InquiryTable = {
	id: string
	/** question (the /order form) | bulk (the /bulk-orders form) */
	kind: string
	email: string
	name: string | null
	company: string | null
	phone: string | null
	quantity: number | null
	message: string
	/** new | handled */
	status: Generated<string>
	created_at: string
	handled_at: string | null
}

/** Where an order goes; all null until the customer has given it at checkout. */
export type ShippingAddressColumns = {
	ship_name: string | null
	ship_line1: string | null
	ship_line2: string | null
	ship_city: string | null
	ship_state: string | null
	ship_postal_code: string | null
	ship_country: string | null
}

export type OrderTable = ShippingAddressColumns & {
	id: string
	/** The order number customers see: the last 8 characters of the payment session id,
	 * upper-cased. Null until the session exists. */
	number: string | null
	/** One of ORDER_STATUSES (app/domain/order/order-status.ts). */
	status: Generated<string>
	user_id: string | null
	email: string | null
	customer_name: string | null
	customer_phone: string | null
	special_instructions: string | null
	/** Number of screens: the sum of the items' quantities. */
	screen_count: number
	subtotal_cents: number
	tax_cents: number
	/** standard | expedited (app/domain/shipping/shipping.ts); null on orders from before shipping. */
	shipping_method: string | null
	/** What shipping cost, in the total; 0 when free. */
	shipping_cents: Generated<number>
	/** Taken off the merchandise: a quote's discount (db/migrations/0013); 0 for cart orders. */
	discount_cents: Generated<number>
	/** subtotal - discount + tax + shipping. */
	total_cents: number
	currency: Generated<string>
	/** stripe | test */
	provider: string
	provider_session_id: string | null
	checkout_url: string | null
	session_expires_at: string | null
	/** Same cart + same customer while the order waits for payment: unique among pending orders. */
	idempotency_key: string | null
	amount_paid_cents: number | null
	payment_reference: string | null
	paid_at: string | null
	/** 1 when the shop must look at it (e.g. paid after it expired). */
	needs_review: Generated<number>
	review_reason: string | null
	carrier: string | null
	tracking_number: string | null
	/** The ship-by day promised at payment, 'YYYY-MM-DD' shop time (app/domain/shipping/ship-by.ts);
	 * null before payment and on orders paid before ship-by dates were stored. */
	ship_by: string | null
	/** The contractor's quote the order was made from (db/migrations/0013); null for cart orders. */
	quote_id: string | null
	/** Refunded or being refunded (pending and succeeded refunds), in cents (db/migrations/0015). */
	refunded_cents: Generated<number>
	/** 1 while the order is held by its fit check (db/migrations/0019); its record is in fit_checks. */
	fit_hold: Generated<number>
	/**
	 * How much smaller than the ordered openings the screens are made, each way, in sixteenths
	 * (db/migrations/0021, app/domain/production/clearance.ts); null on orders made before it was
	 * stored, which were built to the size ordered.
	 */
	clearance_sixteenths: number | null
	created_at: string
	updated_at: string
}

/** A line of an order, at the price it was paid at. */
export type OrderItemTable = PricedScreenLineColumns & {
	id: string
	order_id: string
	position: number
	description: string
	/** The room or window label (db/migrations/0010); null when none was given. */
	label: string | null
}

export type OrderStatusHistoryTable = {
	id: string
	order_id: string
	status: string
	note: string | null
	/** Who moved the order (db/migrations/0006-admin.ts); null for the shop's own moves. */
	actor_id: string | null
	actor_email: string | null
	created_at: string
}

/** Abuse counters (db/migrations/0003-rate-limits.ts); see app/models/limits/rate-limits.server.ts. */
export type RateLimitTable = {
	key: string
	/** Milliseconds since 1970; PostgreSQL returns bigint as a string. */
	window_start_ms: ColumnType<number | string, number, number>
	hits: number
	previous_hits: number
}

/**
 * A line of a signed-in customer's saved cart (db/migrations/0005-cart-items.ts). The spec's
 * stored row, with width_fraction/height_fraction kept as integer sixteenths; no price (0014): a
 * saved line is priced from its size whenever it is read. item_id is the line's id in the browser
 * (CartItem.id).
 */
export type CartItemTable = {
	id: string
	user_id: string
	item_id: string
	width: number
	width_sixteenths: Generated<number>
	height: number
	height_sixteenths: Generated<number>
	quantity: number
	/** Orders lines with the same created_at; grows with every line a user adds. */
	position: number
	created_at: string
	/** The room or window label (db/migrations/0010); null when none was given. */
	label: string | null
}

/**
 * One opening in a customer's window book (db/migrations/0010): a label ('' for none) and a size,
 * once per user. Saved from /order or recorded when an order is paid.
 */
export type WindowTable = {
	id: string
	user_id: string
	label: string
	width: number
	width_sixteenths: number
	height: number
	height_sixteenths: number
	created_at: string
}

/**
 * A one-time link or grant for one order (db/migrations/0016-order-action-links.ts): 'change' or
 * 'cancel' e-mailed from /track-order, 'edit' opened by a used change link, 'fit-check' e-mailed
 * when the fit check holds the order (db/migrations/0019: its confirm uses it, its correct does not).
 * Only the token's SHA-256 is stored; used once, before expires_at
 * (app/models/order/order-action-links.server.ts).
 */
export type OrderActionLinkTable = {
	id: string
	order_id: string
	/** change | cancel | edit | fit-check */
	action: string
	token_hash: string
	expires_at: string
	used_at: string | null
	created_at: string
}

/**
 * A paid order held by its fit check (db/migrations/0019-fit-check.ts): what the check found and
 * how the hold ended. One row per held order.
 */
export type FitCheckTable = {
	order_id: string
	/** JSON FitFinding[] (app/domain/order/fit-check.ts): at most the first 50. */
	findings: string
	/** How many findings the check made (findings may hold fewer). */
	finding_count: number
	/** held | confirmed | released | corrected */
	outcome: string
	checked_at: string
	ended_at: string | null
	/** customer | owner; null while held. */
	ended_by: string | null
	actor_id: string | null
	actor_email: string | null
}

/**
 * A photo of a customer's claim (db/migrations/0020-claim-photos.ts), re-encoded without metadata
 * (app/services/claims/photo-encoding.server.ts); read by its owner or an admin
 * (app/models/claims/claim-photos.server.ts).
 */
export type ClaimPhotoTable = {
	/** A random UUID. */
	id: string
	/** The customer who sent it. */
	user_id: string
	/** The claim it belongs to; null until claims are stored. */
	claim_id: string | null
	content_type: string
	width: number
	height: number
	byte_size: number
	/** The photo: a Buffer as both drivers read it. */
	bytes: Buffer
	created_at: string
}

/** A daily job's claim: the one instance that inserted (job, day) runs it that shop day. */
export type DailyJobRunTable = {
	job: string
	/** The shop's calendar day, 'YYYY-MM-DD'. */
	day: string
	claimed_at: string
}

/**
 * A change asked of a paid order (db/migrations/0017-order-changes.ts): the changed lines and
 * address, the totals before and after, and whether it is applied, waiting for the payment of
 * the difference, abandoned or superseded.
 */
export type OrderChangeTable = {
	id: string
	order_id: string
	/** customer | owner */
	requested_by: string
	/** JSON ChangedLine[] (app/domain/order/order-change.ts). */
	new_lines: string
	/** JSON string[]: order_items ids taken out. */
	removed_item_ids: string
	/** JSON ShippingAddress, or null when the address stays. */
	new_ship_to: string | null
	/** What changed, in words (the history note). */
	summary: string
	screen_count: number
	subtotal_cents: number
	discount_cents: number
	tax_cents: number
	shipping_cents: number
	old_total_cents: number
	new_total_cents: number
	/** new total - paid net of refunds: > 0 to pay, < 0 refunded. */
	difference_cents: number
	/** awaiting_payment | applied | abandoned | superseded */
	status: string
	provider: string
	provider_session_id: string | null
	checkout_url: string | null
	payment_reference: string | null
	idempotency_key: string
	actor_id: string | null
	actor_email: string | null
	created_at: string
	applied_at: string | null
	/** What the change's payment took (its session's total); null when none (db/migrations/0018). */
	amount_paid_cents: number | null
}

export type Database = {
	outbox: OutboxTable
	inquiries: InquiryTable
	orders: OrderTable
	order_items: OrderItemTable
	order_status_history: OrderStatusHistoryTable
	payment_events: PaymentEventTable
	test_payment_sessions: TestPaymentSessionTable
	refunds: RefundTable
	refund_parts: RefundPartTable
	test_payment_refunds: TestPaymentRefundTable
	users: UserTable
	sessions: SessionTable
	accounts: AccountTable
	verifications: VerificationTable
	rate_limits: RateLimitTable
	cart_items: CartItemTable
	daily_job_runs: DailyJobRunTable
	windows: WindowTable
	quotes: QuoteTable
	quote_lines: QuoteLineTable
	volume_tiers: VolumeTierTable
	order_action_links: OrderActionLinkTable
	order_changes: OrderChangeTable
	fit_checks: FitCheckTable
	claim_photos: ClaimPhotoTable
}
