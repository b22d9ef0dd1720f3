// Orders: created in pending_payment with the prices the server computed, then moved on by the
// payment provider's events (app/workflows/fulfilment.server.ts). Sizes and prices are copied onto the
// order's items, so an order keeps the prices it was paid at whatever the price rule becomes.
import { randomUUID } from 'node:crypto'
import { sql, type ExpressionBuilder, type Selectable } from 'kysely'
import { PRODUCT } from '#app/content/shop-facts.ts'
import { cartItemToConfig, type CartItem } from '#app/domain/cart-item.ts'
import { cartTotals } from '#app/domain/cart-totals.ts'
import { orderNumberFromSessionId } from '#app/domain/order-number.ts'
import type { ExportedOrder } from '#app/domain/order-csv.ts'
import type { OrderStatus } from '#app/domain/order-status.ts'
import { lineTotalCents, unitPriceCents } from '#app/domain/pricing.ts'
import { shopDaysRange } from '#app/domain/shop-calendar.ts'
import { orderTotals, type ShippingMethod } from '#app/domain/shipping.ts'
import type { DB } from '#db/index.ts'
import type { Database, OrderItemTable, OrderStatusHistoryTable, OrderTable } from '#db/schema.ts'

export type Order = Selectable<OrderTable>
export type OrderItem = Selectable<OrderItemTable>
export type OrderStatusEntry = Selectable<OrderStatusHistoryTable>
export type OrderWithItems = Order & { items: OrderItem[] }

export type NewOrder = {
	/** Validated cart items; the server prices them from their sizes. */
	items: readonly Omit<CartItem, 'price'>[]
	/** Priced by the server from the subtotal (app/domain/shipping.ts). */
	shippingMethod: ShippingMethod
	userId: string | null
	email: string | null
	provider: string
	/** Same key while pending = same order (see createPendingOrder). */
	idempotencyKey: string | null
}

/** True for a unique-constraint violation on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
	const code = (error as { code?: unknown } | null)?.code
	return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

export async function findPendingOrderByKey(db: DB, key: string): Promise<Order | undefined> {
	return db
		.selectFrom('orders')
		.selectAll()
		.where('idempotency_key', '=', key)
		.where('status', '=', 'pending_payment')
		.executeTakeFirst()
}

/**
 * Creates an order in pending_payment with its items, totals and first history entry, or returns
 * the pending order that already has this idempotency key (created: false). Two concurrent calls
 * with one key make one order: the partial unique index decides, the loser reads the winner's.
 */
export async function createPendingOrder(
	db: DB,
	input: NewOrder,
	now = new Date(),
): Promise<{ order: Order; created: boolean }> {
	if (input.items.length === 0) throw new RangeError('An order needs at least one item')
	if (input.idempotencyKey) {
		const existing = await findPendingOrderByKey(db, input.idempotencyKey)
		if (existing) return { order: existing, created: false }
	}
	const configs = input.items.map(cartItemToConfig)
	const totals = orderTotals(cartTotals(configs), input.shippingMethod)
	const at = now.toISOString()
	const orderId = randomUUID()
	try {
		const order = await db.transaction().execute(async (trx) => {
			const order = await trx
				.insertInto('orders')
				.values({
					id: orderId,
					user_id: input.userId,
					email: input.email,
					screen_count: totals.quantity,
					subtotal_cents: totals.subtotalCents,
					tax_cents: totals.taxCents,
					shipping_method: totals.shippingMethod,
					shipping_cents: totals.shippingCents,
					total_cents: totals.totalCents,
					provider: input.provider,
					idempotency_key: input.idempotencyKey,
					created_at: at,
					updated_at: at,
				})
				.returningAll()
				.executeTakeFirstOrThrow()
			await trx
				.insertInto('order_items')
				.values(
					configs.map((config, position) => ({
						id: randomUUID(),
						order_id: orderId,
						position,
						description: PRODUCT.cartItemName,
						width: config.width,
						width_sixteenths: config.widthSixteenths,
						height: config.height,
						height_sixteenths: config.heightSixteenths,
						quantity: config.quantity,
						unit_price_cents: unitPriceCents(config),
						line_total_cents: lineTotalCents(config),
						label: input.items[position]?.label || null,
					})),
				)
				.execute()
			await addStatusHistory(trx, orderId, 'pending_payment', null, now)
			return order
		})
		return { order, created: true }
	} catch (error) {
		if (!input.idempotencyKey || !isUniqueViolation(error)) throw error
		const existing = await findPendingOrderByKey(db, input.idempotencyKey)
		if (!existing) throw error
		return { order: existing, created: false }
	}
}

export async function addStatusHistory(
	db: DB,
	orderId: string,
	status: OrderStatus,
	note: string | null,
	now: Date,
): Promise<void> {
	await db
		.insertInto('order_status_history')
		.values({ id: randomUUID(), order_id: orderId, status, note, created_at: now.toISOString() })
		.execute()
}

/**
 * Records the provider's session on a pending order; its order number comes from the session id.
 * 'number_taken' when another order already has that number (the caller makes a new session).
 */
export async function attachCheckoutSession(
	db: DB,
	orderId: string,
	session: { id: string; url: string; expiresAt: Date },
	now = new Date(),
): Promise<'attached' | 'number_taken' | 'not_pending'> {
	try {
		const result = await db
			.updateTable('orders')
			.set({
				number: orderNumberFromSessionId(session.id),
				provider_session_id: session.id,
				checkout_url: session.url,
				session_expires_at: session.expiresAt.toISOString(),
				updated_at: now.toISOString(),
			})
			.where('id', '=', orderId)
			.where('status', '=', 'pending_payment')
			.executeTakeFirst()
		return result.numUpdatedRows > 0n ? 'attached' : 'not_pending'
	} catch (error) {
		if (isUniqueViolation(error)) return 'number_taken'
		throw error
	}
}

/** Moves a pending order to canceled (e.g. no payment session could be made). */
export async function cancelPendingOrder(
	db: DB,
	orderId: string,
	note: string,
	now = new Date(),
): Promise<boolean> {
	return db.transaction().execute(async (trx) => {
		const result = await trx
			.updateTable('orders')
			.set({ status: 'canceled', updated_at: now.toISOString() })
			.where('id', '=', orderId)
			.where('status', '=', 'pending_payment')
			.executeTakeFirst()
		if (result.numUpdatedRows === 0n) return false
		await addStatusHistory(trx, orderId, 'canceled', note, now)
		return true
	})
}

export async function findOrder(db: DB, id: string): Promise<Order | undefined> {
	return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findOrderBySessionId(db: DB, sessionId: string): Promise<Order | undefined> {
	return db
		.selectFrom('orders')
		.selectAll()
		.where('provider_session_id', '=', sessionId)
		.executeTakeFirst()
}

export async function listOrderItems(db: DB, orderId: string): Promise<OrderItem[]> {
	return db
		.selectFrom('order_items')
		.selectAll()
		.where('order_id', '=', orderId)
		.orderBy('position')
		.execute()
}

export async function listStatusHistory(db: DB, orderId: string): Promise<OrderStatusEntry[]> {
	return db
		.selectFrom('order_status_history')
		.selectAll()
		.where('order_id', '=', orderId)
		.orderBy('created_at')
		.orderBy('id')
		.execute()
}

export async function withItems(db: DB, order: Order): Promise<OrderWithItems> {
	return { ...order, items: await listOrderItems(db, order.id) }
}

/**
 * The paid order with this number and e-mail (case-insensitive), with its items and history, for
 * /track-order. Undefined for any mismatch, so the page cannot tell which half was wrong.
 */
export async function findOrderForTracking(
	db: DB,
	number: string,
	email: string,
): Promise<(OrderWithItems & { history: OrderStatusEntry[] }) | undefined> {
	const order = await db
		.selectFrom('orders')
		.selectAll()
		.where('number', '=', number)
		.where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
		.where('paid_at', 'is not', null)
		.executeTakeFirst()
	if (!order) return undefined
	return {
		...(await withItems(db, order)),
		history: await listStatusHistory(db, order.id),
	}
}

/** A signed-in customer's orders that were paid, newest first (for /account). */
export async function listOrdersForUser(db: DB, userId: string, limit = 50): Promise<Order[]> {
	return db
		.selectFrom('orders')
		.selectAll()
		.where('user_id', '=', userId)
		.where('paid_at', 'is not', null)
		.orderBy('created_at', 'desc')
		.limit(limit)
		.execute()
}

/** The items of several orders in one query, by order then position (for /account's Order again). */
export async function listItemsOfOrders(db: DB, orderIds: readonly string[]): Promise<OrderItem[]> {
	if (orderIds.length === 0) return []
	return db
		.selectFrom('order_items')
		.selectAll()
		.where('order_id', 'in', [...orderIds])
		.orderBy('order_id')
		.orderBy('position')
		.execute()
}

/** Pending orders whose payment session ended before `before` (for the expiry sweep). */
export async function listStalePendingOrders(db: DB, before: Date, limit = 100): Promise<Order[]> {
	return db
		.selectFrom('orders')
		.selectAll()
		.where('status', '=', 'pending_payment')
		.where('session_expires_at', '<', before.toISOString())
		.orderBy('session_expires_at')
		.limit(limit)
		.execute()
}

/**
 * Deletes up to `limit` orders that were never paid and closed before `before` (expired or
 * canceled, nothing for the shop to look at), with their lines, history, payment events and test
 * sessions. One statement picks and deletes the orders and re-checks each row as it goes, so a
 * second instance running the same cleanup, or a payment recorded meanwhile, is safe.
 */
export async function deleteAbandonedOrders(db: DB, before: Date, limit = 500): Promise<number> {
	const abandoned = (eb: ExpressionBuilder<Database, 'orders'>) =>
		eb.and([
			eb('status', 'in', ['expired', 'canceled']),
			eb('paid_at', 'is', null),
			eb('needs_review', '=', 0),
			eb('updated_at', '<', before.toISOString()),
		])
	return db.transaction().execute(async (trx) => {
		const picked = trx.selectFrom('orders').select('id').where(abandoned).limit(limit)
		const deleted = await trx
			.deleteFrom('orders')
			.where('id', 'in', picked)
			.where(abandoned)
			.returning('id')
			.execute()
		const ids = deleted.map((row) => row.id)
		if (ids.length === 0) return 0
		await trx.deleteFrom('order_items').where('order_id', 'in', ids).execute()
		await trx.deleteFrom('order_status_history').where('order_id', 'in', ids).execute()
		await trx.deleteFrom('payment_events').where('order_id', 'in', ids).execute()
		await trx.deleteFrom('test_payment_sessions').where('order_id', 'in', ids).execute()
		return ids.length
	})
}

/** Pending orders that never got a session (the process stopped mid-way), older than `before`. */
export async function listOrphanPendingOrders(db: DB, before: Date, limit = 100): Promise<Order[]> {
	return db
		.selectFrom('orders')
		.selectAll()
		.where('status', '=', 'pending_payment')
		.where('provider_session_id', 'is', null)
		.where('created_at', '<', before.toISOString())
		.limit(limit)
		.execute()
}

// The back office's orders: the list (newest first, paged, by status, searched by order number or
// e-mail), one order with its items and history, and the paid orders of a date range for export.

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
			'tax_cents',
			'shipping_method',
			'shipping_cents',
			'total_cents',
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
