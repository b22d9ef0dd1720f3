import type { CartItem } from '#app/domain/cart/cart-item.ts'

/**
 * Where a cart is kept. The cart provider talks only to this interface, so a cart saved to the
 * user's account can replace the browser's guest cart without any page changing.
 */
export type CartStore = {
	/** 'browser': a guest cart kept in this browser; 'account': saved to the signed-in account. */
	readonly kind: 'browser' | 'account'
	/** Every item, oldest first. */
	load(): Promise<CartItem[]>
	/** Appends one item (already priced with the shop's price rule). */
	add(item: CartItem): Promise<void>
	remove(id: string): Promise<void>
	/** Sets one line's quantity (already checked: 1-20); a line no longer there is left alone. */
	setQuantity(id: string, quantity: number): Promise<void>
	clear(): Promise<void>
	/** Calls back when the cart changed elsewhere (another tab or device); returns unsubscribe. */
	subscribe(onChange: () => void): () => void
}

/**
 * Thrown when /api/cart refuses or cannot be reached; the message is the server's. Here, not in
 * the account's store, so the cart provider can tell it apart without loading that store.
 */
export class CartSyncError extends Error {
	constructor(
		message: string,
		readonly status: number,
	) {
		super(message)
		this.name = 'CartSyncError'
	}
}
