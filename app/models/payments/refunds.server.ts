// The refunds the shop asked its payment provider for (db/migrations/0015): one row per refund,
// unique by its idempotency key, so a request made twice finds the first row instead of making a
// second. The refund workflow (app/workflows/payments/refunds.server.ts) writes the row pending in
// the transaction that raises the order's refunded_cents, with its parts (refund-parts.server.ts,
// one provider refund per payment); its status is then the combination of its parts' answers.
import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { DB } from '#db/index.ts'
import type { RefundTable } from '#db/schema.ts'
import { markSettledFailed, markSettledSucceeded } from './refund-settling.server.ts'

export type Refund = Selectable<RefundTable>
export type RefundStatus = 'pending' | 'succeeded' | 'failed'

export type NewRefund = Pick<
	Refund,
	| 'order_id'
	| 'amount_cents'
	| 'kind'
	| 'reason'
	| 'provider'
	| 'idempotency_key'
	| 'actor_id'
	| 'actor_email'
>

/**
 * Stores a pending refund and answers it; undefined when a refund with this idempotency key
 * exists already (the caller reads that one). Pass the transaction that raised refunded_cents.
 */
export async function insertPendingRefund(
	db: DB,
	refund: NewRefund,
	now: Date,
): Promise<Refund | undefined> {
	const at = now.toISOString()
	return db
		.insertInto('refunds')
		.values({ ...refund, id: randomUUID(), status: 'pending', created_at: at, updated_at: at })
		.onConflict((conflict) => conflict.column('idempotency_key').doNothing())
		.returningAll()
		.executeTakeFirst()
}

export async function findRefund(db: DB, id: string): Promise<Refund | undefined> {
	return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findRefundByKey(db: DB, key: string): Promise<Refund | undefined> {
	return db.selectFrom('refunds').selectAll().where('idempotency_key', '=', key).executeTakeFirst()
}

/** An order's refunds, oldest first. */
export async function listRefundsOfOrder(db: DB, orderId: string): Promise<Refund[]> {
	return db
		.selectFrom('refunds')
		.selectAll()
		.where('order_id', '=', orderId)
		.orderBy('created_at')
		.orderBy('id')
		.execute()
}

/** The refunds of several orders (a customer's order history), each order's oldest first. */
export async function listRefundsOfOrders(db: DB, orderIds: readonly string[]): Promise<Refund[]> {
	if (orderIds.length === 0) return []
	return db
		.selectFrom('refunds')
		.selectAll()
		.where('order_id', 'in', [...orderIds])
		.orderBy('created_at')
		.orderBy('id')
		.execute()
}

/** Marks a pending refund succeeded; undefined when it was not pending (settled once). */
export function markRefundSucceeded(
	db: DB,
	id: string,
	providerRefundId: string | null,
	now: Date,
): Promise<Refund | undefined> {
	return markSettledSucceeded(db, 'refunds', id, providerRefundId, now)
}

/**
 * Marks a refund failed (pending, or succeeded that the provider later reports failed);
 * undefined when it had failed already, so its amount is given back to the order once.
 */
export function markRefundFailed(
	db: DB,
	id: string,
	failure: { reason: string; providerRefundId: string | null },
	now: Date,
): Promise<Refund | undefined> {
	return markSettledFailed(db, 'refunds', id, failure, now)
}
