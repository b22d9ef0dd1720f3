// The orders nobody will pay: pending orders whose payment session has ended or never began (for
// the expiry sweep), and abandoned ones old enough to delete with their rows.
import type { ExpressionBuilder } from 'kysely'
import type { DB } from '#db/index.ts'
import type { Database } from '#db/schema.ts'
import type { Order } from './orders.server.ts'

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
