// The orders nobody will pay, read for the expiry sweep (app/workflows/payments/reconcile.server.ts):
// pending orders whose payment session has ended or never began. The sweep closes and deletes
// them through their owners (order-payments.server.ts, order-changes.server.ts).
import type { DB } from '#db/index.ts'
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
