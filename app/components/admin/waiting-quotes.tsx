import { Link } from 'react-router'

/** Job-list quotes waiting for the owner, at the top of the inbox; each opens in /admin/quotes. */
export function WaitingQuotes({ quotes }: { quotes: { id: string; text: string }[] }) {
	if (quotes.length === 0) return null
	return (
		<section aria-labelledby="waiting-quotes-title" className="mt-6 rounded-lg bg-brand-50 p-4">
			<h2 id="waiting-quotes-title" className="text-lg font-bold text-ink">
				Quotes to review
			</h2>
			<ul className="mt-2 list-disc pl-6">
				{quotes.map((quote) => (
					<li key={quote.id}>
						<Link
							to={`/admin/quotes?id=${encodeURIComponent(quote.id)}`}
							className="font-medium text-brand-700 underline"
						>
							{quote.text}
						</Link>
					</li>
				))}
			</ul>
		</section>
	)
}
