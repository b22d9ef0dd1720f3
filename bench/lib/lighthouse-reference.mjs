// `npm run lighthouse` with LIGHTHOUSE_REFERENCE: the same pages of this build and of a reference
// build, loaded in alternating turns, printed side by side as medians with their ranges and the
// difference (this build minus the reference). Whatever else the machine does meanwhile falls on
// both builds alike, so the difference says more than two separate runs would.
import { textTable } from '../../scripts/text-table.mjs'
import { audit, score } from './lighthouse-run.mjs'
import { medianAndRange, medianDifference } from './stats.mjs'

/** What is compared: label, reading from a report, decimals. */
export const COMPARED = [
	{ label: 'performance', read: (lhr) => Number(score(lhr, 'performance')), digits: 0 },
	{ label: 'FCP ms', read: (lhr) => audit(lhr, 'first-contentful-paint'), digits: 0 },
	{ label: 'LCP ms', read: (lhr) => audit(lhr, 'largest-contentful-paint'), digits: 0 },
	{ label: 'TBT ms', read: (lhr) => audit(lhr, 'total-blocking-time'), digits: 0 },
	{ label: 'CLS', read: (lhr) => audit(lhr, 'cumulative-layout-shift'), digits: 3 },
]

/** Which build goes first in turn `run` (counted from 1): this one in odd turns. */
export const turnOrder = (run) => (run % 2 === 1 ? ['this', 'reference'] : ['reference', 'this'])

/**
 * The comparison table's lines: per page and figure, this build's and the reference's median
 * (range), and the difference of the medians. A run Lighthouse could not finish is left out;
 * `pages`: { path, runs, referenceRuns } (referenceRuns undefined: not in the reference build).
 */
export function comparisonLines(pages) {
	const lines = []
	for (const { path, runs, referenceRuns } of pages) {
		const measured = (list) => (list ?? []).filter((lhr) => !lhr.runtimeError)
		for (const { label, read, digits } of COMPARED) {
			const values = measured(runs).map(read)
			const reference = measured(referenceRuns).map(read)
			lines.push([
				path,
				label,
				medianAndRange(values, digits),
				referenceRuns ? medianAndRange(reference, digits) : 'not in the reference build',
				medianDifference(values, reference, digits),
			])
		}
	}
	return lines
}

export function printComparison(pages, { runs, referenceDir }) {
	console.log(
		`\nThis build against the reference (${referenceDir}), ${runs} run(s) each, alternating;` +
			' median (lowest-highest), difference = this - reference:',
	)
	const header = ['page', 'figure', 'this build', 'reference', 'difference']
	for (const line of textTable(header, comparisonLines(pages))) console.log(line)
}
