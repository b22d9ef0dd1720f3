import { describe, expect, it } from 'vitest'
import { comparisonLines, turnOrder } from './lighthouse-reference.mjs'

/** A Lighthouse report with just the figures the comparison reads. */
const report = (performance, fcp, lcp, tbt, cls) => ({
	categories: { performance: { score: performance / 100 } },
	audits: {
		'first-contentful-paint': { numericValue: fcp },
		'largest-contentful-paint': { numericValue: lcp },
		'total-blocking-time': { numericValue: tbt },
		'cumulative-layout-shift': { numericValue: cls },
	},
})

describe('lighthouse against a reference build', () => {
	it('alternates which build goes first', () => {
		expect([1, 2, 3].map(turnOrder)).toEqual([
			['this', 'reference'],
			['reference', 'this'],
			['this', 'reference'],
		])
	})

	it('prints each figure as median (range) for both builds and the difference of the medians', () => {
		const lines = comparisonLines([
			{
				path: '/faq',
				runs: [report(95, 900, 1500, 40, 0), report(91, 1000, 1700, 80, 0.01)],
				referenceRuns: [
					report(90, 1100, 2000, 100, 0),
					{ runtimeError: { code: 'NO_NAVSTART' } },
					report(86, 1200, 2100, 160, 0),
				],
			},
		])
		expect(lines).toEqual([
			['/faq', 'performance', '93 (91-95)', '88 (86-90)', '+5'],
			['/faq', 'FCP ms', '950 (900-1000)', '1150 (1100-1200)', '-200'],
			['/faq', 'LCP ms', '1600 (1500-1700)', '2050 (2000-2100)', '-450'],
			['/faq', 'TBT ms', '60 (40-80)', '130 (100-160)', '-70'],
			['/faq', 'CLS', '0.005 (0.000-0.010)', '0.000 (0.000-0.000)', '+0.005'],
		])
	})

	it('says when the reference build has no such page', () => {
		const [line] = comparisonLines([{ path: '/new', runs: [report(99, 1, 1, 1, 0)] }])
		expect(line).toEqual(['/new', 'performance', '99', 'not in the reference build', '-'])
	})
})
