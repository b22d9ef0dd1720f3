// The provider's refund events (Stripe: charge.refunded with every refund of the charge,
// refund.updated, refund.failed), applied to the parts of our refunds through the one settlement
// (refund-settlement.server.ts). A part is found by the provider's refund id, or, when its answer
// was lost, by our refund's id (the refund's metadata) and the payment it refunds. The fulfilment path records each event once in payment_events
// before it comes here, and each settlement is a conditional update, so a repeated event, or an
// event about a refund its request already settled, changes nothing.
import type { RefundUpdate } from '#app/domain/payments/payment-provider.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import type { DB } from '#db/index.ts'
import {
	findRefundPartByProviderId,
	findRefundPartOnPayment,
} from '#app/models/payments/refund-parts.server.ts'
import { settleRefundPart } from './refund-settlement.server.ts'

/** What a refund event did: settled a refund of ours, nothing new, or named none of ours. */
export type RefundEventOutcome = 'refund_settled' | 'refund_unchanged' | 'refund_unknown'

/** In the event's transaction: settles each refund part the event reports as done or failed. */
export async function reconcileRefunds(
	trx: DB,
	updates: readonly RefundUpdate[],
	settings: { siteUrl: string; shop: ShopIdentity },
	now: Date,
): Promise<{ outcome: RefundEventOutcome; orderId: string | null }> {
	let outcome: RefundEventOutcome = 'refund_unknown'
	let orderId: string | null = null
	for (const update of updates) {
		const ours =
			(await findRefundPartByProviderId(trx, update.providerRefundId)) ??
			(update.refundId && update.paymentReference
				? await findRefundPartOnPayment(trx, update.refundId, update.paymentReference)
				: undefined)
		if (!ours) continue
		orderId = ours.order_id
		if (update.status === 'pending') {
			if (outcome === 'refund_unknown') outcome = 'refund_unchanged'
			continue
		}
		const settled = await settleRefundPart(
			{ db: trx, ...settings },
			{
				partId: ours.id,
				status: update.status,
				providerRefundId: update.providerRefundId,
				failureReason: update.failureReason,
			},
			now,
		)
		if (settled === 'succeeded' || settled === 'failed') outcome = 'refund_settled'
		else if (outcome === 'refund_unknown') outcome = 'refund_unchanged'
	}
	return { outcome, orderId }
}
