// The words of the change-or-cancel rule (app/domain/order/change-deadline.ts): the rule in
// general terms for the FAQ, the policies and the chat, read from the setting (ORDER_CHANGES), and
// the sentences of one order's own deadline for /track-order and the confirmation e-mail
// (app/domain/order/change-deadline-format.ts fills in its date and time).
import { ORDER_CHANGES, type ChangeCutoff } from '#app/content/facts/order-changes.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { formatClockTime } from '#app/domain/calendar/clock-time.ts'

/** The shop's zone as a reader sees it after a time: '2:00 PM ET'. */
export const SHOP_ZONE_ABBREVIATION = 'ET'

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'] as const

/** e.g. 'first', 'second'; beyond fifth, '6th'. */
function ordinal(count: number): string {
	return ORDINALS[count - 1] ?? `${count}th`
}

/**
 * When the cut-off falls, in general terms.
 * @example changeCutoffWords() // '2:00 PM ET on the first business day after payment'
 */
export function changeCutoffWords(cutoff: ChangeCutoff = ORDER_CHANGES): string {
	const time = `${formatClockTime(cutoff.hour, cutoff.minute)} ${SHOP_ZONE_ABBREVIATION}`
	return `${time} on the ${ordinal(cutoff.businessDaysAfterPayment)} business day after payment`
}

/**
 * The rule for any order, as the FAQ, the policies and the chat state it.
 * @example changeRule() // 'You can change or cancel a paid order until 2:00 PM ET on the first business day after payment, or until it goes into production if that is sooner.'
 */
export function changeRule(cutoff: ChangeCutoff = ORDER_CHANGES): string {
	return `You can change or cancel a paid order until ${changeCutoffWords(cutoff)}, or until it goes into production if that is sooner.`
}

/** Why the rule is what it is, for the FAQ and the refund policy. */
export const CHANGE_RULE_REASON =
	'After that we have cut your screens to the sizes you ordered, so they can no longer be changed or cancelled.'

/** Where a customer changes or cancels an order, and who to ask instead. */
export const changeHow = (person: string) =>
	`To change or cancel an order, use Change order or Cancel order on Track Your Order (with your order number and e-mail) or in your account, or ${person} with your order number.`

/**
 * The same for the FAQ and the refund policy. reachAPerson (shop-identity.ts) says it too, but
 * two more pages using it would move it into every page's shared chunk, /order's too.
 */
export const changeHowFor = (shop: ShopIdentity) =>
	changeHow(`call ${shop.phone.display} or e-mail ${shop.supportEmail}`)

/** A cancellation in time is refunded whole. */
export const CANCEL_REFUND =
	'If you cancel in time, we refund the whole payment, shipping included, to the card you paid with.'

/** One order's sentences. `when` is its deadline, e.g. 'Friday, December 4, 2:00 PM ET'. */
export const ORDER_CHANGE_TEXT = {
	/** e.g. 'You can change or cancel this order until Friday, December 4, 2:00 PM ET.' */
	until: (when: string) => `You can change or cancel this order until ${when}.`,
	/** While the fit check holds the order (docs/decisions/032-fit-check.md). */
	whileHeld:
		'We are holding this order until you confirm its sizes (see our e-mail). Until then you can change or cancel it.',
	/** After the owner moved the order into production, or after the cut-off. */
	closed: 'Your order is in production, so it can no longer be changed or cancelled.',
	/** The link beside `closed`, to /contact. */
	contactLink: 'Contact us about your order',
	/** The confirmation e-mail's how, under `until`: the tracking page's buttons, or the shop. */
	howInMail: (trackUrl: string, phone: string) =>
		`To change or cancel it, use Change order or Cancel order at ${trackUrl} with your order number and this e-mail address, or reply to this e-mail or call ${phone}.`,
} as const
