import { data } from 'react-router'
import { NotFound } from '#app/components/layout/not-found.tsx'
import { NOT_FOUND_TITLE } from '#app/content/words/messages/not-found-title.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(matches, NOT_FOUND_TITLE.title, NOT_FOUND_TITLE.description)

export function loader() {
	return data(null, { status: 404 })
}

// The page itself is in this route's first load, not the error page's lazy chunk: a document
// that waits for a chunk in a Suspense boundary while hydrating loses the server's HTML to the
// empty fallback whenever an update above it comes first (the cart badge, a toast), so an
// unknown URL could show a blank page until the chunk arrived. Only this page's load carries it.
export default function NotFoundRoute() {
	return <NotFound />
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
