import { data } from 'react-router'
import { NotFoundPage } from '#app/components/layout/route-error-boundary.tsx'
import { NOT_FOUND_TITLE } from '#app/content/messages/not-found-title.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(matches, NOT_FOUND_TITLE.title, NOT_FOUND_TITLE.description)

export function loader() {
	return data(null, { status: 404 })
}

export default function NotFoundRoute() {
	return <NotFoundPage />
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
