// The built-in test provider's sessions (app/services/payments/test-provider.server.ts), kept
// the way Stripe keeps its Checkout Sessions.
import type { Insertable, Selectable } from 'kysely'
import type { DB } from '#db/index.ts'
import type { TestPaymentSessionTable } from '#db/schema.ts'

export type TestPaymentSession = Selectable<TestPaymentSessionTable>

export async function findTestSession(db: DB, id: string): Promise<TestPaymentSession | undefined> {
	return db.selectFrom('test_payment_sessions').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertTestSession(
	db: DB,
	session: Insertable<TestPaymentSessionTable>,
): Promise<TestPaymentSession> {
	return db
		.insertInto('test_payment_sessions')
		.values(session)
		.returningAll()
		.executeTakeFirstOrThrow()
}

/** Expires a session that is still open. */
export async function expireTestSession(db: DB, id: string): Promise<void> {
	await db
		.updateTable('test_payment_sessions')
		.set({ status: 'expired' })
		.where('id', '=', id)
		.where('status', '=', 'open')
		.execute()
}

/**
 * Marks an open, unexpired session paid by `customer` (stored as JSON); undefined when it is not
 * open or has expired, so a session is paid once.
 */
export async function completeTestSession(
	db: DB,
	id: string,
	customer: string,
	paidAt: Date,
): Promise<TestPaymentSession | undefined> {
	return db
		.updateTable('test_payment_sessions')
		.set({
			status: 'complete',
			payment_status: 'paid',
			customer,
			completed_at: paidAt.toISOString(),
		})
		.where('id', '=', id)
		.where('status', '=', 'open')
		.where('expires_at', '>', paidAt.toISOString())
		.returningAll()
		.executeTakeFirst()
}

/** Deletes the sessions of these orders (the sweep of abandoned orders). */
export async function deleteTestSessionsOfOrders(
	db: DB,
	orderIds: readonly string[],
): Promise<void> {
	if (orderIds.length === 0) return
	await db
		.deleteFrom('test_payment_sessions')
		.where('order_id', 'in', [...orderIds])
		.execute()
}
