import { readCartItem, repriceCartItem, type CartItem } from '#app/domain/cart/cart-item.ts'

/**
 * The items of a stored cart. Anything that is not a valid cart item (edited by hand, written by
 * an older version) is dropped, duplicates of an id keep the first, and every price is recomputed
 * with the current price rule.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
	if (!raw) return []
	let rows: unknown
	try {
		rows = JSON.parse(raw)
	} catch {
		return []
	}
	if (!Array.isArray(rows)) return []
	const seen = new Set<string>()
	const items: CartItem[] = []
	for (const row of rows) {
		const item = readCartItem(row)
		if (!item || seen.has(item.id)) continue
		seen.add(item.id)
		items.push(repriceCartItem(item))
	}
	return items
}
