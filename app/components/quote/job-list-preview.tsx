import { useDeferredValue, useMemo } from 'react'
import { parseJobList } from '#app/domain/quote/job-list.ts'
import { JOB_LIST_LIMITS } from '#app/domain/quote/job-list-limits.ts'
import { formatDimensions } from '#app/domain/order/screen-size.ts'
import { formatCents, formatWholeNumber } from '#app/domain/common/money.ts'
import { TAX_LINE_LABEL } from '#app/domain/order/order-display.ts'
import {
	formatPercent,
	priceJobWithTiers,
	type VolumeTier,
} from '#app/domain/quote/volume-pricing.ts'
import { QuoteLinesTable } from './quote-lines-table.tsx'

// The job list's live check, loaded on demand by job-list-form.tsx: each bad row with its
// number, and the valid rows priced with the owner's tiers. The browser's prices are display
// only; the server prices the list again when the quote is requested. Long lists show their
// first JOB_LIST_LIMITS.rowsShown rows; the totals cover every row.
/** Parses and prices the list; logs how long a long list took (the issue's 200 ms budget). */
function checkJobList(text: string, tiers: readonly VolumeTier[]) {
	const started = performance.now()
	const parsed = parseJobList(text)
	const job = priceJobWithTiers(parsed.lines, tiers)
	if (parsed.lines.length >= 500) {
		const elapsed = performance.now() - started
		console.info(
			`Job list: ${parsed.lines.length} rows parsed and priced in ${elapsed.toFixed(1)} ms`,
		)
	}
	return { parsed, job }
}

export default function JobListPreview({
	text,
	tiers,
}: {
	text: string
	tiers: readonly VolumeTier[]
}) {
	const deferred = useDeferredValue(text)
	const { parsed, job } = useMemo(() => checkJobList(deferred, tiers), [deferred, tiers])
	if (deferred.trim() === '') return null
	const shown = job.lines.slice(0, JOB_LIST_LIMITS.rowsShown)
	const { totals } = job
	return (
		<div className="grid gap-4" aria-live="polite">
			{parsed.problems.length > 0 ? (
				<div className="rounded-md bg-red-50 p-4 text-red-800">
					<p className="font-semibold">
						{`${formatWholeNumber(parsed.problems.length)} row(s) need fixing before the list can be quoted:`}
					</p>
					<ul className="mt-2 list-disc pl-6">
						{parsed.problems.slice(0, JOB_LIST_LIMITS.rowsShown).map((problem) => (
							<li key={`${problem.row}-${problem.kind}`}>{problem.message}</li>
						))}
					</ul>
				</div>
			) : null}
			{job.lines.length > 0 ? (
				<>
					<dl className="grid grid-cols-2 gap-2 rounded-2xl bg-brand-50 p-4 sm:grid-cols-3">
						<Total term="Screens" value={formatWholeNumber(totals.quantity)} />
						<Total term="Merchandise" value={formatCents(totals.listSubtotalCents)} />
						{totals.discountCents > 0 ? (
							<Total
								term={`Volume discount (${formatPercent(totals.discountBasisPoints)})`}
								value={`-${formatCents(totals.discountCents)}`}
							/>
						) : null}
						<Total term="Subtotal" value={formatCents(totals.subtotalCents)} />
						<Total term={TAX_LINE_LABEL} value={formatCents(totals.taxCents)} />
						<Total
							term="Shipping"
							value={totals.shippingCents === 0 ? 'FREE' : formatCents(totals.shippingCents)}
						/>
						<Total term="Total" value={formatCents(totals.totalCents)} />
					</dl>
					{tiers.length > 0 ? (
						<p className="text-sm text-muted">
							{`Volume pricing: ${tiers.map((tier) => `${formatWholeNumber(tier.minScreens)}+ screens ${formatPercent(tier.basisPoints)} off`).join(', ')}.`}
						</p>
					) : null}
					<div className="overflow-x-auto">
						<QuoteLinesTable
							numberHeading="Row"
							caption={
								job.lines.length > shown.length
									? `Priced lines: the first ${formatWholeNumber(shown.length)} of ${formatWholeNumber(job.lines.length)}`
									: `Priced lines (${formatWholeNumber(job.lines.length)})`
							}
							rows={shown.map((line) => ({
								number: line.row,
								label: line.label,
								size: formatDimensions(line),
								quantity: line.quantity,
								each: formatCents(line.unitPriceCents),
								price: formatCents(line.lineTotalCents),
							}))}
						/>
					</div>
				</>
			) : null}
		</div>
	)
}

function Total({ term, value }: { term: string; value: string }) {
	return (
		<div>
			<dt className="text-sm text-muted">{term}</dt>
			<dd className="font-semibold text-ink">{value}</dd>
		</div>
	)
}
