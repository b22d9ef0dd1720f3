// The orders model, with order-payments.server.ts and order-changes.server.ts (what happens to an
// order after it is made): every statement that writes orders, their items and their status
// history is in these three files. An order is created in pending_payment with the prices its workflow computed
// (app/workflows/order/priced-orders.server.ts), then moved on by the payment provider's events
// (app/workflows/payments/fulfilment.server.ts) and the back office. Sizes and prices are copied onto the order's items,
// so an order keeps the prices it was paid at whatever the price rule becomes.
import { randomUUID } from 'node:crypto'
import { sql, type Insertable, type Selectable } from 'kysely'
import { TRACKING_STEPS, type OrderStatus } from '#app/domain/order/order-status.ts'
import { orderNumberFromSessionId } from '#app/domain/order/order-number.ts'
import { dialectOf, type DB } from '#db/index.ts'
import { isUniqueViolation } from '#db/unique-violation.ts'
import type { OrderItemTable, OrderStatusHistoryTable, OrderTable } from '#db/schema.ts'

export type Order = Selectable<OrderTable>
export type OrderItem = Selectable<OrderItemTable>
export type OrderStatusEntry = Selectable<OrderStatusHistoryTable>
export type OrderWithItems = Order & { items: OrderItem[] }

/** An order as its workflow priced it (a cart's, a quote's): stored exactly as given. */
export type PricedOrder = Omit<
	Insertable<OrderTable>,
	'id' | 'status' | 'created_at' | 'updated_at'
> & {
	/** Same key while pending = same order (see createPendingOrder); null for none. */
	idempotency_key: string | null
	lines: readonly Omit<Insertable<OrderItemTable>, 'id' | 'order_id' | 'position'>[]
	/** The note of the order's first history entry. */
	note: string | null
}

/** Who moved an order in the back office; the shop's own moves have none. */
export type Actor = { id: string; email: string }

/** Who a history entry names: an admin, or a customer by e-mail alone (id null). */
export type HistoryActor = { id: string | null; email: string | null }
export async function findPendingOrderByKey(db: DB, key: string): Promise<Order | undefined> {
	return (
		db
			.selectFrom('orders')
			.selectAll()
			.where('idempotency_key', '=', key)
			// Written as in the index orders_pending_idempotency: SQLite uses a partial index only when
			// the query names its condition literally (a bound value could be anything).
			.where(sql.ref('status'), '=', sql.lit('pending_payment'))
			.executeTakeFirst()
	)
}

/** A new order (with the item rows just stored), or the pending order that holds the key. */
export type PendingOrderResult =
	{ order: Order; items: OrderItem[]; created: true } | { order: Order; created: false }

/** Order items per INSERT: well under PostgreSQL's 65 535 parameters and SQLite's 32 766. */
const ITEMS_PER_INSERT = 500

/**
 * Stores a priced order in pending_payment with its items and first history entry, or nothing
 * (undefined) when a pending order already holds its idempotency key. Pass a transaction.
 */
export async function insertPricedOrder(
	trx: DB,
	priced: PricedOrder,
	now: Date,
): Promise<{ order: Order; items: OrderItem[] } | undefined> {
	const { lines, note, ...columns } = priced
	if (lines.length === 0) throw new RangeError('An order needs at least one item')
	const at = now.toISOString()
	const orderId = randomUUID()
	const order = await trx
		.insertInto('orders')
		.values({ ...columns, id: orderId, created_at: at, updated_at: at })
		// The target is the partial index orders_pending_idempotency (its predicate written as in
		// the migration, so both databases match the index). A null key never conflicts.
		.onConflict((conflict) =>
			conflict
				.column('idempotency_key')
				.where(sql.ref('status'), '=', sql.lit('pending_payment'))
				.doNothing(),
		)
		.returningAll()
		.executeTakeFirst()
	if (!order) return undefined
	const items: OrderItem[] = []
	for (let start = 0; start < lines.length; start += ITEMS_PER_INSERT) {
		const batch = lines.slice(start, start + ITEMS_PER_INSERT).map((line, offset) => ({
			...line,
			id: randomUUID(),
			order_id: orderId,
			position: start + offset,
		}))
		items.push(...(await trx.insertInto('order_items').values(batch).returningAll().execute()))
	}
	await addStatusHistory(trx, orderId, 'pending_payment', note, now)
	return { order, items: items.sort((a, b) => a.position - b.position) }
}

/**
 * Stores a priced order (insertPricedOrder) in its own transaction, or returns the pending order
 * that already has this idempotency key (created: false). Two concurrent calls with one key make
 * one order: the partial unique index decides (the insert yields to a pending order with the key,
 * waiting for one still being written), and the loser reads the winner's.
 */
export async function createPendingOrder(
	db: DB,
	priced: PricedOrder,
	now = new Date(),
): Promise<PendingOrderResult> {
	// The pending order with this key may be paid or closed between the insert that yielded to it
	// and the read that looks for it: then the next attempt can insert.
	for (let attempt = 0; attempt < 3; attempt++) {
		const created = await db.transaction().execute((trx) => insertPricedOrder(trx, priced, now))
		if (created) return { ...created, created: true }
		const existing = await findPendingOrderByKey(db, priced.idempotency_key!)
		if (existing) return { order: existing, created: false }
	}
	throw new Error('The pending order for this checkout kept changing; try again')
}

export async function addStatusHistory(
	db: DB,
	orderId: string,
	status: OrderStatus,
	note: string | null,
	now: Date,
	actor: HistoryActor | null = null,
): Promise<void> {
	await db
		.insertInto('order_status_history')
		.values({
			id: randomUUID(),
			order_id: orderId,
			status,
			note,
			...(actor ? { actor_id: actor.id, actor_email: actor.email } : {}),
			created_at: now.toISOString(),
		})
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

/**
 * The order, its row locked until the transaction `trx` ends (PostgreSQL: SELECT ... FOR
 * UPDATE). SQLite has no row locks: its transactions here begin IMMEDIATE (db/sqlite-immediate.ts)
 * and so already hold the database's write lock. Pass a transaction.
 */
export async function findOrderForUpdate(trx: DB, id: string): Promise<Order | undefined> {
	const query = trx.selectFrom('orders').selectAll().where('id', '=', id)
	return (dialectOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst()
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

/**
 * The signed-in customer's own paid order with this number (for /account's change and cancel);
 * undefined when it is another customer's, a guest's, unpaid, or unknown.
 */
export async function findOrderOfUser(
	db: DB,
	userId: string,
	number: string,
): Promise<Order | undefined> {
	return db
		.selectFrom('orders')
		.selectAll()
		.where('number', '=', number)
		.where('user_id', '=', userId)
		.where('paid_at', 'is not', null)
		.executeTakeFirst()
}

/**
 * The items of the customer's latest order on the guide (paid, not canceled) other than
 * `orderId`, for the fit check; none when there is no such order.
 */
export async function listLastOrderItems(
	db: DB,
	userId: string,
	orderId: string,
): Promise<OrderItem[]> {
	const last = await db
		.selectFrom('orders')
		.select('id')
		.where('user_id', '=', userId)
		.where('id', '!=', orderId)
		.where('status', 'in', TRACKING_STEPS)
		.orderBy('created_at', 'desc')
		.orderBy('id', 'desc')
		.limit(1)
		.executeTakeFirst()
	return last ? listOrderItems(db, last.id) : []
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
