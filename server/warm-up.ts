// Before the first page: the first render of each page (compiling React's and the routes' code,
// preparing the database statements) costs many times a later one, and a crowd arriving at a
// cold server waited seconds. So a new process renders these once, as a signed-in visitor would
// ask for them, before it lets any page request render; the public pages also land in the page
// cache. In development Vite compiles each page when it is first asked for instead.

/** Rendered once at start, before any page request is let in, beside the public pages. */
export const WARM_UP_PATHS = [
	'/',
	'/order',
	'/auth',
	'/account',
	'/order.data',
	'/checkout.data',
	'/sitemap.xml',
	'/healthz',
]

export type WarmUp = {
	/** Fills the public pages' cache (page-cache.ts). */
	fillPageCache: () => Promise<void>
	/** Renders one request as React Router answers it. */
	render: (request: Request) => Promise<Response>
	siteOrigin: string
	/** A session cookie that names no session, so the personal pages render as for a visitor. */
	cookie: string
	/** Awaited before each render, so connections and health checks that came in go first. */
	turn: () => Promise<void>
	/** What to render: WARM_UP_PATHS, or none in development. */
	paths: readonly string[]
}

export async function warmUp({
	fillPageCache,
	render,
	siteOrigin,
	cookie,
	turn,
	paths,
}: WarmUp): Promise<void> {
	await fillPageCache()
	for (const path of paths) {
		await turn()
		const response = await render(
			new Request(`${siteOrigin}${path}`, { headers: { Cookie: cookie } }),
		)
		await response.arrayBuffer()
	}
}
