import { describe, expect, it } from 'vitest'
import {
	checkFit,
	FIT_FINDINGS_LIMIT,
	type FitLine,
	type KnownSize,
	type WindowType,
} from './fit-check.ts'
import { formatDifference, labelKey, shapeOf } from './size-comparison.ts'
import type { ScreenSize } from './screen-size.ts'

/** A size from whole inches and sixteenths: size(36, 8, 60) is 36 1/2" x 60". */
const size = (width: number, widthSixteenths: number, height: number, heightSixteenths = 0) =>
	({ width, widthSixteenths, height, heightSixteenths }) satisfies ScreenSize

/** A size `w` and `h` sixteenths larger than `base` (whose fractions are 0). */
const plus = (base: ScreenSize, w: number, h: number) =>
	size(base.width + Math.floor(w / 16), w % 16, base.height + Math.floor(h / 16), h % 16)

let ids = 0
const line = (
	label: string | null,
	lineSize: ScreenSize,
	extra: Partial<Omit<FitLine, 'label' | 'size'>> = {},
): FitLine => ({ itemId: `item-${++ids}`, label, size: lineSize, ...extra })

const book = (label: string, knownSize: ScreenSize): KnownSize => ({
	label,
	size: knownSize,
	source: 'window-book',
})

/** The findings of checkFit, in words. */
const found = (lines: FitLine[], known: KnownSize[] = []) => checkFit(lines, known).findings

const kinds = (lines: FitLine[], known: KnownSize[] = []) =>
	found(lines, known).map((finding) => finding.kind)

describe('checkFit', () => {
	it('finds nothing in an order of one line, or of lines that look right', () => {
		expect(found([line('Kitchen left', size(36, 0, 60))])).toEqual([])
		expect(
			found([
				line('Kitchen left', size(36, 0, 60)),
				line('Bedroom', size(24, 0, 30)),
				line(null, size(48, 0, 20)),
			]),
		).toEqual([])
	})

	describe('lines that share a label', () => {
		it('are fine with the same size (the same label, the same size)', () => {
			expect(
				found([line('Kitchen left', size(36, 0, 60)), line('Kitchen left', size(36, 0, 60))]),
			).toEqual([])
		})

		it('are flagged with different sizes, even 1/16" apart, with every line of the label', () => {
			const lines = [
				line('Kitchen left', size(36, 0, 60)),
				line('Den', size(20, 0, 20)),
				line('Kitchen left', size(36, 1, 60)),
				line('kitchen  LEFT ', size(36, 0, 60)),
			]
			const findings = found(lines)
			expect(findings).toEqual([
				{
					kind: 'same-label',
					itemIds: [lines[0]!.itemId, lines[2]!.itemId, lines[3]!.itemId],
					screens: [1, 3, 4],
					reason:
						'Screen 1 (36" x 60"), Screen 3 (36 1/16" x 60") and Screen 4 (36" x 60") are all labelled "Kitchen left" but their sizes differ.',
				},
			])
		})

		it('are one finding, not also measured twice, when 1/2" apart', () => {
			const lines = [
				line('Kitchen left', size(36, 0, 60)),
				line('Kitchen left', size(36, 8, 60, 8)),
			]
			expect(found(lines)).toEqual([
				{
					kind: 'same-label',
					itemIds: [lines[0]!.itemId, lines[1]!.itemId],
					screens: [1, 2],
					reason:
						'Screen 1 (36" x 60") and Screen 2 (36 1/2" x 60 1/2") are both labelled "Kitchen left" but their sizes differ.',
				},
			])
		})

		it('are matched with spaces and case aside; no label is no label', () => {
			expect(labelKey('  Kitchen   Left ')).toBe('kitchen left')
			expect(labelKey('')).toBeNull()
			expect(labelKey('   ')).toBeNull()
			expect(labelKey(null)).toBeNull()
			// Two unlabelled lines of different sizes share no label.
			expect(found([line(null, size(36, 0, 60)), line('', size(30, 0, 40))])).toEqual([])
		})
	})

	describe('lines that look measured twice (one of them without a label)', () => {
		it('are flagged when width and height each differ by 1/8" to 1", both ends included', () => {
			for (const [w, h] of [
				[2, 2],
				[16, 16],
				[2, 16],
				[8, 4],
			] as const) {
				const lines = [line('Left', size(36, 0, 60)), line(null, plus(size(36, 0, 60), w, h))]
				expect(kinds(lines), `${w}/16 and ${h}/16`).toEqual(['measured-twice'])
				const unlabelled = [line(null, size(36, 0, 60)), line(null, plus(size(36, 0, 60), w, h))]
				expect(kinds(unlabelled), `${w}/16 and ${h}/16, no labels`).toEqual(['measured-twice'])
			}
		})

		it('are not flagged under 1/8" or over 1" in either side', () => {
			for (const [w, h] of [
				[1, 8],
				[8, 1],
				[0, 8],
				[17, 8],
				[8, 17],
				[1, 1],
				[0, 0],
			] as const) {
				const lines = [line('Left', size(36, 0, 60)), line(null, plus(size(36, 0, 60), w, h))]
				expect(kinds(lines), `${w}/16 and ${h}/16`).toEqual([])
				// The other way round: the second line the smaller.
				const reversed = [line(null, plus(size(36, 0, 60), w, h)), line('Right', size(36, 0, 60))]
				expect(kinds(reversed), `-${w}/16 and -${h}/16`).toEqual([])
			}
		})

		it('names both lines, their sizes and the differences', () => {
			const lines = [line('Left', size(36, 0, 60)), line(null, size(36, 8, 61))]
			expect(found(lines)).toEqual([
				{
					kind: 'measured-twice',
					itemIds: [lines[0]!.itemId, lines[1]!.itemId],
					screens: [1, 2],
					reason:
						'Screen 1 ("Left", 36" x 60") and Screen 2 (36 1/2" x 61") differ by only 1/2" in width and 1" in height: they may be the same window measured twice.',
				},
			])
		})

		it('flags every such pair of a longer order', () => {
			const lines = [
				line(null, size(30, 0, 40)),
				line(null, size(30, 4, 40, 4)),
				line('C', size(30, 8, 40, 8)),
				line(null, size(20, 0, 20)),
			]
			expect(found(lines).map((finding) => finding.screens)).toEqual([
				[1, 2],
				[1, 3],
				[2, 3],
			])
		})

		it('leaves two lines with labels of their own alone: the customer named two windows', () => {
			const lines = [line('Bedroom 1', size(30, 0, 40)), line('Bedroom 2', size(30, 8, 40, 8))]
			expect(found(lines)).toEqual([])
		})
	})

	describe('a line and the sizes known for its label', () => {
		it('is fine within 1/4" of a known size, exactly 1/4" included', () => {
			const known = [book('Kitchen left', size(36, 0, 60))]
			expect(kinds([line('Kitchen left', size(36, 4, 60))], known)).toEqual([])
			expect(kinds([line('Kitchen left', size(36, 4, 59, 12))], known)).toEqual([])
			expect(kinds([line('Kitchen left', size(36, 0, 60))], known)).toEqual([])
		})

		it('is flagged more than 1/4" from every known size, in width or in height', () => {
			const known = [book('Kitchen left', size(36, 0, 60))]
			expect(kinds([line('Kitchen left', size(36, 5, 60))], known)).toEqual(['differs-from-known'])
			expect(kinds([line('Kitchen left', size(36, 0, 59, 11))], known)).toEqual([
				'differs-from-known',
			])
		})

		it('says which size it was compared with, and where it was known from', () => {
			const lines = [line('Kitchen left', size(36, 8, 60))]
			const known: KnownSize[] = [
				book('Kitchen left', size(20, 0, 20)),
				{ label: 'kitchen left', size: size(36, 0, 60), source: 'last-order' },
			]
			expect(found(lines, known)).toEqual([
				{
					kind: 'differs-from-known',
					itemIds: [lines[0]!.itemId],
					screens: [1],
					reason:
						'Screen 1 ("Kitchen left") is 36 1/2" x 60", but your last order had "kitchen left" as 36" x 60", more than 1/4" different.',
				},
			])
		})

		it('is fine when it matches any one of several known sizes of the label', () => {
			const known = [
				book('Kitchen left', size(20, 0, 20)),
				{ label: 'Kitchen left', size: size(36, 0, 60), source: 'last-order' as const },
			]
			expect(kinds([line('Kitchen left', size(36, 2, 60))], known)).toEqual([])
		})

		it('is not compared with other labels, nor without a label', () => {
			const known = [book('Kitchen left', size(36, 0, 60)), book('', size(10, 0, 10))]
			expect(kinds([line('Kitchen right', size(24, 0, 30))], known)).toEqual([])
			expect(kinds([line(null, size(24, 0, 30))], known)).toEqual([])
			expect(kinds([line('', size(24, 0, 30))], known)).toEqual([])
		})
	})

	describe('width and height swapped for the window type', () => {
		const tall = size(24, 0, 36)
		const wide = size(36, 0, 24)
		const typed = (windowType: WindowType, lineSize: ScreenSize, label = 'Bath') =>
			line(label, lineSize, { windowType })

		it('is skipped for a line without a window type (only its known size is compared)', () => {
			expect(kinds([line('Bath', wide)], [book('Bath', tall)])).toEqual(['differs-from-known'])
			expect(kinds([line(null, wide)])).toEqual([])
		})

		it('flags a typed line whose known size for its label has the other shape', () => {
			const lines = [typed('hung', wide)]
			expect(found(lines, [book('Bath', tall)])).toEqual([
				{
					kind: 'swapped',
					itemIds: [lines[0]!.itemId],
					screens: [1],
					reason:
						'Screen 1 ("Bath") is 36" x 24", but your window book has "Bath" as 24" x 36": the width and height may be swapped.',
				},
			])
			expect(kinds([typed('slider', tall)], [book('Bath', size(40, 0, 30))])).toEqual(['swapped'])
		})

		it('trusts a known size within 1/4", whatever the shape', () => {
			expect(kinds([typed('casement', wide)], [book('Bath', size(36, 4, 24))])).toEqual([])
		})

		it('flags a casement screen markedly wider than tall, with no known size', () => {
			const lines = [typed('casement', wide, '')]
			expect(found(lines)).toEqual([
				{
					kind: 'swapped',
					itemIds: [lines[0]!.itemId],
					screens: [1],
					reason:
						'Screen 1 is 36" x 24" for a casement window, whose screen is usually taller than wide: the width and height may be swapped.',
				},
			])
			expect(kinds([typed('casement', tall)])).toEqual([])
		})

		it('has no usual shape for double-hung, slider and other windows', () => {
			for (const windowType of ['hung', 'slider', 'other'] as const) {
				expect(kinds([typed(windowType, wide)]), windowType).toEqual([])
			}
		})

		it('never calls a near-square window swapped: markedly is more than 5/4', () => {
			// 30" x 24" is exactly 5/4: not markedly wide; 30 1/16" x 24" is.
			expect(shapeOf(size(30, 0, 24))).toBe('squarish')
			expect(shapeOf(size(30, 1, 24))).toBe('wide')
			expect(shapeOf(size(24, 0, 30))).toBe('squarish')
			expect(shapeOf(size(24, 0, 30, 1))).toBe('tall')
			expect(kinds([typed('casement', size(30, 0, 24))])).toEqual([])
			expect(kinds([typed('casement', size(30, 1, 24))])).toEqual(['swapped'])
			// A squarish known size says nothing of the shape: the sizes differ, that is all.
			expect(kinds([typed('hung', wide)], [book('Bath', size(30, 0, 30))])).toEqual([
				'differs-from-known',
			])
		})
	})

	describe('an out-of-square warning used anyway', () => {
		it('is flagged with the sides and spreads the assistant warned of', () => {
			const lines = [
				line('Den', size(30, 0, 40), {
					warnings: [
						{ kind: 'out-of-square', side: 'width', spread: 6 },
						{ kind: 'centimetres', side: 'height', centimetres: '76.2', inches: 480 },
						{ kind: 'out-of-square', side: 'height', spread: 20 },
					],
				}),
			]
			expect(found(lines)).toEqual([
				{
					kind: 'out-of-square',
					itemIds: [lines[0]!.itemId],
					screens: [1],
					reason:
						'Screen 1 ("Den"): the measuring assistant warned that the frame may be out of square (the width readings differed by 3/8"; the height readings differed by 1 1/4"), and this size was used anyway.',
				},
			])
		})

		it('is nothing without warnings, or with other warnings only', () => {
			expect(kinds([line('Den', size(30, 0, 40), { warnings: [] })])).toEqual([])
			expect(
				kinds([
					line('Den', size(30, 0, 40), {
						warnings: [{ kind: 'swapped', width: 800, height: 500 }],
					}),
				]),
			).toEqual([])
		})
	})

	it('lists each line’s own findings first, then labels, then pairs', () => {
		const lines = [
			line('Kitchen', size(36, 0, 60)),
			line('Kitchen', size(36, 8, 60)),
			line('Den', size(30, 0, 40), {
				warnings: [{ kind: 'out-of-square', side: 'width', spread: 5 }],
			}),
			line('Hall', size(30, 2, 40, 2)),
			line(null, size(31, 2, 41, 2)),
		]
		expect(kinds(lines, [book('Hall', size(20, 0, 20))])).toEqual([
			'out-of-square',
			'differs-from-known',
			'same-label',
			'measured-twice',
		])
	})
})

describe('formatDifference', () => {
	it('writes a difference as the shop writes lengths', () => {
		expect(formatDifference(2)).toBe('1/8"')
		expect(formatDifference(8)).toBe('1/2"')
		expect(formatDifference(16)).toBe('1"')
		expect(formatDifference(20)).toBe('1 1/4"')
	})
})

describe('a long order', () => {
	it('makes words of the first findings and counts them all', () => {
		// 200 unlabelled lines 1/8" apart each way from the one before.
		const lines = Array.from({ length: 200 }, (_, index) =>
			line(null, plus(size(20, 0, 30), 2 * index, 2 * index)),
		)
		const check = checkFit(lines)
		// Each line is 1/8" to 1" from the 8 lines after it (16/16 is 1"), less at the end.
		const pairs = Array.from({ length: 200 }, (_, i) => Math.min(8, 199 - i)).reduce(
			(a, b) => a + b,
		)
		expect(check.total).toBe(pairs)
		expect(check.findings).toHaveLength(FIT_FINDINGS_LIMIT)
		expect(check.findings[0]!.screens).toEqual([1, 2])
		expect(check.findings.at(-1)!.screens).toEqual([7, 9])
	})

	it('counts every pair of a 2,000-line order of near sizes without a label', () => {
		const lines = Array.from({ length: 2000 }, (_, index) =>
			line(null, size(30, index % 16, 40, (index * 3) % 16)),
		)
		const check = checkFit(lines)
		expect(check.findings).toHaveLength(FIT_FINDINGS_LIMIT)
		expect(check.total).toBeGreaterThan(100_000)
	})

	it('holds no contractor job list of 2,000 near-equal openings for being near-equal', () => {
		const lines = Array.from({ length: 2000 }, (_, index) =>
			line(`Unit ${index + 1}`, size(30, index % 16, 40, (index * 3) % 16)),
		)
		expect(checkFit(lines).total).toBe(0)
	})
})
