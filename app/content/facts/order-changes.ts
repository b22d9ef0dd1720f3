// The change-or-cancel cut-off, a fact of its own (not in shop-facts.ts) so the pages that never
// state it, /order first, do not load it: vite.config.ts keeps it out of the shared chunk.

/** When the shop cuts an order's screens: the production cut-off of ORDER_CHANGES. */
export type ChangeCutoff = {
	/** Which business day after the payment's day (shop time) the cut-off falls on: 1 is the first. */
	readonly businessDaysAfterPayment: number
	/** The cut-off's hour (0-23) and minute on that day, shop time (SHOP_CALENDAR.timeZone). */
	readonly hour: number
	readonly minute: number
}

/**
 * Until when a customer can change or cancel a paid order (app/domain/order/change-deadline.ts):
 * until the owner moves it to In Production, or until this cut-off, whichever comes first. The
 * FAQ, the refund policy, the terms and the chat state it from here; /track-order and the
 * confirmation e-mail give each order's own date and time. A fact in code like the prices and
 * SHOP_CALENDAR, not an environment setting: the pages that state it are cached and built into
 * the browser's chat, and a change of the rule is a change of the policy pages, made and
 * reviewed with them. Default: 2:00 PM on the first business day after payment.
 */
export const ORDER_CHANGES: ChangeCutoff = {
	businessDaysAfterPayment: 1,
	hour: 14,
	minute: 0,
}
