import { Form } from 'react-router'
import { AdminButton } from './admin-page.tsx'

/** Downloads the paid orders of a date range as CSV (a GET form: the file is the answer). */
export function CsvExportForm({ from, to }: { from: string; to: string }) {
	return (
		<section aria-labelledby="export-title" className="mt-10 border-t border-gray-200 pt-6">
			<h2 id="export-title" className="text-xl font-bold text-ink">
				Export orders (CSV)
			</h2>
			<p className="mt-1 text-muted">
				Paid orders by the day they were paid (shop time), one row per order.
			</p>
			<Form
				method="get"
				action="/admin/orders.csv"
				reloadDocument
				className="mt-4 flex flex-wrap items-end gap-4"
			>
				<div>
					<label htmlFor="export-from" className="font-medium text-ink">
						From
					</label>
					<input
						id="export-from"
						name="from"
						type="date"
						required
						defaultValue={from}
						className="input-look"
					/>
				</div>
				<div>
					<label htmlFor="export-to" className="font-medium text-ink">
						To
					</label>
					<input
						id="export-to"
						name="to"
						type="date"
						required
						defaultValue={to}
						className="input-look"
					/>
				</div>
				<AdminButton type="submit" secondary>
					Download CSV
				</AdminButton>
			</Form>
		</section>
	)
}
