// The error boundary every page route exports (`export { RouteErrorBoundary as ErrorBoundary }`),
// and the root's too. It only reads the error: the page it shows
// (error-page.tsx, with the words of every status) is a chunk of its own that the browser loads
// when an error shows, so every page's first load carries just this. The server renders the
// whole document before sending it (entry.server.tsx waits for onAllReady), so an error's
// document holds the full page, and the browser keeps that HTML while hydration waits for the
// chunk (app/entry.client.tsx loads it first). After a failed client-side navigation the page
// appears once the chunk has arrived.
import { lazy, Suspense, type ComponentType } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { NOT_FOUND_TITLE } from '#app/content/words/messages/not-found-title.ts'
import { pageMeta, type MetaMatchLike } from '#app/utils/meta.ts'

const loadErrorPage = () => import('./error-page.tsx')
const LazyErrorPage = lazy(loadErrorPage)
/** The error page once preloadErrorPage has loaded it: drawn without suspending. */
let LoadedErrorPage: ComponentType<{ status: number; stack?: string }> | undefined

/** The attribute of an empty element the boundary draws: the document holds an error page. */
export const ERROR_PAGE_MARK = 'data-error-page'

/**
 * Loads the error page's chunk before a page the server rendered with an error hydrates
 * (app/entry.client.tsx). A boundary still waiting for its chunk when anything above it updates,
 * as the router does right after hydration, is dropped to its empty fallback until the chunk
 * comes: the server's page would vanish for that long.
 */
export async function preloadErrorPage() {
	LoadedErrorPage = (await loadErrorPage()).default
}

const statusOf = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500)

export function RouteErrorBoundary() {
	const error = useRouteError()
	const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined
	const ErrorPage = LoadedErrorPage ?? LazyErrorPage
	return (
		<>
			<span hidden {...{ [ERROR_PAGE_MARK]: '' }} />
			<Suspense fallback={null}>
				<ErrorPage status={statusOf(error)} stack={stack} />
			</Suspense>
		</>
	)
}

/**
 * The tags of a page that failed with a 404 (the back office to anyone but an admin) for a
 * route's meta, which would otherwise name the hidden page; no tags for other errors, as before.
 */
export function errorPageMeta(error: unknown, matches: readonly MetaMatchLike[]) {
	return statusOf(error) === 404
		? pageMeta(matches, NOT_FOUND_TITLE.title, NOT_FOUND_TITLE.description)
		: []
}
