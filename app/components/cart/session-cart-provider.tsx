import { useState, type ReactNode } from 'react'
import { useSessionUser } from '#app/components/auth/use-session-user.ts'
import { toast } from '#app/utils/toast.ts'
import type { AccountCartOptions } from './account-cart-store.ts'
import { createBrowserCartStore, guestCartStorage } from './browser-cart-store.ts'
import { CartProvider } from './cart-context.tsx'
import { cartTransferredMessage } from '#app/content/words/messages/cart.ts'
import type { CartStore } from './cart-store.ts'

/**
 * The cart of whoever is signed in: the account's saved cart, or the guest cart kept in this
 * browser. Signing in moves the guest's lines into the account (the account store's first load);
 * signing out empties the cart in the page and the guest cart left in the browser.
 */
export function SessionCartProvider({ children }: { children: ReactNode }) {
	const userId = useSessionUser()?.id ?? null
	const [current, setCurrent] = useState(() => ({ userId, store: storeFor(userId, false) }))
	let { store } = current
	if (current.userId !== userId) {
		// Adjusting state while rendering, as React recommends for state that follows a prop.
		store = storeFor(userId, current.userId !== null)
		setCurrent({ userId, store })
	}
	return <CartProvider store={store}>{children}</CartProvider>
}

/** undefined: the provider's own guest cart. */
function storeFor(userId: string | null, signedOut: boolean): CartStore | undefined {
	if (userId) {
		return accountCart({
			userId,
			onTransferred: (count, kept) => toast(cartTransferredMessage(count, kept)),
		})
	}
	return signedOut ? emptiedGuestCart() : undefined
}

/**
 * The account's saved cart, its code loaded on first use (a chunk of its own): a guest's pages,
 * most pages, do not carry it. The provider loads the cart after hydration, so for a signed-in
 * customer the chunk comes just before the cart's own request.
 */
function accountCart(options: AccountCartOptions): CartStore {
	let made: Promise<CartStore> | null = null
	const store = () =>
		(made ??= import('./account-cart-store.ts').then((module) =>
			module.createAccountCartStore(options),
		))
	return {
		kind: 'account',
		load: async () => (await store()).load(),
		add: async (item) => (await store()).add(item),
		remove: async (id) => (await store()).remove(id),
		setQuantity: async (id, quantity) => (await store()).setQuantity(id, quantity),
		clear: async () => (await store()).clear(),
		subscribe: (onChange) => {
			let unsubscribe: (() => void) | undefined
			let ended = false
			store().then(
				(loaded) => {
					if (!ended) unsubscribe = loaded.subscribe(onChange)
				},
				() => {},
			)
			return () => {
				ended = true
				unsubscribe?.()
			}
		},
	}
}

/** The guest cart, emptied before it is first read. Made lazily: it touches the window. */
function emptiedGuestCart(): CartStore {
	let guest: CartStore | null = null
	let emptied: Promise<void> | null = null
	const store = () => (guest ??= createBrowserCartStore(guestCartStorage(), window))
	return {
		kind: 'browser',
		load: async () => {
			await (emptied ??= store().clear())
			return store().load()
		},
		add: (item) => store().add(item),
		remove: (id) => store().remove(id),
		setQuantity: (id, quantity) => store().setQuantity(id, quantity),
		clear: () => store().clear(),
		subscribe: (onChange) => store().subscribe(onChange),
	}
}
