// /quote?token=...: a contractor's approved quote, opened from the private link in its e-mail.
// No account: the unguessable token is the key; only its hash is stored. Personal, so never
// stored by a browser or a proxy and never indexed. Paying online is not built yet: the button is
// shown disabled.
import { data } from 'react-router'
import type { Route } from './+types/quote'
import { errorPageMeta } from '#app/components/layout/route-error-boundary.tsx'
import { QuoteView } from '#app/components/bulk/quote-view.tsx'
import { JOB_LIST_LIMITS } from '#app/domain/job-list-limits.ts'
import { shipByDate } from '#app/domain/ship-by.ts'
import { shopClock } from '#app/domain/shop-clock.ts'
import { formatPercent } from '#app/domain/volume-pricing.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { openQuoteByToken } from '#app/workflows/contractor-quotes.server.ts'

export const meta: Route.MetaFunction = ({ error, matches }) => [
	...(error
		? errorPageMeta(error, matches)
		: pageMeta(matches, 'Your Quote', 'Your job-list quote for custom window screens.')),
	{ name: 'robots', content: 'noindex' },
]

export const headers = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' })

export async function loader({ request, context }: Route.LoaderArgs) {
	const token = new URL(request.url).searchParams.get('token')
	const now = new Date()
	const opened = await openQuoteByToken(context.db, token, now)
	const noStore = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }
	if (opened.status === 'not-found') {
		throw data('This quote link is not valid. Check the link in your e-mail.', {
			status: 404,
			headers: noStore,
		})
	}
	if (opened.status === 'expired') {
		return data({ expired: opened.number, quote: null }, { status: 410, headers: noStore })
	}
	const { quote } = opened
	return data(
		{
			expired: null,
			quote: {
				number: quote.number,
				name: quote.name,
				company: quote.company,
				screenCount: quote.screen_count,
				listSubtotalCents: quote.list_subtotal_cents,
				discountPercent: formatPercent(quote.discount_basis_points),
				discountCents: quote.discount_cents,
				subtotalCents: quote.subtotal_cents,
				taxCents: quote.tax_cents,
				shippingCents: quote.shipping_cents,
				totalCents: quote.total_cents,
				note: quote.owner_note,
				validUntil: shopClock(new Date(quote.expires_at)).date,
				shipsByIfPaidNow: shipByDate(now),
				lineCount: quote.lines.length,
				lines: quote.lines.slice(0, JOB_LIST_LIMITS.rowsShown).map((line) => ({
					position: line.position,
					label: line.label,
					width: line.width,
					widthSixteenths: line.width_sixteenths,
					height: line.height,
					heightSixteenths: line.height_sixteenths,
					quantity: line.quantity,
					unitPriceCents: line.unit_price_cents,
					lineTotalCents: line.line_total_cents,
				})),
			},
		},
		{ headers: noStore },
	)
}

export default function QuotePage({ loaderData }: Route.ComponentProps) {
	const { quote, expired } = loaderData
	if (!quote) {
		return (
			<div className="mx-auto max-w-3xl px-4 py-16">
				<h1 className="text-3xl font-bold text-ink">{`Quote ${expired} has expired`}</h1>
				<p className="mt-4 text-muted">
					Quotes hold their price for 30 days. Reply to the quote e-mail or send your job list again
					on the Bulk Orders page for a new one.
				</p>
			</div>
		)
	}
	return <QuoteView quote={quote} />
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
