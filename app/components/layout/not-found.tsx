import { Link } from 'react-router'
import { ERROR_PAGE_MESSAGES, NOT_FOUND_PAGE } from '#app/content/messages/errors.ts'

export function NotFound() {
	const { heading, message } = ERROR_PAGE_MESSAGES[404]
	return (
		<section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
			<p className="text-6xl font-bold text-brand-700">404</p>
			<h1 className="mt-4 text-3xl font-bold text-ink">{heading}</h1>
			<p className="mt-3 text-muted">{message}</p>
			<Link
				to="/"
				className="mt-8 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
			>
				{NOT_FOUND_PAGE.homeLink}
			</Link>
		</section>
	)
}
