import type { Route } from './+types/sitemap[.]xml'
import { publicOrigin } from '#app/utils/public-origin.server.ts'
import { sitemapXml } from '#app/utils/site-index.ts'

export function loader({ context }: Route.LoaderArgs) {
	return new Response(sitemapXml(publicOrigin(context.env)), {
		headers: {
			'Content-Type': 'application/xml; charset=utf-8',
			'Cache-Control': 'public, max-age=3600',
		},
	})
}
