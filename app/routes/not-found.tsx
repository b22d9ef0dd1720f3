import { data } from 'react-router'
import { NotFound } from '#app/components/layout/not-found.tsx'
import { NOT_FOUND_PAGE } from '#app/content/messages/errors.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(matches, NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.metaDescription)

export function loader() {
	return data(null, { status: 404 })
}

export default function NotFoundRoute() {
	return <NotFound />
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
