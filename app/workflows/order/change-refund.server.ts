// The refund of a change's lower total: once per change, through the refunds workflow
// (app/workflows/payments/refunds.server.ts) with kind 'change' and an idempotency key derived
// from the change's id, so a repeated confirm, or the customer and the owner at once, refund it
// once.
import { formatCents } from '#app/domain/common/money.ts'
import type { OrderChangeRecord } from '#app/models/order/order-change-records.server.ts'
import { refundOrder } from '#app/workflows/payments/refunds.server.ts'
import type { ChangeActor, ChangeDeps } from './change-deps.server.ts'

export type ChangeRefundResult = { ok: true } | { ok: false; message: string }

/** The idempotency key of a change's refund: one refund per change, whoever asks. */
export function changeRefundKey(changeId: string): string {
	return `order-change-${changeId}-refund`
}

export async function refundChangeDifference(
	deps: ChangeDeps,
	change: OrderChangeRecord,
	actor: ChangeActor,
	now: Date,
): Promise<ChangeRefundResult> {
	const amountCents = -change.difference_cents
	const refunded = await refundOrder(
		{
			db: deps.db,
			payments: deps.payments,
			siteUrl: deps.settings.siteUrl,
			shop: deps.settings.shop,
		},
		{
			orderId: change.order_id,
			amountCents,
			kind: 'change',
			reason: `The order was changed: its total fell by ${formatCents(amountCents)}`,
			actor,
			idempotencyKey: changeRefundKey(change.id),
		},
		now,
	)
	return refunded.ok ? { ok: true } : { ok: false, message: refunded.message }
}
