import { PRICING } from '#app/content/facts/shop-facts.ts'
import { formatCents } from '#app/domain/common/money.ts'

// The one price rule, in integer cents, used by the /order page, the cart, the server (which
// recomputes every price and ignores the browser's) and the e-mails.
//
// Tax rounding rule: tax = subtotal x basis points / 10 000, rounded half up to the whole cent,
// computed on the cart subtotal (not per line) in integer arithmetic. Because the subtotal is
// whole cents, total = subtotal + tax is exactly subtotal x 1.08 rounded half up.
// With 8% an exact half cent cannot occur (8% of n cents = 2n/25 cents, whose fraction is a
// multiple of 0.04), so the rule only decides 0.48 -> 0 and 0.52 -> 1; taxCents takes the rate as
// a parameter so the half-cent case itself is tested.

/** Whole inches of a screen; the sixteenths never change the price, so they are not asked for. */
export type PricedSize = { width: number; height: number }
export type PricedLine = PricedSize & { quantity: number }

const BASIS_POINTS_PER_UNIT = 10_000

function assertInteger(value: number, name: string, min = -Infinity) {
	if (!Number.isSafeInteger(value) || value < min) {
		throw new RangeError(
			`${name} must be a whole number${min > -Infinity ? ` >= ${min}` : ''}, got ${value}`,
		)
	}
}

function inchesBeyondIncluded(inches: number): number {
	return Math.max(0, inches - PRICING.includedInches)
}

/**
 * Price of one screen in cents: base plus a per-inch charge for every whole inch of width and of
 * height beyond the included inches.
 * @example unitPriceCents({ width: 30, height: 40 }) // 5100
 */
export function unitPriceCents({ width, height }: PricedSize): number {
	assertInteger(width, 'width')
	assertInteger(height, 'height')
	const chargedInches = inchesBeyondIncluded(width) + inchesBeyondIncluded(height)
	return PRICING.baseCents + PRICING.perInchCents * chargedInches
}

/**
 * Price of a line (one configuration times its quantity) in cents.
 * @example lineTotalCents({ width: 30, height: 40, quantity: 2 }) // 10200
 */
export function lineTotalCents(line: PricedLine): number {
	assertInteger(line.quantity, 'quantity', 1)
	return unitPriceCents(line) * line.quantity
}

/**
 * Sales tax on a subtotal, rounded half up to the cent (see the rule at the top of this file).
 * @example taxCents(10200) // 816
 */
export function taxCents(
	subtotalCents: number,
	basisPoints: number = PRICING.taxBasisPoints,
): number {
	assertInteger(subtotalCents, 'subtotalCents', 0)
	assertInteger(basisPoints, 'basisPoints', 0)
	const scaled = subtotalCents * basisPoints + BASIS_POINTS_PER_UNIT / 2
	if (!Number.isSafeInteger(scaled)) throw new RangeError(`subtotal too large: ${subtotalCents}`)
	return (scaled - (scaled % BASIS_POINTS_PER_UNIT)) / BASIS_POINTS_PER_UNIT
}

/**
 * The estimated price as shown on /order: two decimals, or null (hidden) at zero or less.
 * @example estimatedPriceText(10200) // '$102.00'
 */
export function estimatedPriceText(cents: number): string | null {
	return cents > 0 ? formatCents(cents) : null
}
