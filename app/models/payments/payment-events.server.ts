// The payment provider's events as they arrived, one row per (provider, event id): a repeat of an
// event finds its row taken. The one fulfilment path (app/workflows/payments/fulfilment.server.ts) records
// each event first and its outcome last, in the transaction that applies it.
import { randomUUID } from 'node:crypto'
import type { DB } from '#db/index.ts'

export type ReceivedPaymentEvent = {
	provider: string
	eventId: string
	eventType: string
	sessionId: string | null
}

/**
 * Records an event as being processed and answers its row's id; undefined when this provider's
 * event id is recorded already (a redelivery).
 */
export async function insertPaymentEvent(
	db: DB,
	event: ReceivedPaymentEvent,
	now: Date,
): Promise<string | undefined> {
	const recorded = await db
		.insertInto('payment_events')
		.values({
			id: randomUUID(),
			provider: event.provider,
			event_id: event.eventId,
			event_type: event.eventType,
			session_id: event.sessionId,
			order_id: null,
			outcome: 'processing',
			received_at: now.toISOString(),
		})
		.onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
		.returning('id')
		.executeTakeFirst()
	return recorded?.id
}

/** What handling the event did, and to which order. */
export async function setPaymentEventOutcome(
	db: DB,
	id: string,
	outcome: string,
	orderId: string | null,
): Promise<void> {
	await db
		.updateTable('payment_events')
		.set({ outcome, order_id: orderId })
		.where('id', '=', id)
		.execute()
}

/** Deletes the events of these orders (the sweep of abandoned orders). */
export async function deletePaymentEventsOfOrders(
	db: DB,
	orderIds: readonly string[],
): Promise<void> {
	if (orderIds.length === 0) return
	await db
		.deleteFrom('payment_events')
		.where('order_id', 'in', [...orderIds])
		.execute()
}
