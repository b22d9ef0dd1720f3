// The hosted checkout's lines for an order's items. Stripe takes at most 100 line items per
// Checkout Session and the tax is one of them, so up to 99 items each get their own line (size
// and label, as the cart always has: at most 50 lines); a longer order, a contractor's job of up
// to 2,000 lines, gets one line per unit price with the summed quantity. The labelled lines stay
// on the order, its e-mails and the quote's CSV.
//
// The price depends only on the whole inches beyond the included ones (app/domain/order/pricing.ts):
// with the size limits that is 0 to 72 charged inches, so at most 73 unit prices, which always
// fit beside the tax line.
import {
	groupedCheckoutLineDescription,
	groupedCheckoutLineName,
} from '#app/content/words/messages/hosted-checkout.ts'
import { itemSize, type SizedItem } from '#app/domain/order/order-display.ts'
import {
	MAX_CHECKOUT_LINE_ITEMS,
	type CheckoutLine,
} from '#app/domain/payments/payment-provider.ts'

/** Lines left for screens beside the one tax line. */
export const MAX_SCREEN_LINES = MAX_CHECKOUT_LINE_ITEMS - 1

export type CheckoutItem = SizedItem & {
	description: string
	label: string | null
	quantity: number
	unit_price_cents: number
}

/** One checkout line per item while they fit, else one per unit price (first seen first). */
export function checkoutLines(items: readonly CheckoutItem[]): CheckoutLine[] {
	if (items.length <= MAX_SCREEN_LINES) {
		return items.map((item) => ({
			name: item.description,
			description: item.label ? `${itemSize(item)}, ${item.label}` : itemSize(item),
			unitAmountCents: item.unit_price_cents,
			quantity: item.quantity,
		}))
	}
	const byPrice = new Map<number, { quantity: number; lines: number }>()
	for (const item of items) {
		const group = byPrice.get(item.unit_price_cents) ?? { quantity: 0, lines: 0 }
		group.quantity += item.quantity
		group.lines += 1
		byPrice.set(item.unit_price_cents, group)
	}
	if (byPrice.size > MAX_SCREEN_LINES) {
		throw new RangeError(`${byPrice.size} unit prices do not fit in one checkout session`)
	}
	return [...byPrice].map(([unitPriceCents, group]) => ({
		name: groupedCheckoutLineName(unitPriceCents),
		description: groupedCheckoutLineDescription(group.lines),
		unitAmountCents: unitPriceCents,
		quantity: group.quantity,
	}))
}
