// `npm run bench:interactions`: how long a tap takes to answer while the page is still starting.
// A phone (Lighthouse's Moto G Power: 412x823, touch, 4x CPU slowdown) opens each page and taps
// its control the moment it is on screen (laid out and painted), not after load: Add to Cart on /order, a cart line's
// Quantity on /checkout (signed in, one line), the chat button on /. The page's own Event Timing
// entries (durationThreshold 16 ms, recorded before any page script runs) give the tap's latency
// and its parts: input delay (waiting for the main thread, e.g. behind hydration), processing
// (the handlers) and presentation delay (up to the next paint). Per page: the tap's time after
// navigation start, those figures as median (range) over the runs, and in how many runs React
// had already hydrated the control (and how many found it still disabled). Where the tap's answer
// can be seen (the chat's panel), also how long after the tap it showed: a tap that lands before
// the page has hydrated is held until then (app/components/layout/early-taps.ts), so its latency
// alone does not say when the customer sees the answer.
// Production build on a fresh SQLite shop (bench/lib/shop-server.mjs); run `npm run build` first.
// Settings: INTERACTIONS_RUNS (page loads per page, default 5), CHROME_PATH (default Debian's
// Chromium, started with the e2e journeys' flags, scripts/chromium.json).
import { chromium } from 'playwright-core'
import CHROMIUM from '../scripts/chromium.json' with { type: 'json' }
import { textTable } from '../scripts/text-table.mjs'
import { firstInteraction, interactionTable, recordInteractions } from './lib/event-timing.mjs'
import { VISITS } from './lib/lighthouse-pages.mjs'
import { startShop } from './lib/shop-server.mjs'

const RUNS = Math.max(1, Number.parseInt(process.env.INTERACTIONS_RUNS ?? '5', 10) || 5)
const CPU_SLOWDOWN = 4
/** Lighthouse's mobile preset: Moto G Power. */
const PHONE = {
	viewport: { width: 412, height: 823 },
	deviceScaleFactor: 1.75,
	isMobile: true,
	hasTouch: true,
	userAgent:
		'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
}

/** What is tapped where, and as whom (the visitor's cookies from VISITS, as Lighthouse uses). */
const TAPS = [
	{
		path: '/order',
		control: 'Add to Cart',
		locate: (page) => page.getByRole('button', { name: 'Add to Cart', exact: true }),
	},
	{
		path: '/checkout',
		control: 'Quantity (cart line)',
		visit: VISITS['/checkout'],
		locate: (page) => page.getByLabel(/^Quantity/).first(),
	},
	{
		path: '/',
		control: 'chat button',
		locate: (page) => page.getByRole('button', { name: 'Open chat support' }),
		// Runs in the page: the time the chat's panel is seen, or false.
		answeredAt: () =>
			document.querySelector('[role="dialog"]')?.checkVisibility() === true && performance.now(),
	},
]

/** Playwright cookies for the shop at `url` from a Cookie request header. */
const cookiesOf = (header, url) =>
	(header ?? '')
		.split('; ')
		.filter(Boolean)
		.map((pair) => {
			const at = pair.indexOf('=')
			return { name: pair.slice(0, at), value: pair.slice(at + 1), url }
		})

/**
 * The page's time (performance.now) at the first frame where `answeredAt` gives one, checked
 * every frame from the tap on (a function, not a string: the shop's CSP forbids eval);
 * undefined without one, or when none came within 10 s.
 */
async function answerTime(page, answeredAt) {
	if (!answeredAt) return undefined
	const handle = await page
		.waitForFunction(answeredAt, null, { polling: 'raf', timeout: 10_000 })
		.catch(() => undefined)
	return handle?.jsonValue()
}

/** One fresh phone (no cache, no cookies but `cookies`) opening `url` and tapping at once. */
async function oneTap(browser, url, cookies, { locate, answeredAt }) {
	const context = await browser.newContext(PHONE)
	try {
		await context.addCookies(cookies)
		await context.addInitScript(recordInteractions)
		const page = await context.newPage()
		const cdp = await context.newCDPSession(page)
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
		// 'commit': the response has started; the tap waits for the control, not for load.
		await page.goto(url, { waitUntil: 'commit' })
		const control = locate(page)
		await control.waitFor({ state: 'visible' })
		// Visible to a thumb: laid out (Playwright's 'visible') and painted (the first contentful
		// paint reported), not only laid out while the first frame is still being made.
		await page.waitForFunction(
			() => performance.getEntriesByName('first-contentful-paint').length > 0,
			null,
			{
				polling: 'raf',
			},
		)
		// force: tap what is on screen, enabled or not, as an impatient thumb does.
		await control.tap({ force: true })
		const answerSeen = await answerTime(page, answeredAt)
		await page.waitForLoadState('load')
		// Event Timing entries arrive after the next paint; the slowed page needs a moment.
		await page.waitForTimeout(1000)
		const { entries, tap } = await page.evaluate(() => window.__interactionBench)
		const answerAfter = answerSeen === undefined || !tap ? undefined : answerSeen - tap.at
		return { interaction: firstInteraction(entries), tap, answerAfter }
	} finally {
		await context.close()
	}
}

const shop = await startShop({ dialect: 'sqlite' })
const browser = await chromium.launch({
	executablePath: process.env.CHROME_PATH ?? CHROMIUM.executablePath,
	args: CHROMIUM.args.filter((arg) => arg !== '--headless'),
	headless: true,
})
const rows = []
try {
	for (const { path, control, visit, ...tapping } of TAPS) {
		const { headers } = visit ? await visit.open(shop) : {}
		const cookies = cookiesOf(headers?.Cookie, shop.url)
		const runs = []
		for (let run = 1; run <= RUNS; run++) {
			runs.push(await oneTap(browser, `${shop.url}${path}`, cookies, tapping))
		}
		rows.push({ path, control, runs })
		console.log(`${path} (${control}): ${RUNS} runs done`)
	}
} finally {
	await browser.close()
	await shop.stop()
}

console.log(
	`\nTap as soon as visible, ${CPU_SLOWDOWN}x CPU slowdown, ${PHONE.viewport.width}x${PHONE.viewport.height} touch,` +
		` ${RUNS} runs per page; median (lowest-highest), ms:`,
)
for (const line of textTable(...interactionTable(rows))) console.log(line)
for (const { path, runs } of rows) {
	const each = runs.map(({ interaction: i, tap }) =>
		i ? `${Math.round(i.startTime)}:${Math.round(i.latency)}` : `${Math.round(tap?.at ?? NaN)}:-`,
	)
	console.log(`${path} each run (tap ms: latency ms): ${each.join('  ')}`)
}
