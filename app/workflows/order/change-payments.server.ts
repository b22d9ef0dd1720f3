// A change's hosted checkout, told back by the provider (app/workflows/payments/fulfilment.server.ts
// hands its events here when the session is a change's, order_changes.provider_session_id):
// - paid: the change applies once (a conditional move of the change from awaiting_payment to
//   applied, in the event's transaction, holding the order), the payment raises
//   amount_paid_cents, and the customer is e-mailed; a repeated event, or the same payment found
//   by the success page, does nothing more;
// - paid after the change was superseded or abandoned (Stripe took the card just before the
//   session was expired): the payment is kept on the change and the order flagged for the shop
//   to refund it;
// - expired: the change is abandoned and the order stays as it was.
import { formatCents } from '#app/domain/common/money.ts'
import { ownerMayChange } from '#app/domain/order/order-change.ts'
import type { CheckoutSession } from '#app/domain/payments/payment-provider.ts'
import {
	findOrderChange,
	markChangeAbandoned,
	markChangePaidAndApplied,
	recordChangePayment,
	type OrderChangeRecord,
} from '#app/models/order/order-change-records.server.ts'
import { flagOrderForReview } from '#app/models/order/order-changes.server.ts'
import { findOrderForUpdate } from '#app/models/order/orders.server.ts'
import type { DB } from '#db/index.ts'
import { applyStoredChange, type ChangeMailSettings } from './apply-change.server.ts'

export type ChangeSessionOutcome =
	/** The change is applied. */
	| 'change_applied'
	/** Paid for a change that was no longer waiting: kept and flagged for the shop. */
	| 'change_paid_late'
	/** The change was applied before (a repeated confirmation). */
	| 'already_paid'
	/** Its session ended unpaid: the change is abandoned, the order unchanged. */
	| 'change_expired'
	/** Ended, but the change no longer waited for it. */
	| 'not_pending'

/** Applies a change's paid session. Pass the event's transaction. */
export async function changeSessionPaid(
	trx: DB,
	seen: OrderChangeRecord,
	session: CheckoutSession,
	settings: ChangeMailSettings,
	now: Date,
): Promise<ChangeSessionOutcome> {
	const order = await findOrderForUpdate(trx, seen.order_id)
	if (!order) throw new Error(`Change ${seen.id} names no order`)
	// Read again now that the order is held: another event may have applied it meanwhile.
	const change = (await findOrderChange(trx, seen.id))!
	const paid = session.amountTotalCents ?? 0
	const payment = { reference: session.paymentReference, amountCents: paid }
	const open = ownerMayChange(order)
	const applied = open ? await markChangePaidAndApplied(trx, change.id, payment, now) : undefined
	if (applied) {
		await applyStoredChange(trx, order, applied, paid, settings, now)
		// The customer's window was open when the change was asked; the shop checks a change paid
		// once the screens may be in the cut.
		if (change.requested_by === 'customer' && order.status !== 'received') {
			await flagOrderForReview(
				trx,
				order,
				`A customer's change was paid after the order went into production: check the cut (${change.summary})`,
				now,
			)
		}
		if (paid !== change.difference_cents) {
			await flagOrderForReview(
				trx,
				order,
				`Paid ${formatCents(paid)} for a change of ${formatCents(change.difference_cents)}`,
				now,
			)
		}
		return 'change_applied'
	}
	if (change.status === 'applied') return 'already_paid'
	if (!(await recordChangePayment(trx, change.id, payment))) return 'already_paid'
	await flagOrderForReview(
		trx,
		order,
		`Paid ${formatCents(paid)} for a change that was not applied (it was ${open ? change.status : `made while the order was ${order.status}`}): refund it`,
		now,
	)
	return 'change_paid_late'
}

/** Abandons a change whose session ended unpaid; the order stays as it was. */
export async function changeSessionExpired(
	trx: DB,
	change: OrderChangeRecord,
): Promise<ChangeSessionOutcome> {
	return (await markChangeAbandoned(trx, change.id)) ? 'change_expired' : 'not_pending'
}
