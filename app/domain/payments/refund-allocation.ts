// How a refund is split over the payments of an order (docs/decisions/026-refunds-once.md). An
// order is paid by its first checkout and by each paid change that raised its total; a provider
// refunds a payment only up to what that payment took less what was refunded of it, so a refund
// larger than one payment's rest is taken from several, each its own provider refund.

/** One payment of an order and what can still go back from it, in cents. */
export type RefundablePayment = {
	/** The provider's payment id (Stripe: the PaymentIntent). */
	reference: string
	/** What the payment took. */
	amountCents: number
	/** What was refunded or is being refunded from it (pending and succeeded parts). */
	refundedCents: number
}

/** One payment's share of a refund. */
export type RefundShare = { reference: string; amountCents: number }

/** What can still go back from the payments, together. */
export function refundableCents(payments: readonly RefundablePayment[]): number {
	return payments.reduce(
		(sum, payment) => sum + Math.max(0, payment.amountCents - payment.refundedCents),
		0,
	)
}

/**
 * Splits `amountCents` over `payments`, given newest first: each payment gives what is left on
 * it before the next (older) one is touched, so a change's payment is refunded before the
 * original. Payments with nothing left get no share. null when they cannot cover the amount.
 * @example allocateRefund(1500, [{ reference: 'pi_change', amountCents: 1000, refundedCents: 0 }, { reference: 'pi_first', amountCents: 5000, refundedCents: 0 }])
 * // [{ reference: 'pi_change', amountCents: 1000 }, { reference: 'pi_first', amountCents: 500 }]
 */
export function allocateRefund(
	amountCents: number,
	payments: readonly RefundablePayment[],
): RefundShare[] | null {
	let rest = amountCents
	const shares: RefundShare[] = []
	for (const payment of payments) {
		if (rest <= 0) break
		const left = payment.amountCents - payment.refundedCents
		if (left <= 0) continue
		const share = Math.min(left, rest)
		shares.push({ reference: payment.reference, amountCents: share })
		rest -= share
	}
	return rest === 0 ? shares : null
}
