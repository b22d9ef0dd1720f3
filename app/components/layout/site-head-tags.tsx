import { useLocation, useRouteLoaderData } from 'react-router'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { siteHeadTags } from '#app/utils/meta.ts'

/** Canonical link and Open Graph identity for the current page; needs the root loader's origin and shop. */
export function SiteHeadTags() {
	const root = useRouteLoaderData<{ origin?: string; shop?: ShopIdentity }>('root')
	const { pathname } = useLocation()
	if (!root?.origin || !root.shop) return null
	const { canonical, openGraph } = siteHeadTags(root.origin, pathname, root.shop)
	return (
		<>
			<link rel="canonical" href={canonical} />
			{openGraph.map((tag) => (
				<meta key={tag.property} property={tag.property} content={tag.content} />
			))}
		</>
	)
}
