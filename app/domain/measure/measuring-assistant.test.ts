import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import {
	OUT_OF_SQUARE_SIXTEENTHS,
	assessMeasurements,
	centimetresToSixteenths,
	isMadeSize,
	type MeasuringReadings,
} from '#app/domain/measure/measuring-assistant.ts'
import { validateScreenForm } from '#app/domain/order/order-form.ts'
import { formatSixteenthsAsInches } from '#app/domain/measure/parse-inches.ts'

const three = (text: string) => [text, text, text]
const assess = (width: string[], height: string[]) => assessMeasurements({ width, height })
const kinds = (readings: MeasuringReadings) =>
	assessMeasurements(readings).warnings.map((w) => w.kind)

describe('assessMeasurements: the issue examples', () => {
	test('30 5/16, 30 1/4, 30 3/8 by 50, 50, 49 15/16 is 30 1/4" x 49 15/16", no warning', () => {
		const result = assess(['30 5/16', '30 1/4', '30 3/8'], ['50', '50', '49 15/16'])
		expect(result.size).toEqual({ width: 30, widthSixteenths: 4, height: 49, heightSixteenths: 15 })
		expect(result.smallest).toEqual({ width: 484, height: 799 })
		expect(result.warnings).toEqual([])
	})

	test('widths 30, 30 1/2, 30: the frame may be out of square', () => {
		const result = assess(['30', '30 1/2', '30'], three('40'))
		expect(result.warnings).toEqual([{ kind: 'out-of-square', side: 'width', spread: 8 }])
		expect(result.size).toEqual({ width: 30, widthSixteenths: 0, height: 40, heightSixteenths: 0 })
	})

	test('readings 1/4 inch apart are fine; 5/16 apart are not', () => {
		expect(kinds({ width: three('30'), height: ['40', '40 1/4', '40'] })).toEqual([])
		expect(assess(three('30'), ['40', '40 5/16', '40']).warnings).toEqual([
			{ kind: 'out-of-square', side: 'height', spread: 5 },
		])
	})

	test('76.2 as a width: did you measure in centimetres? 76.2 cm is 30 inches', () => {
		const result = assess(['76.2', '', ''], three('40'))
		expect(result.warnings).toEqual([
			{ kind: 'centimetres', side: 'width', centimetres: '76.2', inches: 480 },
		])
		expect(result.size).toBeNull()
	})

	test('centimetres on both sides are both pointed out', () => {
		expect(assess(three('76.20'), three('121.9')).warnings).toEqual([
			{ kind: 'centimetres', side: 'width', centimetres: '76.2', inches: 480 },
			{ kind: 'centimetres', side: 'height', centimetres: '121.9', inches: 768 },
		])
	})

	test('a width over 48 that fits as a height, with a height that fits as a width: swapped', () => {
		const result = assess(three('60'), three('30 1/2'))
		expect(result.warnings).toEqual([{ kind: 'swapped', width: 960, height: 488 }])
		expect(result.size).toBeNull()
	})

	test('a size we do not make at all', () => {
		// 200 cm is 78 3/4 inches: too wide either way.
		expect(assess(three('200'), three('40')).warnings).toEqual([
			{ kind: 'not-made', side: 'width', size: 3200, limit: 'max' },
		])
		expect(assess(three('30'), three('5 15/16')).warnings).toEqual([
			{ kind: 'not-made', side: 'height', size: 95, limit: 'min' },
		])
		// Too wide, and the height is too tall to be a width: not swapped, but 60 cm would fit.
		expect(kinds({ width: three('60'), height: three('50') })).toEqual(['centimetres'])
		expect(kinds({ width: three('60 1/2'), height: three('50') })).toEqual(['not-made'])
	})

	test('fractions are inches whatever their size: no centimetres hint for 76 1/4', () => {
		expect(kinds({ width: three('76 1/4'), height: three('40') })).toEqual(['not-made'])
	})

	test('empty and unreadable fields are not readings', () => {
		const result = assess(['', 'abc', '30'], ['', '', ''])
		expect(result.readings.width).toEqual([
			{ ok: false, reason: 'empty' },
			{ ok: false, reason: 'not-a-number' },
			{ ok: true, sixteenths: 480 },
		])
		expect(result.smallest).toEqual({ width: 480, height: null })
		expect(result.size).toBeNull()
		expect(result.warnings).toEqual([])
	})
})

describe('the limits are the order form’s', () => {
	test('whole inches within the limits, any sixteenths', () => {
		expect(isMadeSize('width', LIMITS.width.min * 16)).toBe(true)
		expect(isMadeSize('width', LIMITS.width.min * 16 - 1)).toBe(false)
		expect(isMadeSize('width', LIMITS.width.max * 16 + 15)).toBe(true)
		expect(isMadeSize('width', (LIMITS.width.max + 1) * 16)).toBe(false)
		expect(isMadeSize('height', LIMITS.height.max * 16 + 15)).toBe(true)
		expect(isMadeSize('height', (LIMITS.height.max + 1) * 16)).toBe(false)
	})

	test('centimetres to sixteenths of an inch', () => {
		expect(centimetresToSixteenths({ numerator: 762, denominator: 10, form: 'decimal' })).toBe(480)
		expect(centimetresToSixteenths({ numerator: 254, denominator: 100, form: 'decimal' })).toBe(16)
		expect(centimetresToSixteenths({ numerator: 100, denominator: 1, form: 'whole' })).toBe(630) // 39.37"
	})
})

// Readings as they are typed: mostly plausible inches, some centimetres, some junk.
const reading = fc.oneof(
	{ weight: 6, arbitrary: fc.integer({ min: 4 * 16, max: 80 * 16 }).map(formatSixteenthsAsInches) },
	{ weight: 2, arbitrary: fc.integer({ min: 100, max: 2500 }).map((mm) => String(mm / 10)) },
	{ weight: 1, arbitrary: fc.constantFrom('', 'abc', '30 5/0', '30,5') },
)
const readings: fc.Arbitrary<MeasuringReadings> = fc.record({
	width: fc.array(reading, { minLength: 3, maxLength: 3 }),
	height: fc.array(reading, { minLength: 3, maxLength: 3 }),
})

describe('properties', () => {
	test('the size used is the smallest reading of each side', () => {
		fc.assert(
			fc.property(readings, (texts) => {
				const result = assessMeasurements(texts)
				for (const side of ['width', 'height'] as const) {
					const found = result.readings[side].flatMap((r) => (r.ok ? [r.sixteenths] : []))
					expect(result.smallest[side]).toBe(found.length ? Math.min(...found) : null)
				}
				if (result.size) {
					expect(result.size.width * 16 + result.size.widthSixteenths).toBe(result.smallest.width)
					expect(result.size.height * 16 + result.size.heightSixteenths).toBe(
						result.smallest.height,
					)
				}
			}),
		)
	})

	test('a size is offered exactly when the order form takes it', () => {
		fc.assert(
			fc.property(readings, (texts) => {
				const { smallest, size } = assessMeasurements(texts)
				const { width, height } = smallest
				const takes =
					width !== null &&
					height !== null &&
					validateScreenForm({
						width: Math.floor(width / 16),
						widthSixteenths: width % 16,
						height: Math.floor(height / 16),
						heightSixteenths: height % 16,
					}).ok
				expect(size !== null).toBe(takes)
			}),
		)
	})

	test('every refused size is explained by a warning', () => {
		fc.assert(
			fc.property(readings, (texts) => {
				const { smallest, size, warnings } = assessMeasurements(texts)
				if (smallest.width !== null && smallest.height !== null && size === null) {
					expect(warnings.some((w) => w.kind !== 'out-of-square')).toBe(true)
				}
			}),
		)
	})

	test('out of square exactly when a side’s readings differ by more than 1/4 inch', () => {
		fc.assert(
			fc.property(readings, (texts) => {
				const result = assessMeasurements(texts)
				for (const side of ['width', 'height'] as const) {
					const found = result.readings[side].flatMap((r) => (r.ok ? [r.sixteenths] : []))
					const spread = found.length ? Math.max(...found) - Math.min(...found) : 0
					const warned = result.warnings.some((w) => w.kind === 'out-of-square' && w.side === side)
					expect(warned).toBe(spread > OUT_OF_SQUARE_SIXTEENTHS)
				}
			}),
		)
	})

	test('close readings of a size we make give that size and no warning', () => {
		const side = (min: number, max: number) =>
			fc.integer({ min: min * 16, max: max * 16 + 15 - OUT_OF_SQUARE_SIXTEENTHS }).chain((low) =>
				fc.array(fc.integer({ min: low, max: low + OUT_OF_SQUARE_SIXTEENTHS }), {
					minLength: 3,
					maxLength: 3,
				}),
			)
		fc.assert(
			fc.property(
				side(LIMITS.width.min, LIMITS.width.max),
				side(LIMITS.height.min, LIMITS.height.max),
				(widths, heights) => {
					const result = assessMeasurements({
						width: widths.map(formatSixteenthsAsInches),
						height: heights.map(formatSixteenthsAsInches),
					})
					expect(result.warnings).toEqual([])
					expect(result.size).not.toBeNull()
				},
			),
		)
	})
})
