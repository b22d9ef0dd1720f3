// `npm run lighthouse`: Lighthouse 12 (its default mobile preset: Moto G Power screen, simulated
// slow 4G and 4x CPU slowdown) in Debian's Chromium against the production build on a fresh
// SQLite file. Every page route of the build (app/routes.ts, resource routes left out), each as
// its visitor sees it (bench/lib/lighthouse-pages.mjs: signed in, with a cart, a payment session
// or an admin session where the page needs one). Prints the four category scores, LCP, TBT, CLS
// and each page's first-load JavaScript as Chromium loaded it, beside the size budget's figure
// from the build (scripts/size-budget.mjs). Not part of `npm test`; run `npm run build` first.
// The browser starts as the e2e journeys start it (scripts/chromium.json); CHROME_PATH overrides
// its path; LIGHTHOUSE_ONLY (paths, comma-separated, e.g. /order,/faq) runs part of the list;
// LIGHTHOUSE_RUNS (default 1) loads each page that many times in a row, since scores move from
// run to run on a busy machine: the table then shows the run with the median performance score,
// with the lowest and highest score beside it. LIGHTHOUSE_REFERENCE (a directory with server.js
// and its own production build, e.g. a git worktree of an older commit) measures that build too,
// on its own shop, page by page in alternating turns, and prints both builds' medians (ranges)
// and their difference (bench/lib/lighthouse-reference.mjs).
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import CHROMIUM from '../scripts/chromium.json' with { type: 'json' }
import { BUDGET, measurePages, readBuild } from '../scripts/size-budget.mjs'
import { textTable } from '../scripts/text-table.mjs'
import { firstLoadScripts } from './lib/first-load-js.mjs'
import { pageAddress, pagesToMeasure } from './lib/lighthouse-pages.mjs'
import { printComparison, turnOrder } from './lib/lighthouse-reference.mjs'
import {
	audit,
	CATEGORIES,
	medianRun,
	runFigures,
	runLighthouse,
	score,
} from './lib/lighthouse-run.mjs'
import { APP_DIR, startShop } from './lib/shop-server.mjs'

const build = readBuild(join(APP_DIR, 'build/client'))
const budgetRows = measurePages(build.manifest, build.readAsset)
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(',')
	.map((path) => path.trim())
	.filter(Boolean)
const PAGES = pagesToMeasure(build.manifest, ONLY)
const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '1', 10) || 1)
const REFERENCE_DIR = process.env.LIGHTHOUSE_REFERENCE
	? resolve(process.env.LIGHTHOUSE_REFERENCE)
	: undefined
// The reference's own page list: a page this build added is measured here alone.
const referencePaths = REFERENCE_DIR
	? new Set(
			pagesToMeasure(readBuild(join(REFERENCE_DIR, 'build/client')).manifest).map((p) => p.path),
		)
	: undefined

const reportDir = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'))
const shop = await startShop({ dialect: 'sqlite' })
const chrome = await chromeLauncher.launch({
	chromePath: process.env.CHROME_PATH ?? CHROMIUM.executablePath,
	chromeFlags: CHROMIUM.args,
})
const rows = []

let reference
try {
	if (REFERENCE_DIR) {
		reference = await startShop({ dialect: 'sqlite', appDir: REFERENCE_DIR })
		console.log(`reference: ${REFERENCE_DIR} on ${reference.url}`)
	}
	for (const page of PAGES) {
		const { path, visitor } = page
		if (page.skip) {
			console.log(`${path} (${visitor}): not measured: ${page.skip}`)
			continue
		}
		// Each build on its own shop and database, with its own visitor.
		const targets = { this: await pageAddress(page, shop) }
		if (reference && referencePaths.has(path)) {
			// An older build may not take this build's way of setting the visitor up (its cart or
			// order API): the page is then measured on this build alone, and says why.
			try {
				targets.reference = await pageAddress(page, reference)
			} catch (error) {
				console.log(`${path}: reference not measured: ${error.message.split('\n')[0]}`)
			}
		}
		const file = path === '/' ? 'home' : path === '*' ? 'not-found' : path.slice(1)
		const runs = { this: [], reference: targets.reference ? [] : undefined }
		for (let run = 1; run <= RUNS; run++) {
			// With a reference, the builds take turns, the first one alternating.
			for (const build of turnOrder(run).filter((name) => targets[name])) {
				const { url, headers } = targets[build]
				const lhr = await runLighthouse({ port: chrome.port, url, headers, path })
				const name = `${file}${build === 'reference' ? '-reference' : ''}${RUNS > 1 ? `-run${run}` : ''}`
				writeFileSync(join(reportDir, `${name.replaceAll('/', '_')}.json`), JSON.stringify(lhr))
				runs[build].push(lhr)
			}
		}
		const lhr = medianRun(runs.this)
		const scripts = await firstLoadScripts(lhr)
		const budget = budgetRows.find((row) => row.page === (path === '*' ? '/*' : path))
		rows.push({
			path,
			visitor,
			lhr,
			runs: runs.this,
			referenceRuns: runs.reference,
			scripts,
			budget,
		})
		console.log(`${path} (${visitor}): done`)
	}
} finally {
	await chrome.kill()
	await shop.stop()
	await reference?.stop()
}

const header = [
	'page',
	'visitor',
	RUNS > 1 ? `perf, median (range of ${RUNS})` : 'perf',
	'a11y',
	'best',
	'seo',
	'LCP ms',
	'TBT ms',
	'CLS',
	'first-load JS gzip (Chromium)',
	'budget figure (build)',
]
/** The median run's score; with several runs, the lowest and highest beside it. */
function performanceCell(lhr, runs) {
	if (runs.length === 1) return score(lhr, 'performance')
	const scores = runs.filter((run) => !run.runtimeError).map((run) => score(run, 'performance'))
	return `${score(lhr, 'performance')} (${Math.min(...scores)}-${Math.max(...scores)})`
}
const lines = rows.map(({ path, visitor, lhr, runs, scripts, budget }) =>
	lhr.runtimeError
		? [
				path,
				visitor,
				`not measured: ${lhr.runtimeError.code}`,
				...Array(header.length - 3).fill(''),
			]
		: [
				path,
				visitor,
				performanceCell(lhr, runs),
				...CATEGORIES.slice(1).map((id) => score(lhr, id)),
				String(Math.round(audit(lhr, 'largest-contentful-paint'))),
				String(Math.round(audit(lhr, 'total-blocking-time'))),
				audit(lhr, 'cumulative-layout-shift').toFixed(3),
				`${(scripts.gzipBytes / 1024).toFixed(1)} KB = ${scripts.gzipBytes.toLocaleString('en-US')} B (${scripts.count} files, ${(scripts.transferBytes / 1024).toFixed(1)} KB as sent)`,
				budget ? `${budget.firstLoadBytes.toLocaleString('en-US')} B (${budget.files} files)` : '-',
			],
)
console.log(
	`\nLighthouse ${rows[0]?.lhr.lighthouseVersion} (mobile preset), ${rows[0]?.lhr.environment.hostUserAgent}`,
)
for (const line of textTable(header, lines)) console.log(line)
if (RUNS > 1) {
	console.log('\nEach run (performance, FCP ms, LCP ms, TBT ms):')
	for (const { path, runs } of rows) {
		const each = runs.map(runFigures)
		console.log(`${path}: ${each.join('  ')}`)
	}
}

// The goal figures: performance 98, the other categories 100, every page's first-load JS within
// the size budget (scripts/size-budget.mjs, also checked by `npm test`).
const missed = []
const notHeld = []
for (const { path, lhr, budget } of rows) {
	if (lhr.runtimeError) {
		missed.push(`${path} not measured (${lhr.runtimeError.code})`)
		continue
	}
	const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Number(score(lhr, id))]))
	if (scores.performance < 98) missed.push(`${path} performance ${scores.performance} < 98`)
	// A page that asks search engines not to index it (robots noindex: accounts, payments, the
	// back office) fails 'is-crawlable' by design: its SEO score is not held to 100.
	const noindex = lhr.audits['is-crawlable']?.score === 0
	if (noindex) notHeld.push(path)
	for (const id of CATEGORIES.slice(1)) {
		if (id === 'seo' && noindex) continue
		if (scores[id] < 100) missed.push(`${path} ${id} ${scores[id]} < 100`)
	}
	if (budget && budget.firstLoadBytes > BUDGET.firstLoadBytes) {
		missed.push(`${path} first-load JS ${budget.firstLoadBytes} B > ${BUDGET.firstLoadBytes} B`)
	}
}
console.log(
	`\nTargets (performance >= 98, other categories 100, first-load JS <= ${BUDGET.firstLoadBytes / 1024} KB gzip): ${
		missed.length ? `MISSED: ${missed.join('; ')}` : 'met'
	}`,
)
if (notHeld.length) console.log(`SEO not held (noindex by design): ${notHeld.join(', ')}`)
const skipped = PAGES.filter((page) => page.skip)
for (const page of skipped) console.log(`Not measured: ${page.path}: ${page.skip}`)

// What kept a category under 100, so a reader does not have to open the reports.
for (const { path, lhr } of rows) {
	for (const id of CATEGORIES) {
		const category = lhr.categories[id]
		if (!category || category.score === 1) continue
		const failing = category.auditRefs
			.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
			.map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`)
		if (failing.length) console.log(`${path} ${id}: ${failing.join(', ')}`)
	}
}
if (REFERENCE_DIR) printComparison(rows, { runs: RUNS, referenceDir: REFERENCE_DIR })
console.log(`\nFull reports (JSON): ${reportDir}`)
