// The error boundary every page route exports (`export { RouteErrorBoundary as ErrorBoundary }`),
// and the root's too. It only reads the error: the page it shows
// (error-page.tsx, with the words of every status) is a chunk of its own that the browser loads
// when an error shows, so every page's first load carries just this. The server renders the
// whole document before sending it (entry.server.tsx waits for onAllReady), so an error's
// document holds the full page, and the browser keeps that HTML while hydration waits for the
// chunk. After a failed client-side navigation the page appears once the chunk has arrived.
import { lazy, Suspense } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { NOT_FOUND_TITLE } from '#app/content/words/messages/not-found-title.ts'
import { pageMeta, type MetaMatchLike } from '#app/utils/meta.ts'

const ErrorPage = lazy(() => import('./error-page.tsx'))

const statusOf = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500)

export function RouteErrorBoundary() {
	const error = useRouteError()
	const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined
	return (
		<Suspense fallback={null}>
			<ErrorPage status={statusOf(error)} stack={stack} />
		</Suspense>
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
