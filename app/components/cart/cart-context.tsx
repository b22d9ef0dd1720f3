import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'

// The cart as the header sees it. Items live in browser storage; the server renders the
// 'loading' state because it cannot know them.
export type CartSummary = { status: 'loading' | 'ready'; count: number }

const STORAGE_KEY = 'screen-shop-cart'
const CartSummaryContext = createContext<CartSummary>({ status: 'loading', count: 0 })

function readCount(): number {
	try {
		const items: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
		if (!Array.isArray(items)) return 0
		return items.reduce((sum: number, item) => sum + (Number(item?.quantity) || 0), 0)
	} catch {
		return 0
	}
}

export function CartProvider({ children }: { children: ReactNode }) {
	const [summary, setSummary] = useState<CartSummary>({ status: 'loading', count: 0 })
	useEffect(() => {
		const load = () => setSummary({ status: 'ready', count: readCount() })
		load()
		const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && load()
		window.addEventListener('storage', onStorage)
		return () => window.removeEventListener('storage', onStorage)
	}, [])
	return <CartSummaryContext.Provider value={summary}>{children}</CartSummaryContext.Provider>
}

export function useCartSummary(): CartSummary {
	return useContext(CartSummaryContext)
}
