import {
	createContext,
	useCallback,
	useContext,
	useEffect,
	useMemo,
	useRef,
	useState,
	type ReactNode,
} from 'react'
import { cartTotals, type CartTotals } from '#app/domain/cart/cart-totals.ts'
import { toCartItem, type CartItem } from '#app/domain/cart/cart-item.ts'
import type { ScreenConfig } from '#app/domain/order/screen-size.ts'
import { cartHasRoom, isCartQuantity } from '#app/domain/cart/cart-limit.ts'
import { toast } from '#app/utils/toast.ts'
import { createBrowserCartStore, guestCartStorage } from './browser-cart-store.ts'
import { CART_FULL_MESSAGE, CART_MESSAGES } from '#app/content/words/messages/cart.ts'
import { CartSyncError, type CartStore } from './cart-store.ts'

// The one owner of the cart's state in the page. The server cannot know a browser's cart, so it
// renders 'loading' (/checkout meanwhile draws a signed-in customer's saved cart from its loader);
// the browser loads the store after hydration. Changes show at once and are then saved; if saving
// fails the cart is reloaded from the store and the spec's toast shown.

export type CartStatus = 'loading' | 'empty' | 'populated'
export type AddOutcome = 'added' | 'loading' | 'full'

export type Cart = {
	status: CartStatus
	items: readonly CartItem[]
	/** Number of screens (the sum of quantities), as the header badge shows it. */
	count: number
	totals: CartTotals
	/** True when the cart is kept in this browser only (a guest), false when saved to an account. */
	isGuestCart: boolean
	/**
	 * Adds a validated configuration: 'added', 'loading' (nothing added: the cart is not loaded
	 * yet) or 'full' (nothing added: the cart has LIMITS.cartLines lines, guest or customer alike).
	 */
	addItem: (config: ScreenConfig, label?: string) => AddOutcome
	removeItem: (id: string) => void
	/** Sets a line's quantity (LIMITS.quantity); the line's price and the totals follow at once. */
	setQuantity: (id: string, quantity: number) => void
	clear: () => void
}

const CartContext = createContext<Cart | null>(null)

/** Made in the browser from the time plus a random number. */
function newCartItemId(): string {
	return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
}

/** `store` defaults to the browser's guest cart; pass an account's store to save it there. */
export function CartProvider({ children, store }: { children: ReactNode; store?: CartStore }) {
	const [items, setItems] = useState<CartItem[] | null>(null)
	const storeRef = useRef<CartStore | null>(null)
	const loaded = useRef(false)
	// Bumped by every local change, so a load that started before it cannot undo it.
	const generation = useRef(0)

	const reload = useCallback(() => {
		const active = storeRef.current
		if (!active) return
		const started = generation.current
		active.load().then(
			(stored) => {
				if (storeRef.current !== active || generation.current !== started) return
				loaded.current = true
				setItems(stored)
			},
			() => {
				if (storeRef.current !== active) return
				loaded.current = true
				setItems([])
				toast(CART_MESSAGES.loadFailed)
			},
		)
	}, [])

	useEffect(() => {
		const active = store ?? createBrowserCartStore(guestCartStorage(), window)
		storeRef.current = active
		loaded.current = false
		reload()
		const unsubscribe = active.subscribe(reload)
		return () => {
			unsubscribe()
			if (storeRef.current === active) storeRef.current = null
		}
	}, [store, reload])

	const change = useCallback(
		(update: (current: CartItem[]) => CartItem[], save: (active: CartStore) => Promise<void>) => {
			const active = storeRef.current
			// Until the store has loaded there is no list to change.
			if (!active || !loaded.current) return false
			generation.current++
			setItems((current) => update(current ?? []))
			save(active).catch((error: unknown) => {
				// Another device filled the saved cart meanwhile: say so, not a bare failure.
				toast(
					error instanceof CartSyncError && error.status === 409
						? CART_FULL_MESSAGE
						: CART_MESSAGES.saveFailed,
				)
				reload()
			})
			return true
		},
		[reload],
	)

	// Lines in the page's cart, for the limit check: counted up at once by an add (a quick second
	// click comes before the next render) and set from the list after every render.
	const lineCount = useRef(0)
	useEffect(() => {
		lineCount.current = items?.length ?? 0
	}, [items])

	const addItem = useCallback(
		(config: ScreenConfig, label?: string): AddOutcome => {
			if (!storeRef.current || !loaded.current) return 'loading'
			if (!cartHasRoom(lineCount.current)) return 'full'
			const item = toCartItem(config, {
				id: newCartItemId(),
				timestamp: new Date().toISOString(),
				label,
			})
			lineCount.current++
			const changed = change(
				(current) => [...current, item],
				(active) => active.add(item),
			)
			return changed ? 'added' : 'loading'
		},
		[change],
	)

	const setQuantity = useCallback(
		(id: string, quantity: number) => {
			if (!isCartQuantity(quantity)) return
			change(
				(current) => current.map((item) => (item.id === id ? { ...item, quantity } : item)),
				(active) => active.setQuantity(id, quantity),
			)
		},
		[change],
	)

	const removeItem = useCallback(
		(id: string) => {
			change(
				(current) => current.filter((item) => item.id !== id),
				(active) => active.remove(id),
			)
		},
		[change],
	)

	const clear = useCallback(() => {
		const active = storeRef.current
		if (!active || !loaded.current) return
		generation.current++
		setItems([])
		// The spec: a failed clear is only logged.
		active.clear().catch((error: unknown) => console.error('Clearing the cart failed', error))
	}, [])

	const isGuestCart = store?.kind !== 'account'
	const cart = useMemo<Cart>(() => {
		const list = items ?? []
		const totals = cartTotals(list)
		return {
			status: items === null ? 'loading' : list.length ? 'populated' : 'empty',
			items: list,
			count: totals.quantity,
			totals,
			isGuestCart,
			addItem,
			removeItem,
			setQuantity,
			clear,
		}
	}, [items, isGuestCart, addItem, removeItem, setQuantity, clear])

	return <CartContext.Provider value={cart}>{children}</CartContext.Provider>
}

/** The cart: its items, totals and the actions that change it. */
export function useCart(): Cart {
	const cart = useContext(CartContext)
	if (!cart) throw new Error('useCart must be used inside <CartProvider>')
	return cart
}

export type CartSummary = { status: 'loading' | 'ready'; count: number }

/** What the header badge needs: '...' while loading, then the number of screens. */
export function useCartSummary(): CartSummary {
	const { status, count } = useCart()
	return { status: status === 'loading' ? 'loading' : 'ready', count }
}
