// /admin/orders.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the paid orders of those shop days as a CSV
// download, one row per order, safe to open in a spreadsheet. Admins only (404 otherwise).
import type { Route } from './+types/admin.orders[.]csv'
import { ordersCsv } from '#app/domain/order/order-csv.ts'
import { daysBetween, isCalendarDate } from '#app/domain/calendar/shop-calendar.ts'
import { listOrdersForExport } from '#app/models/order/order-lists.server.ts'
import { adminHeaders, requireAdmin } from './admin-guard.server.ts'

/** One export covers at most this many days. */
const MAX_EXPORT_DAYS = 366

function badRequest(message: string): Response {
	return new Response(message, {
		status: 400,
		headers: { 'Content-Type': 'text/plain; charset=utf-8', ...adminHeaders() },
	})
}

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	const params = new URL(request.url).searchParams
	const from = params.get('from') ?? ''
	const to = params.get('to') ?? ''
	if (!isCalendarDate(from) || !isCalendarDate(to)) {
		return badRequest('Give the dates as from=YYYY-MM-DD and to=YYYY-MM-DD.')
	}
	if (from > to) return badRequest('The "from" date must not be after the "to" date.')
	if (daysBetween(from, to) >= MAX_EXPORT_DAYS) {
		return badRequest(`Export at most ${MAX_EXPORT_DAYS} days at a time.`)
	}
	const orders = await listOrdersForExport(context.db, { from, to })
	// The byte order mark makes Excel read the file as UTF-8 (names with accents).
	return new Response(`\uFEFF${ordersCsv(orders)}`, {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="orders-${from}-to-${to}.csv"`,
			...adminHeaders(),
		},
	})
}

// Nothing is posted here; the guard still answers everyone else 404.
export async function action({ request, context }: Route.ActionArgs) {
	await requireAdmin(request, context)
	return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'GET' } })
}
