// The built-in test provider's refunds, on both databases, kept as Stripe keeps its own: one per
// idempotency key, never more than the payment, and none of a payment it does not know.
import { beforeEach, expect, it } from 'vitest'
import { paidOrder } from '#tests/support/fixtures/admin.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { listTestRefunds } from '#app/models/payments/test-payment-refunds.server.ts'
import { createTestProvider } from './test-provider.server.ts'

describeEachDatabase('the test provider refunds', (getDb) => {
	beforeEach(() => getDb().clear())

	it('refunds once per key and never more than was paid', async () => {
		const { db } = getDb()
		const order = await paidOrder(db)
		const provider = createTestProvider(db)
		const ask = (amountCents: number, idempotencyKey: string) =>
			provider.refund({
				orderId: order.id,
				paymentReference: order.payment_reference!,
				amountCents,
				refundId: `refund-${idempotencyKey}`,
				idempotencyKey,
				reason: 'Test',
			})
		const first = await ask(1000, 'a')
		expect(first).toMatchObject({ status: 'succeeded', amountCents: 1000, id: /^tre_/ })
		expect(await ask(1000, 'a')).toEqual(first)
		expect(await ask(order.amount_paid_cents!, 'b')).toMatchObject({
			status: 'failed',
			id: null,
			failureReason: expect.stringContaining('more than the'),
		})
		expect(await ask(order.amount_paid_cents! - 1000, 'c')).toMatchObject({ status: 'succeeded' })
		expect(await listTestRefunds(db, order.payment_reference!)).toHaveLength(2)
		expect(
			await provider.refund({
				orderId: order.id,
				paymentReference: 'test_payment_tcs_unknown',
				amountCents: 1,
				refundId: 'refund-d',
				idempotencyKey: 'd',
				reason: 'Test',
			}),
		).toMatchObject({
			status: 'failed',
			failureReason: 'No such payment: test_payment_tcs_unknown',
		})
	})
})
