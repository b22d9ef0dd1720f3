import type { CartItem } from '#app/domain/cart/cart-item.ts'
import type { CartStore } from './cart-store.ts'
import { parseStoredCart } from './stored-cart.ts'

// The guest cart lives in localStorage: it survives a reload, and the browser's storage event
// keeps every tab of the same browser in step.

export const CART_STORAGE_KEY = 'screen-shop-cart'

export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
type StorageEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>

/** A guest cart in `storage`, told about other tabs' changes by `events` (the window). */
export function createBrowserCartStore(storage: CartStorage, events?: StorageEvents): CartStore {
	const read = () => parseStoredCart(storage.getItem(CART_STORAGE_KEY))
	const write = (items: CartItem[]) =>
		items.length
			? storage.setItem(CART_STORAGE_KEY, JSON.stringify(items))
			: storage.removeItem(CART_STORAGE_KEY)

	// Each change re-reads storage first, so an item another tab added meanwhile is kept, and
	// reads and writes with nothing awaited between, so two quick changes cannot undo each other.
	return {
		kind: 'browser',
		load: async () => read(),
		add: async (item) => {
			const items = read()
			if (!items.some((existing) => existing.id === item.id)) write([...items, item])
		},
		remove: async (id) => write(read().filter((item) => item.id !== id)),
		setQuantity: async (id, quantity) =>
			write(read().map((item) => (item.id === id ? { ...item, quantity } : item))),
		clear: async () => storage.removeItem(CART_STORAGE_KEY),
		subscribe: (onChange) => {
			if (!events) return () => {}
			const listener = (event: Event) => {
				const key = (event as StorageEvent).key
				// key null: the whole storage was cleared.
				if (key === CART_STORAGE_KEY || key === null) onChange()
			}
			events.addEventListener('storage', listener)
			return () => events.removeEventListener('storage', listener)
		},
	}
}

/** localStorage, or a cart for this page only when the browser refuses storage (privacy modes). */
export function guestCartStorage(): CartStorage {
	try {
		return window.localStorage
	} catch {
		const memory = new Map<string, string>()
		return {
			getItem: (key) => memory.get(key) ?? null,
			setItem: (key, value) => void memory.set(key, value),
			removeItem: (key) => void memory.delete(key),
		}
	}
}
