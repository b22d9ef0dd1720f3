// The words of changing a paid order (issue 27): why an edit is refused, the change's e-mail and
// hosted checkout line, and the history notes. The back office's screen and the customer's pages
// read these.
import { SCREEN_LABEL_MAX_LENGTH } from '#app/content/words/screen-labels.ts'

export const ORDER_CHANGE_MESSAGES = {
	noLines: 'Choose at least one line to change.',
	unknownLine: 'That line is not part of this order.',
	repeatedLine: 'Each line can be changed once per change.',
	everyLineRemoved:
		'An order keeps at least one line: to remove every screen, cancel the order instead.',
	width: 'Enter a width of whole inches within the limits, and sixteenths from 0 to 15.',
	height: 'Enter a height of whole inches within the limits, and sixteenths from 0 to 15.',
	quantity: 'Enter a quantity from 1 to 20.',
	label: `A label is plain text of at most ${SCREEN_LABEL_MAX_LENGTH} characters.`,
	address: 'Enter the street, city, state and ZIP code of a US address.',
	nothingChanged: 'These edits leave the order as it is.',
	replaced:
		'This change was replaced by a newer one, or its payment ended. Nothing was charged for it.',
	notFound: 'No such order.',
	notPaid: 'This order is not paid, so there is nothing to change yet.',
	shipped: 'This order has shipped or closed and can no longer be changed.',
	providerFailed:
		'The payment provider could not be reached. Nothing was changed; please try again in a minute.',
	refundFailed:
		'The change is saved, but the refund could not be sent to the payment provider yet. Try again in a minute: it is sent once.',
} as const

/** The one line of the hosted checkout that pays for a change. */
export function changeCheckoutLine(orderNumber: string): { name: string; description: string } {
	return {
		name: `Change to order ${orderNumber}`,
		description: 'The difference between the changed order and what was paid',
	}
}

export function orderChangedSubject(orderNumber: string): string {
	return `Your order ${orderNumber} was changed`
}

export const ORDER_CHANGED_EMAIL = {
	intro: 'Your order was changed. Here are its lines and totals now.',
	refunded: (amount: string) =>
		`${amount} is refunded to your card; it shows within a few business days.`,
	paid: (amount: string) => `We received your payment of ${amount} for the change.`,
	shipTo: 'Ships to',
} as const

/** The order history's note for an applied change, e.g. 'Changed: line 1 size 30" x 40" -> ...'. */
export function changeHistoryNote(by: 'customer' | 'owner', parts: readonly string[]): string {
	return `Changed by the ${by}: ${parts.join('; ')}`
}

/** The e-mail asking the customer to pay for a change the shop made (a higher total). */
export const CHANGE_PAYMENT_EMAIL = {
	subject: (orderNumber: string) => `Your order ${orderNumber}: a change to confirm with payment`,
	intro: (amount: string) =>
		`We have prepared a change to your order at your request. It costs ${amount} more; it takes effect once that is paid.`,
	what: 'The change',
	newTotal: 'New order total',
	payLink: (amount: string) => `Pay ${amount} for the change`,
	until:
		'The link works for a limited time. If you did not ask for this change, ignore this e-mail and nothing changes.',
} as const

/** /pay-change, when the change's payment is no longer open. */
export const PAY_CHANGE_PAGE = {
	title: 'Payment link closed',
	text: 'This payment link is closed: the change was paid, replaced by a newer one, or its time ran out. Nothing more is charged.',
	track: 'Track your order',
} as const

/** The back office's change page. */
export const ADMIN_CHANGE_WORDS = {
	title: (orderNumber: string) => `Change order ${orderNumber}`,
	link: 'Change order',
	closed: 'This order can no longer be changed: it is not paid, has shipped or was closed.',
	refunded: (amount: string) => `The customer is refunded ${amount} at once.`,
	same: 'No money moves: the total stays what was paid.',
	toPay: (amount: string) =>
		`The customer owes ${amount}: they are e-mailed a link to pay it, and the change applies once it is paid.`,
	waiting: (amount: string) =>
		`A change waits for the customer to pay ${amount}. A new change replaces it.`,
	appliedToast: 'Order Changed',
	applied: (orderNumber: string, mailed: boolean) =>
		`Order ${orderNumber} was changed.${mailed ? ' The customer has been e-mailed.' : ''}`,
	refundedToast: (orderNumber: string, amount: string) =>
		`Order ${orderNumber} was changed and ${amount} refunded to the customer.`,
	paymentToast: (orderNumber: string, amount: string) =>
		`The customer of order ${orderNumber} was e-mailed a link to pay ${amount}; the change applies once paid.`,
} as const
