// What /track-order answers a customer's post (its action), as its page shows it.
import type { ReceiptLine } from '#app/domain/order/order-display.ts'
import type { GuideStep, OrderStatus } from '#app/domain/order/order-status.ts'

export type TrackedOrder = {
	number: string
	placedAt: string
	status: OrderStatus
	statusLabel: string
	/** Paid after the order had closed: the shop is looking at it. */
	underReview: boolean
	steps: GuideStep[]
	items: ReceiptLine[]
	total: string
	/** A quote's discount ('Discount', '-$20.10'); null when none. */
	discount?: { label: string; amount: string } | null
	/** The method and its cost ('FREE' or the amount); null for orders from before shipping. */
	shipping: { label: string; amount: string } | null
	/** 'Tax (8%)' and its amount, so the lines add up to the total paid. */
	taxLabel: string
	tax: string
	shipTo: string[]
	carrier: string | null
	trackingNumber: string | null
	/** 'Ships by Wednesday, November 25' until the order ships; null after, or without a date. */
	shipsBy?: string | null
	/**
	 * Until when the customer can change or cancel the order, or, once it is in production, that
	 * it no longer can, with a link to contact the shop (app/domain/order/change-deadline-format.ts,
	 * written on the server so this page loads none of the rule); null for other statuses.
	 */
	changes?: { text: string; contact: { to: string; label: string } | null } | null
	/** Still open to changes: the page offers "Change order" and "Cancel order". */
	canChange?: boolean
	/** 'Refunded $12.34 on December 4, 2026', one per refund that went through. */
	refunds?: string[]
}

export type TrackOrderResult = {
	values: { orderNumber: string; email: string }
	fieldErrors: Partial<Record<'orderNumber' | 'email', string>>
	message?: string
	/** After "Change order" or "Cancel order": where the one-time link went. */
	notice?: { text: string; hint: string }
	order?: TrackedOrder
}
