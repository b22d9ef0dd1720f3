// The refund of a change's lower total, once per change, through the refunds workflow
// (app/workflows/payments/refunds.server.ts) with kind 'change' and an idempotency key derived
// from the change's id. The refund is reserved in the change's own transaction (the order's
// refunded_cents raised with the rewrite, so what is paid net of refunds always matches the new
// total) and sent to the provider after the commit; a repeated request for the same change asks
// refundOrder again with the same key, which answers the one refund (and sends it again only if
// the provider's answer was lost).
import { formatCents } from '#app/domain/common/money.ts'
import type { OrderChangeRecord } from '#app/models/order/order-change-records.server.ts'
import type { Order } from '#app/models/order/orders.server.ts'
import type { DB } from '#db/index.ts'
import {
	refundOrder,
	reserveRefund,
	sendRefund,
	type Refund,
	type RefundDeps,
	type RefundOutcome,
	type RefundRequest,
} from '#app/workflows/payments/refunds.server.ts'
import type { ChangeActor, ChangeDeps } from './change-deps.server.ts'

/** The idempotency key of a change's refund: one refund per change, whoever asks. */
export function changeRefundKey(changeId: string): string {
	return `order-change-${changeId}-refund`
}

function refundDeps(deps: ChangeDeps): RefundDeps {
	return {
		db: deps.db,
		payments: deps.payments,
		siteUrl: deps.settings.siteUrl,
		shop: deps.settings.shop,
	}
}

function refundRequest(
	order: Pick<Order, 'id' | 'number'>,
	change: Pick<OrderChangeRecord, 'id' | 'difference_cents'>,
	actor: ChangeActor,
): RefundRequest {
	return {
		orderId: order.id,
		amountCents: -change.difference_cents,
		kind: 'change',
		reason: `Change to order ${order.number ?? order.id}: ${formatCents(-change.difference_cents)} less`,
		actor,
		idempotencyKey: changeRefundKey(change.id),
	}
}

/** Thrown inside the change's transaction to undo it when its refund cannot be reserved. */
export class RefundNotReserved extends Error {
	override name = 'RefundNotReserved'
	constructor(readonly outcome: Extract<RefundOutcome, { ok: false }>) {
		super(outcome.message)
	}
}

/** In the change's transaction: the pending refund of its lower total. */
export async function reserveChangeRefund(
	trx: DB,
	order: Pick<Order, 'id' | 'number'>,
	change: Pick<OrderChangeRecord, 'id' | 'difference_cents'>,
	actor: ChangeActor,
	now: Date,
): Promise<Refund> {
	const reserved = await reserveRefund(trx, refundRequest(order, change, actor), now)
	if (!reserved.ok) throw new RefundNotReserved(reserved)
	return reserved.refund
}

/** After the commit: sends the refund just reserved to the provider. */
export function sendChangeRefund(
	deps: ChangeDeps,
	refund: Refund,
	now: Date,
): Promise<RefundOutcome> {
	return sendRefund(refundDeps(deps), refund, now)
}

/** A repeated request for an applied change: its one refund, sent again only if it was lost. */
export function refundChangeAgain(
	deps: ChangeDeps,
	order: Pick<Order, 'id' | 'number'>,
	change: Pick<OrderChangeRecord, 'id' | 'difference_cents'>,
	actor: ChangeActor,
	now: Date,
): Promise<RefundOutcome> {
	return refundOrder(refundDeps(deps), refundRequest(order, change, actor), now)
}
