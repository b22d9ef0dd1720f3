// The refund of a change's lower total: once per change, through the refunds workflow
// (app/workflows/payments/refunds.server.ts, branch refunds) with kind 'change' and an
// idempotency key derived from the change's id. Until that workflow is merged, a lower total is
// refused here, so the change is applied and the order flagged for the shop to refund by hand.
import type { OrderChangeRecord } from '#app/models/order/order-change-records.server.ts'
import type { ChangeActor, ChangeDeps } from './change-deps.server.ts'

export type ChangeRefundResult = { ok: true } | { ok: false; message: string }

/** The idempotency key of a change's refund: one refund per change, whoever asks. */
export function changeRefundKey(changeId: string): string {
	return `order-change-${changeId}-refund`
}

export async function refundChangeDifference(
	_deps: ChangeDeps,
	_change: OrderChangeRecord,
	_actor: ChangeActor,
	_now: Date,
): Promise<ChangeRefundResult> {
	return { ok: false, message: 'refunds are not built in this branch yet' }
}
