import { LIMITS } from '#app/content/shop-facts.ts'

// Sizes are whole inches plus a fraction in sixteenths. The integer sixteenths (0-15) are the
// source of truth; the spec's cart item stores the fraction in inches (sixteenths / 16, e.g.
// 0.4375). Dividing or multiplying by 16 is exact in binary floating point, so the conversion
// is lossless both ways.

export const SIXTEENTHS_PER_INCH = LIMITS.fractionDenominator
export const MAX_SIXTEENTHS = SIXTEENTHS_PER_INCH - 1

export function isSixteenths(value: number): boolean {
	return Number.isInteger(value) && value >= 0 && value <= MAX_SIXTEENTHS
}

/**
 * Sixteenths (0-15) to the spec's fraction in inches.
 * @example sixteenthsToFraction(7) // 0.4375
 */
export function sixteenthsToFraction(sixteenths: number): number {
	if (!isSixteenths(sixteenths)) {
		throw new RangeError(`sixteenths must be a whole number 0-${MAX_SIXTEENTHS}, got ${sixteenths}`)
	}
	return sixteenths / SIXTEENTHS_PER_INCH
}

/**
 * The spec's fraction in inches back to sixteenths, or null unless it is exactly 0/16 to 15/16.
 * @example fractionToSixteenths(0.4375) // 7
 */
export function fractionToSixteenths(fraction: number): number | null {
	const sixteenths = fraction * SIXTEENTHS_PER_INCH
	if (!isSixteenths(sixteenths)) return null
	return sixteenths === 0 ? 0 : sixteenths // never -0
}
