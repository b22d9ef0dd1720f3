// The words of the e-mails about an order that are not its figures: the note under a long
// order's first lines, the shop's link to the order in the back office, and the parcel's
// tracking in the shipped e-mail. The templates are in app/services/mail/.
import { formatWholeNumber } from '#app/domain/common/money.ts'

/** Under the first lines of a long order, e.g. '... and 1,950 more lines: every line is in ...'. */
export function moreLinesNote(more: number, filename: string): string {
	return `... and ${formatWholeNumber(more)} more ${more === 1 ? 'line' : 'lines'}: every line is in the attached file ${filename}.`
}

/** The shop's new-order e-mail: where the owner works on the order. */
export const ADMIN_ORDER_LINK_TEXT = 'Open the order in the back office'

/** The shipped e-mail's first sentence. */
export function shippedExplanation(carrier: string): string {
	return `Your screens are on their way with ${carrier}.`
}

/** The shipped e-mail: the link (or, for a carrier without one, the text) of the tracking number. */
export const TRACKING_NUMBER_LABEL = 'Tracking number'

/** The shipped e-mail's plain text, after the tracking number: the carrier's page for it. */
export function trackingPageLine(url: string): string {
	return `Follow it on the carrier's site: ${url}`
}

/** The shipped e-mail's delivery range, e.g. 'Arrives Dec 2 – Dec 4 (an estimate: ...)'. */
export function expectedDelivery(arrival: string): string {
	return `${arrival} (an estimate, in business days from the day it shipped).`
}
