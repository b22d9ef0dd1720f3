import { CUT_LIST_TEXT, WORKSHOP_RULES } from '#app/content/facts/workshop-rules.ts'
import {
	formatInches,
	splitSixteenths,
	toSixteenths,
	wholeInchesUp,
	type ScreenSize,
} from '#app/domain/order/screen-size.ts'

/**
 * What the workshop cuts for one screen of a finished size, by WORKSHOP_RULES
 * (app/content/facts/workshop-rules.ts). All lengths are whole sixteenths of an inch, so the sums are
 * exact:
 * - frame: two pieces for top and bottom (finished width - frameCutDeduction) and two sides
 *   (finished height - frameCutDeduction);
 * - mesh: the finished size plus meshAllowancePerSide on every side (width + 2 x allowance);
 * - spline: the finished perimeter plus splineAllowance, rounded up to a whole inch;
 * - tension springs by finished width (tensionSprings), and the corner keys.
 */

export type FramePieces = { count: 2; length: number }
export type CutList = {
	widthPieces: FramePieces
	heightPieces: FramePieces
	mesh: { width: number; height: number }
	splineInches: number
	cornerKeys: number
	tensionSprings: number
}

/** A length in sixteenths as the shop writes it. @example formatLength(463) // '28 15/16"' */
export function formatLength(sixteenths: number): string {
	if (!Number.isSafeInteger(sixteenths) || sixteenths < 0) {
		throw new RangeError(`not a length in sixteenths: ${sixteenths}`)
	}
	const split = splitSixteenths(sixteenths)
	return formatInches(split.inches, split.sixteenths)
}

function tensionSpringsFor(width: number): number {
	const row = WORKSHOP_RULES.tensionSprings.find(
		({ widthUpTo }) => widthUpTo === null || width <= widthUpTo,
	)
	if (!row)
		throw new RangeError('WORKSHOP_RULES.tensionSprings needs a last row with widthUpTo null')
	return row.springs
}

/**
 * The cut list of one screen of a finished size.
 * @example cutList({ width: 30, widthSixteenths: 0, height: 40, heightSixteenths: 8 }).widthPieces // { count: 2, length: 463 } (28 15/16")
 */
export function cutList(size: ScreenSize): CutList {
	const width = toSixteenths(size.width, size.widthSixteenths)
	const height = toSixteenths(size.height, size.heightSixteenths)
	const { frameCutDeduction, meshAllowancePerSide, splineAllowance, cornerKeys } = WORKSHOP_RULES
	if (Math.min(width, height) <= frameCutDeduction) {
		throw new RangeError(`a screen must be longer than ${formatLength(frameCutDeduction)} a side`)
	}
	const perimeter = 2 * (width + height)
	return {
		widthPieces: { count: 2, length: width - frameCutDeduction },
		heightPieces: { count: 2, length: height - frameCutDeduction },
		mesh: { width: width + 2 * meshAllowancePerSide, height: height + 2 * meshAllowancePerSide },
		splineInches: wholeInchesUp(perimeter + splineAllowance),
		cornerKeys,
		tensionSprings: tensionSpringsFor(width),
	}
}

/**
 * The cut list as label and value rows for a work order.
 * @example cutListRows(list)[0] // { label: 'Frame, top and bottom', value: '2 x 28 15/16"' }
 */
export function cutListRows(list: CutList): { label: string; value: string }[] {
	const text = CUT_LIST_TEXT
	return [
		{
			label: text.widthPieces,
			value: text.pieces(list.widthPieces.count, formatLength(list.widthPieces.length)),
		},
		{
			label: text.heightPieces,
			value: text.pieces(list.heightPieces.count, formatLength(list.heightPieces.length)),
		},
		{
			label: text.mesh,
			value: `${formatLength(list.mesh.width)} x ${formatLength(list.mesh.height)}`,
		},
		{ label: text.spline, value: formatInches(list.splineInches) },
		{ label: text.cornerKeys, value: String(list.cornerKeys) },
		{ label: text.tensionSprings, value: String(list.tensionSprings) },
	]
}

export type ScreenRow<Line> = {
	line: Line
	/** 1 to `of`, this screen's place among the line's screens. */
	screen: number
	of: number
	/** The line's label with the screen's place, e.g. 'Kitchen left 2/3', or just '2/3'. */
	tag: string
}

/**
 * One row per physical screen: a line of quantity 3 becomes screens 1/3, 2/3 and 3/3, in order.
 * @example screenRows([{ quantity: 2, label: 'Bedroom' }]).map((row) => row.tag) // ['Bedroom 1/2', 'Bedroom 2/2']
 */
export function screenRows<Line extends { quantity: number; label?: string | null }>(
	lines: readonly Line[],
): ScreenRow<Line>[] {
	return lines.flatMap((line) => {
		const of = line.quantity
		if (!Number.isSafeInteger(of) || of < 1) {
			throw new RangeError(`quantity must be a whole number >= 1, got ${of}`)
		}
		const label = line.label?.trim()
		return Array.from({ length: of }, (_, index) => {
			const place = `${index + 1}/${of}`
			return { line, screen: index + 1, of, tag: label ? `${label} ${place}` : place }
		})
	})
}
