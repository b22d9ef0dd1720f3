// /quote?token=...: a contractor's approved quote, opened from the private link in its e-mail.
// No account: the unguessable token is the key; only its hash is stored. Personal, so never
// stored by a browser or a proxy and never indexed. "Accept and pay" posts to the same URL: the
// quote becomes one order and the contractor goes to the hosted checkout, as a cart does.
import { data, redirect } from 'react-router'
import type { Route } from './+types/quote'
import { errorPageMeta } from '#app/components/layout/route-error-boundary.tsx'
import { QuoteView } from '#app/components/quote/quote-view.tsx'
import { PAYMENT_FAILED } from '#app/content/words/messages/payment.ts'
import {
	QUOTE_PAYMENT_TEXT,
	MAX_CARD_PAYMENT_CENTS,
} from '#app/content/words/messages/quote-payment.ts'
import { JOB_LIST_LIMITS } from '#app/domain/quote/job-list-limits.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { orderStatusLabel } from '#app/domain/order/order-status.ts'
import { shipByDate } from '#app/domain/shipping/ship-by.ts'
import { shopClock } from '#app/domain/calendar/shop-clock.ts'
import { fromSizeRow } from '#app/domain/order/screen-size.ts'
import { formatPercent } from '#app/domain/quote/volume-pricing.ts'
import { visitorOrigin } from '#app/utils/public-origin.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { CheckoutError } from '#app/workflows/checkout/checkout.server.ts'
import { openQuoteByToken } from '#app/workflows/quote/contractor-quotes.server.ts'
import {
	throttlePublicWrite,
	tooManyRequestsSentence,
} from '#app/workflows/limits/public-write-limits.server.ts'
import { acceptQuote } from '#app/workflows/quote/quote-payment.server.ts'

export const meta: Route.MetaFunction = ({ error, matches }) => [
	...(error
		? errorPageMeta(error, matches)
		: pageMeta(matches, 'Your Quote', 'Your job-list quote for custom window screens.')),
	{ name: 'robots', content: 'noindex' },
]

const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }

// A refused accept says when to try again (Retry-After).
export function headers({ actionHeaders }: Route.HeadersArgs) {
	const retryAfter = actionHeaders?.get('Retry-After')
	return retryAfter ? { ...NO_STORE, 'Retry-After': retryAfter } : NO_STORE
}

const notFound = () => data(QUOTE_PAYMENT_TEXT.notFound, { status: 404, headers: NO_STORE })
const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token')

export async function loader({ request, context }: Route.LoaderArgs) {
	const now = new Date()
	const opened = await openQuoteByToken(context.db, tokenOf(request), now)
	if (opened.status === 'not-found') throw notFound()
	if (opened.status === 'expired') {
		return data(
			{ expired: opened.number, quote: null, paid: null },
			{ status: 410, headers: NO_STORE },
		)
	}
	const { quote, paidOrder } = opened
	const status = paidOrder?.status ?? ''
	return data(
		{
			expired: null,
			paid: paidOrder?.number
				? {
						number: paidOrder.number,
						statusLabel: orderStatusLabel(status),
					}
				: null,
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
					...fromSizeRow(line),
					quantity: line.quantity,
					unitPriceCents: line.unit_price_cents,
					lineTotalCents: line.line_total_cents,
				})),
			},
		},
		{ headers: NO_STORE },
	)
}

/** "Accept and pay": the quote's order, then its hosted checkout (or, once paid, the quote page). */
export async function action({ request, context }: Route.ActionArgs) {
	const token = tokenOf(request)
	const refuse = (status: number, formError: string, headers?: Record<string, string>) =>
		data({ formError, expired: null }, { status, headers: { ...NO_STORE, ...headers } })
	// Each accept may cost a session at the provider: a per-address limit, shared by instances.
	const throttled = await throttlePublicWrite(context, request, 'quote-payment')
	if (throttled) {
		return refuse(429, `${PAYMENT_FAILED} ${tooManyRequestsSentence(throttled)}`, {
			'Retry-After': String(throttled.retryAfterSeconds),
		})
	}
	try {
		const accepted = await acceptQuote(
			{
				db: context.db,
				payments: context.payments,
				ttlMinutes: context.env.PAYMENT_SESSION_TTL_MINUTES,
				clearanceSixteenths: context.env.SHOP_CLEARANCE_SIXTEENTHS,
			},
			{ token, origin: visitorOrigin(request, context.env) },
		)
		switch (accepted.status) {
			case 'not-found':
				throw notFound()
			case 'expired':
				return data(
					{ formError: null, expired: accepted.number },
					{ status: 410, headers: NO_STORE },
				)
			case 'too-large':
				return refuse(422, QUOTE_PAYMENT_TEXT.tooLarge(formatCents(MAX_CARD_PAYMENT_CENTS)))
			case 'paid':
				// Nothing is charged again: the page shows the order that paid it.
				return redirect(`/quote?token=${encodeURIComponent(token ?? '')}`, { headers: NO_STORE })
			case 'checkout':
				return redirect(accepted.url, { headers: NO_STORE })
		}
	} catch (error) {
		if (!(error instanceof CheckoutError)) throw error
		return refuse(error.status, error.message)
	}
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
	const expired = actionData?.expired ?? loaderData.expired
	if (expired || !loaderData.quote) {
		return (
			<div className="mx-auto max-w-3xl px-4 py-16">
				<h1 className="text-3xl font-bold text-ink">
					{QUOTE_PAYMENT_TEXT.expiredTitle(expired ?? '')}
				</h1>
				<p className="mt-4 text-muted">{QUOTE_PAYMENT_TEXT.expired}</p>
			</div>
		)
	}
	return (
		<QuoteView
			quote={loaderData.quote}
			paid={loaderData.paid}
			formError={actionData?.formError ?? null}
		/>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
