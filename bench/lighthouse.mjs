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
// with the lowest and highest score beside it.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import CHROMIUM from '../scripts/chromium.json' with { type: 'json' }
import { BUDGET, measurePages, readBuild } from '../scripts/size-budget.mjs'
import { textTable } from '../scripts/text-table.mjs'
import { firstLoadScripts } from './lib/first-load-js.mjs'
import { pagesToMeasure } from './lib/lighthouse-pages.mjs'
import { APP_DIR, startShop } from './lib/shop-server.mjs'

const build = readBuild(join(APP_DIR, 'build/client'))
const budgetRows = measurePages(build.manifest, build.readAsset)
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(',')
	.map((path) => path.trim())
	.filter(Boolean)
const PAGES = pagesToMeasure(build.manifest, ONLY)
const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '1', 10) || 1)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

const reportDir = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'))
const shop = await startShop({ dialect: 'sqlite' })
const chrome = await chromeLauncher.launch({
	chromePath: process.env.CHROME_PATH ?? CHROMIUM.executablePath,
	chromeFlags: CHROMIUM.args,
})
const rows = []

/** One Lighthouse run of `url`, tried again when Lighthouse loses the trace. */
async function runLighthouse(url, headers, path) {
	// Lighthouse occasionally loses the trace (NO_NAVSTART) on a busy machine: try again.
	let lhr
	for (let attempt = 1; attempt <= 3; attempt++) {
		;({ lhr } = await lighthouse(url, {
			port: chrome.port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: CATEGORIES,
			// The visitor's session cookie on every request of the page (Lighthouse clears the
			// origin's own cookies before it loads the page).
			extraHeaders: headers ?? null,
		}))
		if (!lhr.runtimeError) break
		console.log(`${path}: ${lhr.runtimeError.code}, attempt ${attempt} of 3`)
	}
	return lhr
}

const performanceOf = (lhr) => (lhr.runtimeError ? -1 : (lhr.categories.performance?.score ?? 0))

/** The run whose performance score is the median (the lower middle one of an even count). */
function medianRun(runs) {
	const sorted = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b))
	return sorted[Math.floor((sorted.length - 1) / 2)]
}

try {
	for (const page of PAGES) {
		const { path, visitor } = page
		if (page.skip) {
			console.log(`${path} (${visitor}): not measured: ${page.skip}`)
			continue
		}
		const { search = '', headers } = await page.open(shop)
		const url = `${shop.url}${path === '*' ? '/no-such-page' : path}${search}`
		const file = path === '/' ? 'home' : path === '*' ? 'not-found' : path.slice(1)
		const runs = []
		for (let run = 1; run <= RUNS; run++) {
			const lhr = await runLighthouse(url, headers, path)
			const name = RUNS > 1 ? `${file}-run${run}` : file
			writeFileSync(join(reportDir, `${name.replaceAll('/', '_')}.json`), JSON.stringify(lhr))
			runs.push(lhr)
		}
		const lhr = medianRun(runs)
		const scripts = await firstLoadScripts(lhr)
		const budget = budgetRows.find((row) => row.page === (path === '*' ? '/*' : path))
		rows.push({ path, visitor, lhr, runs, scripts, budget })
		console.log(`${path} (${visitor}): done`)
	}
} finally {
	await chrome.kill()
	await shop.stop()
}

const score = (lhr, id) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100))
const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN
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
		const each = runs.map((run) =>
			run.runtimeError
				? run.runtimeError.code
				: [
						score(run, 'performance'),
						...['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'].map(
							(id) => Math.round(audit(run, id)),
						),
					].join('/'),
		)
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
console.log(`\nFull reports (JSON): ${reportDir}`)
