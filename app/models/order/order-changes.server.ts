// What happens to an order after it is made (the rest of the orders model, orders.server.ts; its
// payments and refunded cents: order-payments.server.ts): the back office's moves along the guide,
// cancels, changes to its lines and address, and the sweep's deletes. Each change is a conditional
// update on the state the caller saw, with its history entry; the workflows decide.
import type { ExpressionBuilder } from 'kysely'
import type { OrderStatus } from '#app/domain/order/order-status.ts'
import type { DB } from '#db/index.ts'
import type { PricedScreenLineColumns } from '#db/priced-screen-line.ts'
import type { Database, ShippingAddressColumns } from '#db/schema.ts'
import { addStatusHistory, type Actor, type HistoryActor, type Order } from './orders.server.ts'

/**
 * Moves an order from the status `from` to `to` (with the shipment when given) and adds the
 * history entry with who moved it; undefined when the order is not in `from` (or not there), or
 * when it would go into production while its fit check holds it (orders.fit_hold).
 */
export async function moveOrderStatus(
	db: DB,
	move: {
		orderId: string
		from: OrderStatus
		to: OrderStatus
		shipment?: { carrier: string; trackingNumber: string }
		note: string | null
		actor: Actor
	},
	now: Date,
): Promise<Order | undefined> {
	const { shipment } = move
	const order = await db
		.updateTable('orders')
		.set({
			status: move.to,
			updated_at: now.toISOString(),
			...(shipment ? { carrier: shipment.carrier, tracking_number: shipment.trackingNumber } : {}),
		})
		.where('id', '=', move.orderId)
		.where('status', '=', move.from)
		.$if(move.to === 'in_production', (query) => query.where('fit_hold', '=', 0))
		.returningAll()
		.executeTakeFirst()
	if (order) await addStatusHistory(db, order.id, move.to, move.note, now, move.actor)
	return order
}

/**
 * Deletes up to `limit` orders that were never paid and closed before `before` (expired or
 * canceled, nothing for the shop to look at), with their items and history; answers their ids.
 * One statement picks and deletes the orders and re-checks each row as it goes, so a second
 * instance running the same cleanup, or a payment recorded meanwhile, is safe. Pass a
 * transaction (the sweep deletes the orders' other rows in it).
 */
export async function deleteAbandonedOrders(
	trx: DB,
	before: Date,
	limit: number,
): Promise<string[]> {
	const abandoned = (eb: ExpressionBuilder<Database, 'orders'>) =>
		eb.and([
			eb('status', 'in', ['expired', 'canceled']),
			eb('paid_at', 'is', null),
			eb('needs_review', '=', 0),
			eb('updated_at', '<', before.toISOString()),
		])
	const picked = trx.selectFrom('orders').select('id').where(abandoned).limit(limit)
	const deleted = await trx
		.deleteFrom('orders')
		.where('id', 'in', picked)
		.where(abandoned)
		.returning('id')
		.execute()
	const ids = deleted.map((row) => row.id)
	if (ids.length === 0) return ids
	await trx.deleteFrom('order_items').where('order_id', 'in', ids).execute()
	await trx.deleteFrom('order_status_history').where('order_id', 'in', ids).execute()
	return ids
}

/**
 * Cancels a paid order that is still in `from` (the status its caller saw under the row lock):
 * status canceled and the history entry with who did it; undefined when it moved meanwhile.
 */
export async function cancelPaidOrder(
	db: DB,
	cancel: { orderId: string; from: OrderStatus; note: string | null; actor: HistoryActor },
	now: Date,
): Promise<Order | undefined> {
	const order = await db
		.updateTable('orders')
		.set({ status: 'canceled', updated_at: now.toISOString() })
		.where('id', '=', cancel.orderId)
		.where('status', '=', cancel.from)
		.returningAll()
		.executeTakeFirst()
	if (order) await addStatusHistory(db, order.id, 'canceled', cancel.note, now, cancel.actor)
	return order
}

/** Adds a history entry that leaves the order's status as it is (e.g. a refund), with who. */
export async function noteOrderHistory(
	db: DB,
	order: Pick<Order, 'id' | 'status'>,
	note: string,
	actor: HistoryActor | null,
	now: Date,
): Promise<void> {
	await addStatusHistory(db, order.id, order.status as OrderStatus, note, now, actor)
}

/** A line of the order as a change leaves it: the order_items row it rewrites, by id. */
export type RewrittenLine = PricedScreenLineColumns & { itemId: string; label: string | null }

export type OrderRewrite = {
	lines: readonly RewrittenLine[]
	removedItemIds: readonly string[]
	totals: Pick<
		Order,
		| 'screen_count'
		| 'subtotal_cents'
		| 'discount_cents'
		| 'tax_cents'
		| 'shipping_cents'
		| 'total_cents'
	>
	/** The new ship-to columns, when the address changes. */
	shipTo: ShippingAddressColumns | null
	/** Added to amount_paid_cents (a change's paid difference); 0 when nothing was paid. */
	paidCents: number
	note: string
	/** Who changed it: the owner, or the customer (by e-mail, id when signed in). */
	actor: HistoryActor
}

/**
 * Rewrites a paid order's lines, totals and address as a change leaves them, with a history entry
 * under its current status. Pass a transaction that holds the order (findOrderForUpdate).
 */
export async function rewriteOrder(
	trx: DB,
	order: Pick<Order, 'id' | 'status'>,
	rewrite: OrderRewrite,
	now: Date,
): Promise<Order> {
	if (rewrite.removedItemIds.length > 0) {
		await trx
			.deleteFrom('order_items')
			.where('order_id', '=', order.id)
			.where('id', 'in', [...rewrite.removedItemIds])
			.execute()
	}
	// Each line keeps its position (a removed line leaves a gap; lines are read by position).
	for (const line of rewrite.lines) {
		const { itemId, ...columns } = line
		await trx
			.updateTable('order_items')
			.set(columns)
			.where('id', '=', itemId)
			.where('order_id', '=', order.id)
			.execute()
	}
	const updated = await trx
		.updateTable('orders')
		.set((eb) => ({
			...rewrite.totals,
			...(rewrite.shipTo ?? {}),
			...(rewrite.paidCents !== 0
				? { amount_paid_cents: eb('amount_paid_cents', '+', rewrite.paidCents) }
				: {}),
			updated_at: now.toISOString(),
		}))
		.where('id', '=', order.id)
		.returningAll()
		.executeTakeFirstOrThrow()
	await addStatusHistory(
		trx,
		order.id,
		order.status as OrderStatus,
		rewrite.note,
		now,
		rewrite.actor,
	)
	return updated
}

/** Flags an order for the shop to look at (e.g. a change paid after it was replaced). */
export async function flagOrderForReview(
	trx: DB,
	order: Pick<Order, 'id' | 'status'>,
	reason: string,
	now: Date,
): Promise<void> {
	await trx
		.updateTable('orders')
		.set({ needs_review: 1, review_reason: reason, updated_at: now.toISOString() })
		.where('id', '=', order.id)
		.execute()
	await addStatusHistory(trx, order.id, order.status as OrderStatus, reason, now)
}
