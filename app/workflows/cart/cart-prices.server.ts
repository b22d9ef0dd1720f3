// A saved cart's prices, always today's price rule from each line's size, as the guest cart and
// the checkout compute them: the cart model stores no price (whatever price the browser sent is
// ignored), and every line read back gets today's price.
import type { CartItem } from '#app/domain/cart/cart-item.ts'
import { unitPriceCents } from '#app/domain/order/pricing.ts'
import type { SavedCartLine } from '#app/models/cart/cart.server.ts'

/** Saved lines with today's price. */
export function withTodaysPrices(lines: readonly SavedCartLine[]): CartItem[] {
	return lines.map((line) => ({ ...line, price: unitPriceCents(line) }))
}
