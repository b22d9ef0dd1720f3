// The error boundary every page route exports (`export { RouteErrorBoundary as ErrorBoundary }`),
// and the root's too: a 404 is the shop's plain not-found page, any other status its own words
// from app/content/messages/errors.ts; stack traces only in development.
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { errorPageMessage, NOT_FOUND_PAGE } from '#app/content/messages/errors.ts'
import { pageMeta, type MetaMatchLike } from '#app/utils/meta.ts'
import { NotFound } from './not-found.tsx'

const statusOf = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500)

export function RouteErrorBoundary() {
	const error = useRouteError()
	const status = statusOf(error)
	if (status === 404) return <NotFound />
	const { heading, message } = errorPageMessage(status)
	const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined
	return (
		<section className="mx-auto max-w-xl px-4 py-24 text-center">
			<h1 className="text-3xl font-bold">{heading}</h1>
			<p className="mt-3 text-muted">{message}</p>
			{stack ? <pre className="mt-6 overflow-x-auto text-left text-xs">{stack}</pre> : null}
		</section>
	)
}

/**
 * The tags of a page that failed with a 404 (the back office to anyone but an admin) for a
 * route's meta, which would otherwise name the hidden page; no tags for other errors, as before.
 */
export function errorPageMeta(error: unknown, matches: readonly MetaMatchLike[]) {
	return statusOf(error) === 404
		? pageMeta(matches, NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.metaDescription)
		: []
}
