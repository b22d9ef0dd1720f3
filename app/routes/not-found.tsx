import { data } from 'react-router'
import { NotFound } from '#app/components/layout/not-found.tsx'
import { pageMeta } from '#app/utils/meta.ts'

export const meta = () => pageMeta('Page not found', 'The page you are looking for does not exist.')

export function loader() {
	return data(null, { status: 404 })
}

export default function NotFoundRoute() {
	return <NotFound />
}
