// What the provider said about a refund, applied once: from its answer to our request or from
// its events (charge.refunded, refund.updated). Under the order's row lock, a pending refund
// becomes succeeded (the customer is e-mailed, except for a cancellation, whose e-mail went with
// it) or failed (its amount goes back to what can be refunded and the order is flagged for the
// shop). Each move is a conditional update, so a repeated answer or event changes nothing.
import { REFUND_MESSAGES } from '#app/content/words/messages/refunds.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import type { DB } from '#db/index.ts'
import { inTransaction } from '#db/transaction.ts'
import { giveBackRefundedCents } from '#app/models/order/order-changes.server.ts'
import { findOrderForUpdate } from '#app/models/order/orders.server.ts'
import { enqueueMail } from '#app/models/mail/outbox.server.ts'
import {
	findRefund,
	markRefundFailed,
	markRefundSucceeded,
} from '#app/models/payments/refunds.server.ts'
import { orderRefundedEmail } from '#app/services/mail/refund-emails.server.ts'

export type RefundSettlement = {
	/** Our refund's id. */
	refundId: string
	status: 'succeeded' | 'failed'
	providerRefundId: string | null
	failureReason: string | null
}

export type SettlementOutcome = 'succeeded' | 'failed' | 'unchanged' | 'unknown_refund'

/** Applies the provider's word on a refund; in the caller's transaction when given one. */
export async function settleRefund(
	deps: { db: DB; siteUrl: string; shop: ShopIdentity },
	settlement: RefundSettlement,
	now: Date,
): Promise<SettlementOutcome> {
	return inTransaction(deps.db, async (trx) => {
		const known = await findRefund(trx, settlement.refundId)
		if (!known) return 'unknown_refund'
		const order = await findOrderForUpdate(trx, known.order_id)
		if (!order) return 'unknown_refund'
		if (settlement.status === 'succeeded') {
			const succeeded = await markRefundSucceeded(trx, known.id, settlement.providerRefundId, now)
			if (!succeeded) return 'unchanged'
			if (succeeded.kind !== 'cancel' && order.email) {
				await enqueueMail(
					trx,
					orderRefundedEmail(
						order,
						{ amountCents: succeeded.amount_cents, reason: succeeded.reason },
						deps.siteUrl,
						deps.shop,
					),
					now,
				)
			}
			return 'succeeded'
		}
		const why = settlement.failureReason ?? 'no reason given'
		const failed = await markRefundFailed(
			trx,
			known.id,
			{ reason: why, providerRefundId: settlement.providerRefundId },
			now,
		)
		if (!failed) return 'unchanged'
		await giveBackRefundedCents(
			trx,
			order,
			{
				amountCents: failed.amount_cents,
				reviewReason: REFUND_MESSAGES.reviewFailed(failed.amount_cents, why),
				note: REFUND_MESSAGES.historyFailed(failed.amount_cents, why),
			},
			now,
		)
		return 'failed'
	})
}
