// The Stripe stand-in's coupons (tests/support/stand-ins/stripe.ts): made as Stripe makes them
// (POST /v1/coupons) and applied to a Checkout Session's line items as Stripe applies them.
import { randomBytes } from 'node:crypto'

export type StandInCoupon = Record<string, unknown> & { id: string }

/** A coupon as Stripe makes it: amount_off needs a currency; percent_off is 0-100. */
export function newCoupon(params: Record<string, unknown>): StandInCoupon {
	const amountOff = params.amount_off === undefined ? null : Number(params.amount_off)
	const percentOff = params.percent_off === undefined ? null : Number(params.percent_off)
	if ((amountOff === null) === (percentOff === null)) {
		throw new Error('Pass exactly one of amount_off and percent_off')
	}
	if (amountOff !== null && (!Number.isSafeInteger(amountOff) || amountOff <= 0)) {
		throw new Error('Invalid positive integer: amount_off')
	}
	if (amountOff !== null && !params.currency) throw new Error('Missing required param: currency')
	if (percentOff !== null && !(percentOff > 0 && percentOff <= 100)) {
		throw new Error('Invalid percent_off')
	}
	if (typeof params.name === 'string' && params.name.length > 40) {
		throw new Error('Invalid string: name must be at most 40 characters')
	}
	return {
		id: typeof params.id === 'string' ? params.id : `stand_in_${randomBytes(6).toString('hex')}`,
		object: 'coupon',
		amount_off: amountOff,
		percent_off: percentOff,
		currency: params.currency ?? null,
		duration: params.duration ?? 'once',
		max_redemptions: params.max_redemptions === undefined ? null : Number(params.max_redemptions),
		times_redeemed: 0,
		name: params.name ?? null,
		metadata: params.metadata ?? {},
		valid: true,
		livemode: false,
	}
}

/** The session's discount from its one coupon (discounts[0][coupon]), as Stripe reckons it. */
export function discountOf(
	params: Record<string, unknown>,
	coupons: Map<string, StandInCoupon>,
	subtotal: number,
) {
	const discounts = (params.discounts ?? []) as { coupon?: string }[]
	if (discounts.length === 0) return { amount: 0, discounts: [] }
	if (discounts.length > 1) throw new Error('Only one discount may be specified')
	const couponId = discounts[0]!.coupon
	const coupon = couponId ? coupons.get(couponId) : undefined
	if (!coupon) throw new Error(`No such coupon: '${couponId}'`)
	const amount =
		coupon.amount_off !== null
			? Math.min(Number(coupon.amount_off), subtotal)
			: Math.round((subtotal * Number(coupon.percent_off)) / 100)
	return { amount, discounts: [{ coupon: coupon.id, promotion_code: null }] }
}
