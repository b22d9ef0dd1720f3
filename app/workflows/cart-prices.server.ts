// A saved cart's prices, always today's price rule from each line's size, as the guest cart and
// the checkout compute them: a line is priced before the cart model stores it (whatever price the
// browser sent is ignored), and every line read back gets today's price.
import type { CartItem } from '#app/domain/cart-item.ts'
import { unitPriceCents } from '#app/domain/pricing.ts'
import type { NewCartLine, PricedCartLine, SavedCartLine } from '#app/models/cart.server.ts'

/** The line as the browser sent it (its own price, if any, left out), priced by the server. */
export function pricedCartLine(line: NewCartLine): PricedCartLine {
	const { id, width, widthFraction, height, heightFraction, quantity, label } = line
	const priced = { id, width, widthFraction, height, heightFraction, quantity }
	return {
		...priced,
		...(label === undefined ? {} : { label }),
		unitPriceCents: unitPriceCents(line),
	}
}

/** Saved lines with today's price. */
export function withTodaysPrices(lines: readonly SavedCartLine[]): CartItem[] {
	return lines.map((line) => ({ ...line, price: unitPriceCents(line) }))
}
