import { describe, expect, it } from 'vitest'
import { parseJobList } from './job-list.ts'
import { JOB_LIST_LIMITS } from './job-list-limits.ts'
import {
	discountCents,
	parseDiscountPercent,
	parseTierForm,
	priceJob,
	priceJobWithTiers,
	tierFor,
	type VolumeTier,
} from './volume-pricing.ts'

const TIERS: VolumeTier[] = [
	{ minScreens: 500, basisPoints: 1200 },
	{ minScreens: 100, basisPoints: 800 },
]

describe('volume pricing', () => {
	it('prices each line at the /order price and totals the job with standard shipping', () => {
		const { lines, totals } = priceJob(
			[
				{ width: 30, height: 40, quantity: 2 },
				{ width: 12, height: 12, quantity: 1 },
			],
			0,
		)
		expect(lines.map((line) => [line.unitPriceCents, line.lineTotalCents])).toEqual([
			[5100, 10200],
			[4000, 4000],
		])
		expect(totals).toEqual({
			quantity: 3,
			listSubtotalCents: 14200,
			discountBasisPoints: 0,
			discountCents: 0,
			subtotalCents: 14200,
			taxCents: 1136,
			shippingMethod: 'standard',
			shippingCents: 0,
			totalCents: 15336,
		})
	})

	it('applies the highest tier the screen count reaches; none below the first', () => {
		expect(tierFor(TIERS, 99)).toBeNull()
		expect(tierFor(TIERS, 100)?.basisPoints).toBe(800)
		expect(tierFor(TIERS, 499)?.basisPoints).toBe(800)
		expect(tierFor(TIERS, 500)?.basisPoints).toBe(1200)
		const job = priceJobWithTiers(
			[{ width: 30, height: 40, quantity: 20 }],
			[{ minScreens: 20, basisPoints: 1000 }],
		)
		expect(job.totals).toMatchObject({
			listSubtotalCents: 102000,
			discountCents: 10200,
			subtotalCents: 91800,
			taxCents: 7344,
			totalCents: 99144,
		})
	})

	it('rounds a discount half up to the cent', () => {
		expect(discountCents(12345, 800)).toBe(988) // 987.6
		expect(discountCents(50, 100)).toBe(1) // 0.5
		expect(discountCents(49, 100)).toBe(0)
		expect(() => discountCents(100, 10001)).toThrow(RangeError)
	})

	it('reads the owner tier form and refuses what makes no sense', () => {
		expect(
			parseTierForm([
				{ minScreens: '500', percent: '12' },
				{ minScreens: '100', percent: '8%' },
				{ minScreens: '', percent: '' },
			]),
		).toEqual({
			ok: true,
			tiers: [
				{ minScreens: 100, basisPoints: 800 },
				{ minScreens: 500, basisPoints: 1200 },
			],
		})
		expect(parseTierForm([{ minScreens: '100', percent: '12.5' }])).toMatchObject({
			tiers: [{ basisPoints: 1250 }],
		})
		expect(parseTierForm([{ minScreens: '100', percent: '' }]).ok).toBe(false)
		expect(parseTierForm([{ minScreens: '1', percent: '5' }]).ok).toBe(false)
		expect(parseTierForm([{ minScreens: '100', percent: '60' }]).ok).toBe(false)
		expect(
			parseTierForm([
				{ minScreens: '100', percent: '5' },
				{ minScreens: '100', percent: '6' },
			]).ok,
		).toBe(false)
	})

	it('parses and prices a 2,000-row list quickly (time logged, not asserted)', () => {
		const rows = Array.from(
			{ length: JOB_LIST_LIMITS.rows },
			(_, i) => `Unit ${i}\t${6 + (i % 40)} ${i % 16}/16\t${10 + (i % 60)}-1/2\t${1 + (i % 5)}`,
		)
		const text = ['Label\tWidth\tHeight\tQuantity', ...rows].join('\n')
		const started = performance.now()
		const parsed = parseJobList(text)
		const job = priceJobWithTiers(parsed.lines, TIERS)
		const elapsed = performance.now() - started
		console.info(`job list: parsed and priced ${rows.length} rows in ${elapsed.toFixed(1)} ms`)
		expect(parsed.problems).toEqual([])
		expect(parsed.lines).toHaveLength(JOB_LIST_LIMITS.rows)
		expect(job.totals.quantity).toBe(6000)
		expect(job.totals.discountBasisPoints).toBe(1200)
		expect(job.totals.totalCents).toBe(
			job.totals.subtotalCents + job.totals.taxCents + job.totals.shippingCents,
		)
	})
})

describe('parseDiscountPercent', () => {
	it('reads the owner discount on a quote', () => {
		expect(parseDiscountPercent('10')).toBe(1000)
		expect(parseDiscountPercent('12.5 %')).toBe(1250)
		expect(parseDiscountPercent('')).toBe(0)
		expect(parseDiscountPercent('51')).toBeNull()
		expect(parseDiscountPercent('-5')).toBeNull()
		expect(parseDiscountPercent('ten')).toBeNull()
	})
})
