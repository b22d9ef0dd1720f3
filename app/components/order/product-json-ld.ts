import { LIMITS, PRODUCT, SHOP } from '#app/content/facts/shop-facts.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { unitPriceCents } from '#app/domain/order/pricing.ts'

const LOWEST_CENTS = unitPriceCents({ width: LIMITS.width.min, height: LIMITS.height.min })
// Pure: the browser's bundle, which reads only the page's description, leaves the call out.
const HIGHEST_CENTS = /* @__PURE__ */ unitPriceCents({
	width: LIMITS.width.max,
	height: LIMITS.height.max,
})

/** The /order page's meta description. */
export const ORDER_PAGE_DESCRIPTION = `Order custom ${PRODUCT.name}s cut to your window to the nearest 1/16 inch: ${PRODUCT.frame.color.toLowerCase()} ${PRODUCT.frame.material} frame, ${PRODUCT.mesh.toLowerCase()}, from ${formatCents(LOWEST_CENTS)} each. Made in the ${SHOP.madeIn}, shipped nationwide.`

const decimal = (cents: number) => (cents / 100).toFixed(2)

/**
 * schema.org Product data for search engines: one product whose price depends on its size, so
 * the offer is an AggregateOffer from the smallest to the largest screen.
 */
export function productJsonLd(
	origin: string,
	images: readonly { src: string }[],
	shop: ShopIdentity,
) {
	const url = new URL('/order', origin).href
	return {
		'@context': 'https://schema.org',
		'@type': 'Product',
		name: PRODUCT.name,
		description: ORDER_PAGE_DESCRIPTION,
		url,
		image: images.map((image) => new URL(image.src, origin).href),
		brand: { '@type': 'Brand', name: shop.name },
		color: PRODUCT.frame.color,
		material: `${PRODUCT.frame.material}, ${PRODUCT.mesh.toLowerCase()}`,
		countryOfOrigin: SHOP.madeIn,
		offers: {
			'@type': 'AggregateOffer',
			priceCurrency: 'USD',
			lowPrice: decimal(LOWEST_CENTS),
			highPrice: decimal(HIGHEST_CENTS),
			availability: 'https://schema.org/InStock',
			url,
		},
	}
}
