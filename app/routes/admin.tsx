// /admin: the back office's front page. The dashboard line, the orders list (newest first, paged,
// by status, searched by order number or e-mail) and the CSV export. Admins only (404 otherwise).
import { data } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/admin'
import { adminPageMeta } from '#app/components/admin/admin-page-meta.ts'
import { AdminPage, AdminProblem } from '#app/components/admin/admin-page.tsx'
import { CsvExportForm } from '#app/components/admin/csv-export-form.tsx'
import { DashboardLine, type DashboardView } from '#app/components/admin/dashboard-line.tsx'
import { OrderFilters } from '#app/components/admin/order-filters.tsx'
import { OrdersTable, type OrderPageView } from '#app/components/admin/orders-table.tsx'
import { formatCents } from '#app/domain/common/money.ts'
import {
	ORDER_STATUSES,
	ORDER_STATUS_LABELS,
	orderStatusLabel,
} from '#app/domain/order/order-status.ts'
import { formatShopTime, shopDate } from '#app/domain/calendar/shop-calendar.ts'
import { dashboardFigures, WAITING_STEPS } from '#app/models/admin/dashboard-figures.server.ts'
import { listOrdersForAdmin, type OrderListRow } from '#app/models/order/order-lists.server.ts'
import { adminPageHeaders, requireAdmin } from './admin-guard.server.ts'

export const meta: Route.MetaFunction = (args) =>
	adminPageMeta(args, 'Back Office', 'Orders, inquiries and e-mails of the shop.')

export const headers = adminPageHeaders

const blank = (value: unknown) => (value === '' || value === null ? undefined : value)

const ListQuerySchema = z.object({
	q: z.preprocess(
		blank,
		z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
	),
	status: z.preprocess(
		blank,
		z.enum(ORDER_STATUSES, { error: 'Choose a status from the list.' }).optional(),
	),
	page: z.preprocess(
		blank,
		z.coerce
			.number({ error: 'The page must be a whole number from 1.' })
			.int('The page must be a whole number from 1.')
			.min(1, 'The page must be a whole number from 1.')
			.optional(),
	),
	review: z.preprocess(blank, z.literal('1', { error: 'Unknown review filter.' }).optional()),
})

function rowView(row: OrderListRow) {
	return {
		number: row.number,
		placedAt: formatShopTime(row.paid_at ?? row.created_at),
		customer: row.customer_name ?? '',
		email: row.email ?? '',
		screens: row.screen_count,
		total: formatCents(row.total_cents),
		statusLabel: orderStatusLabel(row.status),
		flagged: row.needs_review === 1,
	}
}

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	const params = new URL(request.url).searchParams
	const now = new Date()
	const figures = await dashboardFigures(context.db, now)
	const dashboard: DashboardView = {
		today: { orders: figures.today.orders, revenue: formatCents(figures.today.revenueCents) },
		week: { orders: figures.week.orders, revenue: formatCents(figures.week.revenueCents) },
		waiting: WAITING_STEPS.map((status) => ({
			status,
			label: ORDER_STATUS_LABELS[status],
			count: figures.waiting[status],
		})),
		flagged: figures.flagged,
		newInquiries: figures.newInquiries,
	}
	const today = shopDate(now)
	const exportRange = { from: `${today.slice(0, 8)}01`, to: today }
	const raw = {
		q: params.get('q'),
		status: params.get('status'),
		page: params.get('page'),
		review: params.get('review'),
	}
	const filters = { q: raw.q ?? '', status: raw.status ?? '', review: raw.review === '1' }
	const parsed = ListQuerySchema.safeParse(raw)
	if (!parsed.success) {
		const problem = parsed.error.issues[0]!.message
		return data({ dashboard, exportRange, filters, problem, list: null }, { status: 400 })
	}
	const { q, status, page, review } = parsed.data
	const result = await listOrdersForAdmin(context.db, {
		search: q,
		status,
		flagged: review === '1',
		page: page ?? 1,
	})
	const filterQuery = new URLSearchParams(
		Object.entries({ q, status, review }).filter((entry): entry is [string, string] =>
			Boolean(entry[1]),
		),
	).toString()
	const list: OrderPageView = {
		rows: result.orders.map(rowView),
		total: result.total,
		page: result.page,
		pageCount: result.pageCount,
		filterQuery,
	}
	return data({ dashboard, exportRange, filters, problem: null, list })
}

// Nothing is posted to /admin; the guard still answers everyone else 404 here.
export async function action({ request, context }: Route.ActionArgs) {
	await requireAdmin(request, context)
	throw data('Method Not Allowed', { status: 405 })
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
	const { dashboard, exportRange, filters, problem, list } = loaderData
	return (
		<AdminPage title="Back Office">
			<DashboardLine figures={dashboard} />
			<section aria-labelledby="orders-title" className="mt-10">
				<h2 id="orders-title" className="text-xl font-bold text-ink">
					Orders
				</h2>
				<OrderFilters key={JSON.stringify(filters)} values={filters} />
				{problem ? <AdminProblem message={problem} /> : null}
				{list ? <OrdersTable list={list} /> : null}
			</section>
			<CsvExportForm from={exportRange.from} to={exportRange.to} />
		</AdminPage>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
