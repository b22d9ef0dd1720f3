import { SHOP } from '#app/content/shop-facts.ts'
import { absoluteUrl } from './site-index.ts'

/** The picture shown when a page is shared (1200 x 630). */
export const SHARE_IMAGE_PATH = '/og-image.jpg'

/** The title and description tags every page sets, e.g. `meta = () => pageMeta('FAQ', '...')`. */
export function pageMeta(title: string, description: string) {
	const fullTitle = title ? `${title} | ${SHOP.name}` : `${SHOP.name} | ${SHOP.tagline}`
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
export function siteHeadTags(origin: string, pathname: string) {
	const canonical = absoluteUrl(origin, pathname)
	return {
		canonical,
		openGraph: [
			{ property: 'og:type', content: 'website' },
			{ property: 'og:site_name', content: SHOP.name },
			{ property: 'og:url', content: canonical },
			{ property: 'og:image', content: `${origin}${SHARE_IMAGE_PATH}` },
			{ property: 'og:image:width', content: '1200' },
			{ property: 'og:image:height', content: '630' },
			{ property: 'og:image:alt', content: `${SHOP.name}: ${SHOP.tagline}` },
		],
	}
}
