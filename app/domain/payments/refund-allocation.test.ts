import { describe, expect, it } from 'vitest'
import { allocateRefund, refundableCents, type RefundablePayment } from './refund-allocation.ts'

const change: RefundablePayment = { reference: 'pi_change', amountCents: 1_000, refundedCents: 0 }
const first: RefundablePayment = { reference: 'pi_first', amountCents: 5_000, refundedCents: 0 }

describe('allocateRefund', () => {
	it('takes a refund smaller than the newest payment from that payment only', () => {
		expect(allocateRefund(400, [change, first])).toEqual([
			{ reference: 'pi_change', amountCents: 400 },
		])
	})

	it('takes the rest of a larger refund from the older payment', () => {
		expect(allocateRefund(1_500, [change, first])).toEqual([
			{ reference: 'pi_change', amountCents: 1_000 },
			{ reference: 'pi_first', amountCents: 500 },
		])
	})

	it('skips what was refunded already and payments with nothing left', () => {
		const spent = { ...change, refundedCents: 1_000 }
		const halfFirst = { ...first, refundedCents: 2_000 }
		expect(allocateRefund(3_000, [spent, halfFirst])).toEqual([
			{ reference: 'pi_first', amountCents: 3_000 },
		])
		expect(refundableCents([spent, halfFirst])).toBe(3_000)
	})

	it('answers null when the payments cannot cover the amount', () => {
		expect(allocateRefund(6_001, [change, first])).toBeNull()
		expect(allocateRefund(1, [])).toBeNull()
	})

	it('refunds everything left, to the cent, across every payment', () => {
		const shares = allocateRefund(refundableCents([change, first]), [change, first])!
		expect(shares.map((share) => share.amountCents)).toEqual([1_000, 5_000])
	})
})
