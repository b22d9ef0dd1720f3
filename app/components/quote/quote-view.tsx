import { ButtonLink } from '#app/components/marketing/button-link.tsx'
import { formatDimensions } from '#app/domain/order/screen-size.ts'
import { formatCents, formatWholeNumber } from '#app/domain/common/money.ts'
import { TAX_LINE_LABEL } from '#app/domain/order/order-display.ts'
import { formatLongDay, formatShipsBy } from '#app/domain/shipping/ship-by-format.ts'
import { QuoteLinesTable } from './quote-lines-table.tsx'
import { QuotePayment, type QuotePaidOrder } from './quote-payment.tsx'

export type QuoteViewData = {
	number: string
	name: string
	company: string | null
	screenCount: number
	listSubtotalCents: number
	/** '10%'. */
	discountPercent: string
	discountCents: number
	subtotalCents: number
	taxCents: number
	shippingCents: number
	totalCents: number
	note: string | null
	validUntil: string
	shipsByIfPaidNow: string
	/** Lines in the quote; `lines` holds the first ones only. */
	lineCount: number
	lines: {
		position: number
		label: string
		width: number
		widthSixteenths: number
		height: number
		heightSixteenths: number
		quantity: number
		unitPriceCents: number
		lineTotalCents: number
	}[]
}

/** An approved quote as its contractor sees it at /quote, with its way to pay or its order. */
export function QuoteView({
	quote,
	paid,
	formError,
}: {
	quote: QuoteViewData
	paid: QuotePaidOrder | null
	formError: string | null
}) {
	const shown = quote.lines
	const totals: [string, string][] = [
		['Screens', formatWholeNumber(quote.screenCount)],
		['Merchandise', formatCents(quote.listSubtotalCents)],
		...(quote.discountCents > 0
			? ([
					[`Discount (${quote.discountPercent})`, `-${formatCents(quote.discountCents)}`],
					['Subtotal', formatCents(quote.subtotalCents)],
				] as [string, string][])
			: []),
		[TAX_LINE_LABEL, formatCents(quote.taxCents)],
		['Shipping', quote.shippingCents === 0 ? 'FREE' : formatCents(quote.shippingCents)],
		['Total', formatCents(quote.totalCents)],
	]
	return (
		<div className="mx-auto max-w-5xl px-4 py-12">
			<p className="font-semibold text-brand-700">{`Quote ${quote.number}`}</p>
			<h1 className="mt-1 text-3xl font-bold text-ink">
				{`Your quote, ${quote.name}${quote.company ? ` (${quote.company})` : ''}`}
			</h1>
			<p className="mt-3 text-muted">{`This price holds until ${formatLongDay(quote.validUntil)}.`}</p>
			{quote.note ? (
				<div className="mt-6 rounded-2xl bg-brand-50 p-4">
					<h2 className="font-semibold text-ink">A note from us</h2>
					<p className="mt-1 whitespace-pre-line text-ink">{quote.note}</p>
				</div>
			) : null}
			<section aria-labelledby="quote-totals" className="mt-8">
				<h2 id="quote-totals" className="text-xl font-bold text-ink">
					Totals
				</h2>
				<dl className="mt-3 grid max-w-md grid-cols-2 gap-y-1">
					{totals.map(([term, value]) => (
						<div key={term} className="contents">
							<dt className="text-muted">{term}</dt>
							<dd className="text-right font-semibold text-ink">{value}</dd>
						</div>
					))}
				</dl>
				{paid ? null : (
					<p className="mt-3 text-ink">{`${formatShipsBy(quote.shipsByIfPaidNow)} if paid today.`}</p>
				)}
				<QuotePayment quoteNumber={quote.number} paid={paid} formError={formError} />
			</section>
			<section aria-labelledby="quote-lines" className="mt-10 overflow-x-auto">
				<h2 id="quote-lines" className="text-xl font-bold text-ink">
					{quote.lineCount > shown.length
						? `Lines: the first ${formatWholeNumber(shown.length)} of ${formatWholeNumber(quote.lineCount)} (all are in the CSV file of your e-mail)`
						: `Lines (${formatWholeNumber(quote.lineCount)})`}
				</h2>
				<QuoteLinesTable
					className="mt-3 w-full text-left text-sm"
					rows={shown.map((line) => ({
						number: line.position,
						label: line.label,
						size: formatDimensions(line),
						quantity: line.quantity,
						each: formatCents(line.unitPriceCents),
						price: formatCents(line.lineTotalCents),
					}))}
				/>
			</section>
			<p className="mt-10">
				<ButtonLink href="/bulk-orders">Price another job list</ButtonLink>
			</p>
		</div>
	)
}
