// What a change of a paid order is asked with and answers (change-order.server.ts).
import type { OrderEdits } from '#app/domain/order/order-change.ts'
import type { Order } from '#app/models/order/orders.server.ts'
import type { ChangeActor } from './change-deps.server.ts'

export type ChangeRequest = {
	orderId: string
	edits: OrderEdits
	by: 'customer' | 'owner'
	actor: ChangeActor
	/** The same key is the same change: a repeated request answers the first one's result. */
	idempotencyKey: string
	/** The shop's public origin: the hosted checkout's return links. */
	origin: string
}

export type ChangeFailure = {
	ok: false
	reason: 'not_found' | 'closed' | 'invalid' | 'nothing_changed' | 'provider_failed'
	message: string
	field?: string
}

export type ChangeResult =
	| { ok: true; kind: 'applied' | 'refunded'; order: Order }
	| { ok: true; kind: 'payment_needed'; checkoutUrl: string; changeId: string }
	| ChangeFailure
