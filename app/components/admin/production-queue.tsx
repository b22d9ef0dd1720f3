import { Form, Link } from 'react-router'
import { AdminButton, AdminProblem } from './admin-page.tsx'
import { StatusBadge, WarningBadge } from './status-badge.tsx'
import { adminCellClass as cell, adminTableClass, ColumnHeadings } from './admin-table.tsx'
import { FIT_CHECK_ADMIN } from '#app/content/words/fit-check-admin.ts'

export type ProductionRowView = {
	id: string
	number: string
	status: string
	statusLabel: string
	customer: string
	screens: number
	shipping: string
	shipBy: string
	flag: 'late' | 'due_today' | null
	/** Held by its fit check: shown, not counted, not movable here. */
	held: boolean
	/** The stage a bulk move takes it to, in words; null when it cannot be moved here. */
	nextLabel: string | null
}

export type ProductionView = {
	rows: ProductionRowView[]
	counts: {
		total: number
		late: number
		dueToday: number
		byStep: { label: string; count: number }[]
		/** Held by their fit check: in none of the counts above. */
		held: number
	}
}

function Flag({ flag }: { flag: ProductionRowView['flag'] }) {
	if (flag === 'late') {
		return (
			<span className="rounded-full bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800">
				Late
			</span>
		)
	}
	if (flag === 'due_today') {
		return <WarningBadge>Due today</WarningBadge>
	}
	return null
}

/** The production queue by ship-by date, with boxes to move several orders one stage on. */
export function ProductionQueue({ view, problem }: { view: ProductionView; problem?: string }) {
	const { rows, counts } = view
	return (
		<>
			<ul aria-label="Queue counts" className="mt-6 flex flex-wrap gap-3">
				<li className="rounded-md bg-gray-100 px-3 py-2">
					<strong>{counts.total}</strong> in the queue
				</li>
				<li className="rounded-md bg-red-50 px-3 py-2 text-red-800">
					<strong>{counts.late}</strong> late
				</li>
				<li className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
					<strong>{counts.dueToday}</strong> due today
				</li>
				{counts.byStep.map((step) => (
					<li key={step.label} className="rounded-md bg-gray-100 px-3 py-2">
						{step.label}: <strong>{step.count}</strong>
					</li>
				))}
				{counts.held ? (
					<li className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
						<strong>{counts.held}</strong> {FIT_CHECK_ADMIN.queueCount}
					</li>
				) : null}
			</ul>
			{problem ? <AdminProblem message={problem} /> : null}
			{rows.length === 0 ? (
				<p className="mt-6 text-muted">No orders waiting for production.</p>
			) : (
				<Form method="post" className="mt-6">
					<div className="overflow-x-auto">
						<table className={adminTableClass}>
							<caption className="mb-2 text-left text-muted">
								Orders to make, earliest ship-by date first
							</caption>
							<ColumnHeadings
								names={[
									'Select',
									'Order',
									'Ship by',
									'Status',
									'Customer',
									'Screens',
									'Shipping',
									'Print',
								]}
							/>
							<tbody>
								{rows.map((row) => (
									<tr key={row.id} data-order={row.number}>
										<td className={cell}>
											{row.nextLabel ? (
												<input
													type="checkbox"
													name="order"
													value={`${row.id}|${row.status}`}
													id={`select-${row.id}`}
													aria-label={`Select order ${row.number} (to ${row.nextLabel})`}
													className="size-5"
												/>
											) : null}
										</td>
										<th scope="row" className={`${cell} font-mono`}>
											<Link to={`/admin/order?number=${row.number}`} className="text-link">
												{row.number}
											</Link>
										</th>
										<td className={cell}>
											<span className="inline-flex flex-wrap items-center gap-1">
												{row.shipBy} <Flag flag={row.flag} />
											</span>
										</td>
										<td className={cell}>
											<span className="inline-flex flex-wrap items-center gap-1">
												<StatusBadge label={row.statusLabel} />
												{row.held ? (
													<WarningBadge>{FIT_CHECK_ADMIN.queueBadge}</WarningBadge>
												) : null}
											</span>
										</td>
										<td className={cell}>{row.customer}</td>
										<td className={cell}>{row.screens}</td>
										<td className={cell}>{row.shipping}</td>
										<td className={cell}>
											<Link
												to={`/admin/work-order?number=${row.number}`}
												className="text-link"
												aria-label={`Work order ${row.number}`}
											>
												Work order
											</Link>{' '}
											<Link
												to={`/admin/packing-slip?number=${row.number}`}
												className="text-link"
												aria-label={`Packing slip ${row.number}`}
											>
												Packing slip
											</Link>
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
					<AdminButton type="submit" className="mt-4">
						Move selected one stage forward
					</AdminButton>
				</Form>
			)}
		</>
	)
}
