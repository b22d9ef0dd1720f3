// `npm run bench:long-tasks`: the main thread's long tasks while a page starts, on a slowed
// phone, for this build and (BENCH_REFERENCE=<dir>, a checkout with its own build) another one,
// page by page in alternating turns so that the machine's noise falls on both. Chromium at
// Lighthouse's phone (412x823, touch, 4x CPU slowdown) loads each page and waits until 3 s after
// the load event; the page's own PerformanceObserver (recorded before any page script runs)
// lists every task over 50 ms. Per page and build: median (range) of the blocking time (each
// long task's time over 50 ms, summed, from first contentful paint on: Lighthouse's Total
// Blocking Time, observed rather than simulated), of the longest task and of the number of long
// tasks. Production builds on fresh SQLite shops (bench/lib/shop-server.mjs).
// Settings: LONG_TASKS_RUNS (loads per page and build, default 5), LONG_TASKS_ONLY (paths, default
// `/,/order,/faq,/checkout`), BENCH_PORTS (the servers' port range).
import { resolve } from 'node:path'
import { chromium } from 'playwright-core'
import CHROMIUM from '../scripts/chromium.json' with { type: 'json' }
import { textTable } from '../scripts/text-table.mjs'
import { VISITS } from './lib/lighthouse-pages.mjs'
import { APP_DIR, startShop } from './lib/shop-server.mjs'

const RUNS = Math.max(1, Number.parseInt(process.env.LONG_TASKS_RUNS ?? '5', 10) || 5)
const PATHS = (process.env.LONG_TASKS_ONLY ?? '/,/order,/faq,/checkout').split(',')
const CPU_SLOWDOWN = 4
const PHONE = {
	viewport: { width: 412, height: 823 },
	deviceScaleFactor: 1.75,
	isMobile: true,
	hasTouch: true,
}

const builds = [{ name: 'this build', dir: APP_DIR }]
if (process.env.BENCH_REFERENCE) {
	builds.push({ name: 'reference', dir: resolve(process.env.BENCH_REFERENCE) })
}

/** Records long tasks and the first contentful paint before the page's own scripts run. */
function observe() {
	const seen = { tasks: [], fcp: null }
	Object.assign(window, { __longTasks: seen })
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries()) {
			seen.tasks.push({ start: entry.startTime, duration: entry.duration })
		}
	}).observe({ type: 'longtask', buffered: true })
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries()) {
			if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime
		}
	}).observe({ type: 'paint', buffered: true })
}

async function measure(browser, url, cookie) {
	const context = await browser.newContext(PHONE)
	if (cookie) {
		await context.addCookies(
			cookie.split('; ').map((pair) => {
				const at = pair.indexOf('=')
				return { name: pair.slice(0, at), value: pair.slice(at + 1), url }
			}),
		)
	}
	const page = await context.newPage()
	await page.addInitScript(observe)
	const cdp = await context.newCDPSession(page)
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
	await page.goto(url, { waitUntil: 'load' })
	await page.waitForTimeout(3000)
	const { tasks, fcp } = await page.evaluate(() => window.__longTasks)
	await context.close()
	const blocking = tasks
		.filter((task) => fcp === null || task.start + task.duration > fcp)
		.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)
	const longest = tasks.reduce((max, task) => Math.max(max, task.duration), 0)
	return { blocking, longest, count: tasks.length }
}

const median = (values) => {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.floor((sorted.length - 1) / 2)]
}
const summary = (values) =>
	`${Math.round(median(values))} (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`

const shops = []
const browser = await chromium.launch({
	executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
	args: CHROMIUM.args,
	headless: true,
})
try {
	for (const build of builds) shops.push(await startShop({ dialect: 'sqlite', appDir: build.dir }))
	const rows = []
	for (const path of PATHS) {
		const results = builds.map(() => [])
		for (let run = 0; run < RUNS; run++) {
			// Alternating turns: run 1 starts with this build, run 2 with the reference, ...
			const order = builds.map((_, index) => index)
			if (run % 2) order.reverse()
			for (const index of order) {
				// The visitor of VISITS (signed in, a cart line) for pages a customer sees signed in.
				const opened = await VISITS[path]?.open?.(shops[index])
				const cookie = opened?.headers?.Cookie
				results[index].push(await measure(browser, `${shops[index].url}${path}`, cookie))
			}
		}
		builds.forEach((build, index) => {
			const runs = results[index]
			rows.push([
				path,
				build.name,
				summary(runs.map((r) => r.blocking)),
				summary(runs.map((r) => r.longest)),
				summary(runs.map((r) => r.count)),
			])
		})
	}
	console.log(
		`\nLong tasks (> 50 ms) while each page starts, ${CPU_SLOWDOWN}x CPU slowdown, ` +
			`${PHONE.viewport.width}x${PHONE.viewport.height}, median (range) of ${RUNS} loads\n`,
	)
	console.log(
		textTable(['page', 'build', 'blocking ms', 'longest task ms', 'long tasks'], rows).join('\n'),
	)
} finally {
	await browser.close()
	for (const shop of shops) await shop.stop()
}
