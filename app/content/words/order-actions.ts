// The words of the customer's own change or cancel of a paid order (issue 27, item 2): the
// buttons on /track-order and /account, the e-mailed one-time link, and the /order-action pages.
// The deadline's own sentences are in order-changes.ts; the buttons of /track-order and /account
// in order-action-buttons.ts.
import type { ShipToField } from '#app/domain/order/order-edit-fields.ts'

export const ORDER_ACTION_WORDS = {
	/** After a button on /track-order: where the link went (the address masked). */
	linkSent: (masked: string) => `We sent a link to ${masked} to confirm.`,
	linkSentHint: (minutes: number) =>
		`The link works once, for ${minutes} minutes. Open it on any device and press its button.`,
	tooMany: (wait: string) =>
		`We have sent several links for this order or address already. Please wait ${wait} and try again.`,
	/** The order can no longer be changed (the window closed between the page and the press). */
	closed: 'This order can no longer be changed or cancelled.',

	/** The pages a link or /account opens. */
	cancelTitle: (number: string) => `Cancel order ${number}?`,
	cancelIntro: (total: string) =>
		`Your order is canceled and the whole payment, ${total}, shipping included, is refunded to the card you paid with.`,
	cancelConfirm: 'Yes, cancel my order',
	keepOrder: 'Keep my order',
	canceled: (number: string) => `Order ${number} is canceled`,
	refundWillBe: (amount: string) => `${amount} will be refunded to your card.`,
	alreadyCanceled: (number: string) => `Order ${number} was already canceled.`,
	cancelFailed:
		'We could not refund the payment just now, so the order is not canceled. Please try again in a few minutes or contact us.',

	changeTitle: (number: string) => `Change order ${number}`,
	changeStartIntro:
		'Press the button to open your order for changes. Nothing changes until you review and confirm.',
	changeStart: 'Start changing my order',
	changeIntro:
		'Change a size, label or quantity, remove a line, or change where it ships. Then review the new total before anything changes.',
	lineHeading: (index: number) => `Screen ${index}`,
	removeLine: 'Remove this screen',
	quantity: 'Quantity',
	shipToHeading: 'Ship to',
	review: 'Review change',
	reviewTitle: (number: string) => `Review the change to order ${number}`,
	newTotal: 'New total',
	oldTotal: 'Paid so far',
	refundDifference: (amount: string) => `${amount} will be refunded to your card.`,
	payDifference: (amount: string) => `${amount} to pay. The change applies once it is paid.`,
	noDifference: 'The total stays the same.',
	confirm: 'Confirm change',
	editAgain: 'Go back and edit',
	changed: (number: string) => `Order ${number} is changed`,
	changedTotal: (total: string) => `New total: ${total}.`,
	changedRefund: (amount: string) => `${amount} will be refunded to your card.`,
	editExpired:
		'Your time to change this order ran out or the change was already made. Start again from Track Your Order or your account.',

	/** A used, expired or unknown link. */
	linkGoneTitle: 'This link has expired or was already used',
	linkGoneText:
		'Each link works once, for 30 minutes. Ask for a new one on Track Your Order with your order number and e-mail.',
	linkGoneAction: 'Ask for a new link',

	/** The e-mail. */
	mailSubject: (action: 'change' | 'cancel', number: string) =>
		action === 'cancel' ? `Confirm: cancel order ${number}` : `Confirm: change order ${number}`,
	mailIntro: (action: 'change' | 'cancel', number: string) =>
		action === 'cancel'
			? `Someone asked to cancel order ${number} on our Track Your Order page. To cancel it, open this link and press its button:`
			: `Someone asked to change order ${number} on our Track Your Order page. To change it, open this link and press its button:`,
	mailExpiry: (minutes: number) => `The link works once, for ${minutes} minutes.`,
	mailIgnore: 'If it was not you, ignore this e-mail: nothing changes without the button.',
	/** /account's owner check failed, or the order is not found. */
	notFound: 'We could not find that order.',
	badForm: 'That form was not complete. Please start again.',
} as const

/** What the change form says of a field it cannot take. */
export const ORDER_EDIT_MESSAGES = {
	nothingChanged: 'Nothing is changed yet: change a size, label, quantity or the address first.',
	allRemoved: 'An order keeps at least one screen. To remove them all, cancel the order.',
	addressField: (field: string) => `Enter the ${field}.`,
	state: 'Enter the state as its 2-letter code, e.g. OH.',
	postalCode: 'Enter a 5-digit ZIP code (or ZIP+4).',
	tooLong: (field: string, max: number) => `The ${field} can be at most ${max} characters.`,
} as const

/** The ship-to fields of the change form, with their names in messages. */
export const SHIP_TO_FIELD_LABELS = {
	shipName: 'Full name',
	shipLine1: 'Address line 1',
	shipLine2: 'Address line 2 (optional)',
	shipCity: 'City',
	shipState: 'State',
	shipPostalCode: 'ZIP code',
} as const satisfies Record<ShipToField, string>
