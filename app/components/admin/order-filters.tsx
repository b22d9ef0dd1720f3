import { Form, Link } from 'react-router'
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '#app/domain/order/order-status.ts'
import { AdminButton } from './admin-page.tsx'

export type OrderFilterValues = { q: string; status: string; review: boolean }

/** Search and status filter of the orders list (a GET form: the URL keeps the filter). */
export function OrderFilters({ values }: { values: OrderFilterValues }) {
	return (
		<Form
			method="get"
			action="/admin"
			role="search"
			aria-label="Find orders"
			className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
		>
			<div>
				<label htmlFor="orders-q" className="font-medium text-ink">
					Order number or e-mail
				</label>
				<input
					id="orders-q"
					name="q"
					type="search"
					maxLength={100}
					defaultValue={values.q}
					className="input-look"
				/>
			</div>
			<div>
				<label htmlFor="orders-status" className="font-medium text-ink">
					Status
				</label>
				<select
					id="orders-status"
					name="status"
					defaultValue={values.status}
					className="input-look"
				>
					<option value="">All paid orders</option>
					{ORDER_STATUSES.map((status) => (
						<option key={status} value={status}>
							{ORDER_STATUS_LABELS[status]}
						</option>
					))}
				</select>
			</div>
			<div className="flex flex-wrap items-center gap-3">
				<label className="flex items-center gap-2 text-ink">
					<input
						type="checkbox"
						name="review"
						value="1"
						defaultChecked={values.review}
						className="size-5 accent-brand-700"
					/>
					Needs review only
				</label>
				<AdminButton type="submit" secondary>
					Show Orders
				</AdminButton>
				<Link to="/admin" className="font-medium text-brand-700 underline">
					Clear
				</Link>
			</div>
		</Form>
	)
}
