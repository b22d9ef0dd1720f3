// Moving a paid order along its guide (Order Received -> In Production -> Quality Check ->
// Shipped) or canceling it, from the back office. Only forward moves: the next step or cancel,
// each also allowed by canTransition. A move is one transaction: a conditional update on the
// status the admin saw (so two admins moving at once make one move, the other is told), the
// history entry with who and when, and the customer's e-mail in the outbox. Canceling is
// cancelOrder's (cancel-order.server.ts): the order is canceled and what is left of its payment
// refunded, once.
import {
	canTransition,
	isOnGuide,
	TRACKING_STEPS,
	type OrderStatus,
} from '#app/domain/order/order-status.ts'
import { orderStatusEmail } from '#app/services/mail/status-emails.server.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import type { PaymentProvider } from '#app/domain/payments/payment-provider.ts'
import type { DB } from '#db/index.ts'
import { inTransaction } from '#db/transaction.ts'
import type { AdminUser } from '#app/models/auth/users.server.ts'
import { moveOrderStatus } from '#app/models/order/order-changes.server.ts'
import { findOrder, type Order } from '#app/models/order/orders.server.ts'
import { enqueueMail } from '#app/models/mail/outbox.server.ts'
import { cancelOrderSeen } from './cancel-order.server.ts'

/** Where an admin may move an order from `status`: the next step of the guide, or cancel. */
export function adminMoves(status: OrderStatus): OrderStatus[] {
	if (!isOnGuide(status)) return []
	const next = TRACKING_STEPS[TRACKING_STEPS.indexOf(status) + 1]
	const targets: OrderStatus[] = next ? [next, 'canceled'] : ['canceled']
	return targets.filter((to) => canTransition(status, to))
}

export type Shipment = { carrier: string; trackingNumber: string }

export type OrderMove = {
	orderId: string
	/** The status the admin saw; the move happens only if the order still has it. */
	from: OrderStatus
	to: OrderStatus
	actor: AdminUser
	/** Required when moving to shipped. */
	shipment?: Shipment
	note?: string | null
}

export type MoveOutcome =
	| { ok: true; order: Order }
	| { ok: false; reason: 'not_allowed' | 'shipment_required' | 'not_found' }
	/** Its fit check holds it: it goes into production once released (fit-check.server.ts). */
	| { ok: false; reason: 'held' }
	/** Canceled, but its refund did not go through (the order is flagged for review). */
	| { ok: false; reason: 'refund_failed'; message: string }
	/** Someone moved the order first; it is now `current`. */
	| { ok: false; reason: 'stale'; current: OrderStatus }

/** What a move needs besides the database: the e-mail's links and shop, the provider to refund. */
export type MoveSettings = { siteUrl: string; shop: ShopIdentity; payments: PaymentProvider }

/** Moves the order and queues the customer's e-mail. Call wakeOutbox() after a move. */
export async function moveOrder(
	db: DB,
	move: OrderMove,
	settings: MoveSettings,
	now = new Date(),
): Promise<MoveOutcome> {
	if (!adminMoves(move.from).includes(move.to)) return { ok: false, reason: 'not_allowed' }
	if (move.to === 'canceled') return cancelMove(db, move, settings, now)
	if (move.to === 'shipped' && !move.shipment) return { ok: false, reason: 'shipment_required' }
	return inTransaction(db, async (trx): Promise<MoveOutcome> => {
		// First statement writes, so on SQLite the transaction takes the write lock at once.
		const order = await moveOrderStatus(
			trx,
			{
				orderId: move.orderId,
				from: move.from,
				to: move.to,
				...(move.to === 'shipped' ? { shipment: move.shipment! } : {}),
				note: move.note || null,
				actor: { id: move.actor.id, email: move.actor.email },
			},
			now,
		)
		if (!order) {
			const current = await findOrder(trx, move.orderId)
			if (!current) return { ok: false, reason: 'not_found' }
			if (current.status === move.from && current.fit_hold === 1)
				return { ok: false, reason: 'held' }
			return { ok: false, reason: 'stale', current: current.status as OrderStatus }
		}
		if (order.email)
			await enqueueMail(trx, orderStatusEmail(order, settings.siteUrl, settings.shop, now), now)
		return { ok: true, order }
	})
}

/** The back office's cancel: with a refund of what is left, from the status the admin saw. */
async function cancelMove(
	db: DB,
	move: OrderMove,
	settings: MoveSettings,
	now: Date,
): Promise<MoveOutcome> {
	const canceled = await cancelOrderSeen(
		{ db, payments: settings.payments, siteUrl: settings.siteUrl, shop: settings.shop },
		{
			orderId: move.orderId,
			by: 'owner',
			actor: { id: move.actor.id, email: move.actor.email },
			// An order is canceled once: two admins canceling it at once are one cancel.
			idempotencyKey: `owner-cancel:${move.orderId}`,
			...(move.note ? { reason: move.note } : {}),
		},
		move.from,
		now,
	)
	if (canceled.ok) return { ok: true, order: canceled.order }
	if (canceled.reason === 'stale') return canceled
	if (canceled.reason === 'provider_failed') {
		return { ok: false, reason: 'refund_failed', message: canceled.message }
	}
	if (canceled.reason === 'not_found') return { ok: false, reason: 'not_found' }
	const current = await findOrder(db, move.orderId)
	return { ok: false, reason: 'stale', current: (current?.status ?? move.from) as OrderStatus }
}
