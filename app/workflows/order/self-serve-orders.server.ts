// The customer's own cancel and change of a paid order, on the authority of a used one-time link,
// an edit grant, or the signed-in owner (app/workflows/order/order-action-links.server.ts):
// cancelOrder (app/workflows/order/cancel-order.server.ts) and previewOrderChange / changeOrder
// (change-order.server.ts) called as the customer, with keys that make a repeated press the same
// request.
import type { OrderEdits } from '#app/domain/order/order-change.ts'
import type { Order, OrderWithItems } from '#app/models/order/orders.server.ts'
import { cancelOrder, type CancelDeps, type CancelOutcome } from './cancel-order.server.ts'
import {
	changeIdempotencyKey,
	changeOrder,
	previewOrderChange,
	type ChangeDeps,
	type ChangeResult,
	type PreviewResult,
} from './change-order.server.ts'
import { closeEditGrant } from './order-action-links.server.ts'

/** Who acts: the signed-in owner (id and e-mail), or whoever holds the order's mailbox. */
export type CustomerActor = { id: string | null; email: string | null }

/**
 * Cancels an order as its customer, with a full refund. `key` names the request: a used link's
 * id, or the order's own for /account (a second press then answers as the first).
 */
export function cancelAsCustomer(
	deps: CancelDeps,
	order: Pick<Order, 'id'>,
	actor: CustomerActor,
	key: string,
	now = new Date(),
): Promise<CancelOutcome> {
	return cancelOrder(deps, { orderId: order.id, by: 'customer', actor, idempotencyKey: key }, now)
}

/** The order as the edits would leave it and the money that would move; changes nothing. */
export function previewAsCustomer(
	deps: Pick<ChangeDeps, 'db'>,
	order: Pick<Order, 'id'>,
	edits: OrderEdits,
): Promise<PreviewResult> {
	return previewOrderChange(deps.db, order.id, edits)
}

/**
 * Makes the change under an edit grant: its key is the grant's and the edits', so a double press
 * is one change, and the grant ends once the change is made or sent to payment.
 */
export async function changeAsCustomer(
	deps: ChangeDeps,
	grant: { token: string; grantId: string; order: OrderWithItems },
	edits: OrderEdits,
	actor: CustomerActor,
	origin: string,
	now = new Date(),
): Promise<ChangeResult> {
	const result = await changeOrder(
		deps,
		{
			orderId: grant.order.id,
			edits,
			by: 'customer',
			actor,
			idempotencyKey: changeIdempotencyKey('edit-grant', grant.grantId, JSON.stringify(edits)),
			origin,
		},
		now,
	)
	if (result.ok) await closeEditGrant(deps.db, grant.token, now)
	return result
}
