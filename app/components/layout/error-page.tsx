// The page a route shows when it fails: for a 404 the shop's plain not-found page, for any other
// status its own words from app/content/words/messages/errors.ts; the stack only when one is given
// (development). Loaded by RouteErrorBoundary only when an error shows, so that no page's first
// load carries these words.
import { errorPageMessage } from '#app/content/words/messages/errors.ts'
import { NotFound } from './not-found.tsx'

export default function ErrorPage({ status, stack }: { status: number; stack?: string }) {
	if (status === 404) return <NotFound />
	const { heading, message } = errorPageMessage(status)
	return (
		<section className="mx-auto max-w-xl px-4 py-24 text-center">
			<h1 className="text-3xl font-bold">{heading}</h1>
			<p className="mt-3 text-muted">{message}</p>
			{stack ? <pre className="mt-6 overflow-x-auto text-left text-xs">{stack}</pre> : null}
		</section>
	)
}
