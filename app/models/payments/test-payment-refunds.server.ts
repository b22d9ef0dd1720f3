// The built-in test provider's refunds (app/services/payments/test-provider.server.ts), kept the
// way Stripe keeps its own: one per idempotency key, their sum never above the payment.
import { randomBytes } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { DB } from '#db/index.ts'
import type { TestPaymentRefundTable } from '#db/schema.ts'

export type TestPaymentRefund = Selectable<TestPaymentRefundTable>

export async function findTestRefundByKey(
	db: DB,
	idempotencyKey: string,
): Promise<TestPaymentRefund | undefined> {
	return db
		.selectFrom('test_payment_refunds')
		.selectAll()
		.where('idempotency_key', '=', idempotencyKey)
		.executeTakeFirst()
}

/** What the payment's refunds add up to, in cents. */
export async function refundedOfTestPayment(db: DB, paymentReference: string): Promise<number> {
	const row = await db
		.selectFrom('test_payment_refunds')
		.select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('total'))
		.where('payment_reference', '=', paymentReference)
		.executeTakeFirst()
	return Number(row?.total ?? 0)
}

/** The payment's refunds, oldest first. */
export async function listTestRefunds(
	db: DB,
	paymentReference: string,
): Promise<TestPaymentRefund[]> {
	return db
		.selectFrom('test_payment_refunds')
		.selectAll()
		.where('payment_reference', '=', paymentReference)
		.orderBy('created_at')
		.execute()
}

/** Stores a refund; pass the transaction that checked the payment covers it. */
export async function insertTestRefund(
	db: DB,
	refund: Omit<TestPaymentRefund, 'id' | 'created_at'>,
	now: Date,
): Promise<TestPaymentRefund> {
	return db
		.insertInto('test_payment_refunds')
		.values({
			...refund,
			id: `tre_${randomBytes(12).toString('hex')}`,
			created_at: now.toISOString(),
		})
		.returningAll()
		.executeTakeFirstOrThrow()
}
