import { Form, Link, useNavigation } from 'react-router'
import { QuoteLinesTable } from '#app/components/quote/quote-lines-table.tsx'
import { AdminButton, adminCardClass } from './admin-page.tsx'

export type QuoteRowView = {
	id: string
	number: string
	who: string
	email: string
	screens: string
	total: string
	/** 'Paid' once its order is paid, 'Approved', 'Expired', 'Waiting for review'. */
	status: string
	/** The paid order's number (a link to /admin/order); null until the quote is paid. */
	paidOrderNumber: string | null
	receivedAt: string
}

export type QuoteReviewView = QuoteRowView & {
	phone: string
	waiting: boolean
	expired: boolean
	validUntil: string
	percent: string
	note: string
	totals: [string, string][]
	lines: {
		position: number
		label: string
		size: string
		quantity: number
		each: string
		price: string
	}[]
	moreLines: number
}

/** A quote's status; a paid one links to its order. */
function QuoteStatus({ quote }: { quote: QuoteRowView }) {
	if (!quote.paidOrderNumber) return quote.status
	return (
		<>
			{`${quote.status}: `}
			<Link
				to={`/admin/order?number=${encodeURIComponent(quote.paidOrderNumber)}`}
				className="font-medium text-brand-700 underline"
			>
				{`order ${quote.paidOrderNumber}`}
			</Link>
		</>
	)
}

/** Quotes, newest first; each opens for review. */
export function QuoteList({ quotes }: { quotes: QuoteRowView[] }) {
	if (quotes.length === 0) return <p className="mt-6 text-muted">No job-list quotes yet.</p>
	return (
		// Scrolls sideways on its own on a phone; relative, so its screen-reader-only caption stays inside.
		<div className="relative mt-6 overflow-x-auto">
			<table className="w-full text-left text-sm">
				<caption className="sr-only">Job-list quotes</caption>
				<thead>
					<tr className="border-b border-gray-300">
						<th scope="col" className="py-2 pr-3">
							Quote
						</th>
						<th scope="col" className="py-2 pr-3">
							From
						</th>
						<th scope="col" className="py-2 pr-3 text-right">
							Screens
						</th>
						<th scope="col" className="py-2 pr-3 text-right">
							Total
						</th>
						<th scope="col" className="py-2 pr-3">
							Status
						</th>
						<th scope="col" className="py-2">
							Received
						</th>
					</tr>
				</thead>
				<tbody>
					{quotes.map((quote) => (
						<tr key={quote.id} className="border-b border-gray-100">
							<td className="py-1 pr-3">
								<Link
									to={`/admin/quotes?id=${encodeURIComponent(quote.id)}`}
									className="font-medium text-brand-700 underline"
								>
									{quote.number}
								</Link>
							</td>
							<td className="py-1 pr-3">{quote.who}</td>
							<td className="py-1 pr-3 text-right">{quote.screens}</td>
							<td className="py-1 pr-3 text-right">{quote.total}</td>
							<td className="py-1 pr-3">
								<QuoteStatus quote={quote} />
							</td>
							<td className="py-1">{quote.receivedAt}</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}

/** One quote: its lines and totals, and the approval form (discount and note). */
export function QuoteReview({ quote, error }: { quote: QuoteReviewView; error?: string | null }) {
	const busy = useNavigation().state === 'submitting'
	return (
		<article aria-labelledby="quote-title" className={adminCardClass}>
			<h2 id="quote-title" className="text-xl font-bold text-ink">
				{`Quote ${quote.number} from ${quote.who}`}
			</h2>
			<p className="mt-1 text-muted">
				{`${quote.email}${quote.phone ? `, ${quote.phone}` : ''}. `}
				<QuoteStatus quote={quote} />
				{`; valid until ${quote.validUntil}.`}
			</p>
			<dl className="mt-3 grid max-w-md grid-cols-2 gap-y-1">
				{quote.totals.map(([term, value]) => (
					<div key={term} className="contents">
						<dt className="text-muted">{term}</dt>
						<dd className="text-right font-semibold text-ink">{value}</dd>
					</div>
				))}
			</dl>
			{quote.waiting && !quote.expired ? (
				<Form method="post" className="mt-6 grid max-w-xl gap-4">
					<input type="hidden" name="intent" value="approve" />
					<input type="hidden" name="id" value={quote.id} />
					<div>
						<label htmlFor="quote-percent" className="font-medium text-ink">
							Discount (percent off the merchandise)
						</label>
						<input
							id="quote-percent"
							name="percent"
							inputMode="decimal"
							defaultValue={quote.percent}
							aria-invalid={error ? true : undefined}
							aria-describedby={error ? 'quote-error' : undefined}
							className="input-look"
						/>
					</div>
					<div>
						<label htmlFor="quote-note" className="font-medium text-ink">
							Note to the contractor (optional)
						</label>
						<textarea
							id="quote-note"
							name="note"
							rows={3}
							maxLength={1000}
							defaultValue={quote.note}
							className="input-look"
						/>
					</div>
					{error ? (
						<p id="quote-error" role="alert" className="font-medium text-red-800">
							{error}
						</p>
					) : null}
					<div>
						<AdminButton type="submit" disabled={busy}>
							Approve and Send Link
						</AdminButton>
					</div>
				</Form>
			) : null}
			<QuoteLinesTable
				className="mt-6 w-full text-left text-sm"
				caption={
					quote.moreLines > 0
						? `Lines (first ${quote.lines.length}; ${quote.moreLines} more in the CSV e-mail)`
						: 'Lines'
				}
				rows={quote.lines.map((line) => ({ ...line, number: line.position }))}
			/>
		</article>
	)
}

/** The owner's volume tiers: up to maxTiers rows; blank rows are dropped. */
export function VolumeTierForm({
	tiers,
	maxTiers,
	error,
}: {
	tiers: { minScreens: string; percent: string }[]
	maxTiers: number
	error?: string | null
}) {
	const rows = [...tiers]
	while (rows.length < maxTiers) rows.push({ minScreens: '', percent: '' })
	return (
		<section aria-labelledby="tiers-title" className="mt-10">
			<h2 id="tiers-title" className="text-xl font-bold text-ink">
				Volume pricing
			</h2>
			<p className="mt-1 text-muted">
				The job list on Bulk Orders applies the highest tier a job reaches. Leave every row empty
				for no volume discount.
			</p>
			<Form method="post" className="mt-4 grid max-w-xl gap-3">
				<input type="hidden" name="intent" value="tiers" />
				{rows.map((row, index) => (
					<fieldset key={index} className="grid grid-cols-2 gap-3">
						<legend className="sr-only">{`Tier ${index + 1}`}</legend>
						<div>
							<label htmlFor={`tier-${index}-screens`} className="text-sm font-medium text-ink">
								{`Tier ${index + 1}: from screens`}
							</label>
							<input
								id={`tier-${index}-screens`}
								name="minScreens"
								inputMode="numeric"
								defaultValue={row.minScreens}
								className="input-look"
							/>
						</div>
						<div>
							<label htmlFor={`tier-${index}-percent`} className="text-sm font-medium text-ink">
								{`Tier ${index + 1}: percent off`}
							</label>
							<input
								id={`tier-${index}-percent`}
								name="percent"
								inputMode="decimal"
								defaultValue={row.percent}
								className="input-look"
							/>
						</div>
					</fieldset>
				))}
				{error ? (
					<p role="alert" className="font-medium text-red-800">
						{error}
					</p>
				) : null}
				<div>
					<AdminButton type="submit">Save Volume Pricing</AdminButton>
				</div>
			</Form>
		</section>
	)
}
