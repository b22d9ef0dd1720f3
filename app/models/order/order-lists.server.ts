// The back office's reads of orders: the list (newest first, paged, by status, searched by order
// number or e-mail), one order with its items and history, and the paid orders of a date range
// for export. The orders themselves are created and moved on in orders.server.ts and
// order-changes.server.ts.
import { sql } from 'kysely'
import type { ExportedOrder } from '#app/domain/order/order-csv.ts'
import type { OrderStatus } from '#app/domain/order/order-status.ts'
import { shopDaysRange } from '#app/domain/calendar/shop-calendar.ts'
import type { DB } from '#db/index.ts'
import {
	listItemsOfOrders,
	listOrderItems,
	type OrderStatusEntry,
	type OrderWithItems,
} from './orders.server.ts'

export const ADMIN_PAGE_SIZE = 25

export type OrderListQuery = {
	/** One status; without it, every paid order (whatever its status). */
	status?: OrderStatus
	/** Part of an order number or an e-mail address, any case. */
	search?: string
	/** Only orders flagged for review (e.g. paid after they expired). */
	flagged?: boolean
	/** 1-based. */
	page: number
	pageSize?: number
}

export type OrderListRow = {
	id: string
	number: string | null
	status: string
	email: string | null
	customer_name: string | null
	screen_count: number
	total_cents: number
	created_at: string
	paid_at: string | null
	needs_review: number
}

export type OrderListPage = {
	orders: OrderListRow[]
	total: number
	page: number
	pageCount: number
}

// LIKE treats % and _ as wildcards; a search for "a_b" means those characters.
function containsPattern(search: string): string {
	return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

function filtered(db: DB, query: OrderListQuery) {
	let select = db.selectFrom('orders')
	select = query.status
		? select.where('status', '=', query.status)
		: select.where('paid_at', 'is not', null)
	if (query.flagged) select = select.where('needs_review', '=', 1)
	const search = query.search?.trim().replace(/^#/, '')
	if (search) {
		const pattern = containsPattern(search)
		select = select.where((eb) =>
			eb.or([
				eb(sql<string>`lower(number)`, 'like', sql<string>`${pattern} escape '\\'`),
				eb(sql<string>`lower(email)`, 'like', sql<string>`${pattern} escape '\\'`),
			]),
		)
	}
	return select
}

/** One page of orders, newest first. A page past the end answers the last page. */
export async function listOrdersForAdmin(db: DB, query: OrderListQuery): Promise<OrderListPage> {
	const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE
	const { count } = await filtered(db, query)
		.select((eb) => eb.fn.countAll<number | string>().as('count'))
		.executeTakeFirstOrThrow()
	const total = Number(count)
	const pageCount = Math.max(1, Math.ceil(total / pageSize))
	const page = Math.min(Math.max(1, query.page), pageCount)
	const orders = await filtered(db, query)
		.select([
			'id',
			'number',
			'status',
			'email',
			'customer_name',
			'screen_count',
			'total_cents',
			'created_at',
			'paid_at',
			'needs_review',
		])
		.orderBy('created_at', 'desc')
		.orderBy('id', 'desc')
		.limit(pageSize)
		.offset((page - 1) * pageSize)
		.execute()
	return { orders, total, page, pageCount }
}

export type AdminOrderView = OrderWithItems & { history: OrderStatusEntry[] }

/** The order with this number, with its items and its status history (oldest first). */
export async function findOrderForAdmin(
	db: DB,
	number: string,
): Promise<AdminOrderView | undefined> {
	const order = await db
		.selectFrom('orders')
		.selectAll()
		.where('number', '=', number)
		.executeTakeFirst()
	if (!order) return undefined
	const [items, history] = await Promise.all([
		listOrderItems(db, order.id),
		db
			.selectFrom('order_status_history')
			.selectAll()
			.where('order_id', '=', order.id)
			.orderBy('created_at')
			.orderBy('id')
			.execute(),
	])
	return { ...order, items, history }
}

/** Paid orders of the shop days `from` to `to` (YYYY-MM-DD, both included), oldest first. */
export async function listOrdersForExport(
	db: DB,
	range: { from: string; to: string },
): Promise<ExportedOrder[]> {
	const { start, end } = shopDaysRange(range.from, range.to)
	const orders = await db
		.selectFrom('orders')
		.select([
			'id',
			'number',
			'paid_at',
			'created_at',
			'status',
			'customer_name',
			'email',
			'screen_count',
			'subtotal_cents',
			'discount_cents',
			'tax_cents',
			'shipping_method',
			'shipping_cents',
			'total_cents',
			'amount_paid_cents',
			'refunded_cents',
			'carrier',
			'tracking_number',
		])
		.where('paid_at', '>=', start)
		.where('paid_at', '<', end)
		.orderBy('paid_at')
		.orderBy('id')
		.execute()
	const labels = new Map<string, string[]>()
	for (const item of await listItemsOfOrders(
		db,
		orders.map((order) => order.id),
	)) {
		if (item.label) labels.set(item.order_id, [...(labels.get(item.order_id) ?? []), item.label])
	}
	return orders.map(({ id, ...order }) => ({
		...order,
		screen_labels: (labels.get(id) ?? []).join('; '),
	}))
}
