// Runs axe-core inside the page (the same engine @axe-core/playwright wraps, which needs Node 22)
// and fails with a readable list of every violation.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults, RunOptions } from 'axe-core'
import { expect, type Page } from '@playwright/test'

const AXE_SOURCE = readFileSync(
	createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
	'utf8',
)

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

type AxeWindow = { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }

/** Waits for finite animations (the page fade) to end, so colours are checked at full opacity. */
export async function settleAnimations(page: Page) {
	await page.evaluate(() =>
		Promise.all(
			document
				.getAnimations()
				.filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
				.map((animation) => animation.finished.catch(() => undefined)),
		),
	)
}

/** Checks the whole page as it is now against the WCAG A/AA rules. */
export async function expectNoAxeViolations(page: Page) {
	await settleAnimations(page)
	if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) {
		// Evaluated through the DevTools protocol: the shop's Content-Security-Policy (rightly)
		// refuses an injected <script>, and the page is checked with that policy in force.
		await page.evaluate(AXE_SOURCE)
	}
	const violations = await page.evaluate(async (tags) => {
		const axe = (window as AxeWindow).axe
		if (!axe) throw new Error('axe-core did not load')
		const results = await axe.run(document, {
			runOnly: { type: 'tag', values: tags },
			resultTypes: ['violations'],
		})
		return results.violations.map((violation) => ({
			rule: violation.id,
			impact: violation.impact,
			help: violation.help,
			nodes: violation.nodes.map((node) => ({
				target: node.target.join(' '),
				summary: node.failureSummary ?? '',
			})),
		}))
	}, WCAG_TAGS)
	const report = violations
		.map(
			(v) =>
				`${v.rule} (${v.impact}): ${v.help}\n` +
				v.nodes
					.map((n) => `    ${n.target}\n      ${n.summary.replace(/\n/g, '\n      ')}`)
					.join('\n'),
		)
		.join('\n')
	expect(violations, `axe found violations on ${page.url()}:\n${report}`).toEqual([])
}
