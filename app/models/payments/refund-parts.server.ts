// The parts of refunds (db/migrations/0018): one row per payment a refund takes money back from,
// each its own provider refund with its own idempotency key. The refund workflow
// (app/workflows/payments/refunds.server.ts) writes a refund's parts pending in the transaction
// that reserves it, under the order's row lock; each part is settled once by the provider's
// answer or event (a conditional update on its status).
import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { RefundablePayment } from '#app/domain/payments/refund-allocation.ts'
import type { DB } from '#db/index.ts'
import type { RefundPartTable } from '#db/schema.ts'
import { markSettledFailed, markSettledSucceeded } from './refund-settling.server.ts'

export type RefundPart = Selectable<RefundPartTable>

export type NewRefundPart = Pick<
	RefundPart,
	'refund_id' | 'order_id' | 'payment_reference' | 'position' | 'amount_cents' | 'idempotency_key'
>

/** The provider's idempotency key of a refund's part on one payment. */
export function refundPartKey(refundId: string, paymentReference: string): string {
	return `${refundId}:${paymentReference}`
}

/** Stores a refund's parts, pending, in the order given. Pass the transaction holding the order. */
export async function insertRefundParts(
	db: DB,
	parts: readonly NewRefundPart[],
	now: Date,
): Promise<RefundPart[]> {
	if (parts.length === 0) return []
	const at = now.toISOString()
	const rows = parts.map((part) => ({
		...part,
		id: randomUUID(),
		status: 'pending',
		created_at: at,
		updated_at: at,
	}))
	return db.insertInto('refund_parts').values(rows).returningAll().execute()
}

/** A refund's parts in the order they were allocated (newest payment first). */
export async function listPartsOfRefund(db: DB, refundId: string): Promise<RefundPart[]> {
	return db
		.selectFrom('refund_parts')
		.selectAll()
		.where('refund_id', '=', refundId)
		.orderBy('position')
		.execute()
}

export async function findRefundPart(db: DB, id: string): Promise<RefundPart | undefined> {
	return db.selectFrom('refund_parts').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The part the provider knows by this id (Stripe: re_...). */
export async function findRefundPartByProviderId(
	db: DB,
	providerRefundId: string,
): Promise<RefundPart | undefined> {
	return db
		.selectFrom('refund_parts')
		.selectAll()
		.where('provider_refund_id', '=', providerRefundId)
		.executeTakeFirst()
}

/** A refund's part on one payment (a refund takes from each payment once). */
export async function findRefundPartOnPayment(
	db: DB,
	refundId: string,
	paymentReference: string,
): Promise<RefundPart | undefined> {
	return db
		.selectFrom('refund_parts')
		.selectAll()
		.where('refund_id', '=', refundId)
		.where('payment_reference', '=', paymentReference)
		.executeTakeFirst()
}

/**
 * An order's payments, newest first, each with what it took and what was refunded of it: each
 * change paid and applied (order_changes.amount_paid_cents, newest first), then the first
 * payment, which took what the order was paid less its changes' payments. Empty when unpaid.
 */
export async function listRefundablePayments(
	db: DB,
	order: { id: string; payment_reference: string | null; amount_paid_cents: number | null },
): Promise<RefundablePayment[]> {
	if (!order.payment_reference || order.amount_paid_cents === null) return []
	const changes = await db
		.selectFrom('order_changes')
		.select(['payment_reference', 'amount_paid_cents'])
		.where('order_id', '=', order.id)
		.where('status', '=', 'applied')
		.where('payment_reference', 'is not', null)
		.where('amount_paid_cents', '>', 0)
		.orderBy('applied_at', 'desc')
		.orderBy('id', 'desc')
		.execute()
	const refunded = await db
		.selectFrom('refund_parts')
		.select((eb) => [
			'payment_reference',
			eb.fn.sum<number | string | null>('amount_cents').as('total'),
		])
		.where('order_id', '=', order.id)
		.where('status', '!=', 'failed')
		.groupBy('payment_reference')
		.execute()
	const refundedOf = (reference: string) =>
		Number(refunded.find((row) => row.payment_reference === reference)?.total ?? 0)
	const changePayments = changes.map((change) => ({
		reference: change.payment_reference!,
		amountCents: change.amount_paid_cents!,
	}))
	const byChanges = changePayments.reduce((sum, payment) => sum + payment.amountCents, 0)
	return [
		...changePayments,
		{ reference: order.payment_reference, amountCents: order.amount_paid_cents - byChanges },
	].map((payment) => ({ ...payment, refundedCents: refundedOf(payment.reference) }))
}

/** Notes the provider's id of a part still pending (it answered "pending"). */
export async function setPartProviderRefundId(
	db: DB,
	id: string,
	providerRefundId: string,
	now: Date,
): Promise<void> {
	await db
		.updateTable('refund_parts')
		.set({ provider_refund_id: providerRefundId, updated_at: now.toISOString() })
		.where('id', '=', id)
		.where('provider_refund_id', 'is', null)
		.execute()
}

/** Marks a pending part succeeded; undefined when it was not pending (settled once). */
export function markPartSucceeded(
	db: DB,
	id: string,
	providerRefundId: string | null,
	now: Date,
): Promise<RefundPart | undefined> {
	return markSettledSucceeded(db, 'refund_parts', id, providerRefundId, now)
}

/**
 * Marks a part failed (pending, or succeeded that the provider later reports failed); undefined
 * when it had failed already, so its amount is given back to the order once.
 */
export function markPartFailed(
	db: DB,
	id: string,
	failure: { reason: string; providerRefundId: string | null },
	now: Date,
): Promise<RefundPart | undefined> {
	return markSettledFailed(db, 'refund_parts', id, failure, now)
}
