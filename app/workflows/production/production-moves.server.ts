// The production queue's bulk move: several orders each one stage forward (Order Received ->
// In Production -> Quality Check), each through moveOrder, so every move is its own transaction,
// recorded in the history with who and when, and e-mailed to the customer, as a single move is.
// Quality Check -> Shipped needs a carrier and tracking number, so it stays on the order's page.
import { TRACKING_STEPS, type OrderStatus } from '#app/domain/order/order-status.ts'
import { PRODUCTION_STEPS } from '#app/domain/production/production-queue.ts'
import type { AdminUser } from '#app/models/auth/users.server.ts'
import type { DB } from '#db/index.ts'
import { moveOrder, type MoveOutcome } from '#app/workflows/order/order-moves.server.ts'

/** The stage after `status` a bulk move takes an order to, or null (shipping needs a parcel). */
export function bulkNextStep(status: OrderStatus): OrderStatus | null {
	if (status !== 'received' && status !== 'in_production') return null
	return TRACKING_STEPS[TRACKING_STEPS.indexOf(status) + 1] ?? null
}

export type BulkMoveRequest = { orderId: string; from: OrderStatus }
export type BulkMoveResult = { orderId: string; to: OrderStatus | null; outcome: MoveOutcome }

/** Moves each order one stage forward from the status the admin saw. Wake the outbox after. */
export async function moveOrdersForward(
	db: DB,
	requests: readonly BulkMoveRequest[],
	actor: AdminUser,
	settings: Parameters<typeof moveOrder>[2],
	now = new Date(),
): Promise<BulkMoveResult[]> {
	const results: BulkMoveResult[] = []
	for (const { orderId, from } of requests) {
		const to = (PRODUCTION_STEPS as readonly string[]).includes(from) ? bulkNextStep(from) : null
		const outcome: MoveOutcome = to
			? await moveOrder(db, { orderId, from, to, actor }, settings, now)
			: { ok: false, reason: 'not_allowed' }
		results.push({ orderId, to, outcome })
	}
	return results
}
