// The money of an order after it is made (the rest of the orders model, orders.server.ts and
// order-changes.server.ts): the payment that makes it received, a payment that comes after it
// closed, the end of its payment session, and what refunds take from it and give back. Each change
// is a conditional update on the state the caller saw, with its history entry; the workflows decide.
import { sql } from 'kysely'
import type { OrderStatus } from '#app/domain/order/order-status.ts'
import type { DB } from '#db/index.ts'
import type { ShippingAddressColumns } from '#db/schema.ts'
import { addStatusHistory, type Order } from './orders.server.ts'

/** What a payment tells of its order: who paid, where to ship, the money received, when. */
export type OrderPayment = ShippingAddressColumns &
	Pick<
		Order,
		| 'email'
		| 'customer_name'
		| 'customer_phone'
		| 'special_instructions'
		| 'amount_paid_cents'
		| 'payment_reference'
		| 'paid_at'
		| 'updated_at'
	>

/**
 * Moves a pending order to received with its payment, ship-by day and, when given, a reason for
 * the shop to review it; adds the history entry. Undefined when the order was not pending.
 */
export async function markOrderPaid(
	db: DB,
	orderId: string,
	paid: { payment: OrderPayment; shipBy: string; reviewReason: string | null },
	now: Date,
): Promise<Order | undefined> {
	const received = await db
		.updateTable('orders')
		.set({
			...paid.payment,
			status: 'received',
			ship_by: paid.shipBy,
			...(paid.reviewReason ? { needs_review: 1, review_reason: paid.reviewReason } : {}),
		})
		.where('id', '=', orderId)
		.where('status', '=', 'pending_payment')
		.returningAll()
		.executeTakeFirst()
	if (received) await addStatusHistory(db, orderId, 'received', null, now)
	return received
}

/**
 * Keeps a payment that came after its order closed (status unchanged), flagged for review, once:
 * undefined when the order already holds a payment. The history entry names the order's status.
 */
export async function recordLatePayment(
	db: DB,
	order: Pick<Order, 'id' | 'status'>,
	late: { payment: OrderPayment; reviewReason: string; note: string },
	now: Date,
): Promise<Order | undefined> {
	const recorded = await db
		.updateTable('orders')
		.set({ ...late.payment, needs_review: 1, review_reason: late.reviewReason })
		.where('id', '=', order.id)
		.where('paid_at', 'is', null)
		.returningAll()
		.executeTakeFirst()
	if (recorded) await addStatusHistory(db, order.id, order.status as OrderStatus, late.note, now)
	return recorded
}

/** Expires a pending order whose current session is `sessionId`; false when it was not that. */
export async function markOrderExpired(
	db: DB,
	orderId: string,
	sessionId: string,
	note: string,
	now: Date,
): Promise<boolean> {
	const expired = await db
		.updateTable('orders')
		.set({ status: 'expired', updated_at: now.toISOString() })
		.where('id', '=', orderId)
		.where('status', '=', 'pending_payment')
		.where('provider_session_id', '=', sessionId)
		.executeTakeFirst()
	if (expired.numUpdatedRows === 0n) return false
	await addStatusHistory(db, orderId, 'expired', note, now)
	return true
}

/**
 * Adds `amountCents` to the order's refunded_cents, only while what was paid still covers it
 * (amount_paid_cents - refunded_cents >= amountCents): the order after, or undefined when the
 * order is unpaid or too little is left. The condition holds in the statement itself, so two
 * refunds at once can never take more than was paid.
 */
export async function addRefundedCents(
	db: DB,
	orderId: string,
	amountCents: number,
	now: Date,
): Promise<Order | undefined> {
	return db
		.updateTable('orders')
		.set({
			refunded_cents: sql<number>`refunded_cents + ${amountCents}`,
			updated_at: now.toISOString(),
		})
		.where('id', '=', orderId)
		.where('amount_paid_cents', 'is not', null)
		.where(sql<number>`amount_paid_cents - refunded_cents`, '>=', amountCents)
		.returningAll()
		.executeTakeFirst()
}

/**
 * Gives back a refund that failed: refunded_cents goes down by its amount and the order is
 * flagged for the shop to look at, with the history entry `note`.
 */
export async function giveBackRefundedCents(
	db: DB,
	order: Pick<Order, 'id' | 'status'>,
	failed: { amountCents: number; reviewReason: string; note: string },
	now: Date,
): Promise<Order | undefined> {
	const updated = await db
		.updateTable('orders')
		.set({
			refunded_cents: sql<number>`refunded_cents - ${failed.amountCents}`,
			needs_review: 1,
			review_reason: failed.reviewReason,
			updated_at: now.toISOString(),
		})
		.where('id', '=', order.id)
		.returningAll()
		.executeTakeFirst()
	if (updated) await addStatusHistory(db, order.id, updated.status as OrderStatus, failed.note, now)
	return updated
}
