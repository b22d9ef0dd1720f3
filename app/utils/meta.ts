import { SHOP } from '#app/content/shop-facts.ts'

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
