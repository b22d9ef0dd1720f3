import { Link } from 'react-router'

export type DashboardView = {
	today: { orders: number; revenue: string }
	week: { orders: number; revenue: string }
	waiting: { status: string; label: string; count: number }[]
	flagged: number
	newInquiries: number
}

function Figure({ label, value }: { label: string; value: string }) {
	return (
		<div className="rounded-lg border border-gray-200 px-4 py-3">
			<dt className="text-sm text-muted">{label}</dt>
			<dd className="text-lg font-semibold text-ink">{value}</dd>
		</div>
	)
}

const orders = (count: number) => `${count} order${count === 1 ? '' : 's'}`

/** Orders and revenue today and this week, and how many orders wait at each step. */
export function DashboardLine({ figures }: { figures: DashboardView }) {
	return (
		<section aria-labelledby="dashboard-title" className="mt-6">
			<h2 id="dashboard-title" className="sr-only">
				At a glance
			</h2>
			<dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
				<Figure label="Today" value={`${orders(figures.today.orders)}, ${figures.today.revenue}`} />
				<Figure
					label="This week (since Monday)"
					value={`${orders(figures.week.orders)}, ${figures.week.revenue}`}
				/>
				{figures.waiting.map((step) => (
					<Figure key={step.status} label={`Waiting: ${step.label}`} value={String(step.count)} />
				))}
			</dl>
			<p className="mt-3 text-muted">
				{figures.flagged ? (
					<Link to="/admin?review=1" className="font-medium text-amber-900 underline">
						{orders(figures.flagged)} flagged for review
					</Link>
				) : (
					'No orders flagged for review.'
				)}{' '}
				·{' '}
				<Link to="/admin/inbox" className="font-medium text-brand-700 underline">
					{figures.newInquiries} new inquir{figures.newInquiries === 1 ? 'y' : 'ies'}
				</Link>
			</p>
		</section>
	)
}
