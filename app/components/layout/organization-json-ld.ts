import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { shopOf, type MetaMatchLike } from '#app/utils/meta.ts'

/**
 * schema.org Organization data for search engines: the shop's name, legal name, address and how
 * to reach it, from the owner's settings. Fields the owner has not set are left out.
 */
export function organizationJsonLd(origin: string, shop: ShopIdentity) {
	const telephone = shop.phone.href.replace(/^tel:/, '')
	return {
		'@context': 'https://schema.org',
		'@type': 'Organization',
		name: shop.name,
		legalName: shop.legalName,
		url: new URL('/', origin).href,
		...(shop.address ? { address: shop.address } : {}),
		telephone,
		email: shop.supportEmail,
		contactPoint: {
			'@type': 'ContactPoint',
			contactType: 'customer service',
			telephone,
			email: shop.supportEmail,
		},
	}
}

/**
 * The meta tag carrying the Organization data, for a route's meta (home and /contact). Search
 * engines read it in the server's page, so only the server builds it: the browser renders the
 * same `<script>` with `null` in it, which hydration leaves holding the server's data (React does
 * not rewrite an element's inner HTML while hydrating), and this module's code stays out of the
 * browser's bundle.
 */
export function organizationMeta(matches: readonly MetaMatchLike[]) {
	const shop = shopOf(matches)
	const root = matches.find((match) => match?.id === 'root')?.loaderData
	const origin = (root as { origin?: string } | undefined)?.origin
	if (!shop || !origin) return []
	return [{ 'script:ld+json': import.meta.env.SSR ? organizationJsonLd(origin, shop) : null }]
}
