import { formatInches, inchesInSixteenths, splitSixteenths } from '#app/domain/order/screen-size.ts'

// A length as a person writes it from a tape measure: '30', '30 5/16', '30-5/16', '5/16',
// '30.3125', '.5', optionally followed by an inch mark ('30 5/16"', '30 in'). Used by the
// measuring assistant on /order and meant for importing job lists of openings.
//
// The length is read exactly (a fraction of whole numbers, no floating point) and then snapped
// to the nearest sixteenth of an inch. A reading exactly halfway between two sixteenths goes to
// the smaller one: a screen a hair small still fits, one a hair large does not (the measuring
// guide says the same: "if the edge falls between two marks, take the smaller one").

/** Why a text is not a length: nothing typed, not a number, or a fraction that makes no sense. */
export type InchesProblem = 'empty' | 'not-a-number' | 'bad-fraction'

/** How the length was written; the centimetres check only trusts plain numbers. */
export type LengthForm = 'whole' | 'decimal' | 'fraction'

/** An exact length: numerator / denominator inches (denominator > 0). */
export type ExactLength = { numerator: number; denominator: number; form: LengthForm }

export type ParsedLength = { ok: true; length: ExactLength } | { ok: false; reason: InchesProblem }
export type ParsedInches = { ok: true; sixteenths: number } | { ok: false; reason: InchesProblem }

// Digit counts are capped so every step below stays an exact integer in a double.
const WHOLE = String.raw`\d{1,6}`
const FRACTION = String.raw`(\d{1,3})\s*/\s*(\d{1,3})`
const PATTERNS = {
	whole: new RegExp(`^(${WHOLE})$`),
	decimal: new RegExp(String.raw`^(\d{0,6})\.(\d{0,6})$`),
	fraction: new RegExp(`^${FRACTION}$`),
	mixed: new RegExp(String.raw`^(${WHOLE})(?:\s*-\s*|\s+)${FRACTION}$`),
}
// Straight or typographic (phones type ” for ") inch marks, or the word.
const INCH_MARK = /\s*(?:"|”|″|''|in\.?|inch|inches)$/i

/**
 * Reads a length exactly, without rounding.
 * @example parseLength('30 5/16') // { ok: true, length: { numerator: 485, denominator: 16, form: 'fraction' } }
 */
export function parseLength(text: string): ParsedLength {
	const trimmed = text.trim()
	if (trimmed === '') return { ok: false, reason: 'empty' }
	const plain = trimmed.replace(INCH_MARK, '').trim()
	const exact = (numerator: number, denominator: number, form: LengthForm): ParsedLength => ({
		ok: true,
		length: { numerator, denominator, form },
	})

	let match = PATTERNS.whole.exec(plain)
	if (match) return exact(Number(match[1]), 1, 'whole')

	match = PATTERNS.decimal.exec(plain)
	if (match && (match[1] || match[2])) {
		const decimals = match[2] ?? ''
		return exact(Number(`${match[1]}${decimals}` || '0'), 10 ** decimals.length, 'decimal')
	}

	match = PATTERNS.fraction.exec(plain)
	if (match) {
		const [top, bottom] = [Number(match[1]), Number(match[2])]
		return bottom === 0 ? { ok: false, reason: 'bad-fraction' } : exact(top, bottom, 'fraction')
	}

	match = PATTERNS.mixed.exec(plain)
	if (match) {
		const [whole, top, bottom] = [Number(match[1]), Number(match[2]), Number(match[3])]
		// '30 5/16' is 30 and a part of an inch; '30 17/16' or '30 0/0' is a typing slip.
		if (bottom === 0 || top >= bottom) return { ok: false, reason: 'bad-fraction' }
		return exact(whole * bottom + top, bottom, 'fraction')
	}
	return { ok: false, reason: 'not-a-number' }
}

/**
 * numerator / denominator inches to the nearest whole sixteenth; halves go down.
 * @example snapToSixteenths(3031, 100) // 485 (30.31 inches is 30 5/16)
 */
export function snapToSixteenths(numerator: number, denominator: number): number {
	const scaled = inchesInSixteenths(numerator)
	const below = Math.floor(scaled / denominator)
	const remainder = scaled - below * denominator
	return 2 * remainder > denominator ? below + 1 : below
}

/**
 * A written length in whole sixteenths of an inch (30 5/16 is 485), or why it is not one.
 * @example parseInches('30-5/16') // { ok: true, sixteenths: 485 }
 */
export function parseInches(text: string): ParsedInches {
	const parsed = parseLength(text)
	if (!parsed.ok) return parsed
	const { numerator, denominator } = parsed.length
	return { ok: true, sixteenths: snapToSixteenths(numerator, denominator) }
}

/**
 * A length in sixteenths as the shop writes it.
 * @example formatSixteenthsAsInches(485) // '30 5/16"'
 */
export function formatSixteenthsAsInches(total: number): string {
	const { inches, sixteenths } = splitSixteenths(total)
	return formatInches(inches, sixteenths)
}
