import { data } from 'react-router'
import { NotFound } from '#app/components/layout/not-found.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(matches, 'Page not found', 'The page you are looking for does not exist.')

export function loader() {
	return data(null, { status: 404 })
}

export default function NotFoundRoute() {
	return <NotFound />
}
