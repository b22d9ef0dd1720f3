import { Link } from 'react-router'
import { StatusBadge } from './status-badge.tsx'
import { adminCellClass as cell, adminTableClass, ColumnHeadings } from './admin-table.tsx'

export type OrderRowView = {
	number: string | null
	placedAt: string
	customer: string
	email: string
	screens: number
	total: string
	statusLabel: string
	flagged: boolean
}

export type OrderPageView = {
	rows: OrderRowView[]
	total: number
	page: number
	pageCount: number
	/** The current filter as a query string, without the page. */
	filterQuery: string
}

function pageHref(filterQuery: string, page: number): string {
	const params = new URLSearchParams(filterQuery)
	if (page > 1) params.set('page', String(page))
	const query = params.toString()
	return query ? `/admin?${query}` : '/admin'
}

/** The orders list, newest first, with links to each order and to the other pages. */
export function OrdersTable({ list }: { list: OrderPageView }) {
	if (list.rows.length === 0) return <p className="mt-6 text-muted">No orders match.</p>
	return (
		<>
			<div className="mt-6 overflow-x-auto">
				<table className={adminTableClass}>
					<caption className="mb-2 text-left text-muted">
						{list.total} order{list.total === 1 ? '' : 's'}, newest first
					</caption>
					<ColumnHeadings
						names={['Order', 'Placed', 'Customer', 'E-mail', 'Screens', 'Total', 'Status']}
					/>
					<tbody>
						{list.rows.map((row, index) => (
							<tr key={row.number ?? `unnumbered-${index}`}>
								<th scope="row" className={`${cell} font-mono`}>
									{row.number ? (
										<Link
											to={`/admin/order?number=${row.number}`}
											className="font-semibold text-brand-700 underline"
										>
											{row.number}
										</Link>
									) : (
										'No number'
									)}
								</th>
								<td className={cell}>{row.placedAt}</td>
								<td className={cell}>{row.customer}</td>
								<td className={`${cell} break-all`}>{row.email}</td>
								<td className={cell}>{row.screens}</td>
								<td className={cell}>{row.total}</td>
								<td className={cell}>
									<StatusBadge label={row.statusLabel} flagged={row.flagged} />
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
			<nav aria-label="Pages of orders" className="mt-4 flex items-center gap-4">
				{list.page > 1 ? (
					<Link
						to={pageHref(list.filterQuery, list.page - 1)}
						className="font-medium text-brand-700 underline"
					>
						Previous page
					</Link>
				) : null}
				<span className="text-muted">
					Page {list.page} of {list.pageCount}
				</span>
				{list.page < list.pageCount ? (
					<Link
						to={pageHref(list.filterQuery, list.page + 1)}
						className="font-medium text-brand-700 underline"
					>
						Next page
					</Link>
				) : null}
			</nav>
		</>
	)
}
