// What the hosted checkout and an order's totals call the parts of a contractor's quote: the
// grouped lines of a long order, the quote's discount on the hosted page, and the discount line
// on receipts, /track-order, /admin and the e-mails. Server code reads these.
import { PRODUCT } from '#app/content/facts/shop-facts.ts'
import { formatCents, formatWholeNumber } from '#app/domain/common/money.ts'

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
