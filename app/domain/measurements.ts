import { z } from 'zod'
import { LIMITS } from '#app/content/shop-facts.ts'

// Sizes are whole inches plus a fraction in sixteenths. The integer sixteenths (0-15) are the
// source of truth; the spec's cart item stores the fraction in inches (sixteenths / 16, e.g.
// 0.4375). Dividing or multiplying by 16 is exact in binary floating point, so the conversion
// is lossless both ways.

export const SIXTEENTHS_PER_INCH = LIMITS.fractionDenominator
export const MAX_SIXTEENTHS = SIXTEENTHS_PER_INCH - 1

function isSixteenths(value: number): boolean {
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

const range = (name: string, min: number, max: number) =>
	z
		.int({ error: `${name} must be a whole number` })
		.min(min, { error: `${name} must be at least ${min}` })
		.max(max, { error: `${name} must be at most ${max}` })

export const widthSchema = range('Width', LIMITS.width.min, LIMITS.width.max)
export const heightSchema = range('Height', LIMITS.height.min, LIMITS.height.max)
export const sixteenthsSchema = range('Fraction', 0, MAX_SIXTEENTHS)
export const quantitySchema = range('Quantity', LIMITS.quantity.min, LIMITS.quantity.max)
/** A fraction in inches as the spec's cart item stores it: exactly k/16 for k = 0..15. */
export const fractionInchesSchema = z
	.number()
	.refine((value) => fractionToSixteenths(value) !== null, {
		error: `Fraction must be a whole number of sixteenths from 0 to ${MAX_SIXTEENTHS}/16`,
	})

/** One screen configuration as the /order page builds it; shared by browser and server. */
export const screenConfigSchema = z.object({
	width: widthSchema,
	widthSixteenths: sixteenthsSchema,
	height: heightSchema,
	heightSixteenths: sixteenthsSchema,
	quantity: quantitySchema.default(LIMITS.quantity.default),
})
export type ScreenConfig = z.infer<typeof screenConfigSchema>
export type ScreenSize = Omit<ScreenConfig, 'quantity'>

function greatestCommonDivisor(a: number, b: number): number {
	return b === 0 ? a : greatestCommonDivisor(b, a % b)
}

/**
 * A fraction of sixteenths in lowest terms; '' for none.
 * @example formatSixteenths(8) // '1/2'
 */
export function formatSixteenths(sixteenths: number): string {
	if (!isSixteenths(sixteenths)) {
		throw new RangeError(`sixteenths must be a whole number 0-${MAX_SIXTEENTHS}, got ${sixteenths}`)
	}
	if (sixteenths === 0) return ''
	const divisor = greatestCommonDivisor(sixteenths, SIXTEENTHS_PER_INCH)
	return `${sixteenths / divisor}/${SIXTEENTHS_PER_INCH / divisor}`
}

/**
 * Inches with their fraction, as the shop writes them.
 * @example formatInches(30, 7) // '30 7/16"'
 */
export function formatInches(inches: number, sixteenths = 0): string {
	const fraction = formatSixteenths(sixteenths)
	return fraction ? `${inches} ${fraction}"` : `${inches}"`
}

/**
 * Width x height, each with its fraction.
 * @example formatDimensions({ width: 30, widthSixteenths: 7, height: 40, heightSixteenths: 0 }) // '30 7/16" x 40"'
 */
export function formatDimensions(size: ScreenSize): string {
	return `${formatInches(size.width, size.widthSixteenths)} x ${formatInches(size.height, size.heightSixteenths)}`
}
