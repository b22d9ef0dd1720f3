// What paying a contractor's quote says: the hosted checkout's grouped lines and discount, the
// /quote page's button, its answers when a quote cannot be paid, and the order's discount line.
import { PRODUCT } from '#app/content/shop-facts.ts'
import { formatCents, formatWholeNumber } from '#app/domain/money.ts'

/** A hosted checkout line for every screen of one unit price: 'Custom Window Screen, $51.00 each'. */
export function groupedCheckoutLineName(unitPriceCents: number): string {
	return `${PRODUCT.cartItemName}, ${formatCents(unitPriceCents)} each`
}

/** Under a grouped line: how many of the order's lines it stands for. */
export function groupedCheckoutLineDescription(lineCount: number): string {
	return `${formatWholeNumber(lineCount)} ${lineCount === 1 ? 'line' : 'lines'} of your order at this price; sizes and labels are on your order`
}

/** The discount's name on the hosted checkout (Stripe: the coupon's name, at most 40 characters). */
export function quoteDiscountName(quoteNumber: string, percent: string): string {
	return `Quote ${quoteNumber}: ${percent} off`
}

/** The discount line on receipts, /track-order, /admin and the e-mails. */
export const ORDER_DISCOUNT_LABEL = 'Discount'

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
