import { MAX_SIXTEENTHS, SIXTEENTHS_PER_INCH, isSixteenths } from './sixteenths.ts'

export {
	MAX_SIXTEENTHS,
	SIXTEENTHS_PER_INCH,
	fractionToSixteenths,
	sixteenthsToFraction,
} from './sixteenths.ts'

// The zod schemas for these sizes (the server's checks) are in measurement-schemas.ts, so that
// the pages that only format sizes do not load zod.

/** One screen configuration as the /order page builds it; shared by browser and server. */
export type ScreenConfig = {
	width: number
	widthSixteenths: number
	height: number
	heightSixteenths: number
	quantity: number
}
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
