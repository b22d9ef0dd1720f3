// Contractor quote tables (db/migrations/0012, 0013), part of db/schema.ts's Database.
import type { Generated } from 'kysely'
import type { PricedScreenLineColumns } from './priced-screen-line.ts'

/** A contractor's priced job list (db/migrations/0012-contractor-quotes.ts). */
export type QuoteTable = {
	id: string
	/** What the contractor and the owner call it: 'Q-' and 8 letters and digits. */
	number: string
	/** requested | approved (QUOTE_STATUSES in app/models/quote/quotes.server.ts) */
	status: Generated<string>
	name: string
	company: string | null
	email: string
	phone: string | null
	screen_count: number
	list_subtotal_cents: number
	discount_basis_points: number
	discount_cents: number
	/** Merchandise after the discount; tax and shipping are reckoned on it. */
	subtotal_cents: number
	tax_cents: number
	shipping_method: string
	shipping_cents: number
	total_cents: number
	owner_note: string | null
	/** SHA-256 (hex) of the private link's token; null until approved. */
	token_hash: string | null
	approved_at: string | null
	approved_by: string | null
	expires_at: string
	/** The order made when the contractor accepted it (the one to pay or paid); null before.
	 * Unique (db/migrations/0013). */
	order_id: string | null
	created_at: string
	updated_at: string
}

/** A row of a quote's job list, priced like an order's line. */
export type QuoteLineTable = PricedScreenLineColumns & {
	id: string
	quote_id: string
	position: number
	/** The row's number in the list the contractor pasted or uploaded. */
	source_row: number
	label: string
}

/** The owner's volume discounts: from min_screens screens, basis_points off (800 = 8%). */
export type VolumeTierTable = {
	min_screens: number
	basis_points: number
}
