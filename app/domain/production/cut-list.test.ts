import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import { WORKSHOP_RULES } from '#app/content/facts/workshop-rules.ts'
import { screenSize as size } from '#tests/support/fixtures/screen-size.ts'
import { cutList, cutListRows, formatLength, screenRows } from './cut-list.ts'
import { toSixteenths } from '#app/domain/order/screen-size.ts'

test('the documented defaults', () => {
	expect(WORKSHOP_RULES.frameCutDeduction).toBe(17) // 1 1/16"
	expect(WORKSHOP_RULES.meshAllowancePerSide).toBe(16) // 1"
	expect(WORKSHOP_RULES.splineAllowance).toBe(96) // 6"
	expect(WORKSHOP_RULES.tensionSprings).toEqual([
		{ widthUpTo: 576, springs: 2 }, // up to 36"
		{ widthUpTo: null, springs: 3 },
	])
	expect(WORKSHOP_RULES.cornerKeys).toBe(4)
})

describe('cut list of one screen', () => {
	test('30" x 40 1/2"', () => {
		const list = cutList(size(30, 0, 40, 8))
		expect(list).toEqual({
			widthPieces: { count: 2, length: 463 },
			heightPieces: { count: 2, length: 631 },
			mesh: { width: 512, height: 680 },
			splineInches: 147, // 2 x (30 + 40 1/2) + 6 = 147 exactly
			cornerKeys: 4,
			tensionSprings: 2,
		})
		expect(cutListRows(list)).toEqual([
			{ label: 'Frame, top and bottom', value: '2 x 28 15/16"' },
			{ label: 'Frame, sides', value: '2 x 39 7/16"' },
			{ label: 'Mesh', value: '32" x 42 1/2"' },
			{ label: 'Spline', value: '147"' },
			{ label: 'Corner keys', value: '4' },
			{ label: 'Tension springs', value: '2' },
		])
	})

	test('spline rounds up to a whole inch', () => {
		expect(cutList(size(30, 1, 40, 0)).splineInches).toBe(147) // 146 1/8" -> 147"
		expect(cutList(size(30, 0, 40, 0)).splineInches).toBe(146) // exactly 146"
	})

	test.each([
		[size(36, 0, 60, 0), 2],
		[size(36, 1, 60, 0), 3],
		[size(48, 0, 72, 0), 3],
		[size(6, 0, 72, 0), 2],
	])('tension springs for %o: %i', (screen, springs) => {
		expect(cutList(screen).tensionSprings).toBe(springs)
	})

	test('the smallest screen the shop sells still has frame to cut', () => {
		const list = cutList(size(LIMITS.width.min, 0, LIMITS.height.min, 0))
		expect(formatLength(list.widthPieces.length)).toBe('4 15/16"')
		expect(formatLength(list.heightPieces.length)).toBe('4 15/16"')
	})

	test('refuses sizes it cannot cut', () => {
		expect(() => cutList(size(1, 0, 30, 0))).toThrow('longer than 1 1/16" a side')
		expect(() => cutList(size(1, 1, 30, 0))).toThrow(RangeError) // exactly the deduction
		expect(() => cutList(size(30, 16, 30, 0))).toThrow(RangeError)
		expect(() => cutList(size(30, -1, 30, 0))).toThrow(RangeError)
		expect(() => cutList(size(30.5, 0, 30, 0))).toThrow(RangeError)
		expect(() => cutList(size(30, 0, Number.NaN, 0))).toThrow(RangeError)
	})

	test('property: pieces and allowances add back to the finished size exactly', () => {
		const { frameCutDeduction, meshAllowancePerSide, splineAllowance } = WORKSHOP_RULES
		fc.assert(
			fc.property(
				fc.integer({ min: LIMITS.width.min, max: LIMITS.width.max }),
				fc.integer({ min: 0, max: 15 }),
				fc.integer({ min: LIMITS.height.min, max: LIMITS.height.max }),
				fc.integer({ min: 0, max: 15 }),
				(width, widthSixteenths, height, heightSixteenths) => {
					const finishedWidth = toSixteenths(width, widthSixteenths)
					const finishedHeight = toSixteenths(height, heightSixteenths)
					const list = cutList({ width, widthSixteenths, height, heightSixteenths })
					expect(list.widthPieces.length + frameCutDeduction).toBe(finishedWidth)
					expect(list.heightPieces.length + frameCutDeduction).toBe(finishedHeight)
					expect(list.mesh.width - 2 * meshAllowancePerSide).toBe(finishedWidth)
					expect(list.mesh.height - 2 * meshAllowancePerSide).toBe(finishedHeight)
					const spline = list.splineInches * 16 - 2 * (finishedWidth + finishedHeight)
					expect(spline - splineAllowance).toBeGreaterThanOrEqual(0)
					expect(spline - splineAllowance).toBeLessThan(16)
					expect(list.tensionSprings).toBe(finishedWidth <= 36 * 16 ? 2 : 3)
					// the written lengths read back to the same sixteenths
					const [whole = '', fraction = '0/1'] = formatLength(list.widthPieces.length)
						.replace('"', '')
						.split(' ')
					const [numerator = 0, denominator = 1] = fraction.split('/').map(Number)
					expect(Number(whole) * 16 + (numerator * 16) / denominator).toBe(list.widthPieces.length)
				},
			),
		)
	})
})

describe('lengths', () => {
	test('sixteenths in and out', () => {
		expect(toSixteenths(30, 7)).toBe(487)
		expect(toSixteenths(30)).toBe(480)
		expect(formatLength(487)).toBe('30 7/16"')
		expect(formatLength(480)).toBe('30"')
		expect(formatLength(8)).toBe('0 1/2"')
		expect(() => formatLength(-1)).toThrow(RangeError)
		expect(() => formatLength(1.5)).toThrow(RangeError)
	})
})

describe('one row per physical screen', () => {
	test('a line of 3 becomes 1/3, 2/3, 3/3 with its label, lines in order', () => {
		const lines = [
			{ id: 'a', quantity: 3, label: 'Kitchen left' },
			{ id: 'b', quantity: 1, label: null },
			{ id: 'c', quantity: 2, label: '  ' },
			{ id: 'd', quantity: 1 },
		]
		const rows = screenRows(lines)
		expect(rows.map((row) => [row.line.id, row.screen, row.of, row.tag])).toEqual([
			['a', 1, 3, 'Kitchen left 1/3'],
			['a', 2, 3, 'Kitchen left 2/3'],
			['a', 3, 3, 'Kitchen left 3/3'],
			['b', 1, 1, '1/1'],
			['c', 1, 2, '1/2'],
			['c', 2, 2, '2/2'],
			['d', 1, 1, '1/1'],
		])
		expect(rows[0]?.line).toBe(lines[0])
		expect(screenRows([])).toEqual([])
	})

	test('refuses a quantity that is not a whole number of screens', () => {
		for (const quantity of [0, -1, 1.5, Number.NaN]) {
			expect(() => screenRows([{ quantity }])).toThrow(RangeError)
		}
	})
})
