import type { Route } from './+types/robots[.]txt'
import { publicOrigin } from '#app/utils/public-origin.server.ts'
import { robotsTxt } from '#app/utils/site-index.ts'

export function loader({ context }: Route.LoaderArgs) {
	return new Response(robotsTxt(publicOrigin(context.env)), {
		headers: {
			'Content-Type': 'text/plain; charset=utf-8',
			'Cache-Control': 'public, max-age=3600',
		},
	})
}
