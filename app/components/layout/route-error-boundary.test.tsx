// The server's HTML of a failed page holds the whole error page, although the browser loads that
// page lazily: rendered the way entry.server.tsx renders (waiting for everything, onAllReady).
import { text } from 'node:stream/consumers'
import { prerenderToNodeStream } from 'react-dom/static'
import {
	createStaticHandler,
	createStaticRouter,
	data,
	StaticRouterProvider,
	type RouteObject,
} from 'react-router'
import { describe, expect, test } from 'vitest'
import { ERROR_PAGE_MESSAGES } from '#app/content/words/messages/errors.ts'
import { NOT_FOUND_PAGE } from '#app/content/words/messages/not-found.ts'
import NotFoundRoute from '#app/routes/not-found.tsx'
import { RouteErrorBoundary } from './route-error-boundary.tsx'

/** The HTML the server sends for `path` of `routes`, once every lazy part has rendered. */
async function serverHtml(routes: RouteObject[], path: string) {
	const handler = createStaticHandler(routes)
	const context = await handler.query(new Request(`http://shop.test${path}`))
	if (context instanceof Response) throw new Error(`${path} answered ${context.status}`)
	const router = createStaticRouter(handler.dataRoutes, context)
	const { prelude } = await prerenderToNodeStream(
		<StaticRouterProvider router={router} context={context} hydrate={false} />,
	)
	return text(prelude)
}

/** A page whose loader fails as `fail` does, with the shared boundary. */
const failingPage = (fail: () => never): RouteObject[] => [
	{ path: '/', loader: fail, Component: () => <p>page</p>, ErrorBoundary: RouteErrorBoundary },
]

describe('RouteErrorBoundary on the server', () => {
	test.each([400, 403, 405, 429] as const)('a %i shows its own words', async (status) => {
		const html = await serverHtml(
			failingPage(() => {
				throw data(null, { status })
			}),
			'/',
		)
		expect(html).toContain(ERROR_PAGE_MESSAGES[status].heading)
		expect(html).toContain(ERROR_PAGE_MESSAGES[status].message)
	})

	test('an exception shows the 500 words', async () => {
		const html = await serverHtml(
			failingPage(() => {
				throw new Error('broken')
			}),
			'/',
		)
		expect(html).toContain(ERROR_PAGE_MESSAGES[500].heading)
	})

	test('a 404 shows the not-found page with its link home', async () => {
		const html = await serverHtml(
			failingPage(() => {
				throw data(null, { status: 404 })
			}),
			'/',
		)
		expect(html).toContain(NOT_FOUND_PAGE.heading)
		expect(html).toMatch(new RegExp(`<a [^>]*href="/"[^>]*>${NOT_FOUND_PAGE.homeLink}</a>`))
	})

	test("the unknown URL's page is the same not-found page", async () => {
		const html = await serverHtml([{ path: '*', Component: NotFoundRoute }], '/no-such-page')
		expect(html).toContain(NOT_FOUND_PAGE.heading)
		expect(html).toContain(NOT_FOUND_PAGE.message)
	})
})
