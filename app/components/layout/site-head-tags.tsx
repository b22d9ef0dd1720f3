import { useLocation, useRouteLoaderData } from 'react-router'
import { siteHeadTags } from '#app/utils/meta.ts'

/** Canonical link and Open Graph identity for the current page; needs the root loader's origin. */
export function SiteHeadTags() {
	const origin = useRouteLoaderData<{ origin?: string }>('root')?.origin
	const { pathname } = useLocation()
	if (!origin) return null
	const { canonical, openGraph } = siteHeadTags(origin, pathname)
	return (
		<>
			<link rel="canonical" href={canonical} />
			{openGraph.map((tag) => (
				<meta key={tag.property} property={tag.property} content={tag.content} />
			))}
		</>
	)
}
