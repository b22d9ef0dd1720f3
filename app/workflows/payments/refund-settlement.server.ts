// What the provider said about one part of a refund (its share of one payment), applied once:
// from its answer to our request or from its events (charge.refunded, refund.updated). Under the
// order's row lock, a pending part becomes succeeded, or failed (its amount goes back to what can
// be refunded and the order is flagged for the shop). Each move is a conditional update, so a
// repeated answer or event changes nothing. The refund itself is the combination of its parts:
// pending while one is, succeeded when all succeeded (the customer is then e-mailed, except for a
// cancellation or a change, whose own e-mail told the refund), failed when one failed.
import { REFUND_MESSAGES } from '#app/content/words/messages/refunds.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import type { DB } from '#db/index.ts'
import { inTransaction } from '#db/transaction.ts'
import { giveBackRefundedCents } from '#app/models/order/order-payments.server.ts'
import { findOrderForUpdate, type Order } from '#app/models/order/orders.server.ts'
import { enqueueMail } from '#app/models/mail/outbox.server.ts'
import {
	findRefund,
	markRefundFailed,
	markRefundSucceeded,
	type Refund,
} from '#app/models/payments/refunds.server.ts'
import {
	findRefundPart,
	listPartsOfRefund,
	markPartFailed,
	markPartSucceeded,
} from '#app/models/payments/refund-parts.server.ts'
import { orderRefundedEmail } from '#app/services/mail/refund-emails.server.ts'

export type RefundPartSettlement = {
	/** Our refund part's id. */
	partId: string
	status: 'succeeded' | 'failed'
	providerRefundId: string | null
	failureReason: string | null
}

export type SettlementOutcome = 'succeeded' | 'failed' | 'unchanged' | 'unknown_refund'

type SettleDeps = { db: DB; siteUrl: string; shop: ShopIdentity }

/** Refunds whose own e-mail (the cancellation's, the change's) told the customer of the refund. */
const TOLD_ELSEWHERE: readonly string[] = ['cancel', 'change']

/** Applies the provider's word on a refund's part; in the caller's transaction when given one. */
export async function settleRefundPart(
	deps: SettleDeps,
	settlement: RefundPartSettlement,
	now: Date,
): Promise<SettlementOutcome> {
	return inTransaction(deps.db, async (trx) => {
		const known = await findRefundPart(trx, settlement.partId)
		if (!known) return 'unknown_refund'
		const order = await findOrderForUpdate(trx, known.order_id)
		const refund = await findRefund(trx, known.refund_id)
		if (!order || !refund) return 'unknown_refund'
		if (settlement.status === 'succeeded') {
			const succeeded = await markPartSucceeded(trx, known.id, settlement.providerRefundId, now)
			if (!succeeded) return 'unchanged'
		} else {
			const why = settlement.failureReason ?? 'no reason given'
			const failed = await markPartFailed(
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
		}
		await combineParts({ ...deps, db: trx }, refund, order, now)
		return settlement.status
	})
}

/** Moves the refund to what its parts add up to, once they are all settled. */
async function combineParts(deps: SettleDeps, refund: Refund, order: Order, now: Date) {
	const parts = await listPartsOfRefund(deps.db, refund.id)
	if (parts.some((part) => part.status === 'pending')) return
	const failed = parts.filter((part) => part.status === 'failed')
	if (failed.length === 0) {
		const succeeded = await markRefundSucceeded(deps.db, refund.id, null, now)
		if (succeeded && !TOLD_ELSEWHERE.includes(succeeded.kind) && order.email) {
			await enqueueMail(
				deps.db,
				orderRefundedEmail(
					order,
					{ amountCents: succeeded.amount_cents, reason: succeeded.reason },
					deps.siteUrl,
					deps.shop,
				),
				now,
			)
		}
		return
	}
	const why = failed.map((part) => part.failure_reason ?? 'no reason given').join('; ')
	const failedCents = failed.reduce((sum, part) => sum + part.amount_cents, 0)
	await markRefundFailed(
		deps.db,
		refund.id,
		{
			reason:
				failedCents === refund.amount_cents
					? why
					: REFUND_MESSAGES.partlyFailed(failedCents, refund.amount_cents, why),
			providerRefundId: null,
		},
		now,
	)
}
