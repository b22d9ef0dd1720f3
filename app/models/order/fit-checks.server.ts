// The fit check's hold on a paid order (db/migrations/0019-fit-check.ts): the record of what the
// check found (fit_checks) and the flag beside the order's status (orders.fit_hold), written
// together with the order's history entry. An order is held at most once (fit_checks.order_id is
// the key); a hold ends by one conditional update of the flag, so of a customer's confirm, the
// owner's release and a correction arriving at once exactly one ends it. The workflow decides
// (app/workflows/order/fit-check.server.ts); this file writes what it is given.
import type { Selectable } from 'kysely'
import type { OrderStatus } from '#app/domain/order/order-status.ts'
import type { DB } from '#db/index.ts'
import type { FitCheckTable } from '#db/schema.ts'
import { addStatusHistory, type HistoryActor, type Order } from './orders.server.ts'

export type FitCheckRecord = Selectable<FitCheckTable>

/** How a hold ended: the customer confirmed the sizes, the owner released it, the customer
 * corrected the order. */
export type FitHoldEnd = 'confirmed' | 'released' | 'corrected'

/**
 * Holds a paid order for its fit check: the record, the flag and the history entry `note`. False
 * when the order was held before (its record exists): nothing is written then. Pass a transaction.
 */
export async function holdForFitCheck(
	trx: DB,
	order: Pick<Order, 'id' | 'status'>,
	check: { findingsJson: string; count: number; note: string },
	now: Date,
): Promise<boolean> {
	const at = now.toISOString()
	const recorded = await trx
		.insertInto('fit_checks')
		.values({
			order_id: order.id,
			findings: check.findingsJson,
			finding_count: check.count,
			outcome: 'held',
			checked_at: at,
			ended_at: null,
			ended_by: null,
			actor_id: null,
			actor_email: null,
		})
		.onConflict((conflict) => conflict.column('order_id').doNothing())
		.returning('order_id')
		.executeTakeFirst()
	if (!recorded) return false
	await trx
		.updateTable('orders')
		.set({ fit_hold: 1, updated_at: at })
		.where('id', '=', order.id)
		.execute()
	await addStatusHistory(trx, order.id, order.status as OrderStatus, check.note, now)
	return true
}

/**
 * Ends the hold of a held order: the flag cleared, the record's outcome and who ended it, and the
 * history entry `note` with who. Undefined when the order is not held (any more): nothing is
 * written then. Pass a transaction.
 */
export async function endFitHold(
	trx: DB,
	orderId: string,
	end: { outcome: FitHoldEnd; by: 'customer' | 'owner'; actor: HistoryActor; note: string },
	now: Date,
): Promise<Order | undefined> {
	const at = now.toISOString()
	const order = await trx
		.updateTable('orders')
		.set({ fit_hold: 0, updated_at: at })
		.where('id', '=', orderId)
		.where('fit_hold', '=', 1)
		.returningAll()
		.executeTakeFirst()
	if (!order) return undefined
	await trx
		.updateTable('fit_checks')
		.set({
			outcome: end.outcome,
			ended_at: at,
			ended_by: end.by,
			actor_id: end.actor.id,
			actor_email: end.actor.email,
		})
		.where('order_id', '=', orderId)
		.execute()
	await addStatusHistory(trx, orderId, order.status as OrderStatus, end.note, now, end.actor)
	return order
}

/** The fit check record of an order, if it was ever held. */
export async function findFitCheck(db: DB, orderId: string): Promise<FitCheckRecord | undefined> {
	return db.selectFrom('fit_checks').selectAll().where('order_id', '=', orderId).executeTakeFirst()
}
