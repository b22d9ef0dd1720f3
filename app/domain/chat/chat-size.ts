import { inchesInSixteenths, type ScreenSize } from '#app/domain/order/screen-size.ts'

// Reads a screen size (width by height) out of a chat message, so the bot can quote that
// screen's price. Pure and small on purpose: it only finds the size; the answer is built in
// chat-answers.ts from the price rules and the limits.
//
// Read as a size: two numbers joined by 'x', 'X', '×', '*' or 'by', each in whole inches with
// an optional fraction ('30 1/2', '30-1/2', '30½') or decimal ('30.5'), and an optional inch mark
// or word ('30"', "30''", '30 in', '30 inches'). Width comes first, unless the words say
// otherwise ('40 tall by 30 wide'). A unit written once ('30 x 40 inches') counts for both.
//
// Decided, so a size is never misread:
// - Feet, centimetres, millimetres and metres are not converted (a made-to-measure screen from
//   a converted, rounded figure would not fit): such a size answers 'other-unit' and the bot
//   asks for inches. "2'6\" x 3'" is feet, '30 x 40 cm' centimetres.
// - A fraction or decimal that is not a whole number of sixteenths ('30 1/3', '30.3') answers
//   'not-sixteenths'.
// - Three numbers in a row ('2 x 30 x 40') and durations or times ('5 by 7 days', '3 by 5 pm')
//   are not a size.

export type OtherUnit = 'feet' | 'centimetres' | 'millimetres' | 'metres'

export type SizeInMessage =
	| { kind: 'inches'; size: ScreenSize }
	| { kind: 'other-unit'; unit: OtherUnit }
	| { kind: 'not-sixteenths' }

type Side = { inches: number; sixteenths: number } | 'not-sixteenths'

const UNIT_WORDS: Record<string, OtherUnit | 'inches'> = {
	'"': 'inches',
	"''": 'inches',
	in: 'inches',
	'in.': 'inches',
	inch: 'inches',
	inches: 'inches',
	"'": 'feet',
	ft: 'feet',
	'ft.': 'feet',
	foot: 'feet',
	feet: 'feet',
	cm: 'centimetres',
	centimeter: 'centimetres',
	centimeters: 'centimetres',
	centimetre: 'centimetres',
	centimetres: 'centimetres',
	mm: 'millimetres',
	millimeter: 'millimetres',
	millimeters: 'millimetres',
	millimetre: 'millimetres',
	millimetres: 'millimetres',
	m: 'metres',
	meter: 'metres',
	meters: 'metres',
	metre: 'metres',
	metres: 'metres',
}

const VULGAR_FRACTIONS: Record<string, string> = {
	'¼': '1/4',
	'½': '1/2',
	'¾': '3/4',
	'⅛': '1/8',
	'⅜': '3/8',
	'⅝': '5/8',
	'⅞': '7/8',
}

const HEIGHT_WORDS = new Set(['tall', 'high', 'height', 'h'])

// One side: feet in a compound ("2'6"), number, fraction, unit, and a 'wide' or 'tall' word.
function side(n: 1 | 2): string {
	return (
		String.raw`(?:(?<feet${n}>\d{1,3})\s*(?:'|ft\.?|feet|foot)\s*(?=\d))?` +
		String.raw`(?<number${n}>\d{1,4}(?:\.\d+)?)(?:(?:\s+|-)(?<top${n}>\d{1,2})\/(?<bottom${n}>\d{1,2}))?` +
		String.raw`\s*(?<unit${n}>"|''|'|in\.|inches|inch|in|ft\.|ft|feet|foot|centimet(?:er|re)s?|cm|millimet(?:er|re)s?|mm|met(?:er|re)s?|m)?` +
		String.raw`(?:\s*(?<word${n}>wide|width|w|tall|high|height|h)\b)?`
	)
}
const JOIN = String.raw`\s*(?:x|\*|by)\s*`
const SIZE_PATTERN = new RegExp(
	// Not inside a number or a fraction, and not the second side of a longer chain.
	String.raw`(?<![\d.\/'])(?<!\d\S*\s*(?:x|\*|by)\s*)` +
		side(1) +
		JOIN +
		side(2) +
		// A unit letter must end its word ('4 in' but not '4 inside'), and no third number, no
		// duration and no time may follow.
		String.raw`(?![\d\/a-z'"])(?!\s*(?:x|\*|by)\s*\d)(?!\s*(?:days?|weeks?|hours?|minutes?|business|am|pm)\b)`,
)

function normalize(message: string): string {
	return message
		.toLowerCase()
		.replace(/[×✕✖]/g, 'x')
		.replace(/[“”″]/g, '"')
		.replace(/[‘’′]/g, "'")
		.replace(/[¼½¾⅛⅜⅝⅞]/g, (fraction) => ` ${VULGAR_FRACTIONS[fraction] ?? ''}`)
}

function readSide(number: string, numerator?: string, denominator?: string): Side {
	const [whole = '', decimals = ''] = number.split('.')
	let sixteenths = 0
	if (decimals) {
		if (numerator) return 'not-sixteenths'
		const exact = inchesInSixteenths(Number(`0.${decimals}`))
		if (!Number.isInteger(exact)) return 'not-sixteenths'
		sixteenths = exact
	} else if (numerator && denominator) {
		const top = Number(numerator)
		const bottom = Number(denominator)
		const exact = inchesInSixteenths(top, bottom)
		if (bottom === 0 || top >= bottom || !Number.isInteger(exact)) return 'not-sixteenths'
		sixteenths = exact
	}
	return { inches: Number(whole), sixteenths }
}

/**
 * The first screen size a message names, or null when it names none.
 * @example findSizeInMessage('How much is a 30 1/2 x 40 screen?')
 * // { kind: 'inches', size: { width: 30, widthSixteenths: 8, height: 40, heightSixteenths: 0 } }
 */
export function findSizeInMessage(message: string): SizeInMessage | null {
	const groups = SIZE_PATTERN.exec(normalize(message))?.groups
	if (!groups) return null
	const unitOf = (n: 1 | 2) =>
		groups[`feet${n}`] !== undefined ? 'feet' : UNIT_WORDS[groups[`unit${n}`] ?? '']
	const otherUnit = [unitOf(1), unitOf(2)].find(
		(unit): unit is OtherUnit => unit !== undefined && unit !== 'inches',
	)
	if (otherUnit) return { kind: 'other-unit', unit: otherUnit }

	const [first, second] = ([1, 2] as const).map((n) =>
		readSide(groups[`number${n}`] ?? '', groups[`top${n}`], groups[`bottom${n}`]),
	)
	if (!first || !second || first === 'not-sixteenths' || second === 'not-sixteenths') {
		return { kind: 'not-sixteenths' }
	}
	const heightFirst = HEIGHT_WORDS.has(groups.word1 ?? '') && !HEIGHT_WORDS.has(groups.word2 ?? '')
	const [width, height] = heightFirst ? [second, first] : [first, second]
	return {
		kind: 'inches',
		size: {
			width: width.inches,
			widthSixteenths: width.sixteenths,
			height: height.inches,
			heightSixteenths: height.sixteenths,
		},
	}
}
