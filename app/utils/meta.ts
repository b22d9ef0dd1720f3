import { SHOP } from '#app/content/facts/shop-facts.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { absoluteUrl } from './site-index.ts'

/** The picture shown when a page is shared (1200 x 630). */
export const SHARE_IMAGE_PATH = '/og-image.jpg'

/** A route match as a meta function receives it (`matches` of React Router's MetaArgs). */
export type MetaMatchLike = { id: string; loaderData?: unknown } | undefined

/** The shop's identity from the root loader; undefined only when the root loader failed. */
export function shopOf(matches: readonly MetaMatchLike[]): ShopIdentity | undefined {
	const root = matches.find((match) => match?.id === 'root')?.loaderData
	return (root as { shop?: ShopIdentity } | undefined)?.shop
}

/**
 * The title and description tags every page sets, e.g.
 * `meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'FAQ', '...')`.
 */
export function pageMeta(matches: readonly MetaMatchLike[], title: string, description: string) {
	const name = shopOf(matches)?.name
	const fullTitle = !name
		? title || SHOP.tagline
		: title
			? `${title} | ${name}`
			: `${name} | ${SHOP.tagline}`
	return [
		{ title: fullTitle },
		{ name: 'description', content: description },
		{ property: 'og:title', content: fullTitle },
		{ property: 'og:description', content: description },
	]
}

/**
 * The tags that need the public origin, rendered by the root layout on every page: the canonical
 * URL (no query, no trailing slash) and the Open Graph identity of the page.
 */
export function siteHeadTags(origin: string, pathname: string, shop: ShopIdentity) {
	const canonical = absoluteUrl(origin, pathname)
	return {
		canonical,
		openGraph: [
			{ property: 'og:type', content: 'website' },
			{ property: 'og:site_name', content: shop.name },
			{ property: 'og:url', content: canonical },
			{ property: 'og:image', content: `${origin}${SHARE_IMAGE_PATH}` },
			{ property: 'og:image:width', content: '1200' },
			{ property: 'og:image:height', content: '630' },
			{ property: 'og:image:alt', content: `${shop.name}: ${SHOP.tagline}` },
		],
	}
}
