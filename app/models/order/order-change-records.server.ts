// The order_changes table (db/migrations/0017-order-changes.ts): every change asked of a paid
// order and where it stands. Each status move is a conditional update on the status the caller
// expects, so a change is applied, abandoned or superseded once however many callers race; the
// workflow (app/workflows/order/change-order.server.ts) decides which.
import { randomUUID } from 'node:crypto'
import type { Insertable, Selectable } from 'kysely'
import type { DB } from '#db/index.ts'
import type { OrderChangeTable } from '#db/schema.ts'

export type OrderChangeRecord = Selectable<OrderChangeTable>
export type OrderChangeStatus = 'awaiting_payment' | 'applied' | 'abandoned' | 'superseded'
export type NewOrderChange = Omit<Insertable<OrderChangeTable>, 'id' | 'status'> & {
	status: 'awaiting_payment' | 'applied'
}

/** Stores a change, or undefined when one already holds its idempotency key. */
export async function insertOrderChange(
	db: DB,
	change: NewOrderChange,
): Promise<OrderChangeRecord | undefined> {
	return db
		.insertInto('order_changes')
		.values({ ...change, id: randomUUID() })
		.onConflict((conflict) => conflict.column('idempotency_key').doNothing())
		.returningAll()
		.executeTakeFirst()
}

export async function findOrderChange(db: DB, id: string): Promise<OrderChangeRecord | undefined> {
	return db.selectFrom('order_changes').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findOrderChangeByKey(
	db: DB,
	key: string,
): Promise<OrderChangeRecord | undefined> {
	return db
		.selectFrom('order_changes')
		.selectAll()
		.where('idempotency_key', '=', key)
		.executeTakeFirst()
}

export async function findOrderChangeBySession(
	db: DB,
	sessionId: string,
): Promise<OrderChangeRecord | undefined> {
	return db
		.selectFrom('order_changes')
		.selectAll()
		.where('provider_session_id', '=', sessionId)
		.executeTakeFirst()
}

/** An order's changes, newest first (the back office lists them). */
export async function listOrderChanges(db: DB, orderId: string): Promise<OrderChangeRecord[]> {
	return db
		.selectFrom('order_changes')
		.selectAll()
		.where('order_id', '=', orderId)
		.orderBy('created_at', 'desc')
		.orderBy('id')
		.execute()
}

/** Marks every change of the order still waiting for its payment superseded; answers them. */
export async function supersedeAwaitingChanges(
	db: DB,
	orderId: string,
): Promise<OrderChangeRecord[]> {
	return db
		.updateTable('order_changes')
		.set({ status: 'superseded' })
		.where('order_id', '=', orderId)
		.where('status', '=', 'awaiting_payment')
		.returningAll()
		.execute()
}

/** Records the hosted checkout of a change still waiting for payment; false when it no longer is. */
export async function attachChangeSession(
	db: DB,
	changeId: string,
	session: { id: string; url: string },
): Promise<boolean> {
	const result = await db
		.updateTable('order_changes')
		.set({ provider_session_id: session.id, checkout_url: session.url })
		.where('id', '=', changeId)
		.where('status', '=', 'awaiting_payment')
		.where('provider_session_id', 'is', null)
		.executeTakeFirst()
	return result.numUpdatedRows > 0n
}

/** A change's payment: the provider's id and what it took, in cents. */
export type ChangePayment = { reference: string | null; amountCents: number }

/** Moves a change waiting for payment to applied (with the payment); undefined when it was not. */
export async function markChangePaidAndApplied(
	db: DB,
	changeId: string,
	payment: ChangePayment,
	now: Date,
): Promise<OrderChangeRecord | undefined> {
	return db
		.updateTable('order_changes')
		.set({
			status: 'applied',
			payment_reference: payment.reference,
			amount_paid_cents: payment.amountCents,
			applied_at: now.toISOString(),
		})
		.where('id', '=', changeId)
		.where('status', '=', 'awaiting_payment')
		.returningAll()
		.executeTakeFirst()
}

/** Keeps the payment of a change that was no longer waiting for it (the shop refunds it). */
export async function recordChangePayment(
	db: DB,
	changeId: string,
	payment: ChangePayment,
): Promise<boolean> {
	const result = await db
		.updateTable('order_changes')
		.set({ payment_reference: payment.reference, amount_paid_cents: payment.amountCents })
		.where('id', '=', changeId)
		.where('payment_reference', 'is', null)
		.executeTakeFirst()
	return result.numUpdatedRows > 0n
}

/** Moves a change waiting for payment to abandoned; false when it was not waiting. */
export async function markChangeAbandoned(db: DB, changeId: string): Promise<boolean> {
	const result = await db
		.updateTable('order_changes')
		.set({ status: 'abandoned' })
		.where('id', '=', changeId)
		.where('status', '=', 'awaiting_payment')
		.executeTakeFirst()
	return result.numUpdatedRows > 0n
}

/** Changes still waiting for payment that were made before `before` (oldest first). */
export async function listStaleAwaitingChanges(
	db: DB,
	before: Date,
	limit = 100,
): Promise<OrderChangeRecord[]> {
	return db
		.selectFrom('order_changes')
		.selectAll()
		.where('status', '=', 'awaiting_payment')
		.where('created_at', '<', before.toISOString())
		.orderBy('created_at')
		.limit(limit)
		.execute()
}
