// A saved cart's prices, always today's price rule from each line's size, as the guest cart and
// the checkout compute them: the cart model stores no price (whatever price the browser sent is
// ignored), and every line read back gets today's price.
import type { CartItem } from '#app/domain/cart/cart-item.ts'
import { unitPriceCents } from '#app/domain/order/pricing.ts'
import { listCartItems, type SavedCartLine } from '#app/models/cart/cart.server.ts'
import type { DB } from '#db/index.ts'

/** Saved lines with today's price. */
export function withTodaysPrices(lines: readonly SavedCartLine[]): CartItem[] {
	return lines.map((line) => ({ ...line, price: unitPriceCents(line) }))
}

/**
 * The saved cart of `userId`, oldest line first, at today's prices (what GET /api/cart answers);
 * none for a guest (null), whose cart is kept in their browser only.
 */
export async function savedCart(db: DB, userId: string | null): Promise<CartItem[]> {
	return userId ? withTodaysPrices(await listCartItems(db, userId)) : []
}
