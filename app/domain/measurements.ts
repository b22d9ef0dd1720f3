import { z } from 'zod'
import { LIMITS } from '#app/content/shop-facts.ts'
import {
	MAX_SIXTEENTHS,
	SIXTEENTHS_PER_INCH,
	fractionToSixteenths,
	isSixteenths,
} from './sixteenths.ts'

export {
	MAX_SIXTEENTHS,
	SIXTEENTHS_PER_INCH,
	fractionToSixteenths,
	sixteenthsToFraction,
} from './sixteenths.ts'

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
