// Who the shop is: the owner sets these in the environment (SHOP_* variables, parsed and checked
// in app/utils/shop-settings.server.ts). The server reads them from its settings; the browser gets
// them from the root loader through <ShopIdentityProvider> (app/components/layout/shop-identity.tsx).
// Nothing here is secret: every field is printed on the pages.

export type BusinessHours = ReadonlyArray<{ readonly days: string; readonly time: string }>

export type ShopIdentity = {
	/** The brand, e.g. 'Signature Screens'. */
	readonly name: string
	/** The company as registered, e.g. 'Signature Screens LLC'; the brand when not set. */
	readonly legalName: string
	/** One line, e.g. '120 Mill Street, Dayton, OH 45402'; null when the owner has not set it. */
	readonly address: string | null
	readonly phone: {
		/** As the owner wrote it, e.g. '(800) 555-0142'. */
		readonly display: string
		/** e.g. 'tel:+18005550142' */
		readonly href: string
	}
	readonly supportEmail: string
	readonly ordersEmail: string
	readonly bulkEmail: string
	readonly hours: BusinessHours
}

/** 'call (800) 555-0142 or e-mail support@…', the way to reach a person in the chat and copy. */
export function reachAPerson(shop: ShopIdentity): string {
	return `call ${shop.phone.display} or e-mail ${shop.supportEmail}`
}
