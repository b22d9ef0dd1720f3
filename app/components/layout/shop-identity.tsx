import { createContext, useContext } from 'react'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'

// The owner's identity comes from the server's settings through the root loader (one source: the
// SHOP_* environment variables); the root layout provides it to every component that prints it.
const ShopIdentityContext = createContext<ShopIdentity | null>(null)

export function ShopIdentityProvider({
	shop,
	children,
}: {
	shop: ShopIdentity
	children: React.ReactNode
}) {
	return <ShopIdentityContext value={shop}>{children}</ShopIdentityContext>
}

/** The shop's name, legal name, address, phone, e-mail addresses and hours. */
export function useShopIdentity(): ShopIdentity {
	const shop = useContext(ShopIdentityContext)
	if (!shop) throw new Error('useShopIdentity needs <ShopIdentityProvider> (app/root.tsx)')
	return shop
}
