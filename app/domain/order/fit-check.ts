import {
	FIT_CHECK_REASONS as REASONS,
	listScreens,
	type KnownSizeSource,
} from '#app/content/words/fit-check.ts'
import type { MEASURING_ASSISTANT } from '#app/content/words/measuring-assistant.ts'
import type { MeasuringWarning } from '#app/domain/measure/measuring-assistant.ts'
import { formatDimensions, type ScreenSize } from './screen-size.ts'
import {
	formatDifference,
	labelKey,
	lengthsOf,
	shapeOf,
	sizeDifference,
} from './size-comparison.ts'

// The fit check: before a paid order's screens are cut, its lines are checked for the slips a
// measurement most often hides (docs/decisions/032-fit-check.md). Each rule answers findings,
// each with its kind, the lines it is about and the reason in plain words; an order with any
// finding is held until its customer confirms or corrects the sizes, or the owner releases it.
//
// - swapped: width and height look swapped for the line's window type. Only a line that knows
//   its window type is checked (lines do not store one yet): it is swapped when a size known for
//   its label (window book, last order) has the other shape, markedly (one tall, the other wide),
//   or when its type's screens have a usual shape and the line markedly has the other: a
//   casement's screen is taller than wide. Markedly: the longer side more than 5/4 of the
//   shorter, so a near-square window is never called swapped. Double-hung windows (full screens
//   are tall, half screens wide), sliders and other windows have no usual shape of their own.
// - differs-from-known: a labelled line more than 1/4" (in width or height) from every size
//   known for the same label in the customer's window book or last order. Exactly 1/4" is fine.
// - same-label: lines with the same label (spaces and case aside) whose sizes are not all equal.
// - measured-twice: two lines whose widths and heights each differ by 1/8" to 1" (both ends
//   included), at least one of them without a label: likely the same window measured twice.
//   Less than 1/8" apart is the same size within measuring. Two labelled lines are the
//   customer's own word on which windows they are (the same label is the same-label rule's,
//   two labels two windows): a contractor's job list of many near-equal, labelled openings is
//   not held for being near-equal.
// - out-of-square: the measuring assistant warned that the frame may be out of square (its
//   readings of a side differ by more than 1/4") and the size was used anyway.
// All lengths are whole sixteenths of an inch.

/** The measuring assistant's window types (its panel's choices). */
export type WindowType = (typeof MEASURING_ASSISTANT)['windowTypes'][number]['id']

/** One line of the order, as the check reads it. */
export type FitLine = {
	/** The order line's id (order_items.id). */
	itemId: string
	label: string | null
	size: ScreenSize
	/** The window type chosen in the measuring assistant, when the line knows it. */
	windowType?: WindowType | null
	/** What the measuring assistant warned of when this size was measured, when known. */
	warnings?: readonly MeasuringWarning[]
}

/** A size the customer has had for a label before. */
export type KnownSize = { label: string; size: ScreenSize; source: KnownSizeSource }

export type FitFindingKind =
	'swapped' | 'differs-from-known' | 'same-label' | 'measured-twice' | 'out-of-square'

export type FitFinding = {
	kind: FitFindingKind
	/** The order lines it is about (order_items ids). */
	itemIds: string[]
	/** Their places in the order, 1-based, as the reason names them ("Screen 2"). */
	screens: number[]
	reason: string
}

/** A line may be this far from a size known for its label (1/4"), in each of width and height. */
export const KNOWN_SIZE_TOLERANCE = 4
/** Two lines whose widths and heights each differ by this much (1/8" to 1") look measured twice. */
export const MEASURED_TWICE = { min: 2, max: 16 } as const

/** The shape a window type's screen usually has, where it has one. */
export const USUAL_SHAPE: Record<WindowType, 'tall' | null> = {
	hung: null,
	slider: null,
	casement: 'tall',
	other: null,
}

/** Whether a size is within 1/4" of a known one, in width and in height. */
function isClose(size: ScreenSize, known: KnownSize): boolean {
	const difference = sizeDifference(size, known.size)
	return difference.width <= KNOWN_SIZE_TOLERANCE && difference.height <= KNOWN_SIZE_TOLERANCE
}

const sameSize = (a: ScreenSize, b: ScreenSize) => {
	const difference = sizeDifference(a, b)
	return difference.width === 0 && difference.height === 0
}

const screenName = (lines: readonly FitLine[], index: number) =>
	REASONS.screen(index + 1, lines[index]!.label?.trim() || null)

function finding(
	kind: FitFindingKind,
	lines: readonly FitLine[],
	indexes: readonly number[],
	reason: string,
): FitFinding {
	return {
		kind,
		itemIds: indexes.map((index) => lines[index]!.itemId),
		screens: indexes.map((index) => index + 1),
		reason,
	}
}

/** The known size nearest the line's (the larger of its width and height differences). */
function nearest(size: ScreenSize, known: readonly KnownSize[]): KnownSize | undefined {
	const distance = (other: KnownSize) => {
		const difference = sizeDifference(size, other.size)
		return Math.max(difference.width, difference.height)
	}
	return known.reduce<KnownSize | undefined>(
		(best, other) => (best === undefined || distance(other) < distance(best) ? other : best),
		undefined,
	)
}

function swappedFinding(
	lines: readonly FitLine[],
	index: number,
	known: readonly KnownSize[],
): FitFinding | null {
	const line = lines[index]!
	if (!line.windowType) return null
	const shape = shapeOf(line.size)
	if (shape === 'squarish') return null
	const size = formatDimensions(line.size)
	const otherShape = known.find((other) => {
		const knownShape = shapeOf(other.size)
		return knownShape !== 'squarish' && knownShape !== shape
	})
	if (otherShape) {
		const reason = REASONS.swappedKnown(
			screenName(lines, index),
			size,
			otherShape.label,
			formatDimensions(otherShape.size),
			otherShape.source,
		)
		return finding('swapped', lines, [index], reason)
	}
	const usual = USUAL_SHAPE[line.windowType]
	if (usual && usual !== shape) {
		const reason = REASONS.swappedType(
			screenName(lines, index),
			size,
			REASONS.windowTypes[line.windowType],
		)
		return finding('swapped', lines, [index], reason)
	}
	return null
}

function differsFinding(
	lines: readonly FitLine[],
	index: number,
	known: readonly KnownSize[],
): FitFinding | null {
	const line = lines[index]!
	if (known.length === 0) return null
	const other = nearest(line.size, known)!
	const reason = REASONS.differsFromKnown(
		screenName(lines, index),
		formatDimensions(line.size),
		other.label,
		formatDimensions(other.size),
		other.source,
	)
	return finding('differs-from-known', lines, [index], reason)
}

function outOfSquareFinding(lines: readonly FitLine[], index: number): FitFinding | null {
	const warnings = (lines[index]!.warnings ?? []).flatMap((warning) =>
		warning.kind === 'out-of-square' ? [warning] : [],
	)
	if (warnings.length === 0) return null
	const spreads = warnings
		.map((warning) => REASONS.spread(warning.side, formatDifference(warning.spread)))
		.join('; ')
	return finding(
		'out-of-square',
		lines,
		[index],
		REASONS.outOfSquare(screenName(lines, index), spreads),
	)
}

function sameLabelFindings(lines: readonly FitLine[]): FitFinding[] {
	const groups = new Map<string, number[]>()
	lines.forEach((line, index) => {
		const key = labelKey(line.label)
		if (key !== null) groups.set(key, [...(groups.get(key) ?? []), index])
	})
	return [...groups.values()].flatMap((indexes) => {
		const first = lines[indexes[0]!]!
		if (indexes.every((index) => sameSize(lines[index]!.size, first.size))) return []
		const screens = indexes.map((index) =>
			REASONS.screenWithSize(index + 1, null, formatDimensions(lines[index]!.size)),
		)
		const reason = REASONS.sameLabel(first.label!.trim(), listScreens(screens), indexes.length)
		return [finding('same-label', lines, indexes, reason)]
	})
}

/**
 * The pairs of lines that look measured twice: all counted, the first `room` (in order of their
 * lines) made into findings. Lengths and labels are read once, so a contractor's order of
 * thousands of lines costs integer comparisons, not findings.
 */
function measuredTwiceFindings(
	lines: readonly FitLine[],
	room: number,
): { findings: FitFinding[]; count: number } {
	const within = (length: number) => length >= MEASURED_TWICE.min && length <= MEASURED_TWICE.max
	const sizes = lines.map((line) => lengthsOf(line.size))
	const keys = lines.map((line) => labelKey(line.label))
	const findings: FitFinding[] = []
	let count = 0
	for (let i = 0; i < lines.length; i++) {
		const { width, height } = sizes[i]!
		for (let j = i + 1; j < lines.length; j++) {
			if (keys[i] !== null && keys[j] !== null) continue
			const dw = Math.abs(width - sizes[j]!.width)
			const dh = Math.abs(height - sizes[j]!.height)
			if (!within(dw) || !within(dh)) continue
			count++
			if (findings.length >= room) continue
			const names = [i, j].map((index) =>
				REASONS.screenWithSize(
					index + 1,
					lines[index]!.label?.trim() || null,
					formatDimensions(lines[index]!.size),
				),
			)
			const reason = REASONS.measuredTwice(
				listScreens(names),
				formatDifference(dw),
				formatDifference(dh),
			)
			findings.push(finding('measured-twice', lines, [i, j], reason))
		}
	}
	return { findings, count }
}

/** The most findings a check makes into words; the rest are counted (FitCheck.total). */
export const FIT_FINDINGS_LIMIT = 50

export type FitCheck = {
	/** The first FIT_FINDINGS_LIMIT findings: each line's own, then labels, then pairs. */
	findings: FitFinding[]
	/** How many findings there are in all; more than findings.length past the limit. */
	total: number
}

/**
 * The findings of an order's lines, none when they all look right. `known`: sizes the customer
 * had for a label before.
 * @example checkFit([line('a', 'Kitchen', 36, 0, 60, 0), line('b', 'Kitchen', 36, 8, 60, 0)])
 * // { findings: [{ kind: 'same-label', itemIds: ['a', 'b'], screens: [1, 2], reason: '...' }], total: 1 }
 */
export function checkFit(lines: readonly FitLine[], known: readonly KnownSize[] = []): FitCheck {
	const knownByLabel = new Map<string, KnownSize[]>()
	for (const size of known) {
		const key = labelKey(size.label)
		if (key === null) continue
		const sizes = knownByLabel.get(key)
		if (sizes) sizes.push(size)
		else knownByLabel.set(key, [size])
	}
	const own = lines.flatMap((line, index) => {
		const key = labelKey(line.label)
		const sizes = key === null ? [] : (knownByLabel.get(key) ?? [])
		// A size the customer had for this label before is trusted, whatever its shape. A line that
		// looks swapped differs from its known size too: the swap says it better.
		const trusted = sizes.some((size) => isClose(line.size, size))
		const first = trusted
			? null
			: (swappedFinding(lines, index, sizes) ?? differsFinding(lines, index, sizes))
		const square = outOfSquareFinding(lines, index)
		return [first, square].filter((each): each is FitFinding => each !== null)
	})
	const found = [...own, ...sameLabelFindings(lines)]
	const pairs = measuredTwiceFindings(lines, Math.max(0, FIT_FINDINGS_LIMIT - found.length))
	return {
		findings: [...found, ...pairs.findings].slice(0, FIT_FINDINGS_LIMIT),
		total: found.length + pairs.count,
	}
}
