// The lines of a job list or quote as a table: number, label, size, quantity, unit and line
// price. Shown while a contractor prices a list, on their quote page and in the owner's review.
import type { ReactNode } from 'react'
import { Sizes } from '#app/components/ui/sizes.tsx'

export type QuoteLineRow = {
	number: number
	label: string
	size: string
	quantity: number
	each: string
	price: string
}

export function QuoteLinesTable({
	rows,
	numberHeading = '#',
	caption,
	className = 'w-full text-left text-sm',
}: {
	rows: readonly QuoteLineRow[]
	/** The first column's heading: '#' for a quote's positions, 'Row' for a pasted list's rows. */
	numberHeading?: string
	caption?: ReactNode
	className?: string
}) {
	return (
		<table className={className}>
			{caption ? (
				<caption className="mb-2 text-left font-semibold text-ink">{caption}</caption>
			) : null}
			<thead>
				<tr className="border-b border-gray-300">
					<th scope="col" className="py-2 pr-3">
						{numberHeading}
					</th>
					<th scope="col" className="py-2 pr-3">
						Label
					</th>
					<th scope="col" className="py-2 pr-3">
						Size
					</th>
					<th scope="col" className="py-2 pr-3 text-right">
						Qty
					</th>
					<th scope="col" className="py-2 pr-3 text-right">
						Each
					</th>
					<th scope="col" className="py-2 text-right">
						Price
					</th>
				</tr>
			</thead>
			<tbody>
				{rows.map((row) => (
					<tr key={row.number} className="border-b border-gray-100">
						<td className="py-1 pr-3">{row.number}</td>
						<td className="py-1 pr-3">{row.label}</td>
						<td className="py-1 pr-3">
							<Sizes>{row.size}</Sizes>
						</td>
						<td className="py-1 pr-3 text-right">{row.quantity}</td>
						<td className="py-1 pr-3 text-right">{row.each}</td>
						<td className="py-1 text-right">{row.price}</td>
					</tr>
				))}
			</tbody>
		</table>
	)
}
