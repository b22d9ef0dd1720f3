import { SHIPPING } from '#app/content/facts/shop-facts.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { taxCents } from '#app/domain/order/pricing.ts'

// Shipping as the shop's shipping policy says (app/content/facts/shop-facts.ts SHIPPING), in integer
// cents. Tax stays on the merchandise subtotal only, so an order of freeOverCents or more with
// standard shipping still totals subtotal x 1.08 (spec 9). The server recomputes this for every
// order; the browser's summary is display only.

export const SHIPPING_METHODS = ['standard', 'expedited'] as const
export type ShippingMethod = (typeof SHIPPING_METHODS)[number]
export const DEFAULT_SHIPPING_METHOD: ShippingMethod = 'standard'

export function isShippingMethod(value: unknown): value is ShippingMethod {
	return (SHIPPING_METHODS as readonly unknown[]).includes(value)
}

/** An order's stored shipping method; the default when it holds none the shop knows. */
export function shippingMethodOf(stored: unknown): ShippingMethod {
	return isShippingMethod(stored) ? stored : DEFAULT_SHIPPING_METHOD
}

/**
 * What the customer pays for shipping with `method` on a merchandise subtotal, in cents.
 * @example shippingCents('standard', 4600) // 995
 * @example shippingCents('standard', 7500) // 0
 * @example shippingCents('expedited', 9200) // 2495
 */
export function shippingCents(method: ShippingMethod, subtotalCents: number): number {
	if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0) {
		throw new RangeError(`subtotalCents must be a whole number >= 0, got ${subtotalCents}`)
	}
	if (method === 'expedited') return SHIPPING.expedited.priceCents
	return subtotalCents >= SHIPPING.standard.freeOverCents ? 0 : SHIPPING.standard.priceCents
}

/** '5-7' -> { min: 5, max: 7 }; a single number is both ends. */
export function businessDayRange(days: string): { min: number; max: number } {
	const match = /^(\d+)(?:-(\d+))?$/.exec(days.trim())
	if (!match) throw new RangeError(`not a day range: ${days}`)
	const min = Number(match[1])
	return { min, max: match[2] === undefined ? min : Number(match[2]) }
}

export type ShippingOption = {
	method: ShippingMethod
	/** 'Standard' or 'Expedited'. */
	name: string
	carrier: string
	/** '5-7': business days in transit after the order ships. */
	businessDays: string
	transitDays: { min: number; max: number }
}

export function shippingOption(method: ShippingMethod): ShippingOption {
	const facts = SHIPPING[method]
	return {
		method,
		name: facts.name,
		carrier: facts.carrier,
		businessDays: facts.businessDays,
		transitDays: businessDayRange(facts.businessDays),
	}
}

/**
 * The method as a receipt line names it.
 * @example shippingLabel('standard') // 'Standard (UPS Ground, 5-7 business days)'
 */
export function shippingLabel(method: ShippingMethod): string {
	const option = shippingOption(method)
	return `${option.name} (${option.carrier}, ${option.businessDays} business days)`
}

/** 'FREE' or the amount, as the order summary shows shipping. */
export function shippingAmountText(cents: number): string {
	return cents === 0 ? 'FREE' : formatCents(cents)
}

export type OrderTotals = {
	quantity: number
	subtotalCents: number
	taxCents: number
	shippingMethod: ShippingMethod
	shippingCents: number
	totalCents: number
}

/**
 * An order's money from its merchandise subtotal: tax on the subtotal, shipping by method.
 * @example orderTotals({ quantity: 1, subtotalCents: 4600 }, 'standard')
 * // { quantity: 1, subtotalCents: 4600, taxCents: 368, shippingMethod: 'standard',
 * //   shippingCents: 995, totalCents: 5963 }
 */
export function orderTotals(
	merchandise: { quantity: number; subtotalCents: number },
	method: ShippingMethod,
): OrderTotals {
	const tax = taxCents(merchandise.subtotalCents)
	const shipping = shippingCents(method, merchandise.subtotalCents)
	return {
		quantity: merchandise.quantity,
		subtotalCents: merchandise.subtotalCents,
		taxCents: tax,
		shippingMethod: method,
		shippingCents: shipping,
		totalCents: merchandise.subtotalCents + tax + shipping,
	}
}
