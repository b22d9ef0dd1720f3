// The buttons of the customer's own change or cancel on /track-order and /account, apart from the
// rest of the words (order-actions.ts) so those pages load only these.
export const ORDER_ACTION_BUTTONS = {
	change: 'Change order',
	cancel: 'Cancel order',
	/** Beside the buttons on /track-order. */
	byMailHint: 'For your security we e-mail you a link to confirm.',
} as const
