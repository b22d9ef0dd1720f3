// The page's scripts are requested only after the page has been painted, and after the main
// image of its first screen (scripts-after-paint.tsx); the page then hydrates as before.
import { expect, test, type Page } from '@playwright/test'
import { gotoReady } from '#tests/support/e2e/browser.ts'

/** When the browser reported the page's paints, and when it requested each script. */
async function paintsAndScripts(page: Page) {
	return page.evaluate(async () => {
		const lcp = await new Promise<PerformanceEntry[]>((resolve) => {
			new PerformanceObserver((list) => resolve(list.getEntries())).observe({
				type: 'largest-contentful-paint',
				buffered: true,
			})
		})
		const last = lcp.at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined
		return {
			firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
			largestPaint: last?.startTime ?? -1,
			largestIsMainImage: last?.element?.getAttribute('fetchpriority') === 'high',
			scripts: performance
				.getEntriesByType('resource')
				.filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
				.map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
		}
	})
}

for (const { path, mainImage } of [
	{ path: '/faq', mainImage: false },
	{ path: '/', mainImage: true },
	{ path: '/order', mainImage: true },
]) {
	test(`${path}: no script is requested before the page's largest paint`, async ({ page }) => {
		await gotoReady(page, path)
		const { firstPaint, largestPaint, largestIsMainImage, scripts } = await paintsAndScripts(page)
		expect(firstPaint).toBeGreaterThan(0)
		expect(largestPaint).toBeGreaterThanOrEqual(firstPaint)
		expect(largestIsMainImage).toBe(mainImage)
		expect(scripts.length).toBeGreaterThan(0)
		for (const script of scripts) expect(script.start, script.path).toBeGreaterThan(largestPaint)
	})
}

test('the document announces no script file and holds the module script back', async ({
	request,
}) => {
	const html = await (await request.get('/order')).text()
	expect(html).not.toContain('modulepreload')
	expect(html).not.toMatch(/<script[^>]* type="module"/)
	expect(html.match(/<script[^>]* type="text\/x-after-paint"/g)).toHaveLength(1)
})

test('the page then hydrates: the chat button opens the chat', async ({ page }) => {
	const errors: string[] = []
	page.on('pageerror', (error) => errors.push(error.message))
	await gotoReady(page, '/')
	await page.getByRole('button', { name: 'Open chat support' }).click()
	await expect(page.getByRole('dialog')).toBeVisible()
	expect(errors).toEqual([])
})
