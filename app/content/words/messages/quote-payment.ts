// What the /quote page says about paying a contractor's quote: its button, the order that paid
// it, and its answers when a quote cannot be paid. (The hosted checkout's words for a quote's
// order are in hosted-checkout.ts: server code, kept apart from the page's browser code.)

export const QUOTE_PAYMENT_TEXT = {
	button: 'Accept and pay',
	buttonNote:
		'You pay on our secure hosted checkout; your order is made with every line and label of this quote.',
	expiredTitle: (number: string) => `Quote ${number} has expired`,
	expired:
		'Quotes hold their price for 30 days. Reply to the quote e-mail or send your job list again on the Bulk Orders page for a new one.',
	notFound: 'This quote link is not valid. Check the link in your e-mail.',
	paidTitle: (number: string) => `Quote ${number} is paid`,
	paid: (orderNumber: string, status: string) =>
		`Thank you: it is order ${orderNumber} (${status}). Track it with the order number and your e-mail.`,
	trackLink: 'Track your order',
	tooLarge: (limit: string) =>
		`A card payment can be at most ${limit}. Reply to your quote e-mail and we arrange another way to pay.`,
} as const

/** The most one card payment may be (Stripe's limit for US dollars: $999,999.99). */
export const MAX_CARD_PAYMENT_CENTS = 99_999_999
