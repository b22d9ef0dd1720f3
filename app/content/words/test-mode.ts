// What the shop says while it runs on its built-in test payment provider (no STRIPE_SECRET_KEY):
// nothing is charged, and a production shop in that state must say so loudly.
export const TEST_MODE_TEXT = {
	banner: 'Test mode: no payment is taken',
	checkoutPageDescription:
		'The test checkout: pay for your order with a test card; nothing is charged.',
	checkoutDetail: 'Orders placed here are not charged and will not be made.',
	/** /test-checkout for a session it does not know (a 404 with these words, not the 404 page). */
	missingSession: {
		heading: 'Checkout session not found',
		message:
			'This test checkout link is not valid. Go back to your cart and press the pay button again.',
		back: 'Back to your cart',
	},
	startupWarning:
		'Test mode: no payment is taken. NODE_ENV is production but STRIPE_SECRET_KEY is not set, so checkout uses the built-in test provider. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments.',
} as const
