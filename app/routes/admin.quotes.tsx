// /admin/quotes: contractors' job-list quotes, newest first; ?id= opens one to set its
// discount, add a note and approve it (the contractor gets the private link); and the owner's
// volume tiers. Admins only (404 otherwise).
import { data } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/admin.quotes'
import { AdminPage, AdminProblem } from '#app/components/admin/admin-page.tsx'
import {
	QuoteList,
	QuoteReview,
	VolumeTierForm,
	type QuoteReviewView,
	type QuoteRowView,
} from '#app/components/admin/quote-review.tsx'
import { adminPageMeta } from '#app/components/admin/admin-page-meta.ts'
import { JOB_LIST_LIMITS } from '#app/domain/quote/job-list-limits.ts'
import { formatDimensions, fromSizeRow } from '#app/domain/order/screen-size.ts'
import { formatCents, formatWholeNumber } from '#app/domain/common/money.ts'
import { TAX_LINE_LABEL } from '#app/domain/order/order-display.ts'
import { formatShopTime } from '#app/domain/calendar/shop-calendar.ts'
import {
	formatPercent,
	parseDiscountPercent,
	parseTierForm,
	VOLUME_TIER_LIMITS,
} from '#app/domain/quote/volume-pricing.ts'
import {
	findQuote,
	listQuotes,
	paidOrderNumber,
	type ListedQuote,
	type QuoteWithLines,
} from '#app/models/quote/quotes.server.ts'
import { listVolumeTiers, replaceVolumeTiers } from '#app/models/quote/volume-tiers.server.ts'
import { readFormBody } from '#app/utils/form-body.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { approveQuote, isQuoteExpired } from '#app/workflows/quote/contractor-quotes.server.ts'
import { visitorOrigin } from '#app/utils/public-origin.server.ts'
import { adminPageHeaders, requireAdmin } from './admin-guard.server.ts'

export const meta: Route.MetaFunction = (args) =>
	adminPageMeta(args, 'Quotes', 'Job-list quotes and volume pricing in the back office.')

export const headers = adminPageHeaders

const IdSchema = z.string().trim().min(1).max(64)
const NOTE_MAX = 1000

function statusText(quote: ListedQuote, now: Date): string {
	if (quote.paid_order_number) return 'Paid'
	if (quote.status === 'approved')
		return isQuoteExpired(quote, now) ? 'Approved, expired' : 'Approved'
	return isQuoteExpired(quote, now) ? 'Expired' : 'Waiting for review'
}

function rowView(quote: ListedQuote, now: Date): QuoteRowView {
	return {
		id: quote.id,
		number: quote.number,
		who: `${quote.name}${quote.company ? ` (${quote.company})` : ''}`,
		email: quote.email,
		screens: formatWholeNumber(quote.screen_count),
		total: formatCents(quote.total_cents),
		status: statusText(quote, now),
		paidOrderNumber: quote.paid_order_number,
		receivedAt: formatShopTime(quote.created_at),
	}
}

function reviewView(quote: QuoteWithLines & ListedQuote, now: Date): QuoteReviewView {
	const shown = quote.lines.slice(0, JOB_LIST_LIMITS.rowsShown)
	return {
		...rowView(quote, now),
		phone: quote.phone ?? '',
		waiting: quote.status === 'requested',
		expired: isQuoteExpired(quote, now),
		validUntil: formatShopTime(quote.expires_at),
		percent: String(quote.discount_basis_points / 100),
		note: quote.owner_note ?? '',
		totals: [
			['Screens', formatWholeNumber(quote.screen_count)],
			['Merchandise', formatCents(quote.list_subtotal_cents)],
			[
				`Discount (${formatPercent(quote.discount_basis_points)})`,
				`-${formatCents(quote.discount_cents)}`,
			],
			['Subtotal', formatCents(quote.subtotal_cents)],
			[TAX_LINE_LABEL, formatCents(quote.tax_cents)],
			['Shipping', quote.shipping_cents === 0 ? 'FREE' : formatCents(quote.shipping_cents)],
			['Total', formatCents(quote.total_cents)],
		],
		lines: shown.map((line) => ({
			position: line.position,
			label: line.label,
			size: formatDimensions(fromSizeRow(line)),
			quantity: line.quantity,
			each: formatCents(line.unit_price_cents),
			price: formatCents(line.line_total_cents),
		})),
		moreLines: quote.lines.length - shown.length,
	}
}

async function pageData(context: Route.LoaderArgs['context'], id: string | null) {
	const now = new Date()
	const [quotes, tiers] = await Promise.all([listQuotes(context.db), listVolumeTiers(context.db)])
	const open = id ? await findQuote(context.db, id) : undefined
	const paid = open ? await paidOrderNumber(context.db, open.order_id) : null
	return {
		quotes: quotes.map((quote) => rowView(quote, now)),
		open: open ? reviewView({ ...open, paid_order_number: paid }, now) : null,
		problem: id && !open ? 'That quote does not exist.' : null,
		maxTiers: VOLUME_TIER_LIMITS.tiers,
		tiers: tiers.map((tier) => ({
			minScreens: String(tier.minScreens),
			percent: String(tier.basisPoints / 100),
		})),
	}
}

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	const loaded = await pageData(context, new URL(request.url).searchParams.get('id'))
	return data(loaded, { status: loaded.problem ? 404 : 200 })
}

export async function action({ request, context }: Route.ActionArgs) {
	const admin = await requireAdmin(request, context)
	const form = await readFormBody(request)
	const intent = form.get('intent')
	if (intent === 'tiers') {
		const screens = form.getAll('minScreens').map(String)
		const percents = form.getAll('percent').map(String)
		const parsed = parseTierForm(
			screens.map((minScreens, index) => ({ minScreens, percent: percents[index] ?? '' })),
		)
		if (!parsed.ok) {
			return data({ tierError: parsed.error, approveError: null }, { status: 400 })
		}
		await replaceVolumeTiers(context.db, parsed.tiers)
		return redirectWithToast(
			'/admin/quotes',
			{
				title: 'Volume Pricing Saved',
				description: parsed.tiers.length
					? parsed.tiers
							.map((tier) => `${tier.minScreens}+ screens: ${formatPercent(tier.basisPoints)} off`)
							.join('; ')
					: 'No volume discount.',
			},
			context.sessionSecret,
		)
	}
	if (intent !== 'approve') throw data('Unknown action.', { status: 400 })
	const id = IdSchema.safeParse(form.get('id'))
	if (!id.success) throw data('Say which quote to approve.', { status: 400 })
	const basisPoints = parseDiscountPercent(String(form.get('percent') ?? ''))
	const note = String(form.get('note') ?? '').trim()
	if (basisPoints === null || note.length > NOTE_MAX) {
		const approveError =
			basisPoints === null
				? 'The discount must be a percent from 0 to 50, like 10 or 12.5.'
				: `Please keep the note under ${NOTE_MAX} characters.`
		return data({ approveError, tierError: null }, { status: 400 })
	}
	const result = await approveQuote(
		context.db,
		{ id: id.data, basisPoints, note: note || null, approvedBy: admin.email },
		{ ...context.env, linkOrigin: visitorOrigin(request, context.env) },
	)
	if (!result.ok) {
		if (result.reason === 'not-found') throw data('That quote does not exist.', { status: 404 })
		const approveError =
			result.reason === 'expired'
				? 'This quote has expired: ask the contractor to send the list again.'
				: 'This quote was approved already.'
		return data({ approveError, tierError: null }, { status: 409 })
	}
	context.wakeOutbox()
	return redirectWithToast(
		`/admin/quotes?id=${encodeURIComponent(result.quote.id)}`,
		{
			title: 'Quote Approved',
			description: `Quote ${result.quote.number} (${formatCents(result.quote.total_cents)}) was sent to ${result.quote.email}.`,
		},
		context.sessionSecret,
	)
}

export default function AdminQuotes({ loaderData, actionData }: Route.ComponentProps) {
	const { quotes, open, problem, tiers, maxTiers } = loaderData
	return (
		<AdminPage title="Quotes">
			{problem ? <AdminProblem message={problem} /> : null}
			{open ? <QuoteReview quote={open} error={actionData?.approveError} /> : null}
			<QuoteList quotes={quotes} />
			<VolumeTierForm tiers={tiers} maxTiers={maxTiers} error={actionData?.tierError} />
		</AdminPage>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
