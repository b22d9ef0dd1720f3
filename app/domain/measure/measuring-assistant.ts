import { LIMITS } from '#app/content/facts/shop-facts.ts'
import {
	inchesInSixteenths,
	splitSixteenths,
	type ScreenSize,
} from '#app/domain/order/screen-size.ts'
import { validateScreenForm } from '#app/domain/order/order-form.ts'
import {
	parseLength,
	snapToSixteenths,
	type ExactLength,
	type ParsedInches,
	type ParsedLength,
} from './parse-inches.ts'

// The measuring assistant's rules: three readings of each side, the smallest one
// used (as the measuring guide teaches), and plain warnings when the readings look wrong. All
// lengths are whole sixteenths of an inch (30 5/16 is 485). The sizes we make are the order
// form's (validateScreenForm over LIMITS): whole inches within the limits, any sixteenths.

export type Side = 'width' | 'height'
export const SIDES: readonly Side[] = ['width', 'height']

/** Readings of one side that differ by more than this (1/4 inch) suggest a frame out of square. */
export const OUT_OF_SQUARE_SIXTEENTHS = inchesInSixteenths(1, 4)

export type MeasuringWarning =
	/** The readings of one side differ by `spread` sixteenths (more than 1/4 inch). */
	| { kind: 'out-of-square'; side: Side; spread: number }
	/** `centimetres` (as typed, e.g. '76.2') does not fit in inches but is `inches` sixteenths as cm. */
	| { kind: 'centimetres'; side: Side; centimetres: string; inches: number }
	/** The width is too wide, but width and height would fit the other way round. */
	| { kind: 'swapped'; width: number; height: number }
	/** The side's size (smallest reading) is outside what we make at all. */
	| { kind: 'not-made'; side: Side; size: number; limit: 'min' | 'max' }

export type MeasuringReadings = Record<Side, readonly string[]>

export type MeasuringAssessment = {
	/** Each text read in sixteenths, in the order given; an empty text is { reason: 'empty' }. */
	readings: Record<Side, ParsedInches[]>
	/** The smallest reading of each side, in sixteenths; null until one is given. */
	smallest: Record<Side, number | null>
	/** The size to order, when both smallest readings are sizes we make. */
	size: ScreenSize | null
	warnings: MeasuringWarning[]
}

/** Whether a length (sixteenths) is within what we make for a side, e.g. 6 to 48 15/16 wide. */
export function isMadeSize(side: Side, sixteenths: number): boolean {
	const { inches } = splitSixteenths(sixteenths)
	return inches >= LIMITS[side].min && inches <= LIMITS[side].max
}

/** A length read as centimetres, in sixteenths of an inch (76.2 cm is 480, 30 inches). */
export function centimetresToSixteenths({ numerator, denominator }: ExactLength): number {
	// An inch is exactly 2.54 cm: numerator / denominator cm = 50 numerator / (127 denominator)
	// inches, in whole numbers that stay exact (the parser caps the digits).
	return snapToSixteenths(50 * numerator, 127 * denominator)
}

/** The exact decimal a plain number was typed as, without trailing zeros: '76.20' -> '76.2'. */
function decimalText({ numerator, denominator }: ExactLength): string {
	const places = String(denominator).length - 1 // plain numbers have 1, 10, 100, ...
	const digits = String(numerator).padStart(places + 1, '0')
	const whole = digits.slice(0, digits.length - places)
	const fraction = digits.slice(digits.length - places).replace(/0+$/, '')
	return fraction ? `${whole}.${fraction}` : whole
}

type Reading = { length: ParsedLength; inches: ParsedInches }

function readSide(texts: readonly string[]): Reading[] {
	return texts.map((text) => {
		const length = parseLength(text)
		if (!length.ok) return { length, inches: length }
		const { numerator, denominator } = length.length
		return { length, inches: { ok: true, sixteenths: snapToSixteenths(numerator, denominator) } }
	})
}

function values(readings: Reading[]): number[] {
	return readings.flatMap(({ inches }) => (inches.ok ? [inches.sixteenths] : []))
}

/** The first reading of a side too big or small in inches that would fit as centimetres. */
function centimetresHint(side: Side, readings: Reading[]): MeasuringWarning | null {
	for (const { length, inches } of readings) {
		if (!length.ok || !inches.ok || isMadeSize(side, inches.sixteenths)) continue
		// Centimetres are written as plain numbers; '30 5/16' is inches whatever its size.
		if (length.length.form === 'fraction') continue
		const asCentimetres = centimetresToSixteenths(length.length)
		if (isMadeSize(side, asCentimetres)) {
			return {
				kind: 'centimetres',
				side,
				centimetres: decimalText(length.length),
				inches: asCentimetres,
			}
		}
	}
	return null
}

/**
 * Reads the assistant's fields and says which size to order and what looks wrong.
 * @example assessMeasurements({ width: ['30 5/16', '30 1/4', '30 3/8'], height: ['50', '50', '49 15/16'] })
 * // size 30 1/4" x 49 15/16", no warnings
 */
export function assessMeasurements(texts: MeasuringReadings): MeasuringAssessment {
	const read = { width: readSide(texts.width), height: readSide(texts.height) }
	const smallestOf = (side: Side) => {
		const found = values(read[side])
		return found.length ? Math.min(...found) : null
	}
	const smallest = { width: smallestOf('width'), height: smallestOf('height') }
	const warnings: MeasuringWarning[] = []

	for (const side of SIDES) {
		const found = values(read[side])
		const spread = found.length ? Math.max(...found) - Math.min(...found) : 0
		if (spread > OUT_OF_SQUARE_SIXTEENTHS) warnings.push({ kind: 'out-of-square', side, spread })
	}

	const { width, height } = smallest
	const swapped =
		width !== null &&
		height !== null &&
		splitSixteenths(width).inches > LIMITS.width.max &&
		isMadeSize('height', width) &&
		isMadeSize('width', height)
	if (swapped) {
		// The other side is plainly in inches, so centimetres are not the likely slip.
		warnings.push({ kind: 'swapped', width, height })
	} else {
		for (const side of SIDES) {
			const hint = centimetresHint(side, read[side])
			const size = smallest[side]
			if (hint) warnings.push(hint)
			else if (size !== null && !isMadeSize(side, size)) {
				const limit = splitSixteenths(size).inches < LIMITS[side].min ? 'min' : 'max'
				warnings.push({ kind: 'not-made', side, size, limit })
			}
		}
	}

	return {
		readings: { width: read.width.map((r) => r.inches), height: read.height.map((r) => r.inches) },
		smallest,
		size: orderableSize(width, height),
		warnings,
	}
}

/** The size the order form takes for these lengths, or null if it would refuse it. */
function orderableSize(width: number | null, height: number | null): ScreenSize | null {
	if (width === null || height === null) return null
	const w = splitSixteenths(width)
	const h = splitSixteenths(height)
	const check = validateScreenForm({
		width: w.inches,
		widthSixteenths: w.sixteenths,
		height: h.inches,
		heightSixteenths: h.sixteenths,
	})
	if (!check.ok) return null
	const { quantity: _quantity, ...size } = check.config
	return size
}
