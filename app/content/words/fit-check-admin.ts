// The fit check's words in the back office (the rest of its words are in fit-check.ts).

/** The back office: /admin/order's section and /admin/production's badge and count. */
export const FIT_CHECK_ADMIN = {
	heading: 'Fit check',
	held: 'Held: the customer was asked to confirm the sizes. It does not go into production until released.',
	ended: {
		confirmed: 'Confirmed by the customer',
		released: 'Released by the owner',
		corrected: 'Corrected by the customer',
	},
	release: 'Release',
	releaseHint: 'Release it for production without waiting for the customer.',
	released: (number: string) => `Order ${number} is released for production.`,
	notHeld: 'This order is not held any more: reload the page.',
	moveHeld: 'This order is held for a fit check: release it before it goes into production.',
	queueBadge: 'Fit check',
	queueCount: 'held for a fit check, not counted',
} as const
