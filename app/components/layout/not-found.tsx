import { Link } from 'react-router'
import { buttonClass } from '#app/components/ui/button.tsx'
import { NOT_FOUND_PAGE } from '#app/content/words/messages/not-found.ts'

export function NotFound() {
	const { heading, message } = NOT_FOUND_PAGE
	return (
		<section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
			<p className="text-6xl font-bold text-brand-700">404</p>
			<h1 className="mt-4 text-3xl font-bold text-ink">{heading}</h1>
			<p className="mt-3 text-muted">{message}</p>
			<Link to="/" className={buttonClass('mt-8', { link: true })}>
				{NOT_FOUND_PAGE.homeLink}
			</Link>
		</section>
	)
}
