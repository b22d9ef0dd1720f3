import { LIMITS } from '#app/content/facts/shop-facts.ts'

// A screen's size: whole inches plus a fraction in sixteenths (0-15) for each side. This module
// is the one place that knows that shape: its range check, with the quantity's (the browser calls
// it directly; the server's zod schemas in measurement-schemas.ts wrap it), its conversions to the spec's cart
// item (the fraction in inches, sixteenths / 16, e.g. 0.4375) and to a table row
// (width_sixteenths), lengths in sixteenths, and how the shop writes a size. Dividing or
// multiplying by 16 is exact in binary floating point, so every conversion is lossless.

export const SIXTEENTHS_PER_INCH = LIMITS.fractionDenominator
export const MAX_SIXTEENTHS = SIXTEENTHS_PER_INCH - 1

/** A screen's size as forms and the domain hold it. */
export type ScreenSize = {
	width: number
	widthSixteenths: number
	height: number
	heightSixteenths: number
}
/** One screen configuration as the /order page builds it; shared by browser and server. */
export type ScreenConfig = ScreenSize & { quantity: number }
/** A size as the tables store it (order_items, quote_lines, windows, cart_items). */
export type ScreenSizeRow = {
	width: number
	width_sixteenths: number
	height: number
	height_sixteenths: number
}
/** A size as the spec's cart item stores it: each fraction in inches. */
export type CartItemSize = {
	width: number
	widthFraction: number
	height: number
	heightFraction: number
}

/** The numbers of a screen and their ranges: whole inches per side, sixteenths 0-15, quantity. */
export const SCREEN_RANGES = {
	width: LIMITS.width,
	height: LIMITS.height,
	sixteenths: { min: 0, max: MAX_SIXTEENTHS },
	quantity: LIMITS.quantity,
} as const
export type ScreenPart = keyof typeof SCREEN_RANGES
export type RangeProblem = 'not-whole' | 'too-small' | 'too-large'

/**
 * The one range check of a screen's numbers: why `value` is not a valid `part`, or null when it is.
 * @example rangeProblem('width', 49) // 'too-large'
 */
export function rangeProblem(part: ScreenPart, value: unknown): RangeProblem | null {
	const { min, max } = SCREEN_RANGES[part]
	if (!Number.isSafeInteger(value)) return 'not-whole' // also anything not a number
	return (value as number) < min ? 'too-small' : (value as number) > max ? 'too-large' : null
}

export function isSixteenths(value: number): boolean {
	return rangeProblem('sixteenths', value) === null
}

/** `value`, or a RangeError when it is not whole sixteenths 0-15. */
function checkedSixteenths(value: number): number {
	if (!isSixteenths(value)) {
		throw new RangeError(`not a whole number of sixteenths 0-${MAX_SIXTEENTHS}: ${value}`)
	}
	return value
}

/** Whether every part of a size is in its range. */
export function isScreenSize(size: Record<keyof ScreenSize, unknown>): boolean {
	return (
		rangeProblem('width', size.width) === null &&
		rangeProblem('sixteenths', size.widthSixteenths) === null &&
		rangeProblem('height', size.height) === null &&
		rangeProblem('sixteenths', size.heightSixteenths) === null
	)
}

/**
 * Sixteenths (0-15) to the spec's fraction in inches.
 * @example sixteenthsToFraction(7) // 0.4375
 */
export function sixteenthsToFraction(sixteenths: number): number {
	return checkedSixteenths(sixteenths) / SIXTEENTHS_PER_INCH
}

/**
 * The spec's fraction in inches back to sixteenths, or null unless it is exactly 0/16 to 15/16.
 * @example fractionToSixteenths(0.4375) // 7
 */
export function fractionToSixteenths(fraction: number): number | null {
	const sixteenths = fraction * SIXTEENTHS_PER_INCH
	return isSixteenths(sixteenths) ? sixteenths + 0 : null // + 0: never -0
}

/** Whether `value` is a fraction in inches as the spec's cart item stores it (k/16, k 0-15). */
export function isFractionInches(value: unknown): value is number {
	return typeof value === 'number' && fractionToSixteenths(value) !== null
}

/** A cart item's fraction in sixteenths, or a RangeError unless it is exactly k/16. */
function sixteenthsOf(fraction: number): number {
	return checkedSixteenths(fraction * SIXTEENTHS_PER_INCH) + 0 // + 0: never -0
}

/** A size as the spec's cart item stores it. @example toCartItemSize(size).widthFraction // 0.4375 */
export function toCartItemSize(size: ScreenSize): CartItemSize {
	return {
		width: size.width,
		widthFraction: sixteenthsToFraction(size.widthSixteenths),
		height: size.height,
		heightFraction: sixteenthsToFraction(size.heightSixteenths),
	}
}

/** The size a cart item describes (fractions back to sixteenths, exactly; a RangeError if not). */
export function fromCartItemSize(item: CartItemSize): ScreenSize {
	return {
		width: item.width,
		widthSixteenths: sixteenthsOf(item.widthFraction),
		height: item.height,
		heightSixteenths: sixteenthsOf(item.heightFraction),
	}
}

/** A size as the tables store it. */
export function toSizeRow(size: ScreenSize): ScreenSizeRow {
	return {
		width: size.width,
		width_sixteenths: size.widthSixteenths,
		height: size.height,
		height_sixteenths: size.heightSixteenths,
	}
}

/** The size a table row stores. */
export function fromSizeRow(row: ScreenSizeRow): ScreenSize {
	return {
		width: row.width,
		widthSixteenths: row.width_sixteenths,
		height: row.height,
		heightSixteenths: row.height_sixteenths,
	}
}

/** Whole inches and sixteenths as one length in sixteenths. @example toSixteenths(30, 7) // 487 */
export function toSixteenths(inches: number, sixteenths = 0): number {
	if (!Number.isSafeInteger(inches) || inches < 0 || !isSixteenths(sixteenths)) {
		throw new RangeError(`not a size in inches and sixteenths: ${inches} ${sixteenths}/16`)
	}
	return inches * SIXTEENTHS_PER_INCH + sixteenths
}

/** Whole inches and the sixteenths left over: 485 is { inches: 30, sixteenths: 5 }. */
export function splitSixteenths(total: number): { inches: number; sixteenths: number } {
	return {
		inches: Math.floor(total / SIXTEENTHS_PER_INCH),
		sixteenths: total % SIXTEENTHS_PER_INCH,
	}
}

/** A length in sixteenths in whole inches, rounded up: 481 is 31. */
export function wholeInchesUp(total: number): number {
	return Math.ceil(total / SIXTEENTHS_PER_INCH)
}

/**
 * numerator / denominator inches in sixteenths, not rounded (the callers snap or refuse).
 * @example inchesInSixteenths(5, 16) // 5
 */
export function inchesInSixteenths(numerator: number, denominator = 1): number {
	return (numerator * SIXTEENTHS_PER_INCH) / denominator
}

function greatestCommonDivisor(a: number, b: number): number {
	return b === 0 ? a : greatestCommonDivisor(b, a % b)
}

/**
 * A fraction of sixteenths in lowest terms; '' for none.
 * @example formatSixteenths(8) // '1/2'
 */
export function formatSixteenths(sixteenths: number): string {
	if (checkedSixteenths(sixteenths) === 0) return ''
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
