import { expect, test } from '@playwright/test'
import { declaredRoutes } from '#tests/support/fixtures/routes.ts'
import {
	cartLink,
	expectSameDocument,
	gotoReady,
	mainHeading,
	markDocument,
} from '#tests/support/e2e/browser.ts'
import {
	FOOTER_LINKS,
	HEADER_LINKS,
	NOT_FOUND_HEADING,
	PAGES,
	UNKNOWN_PATH,
	STATEFUL_PAGES,
	declaredPagePaths,
	pageFor,
} from '#tests/support/e2e/pages.ts'

test('the journeys know every page of app/routes.ts', () => {
	const known = [...PAGES.map((page) => page.path), ...Object.keys(STATEFUL_PAGES)]
	expect(declaredPagePaths().toSorted()).toEqual(known.toSorted())
	expect(declaredRoutes().map((route) => route.path)).toContain('/*')
})

test.describe('header links', () => {
	for (const link of HEADER_LINKS) {
		test(`'${link.name}' leads to ${link.path}`, async ({ page }) => {
			await gotoReady(page, link.path === '/' ? '/about' : '/')
			await markDocument(page)
			const banner = page.getByRole('banner')
			await banner.getByRole('link', { name: link.name, exact: true }).click()
			await expect(page).toHaveURL((url) => url.pathname === link.path)
			await expect(mainHeading(page)).toHaveText(pageFor(link.path).heading)
			await expectSameDocument(page)
			// The main links mark the page shown as the current one.
			if (link.path !== '/auth') {
				await expect(banner.getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
					'aria-current',
					'page',
				)
			}
		})
	}

	test('the cart icon leads to /checkout', async ({ page }) => {
		await gotoReady(page, '/')
		await markDocument(page)
		await cartLink(page).click()
		await expect(page).toHaveURL((url) => url.pathname === '/checkout')
		await expect(mainHeading(page)).toHaveText(pageFor('/checkout').heading)
		await expectSameDocument(page)
	})
})

test.describe('footer links', () => {
	for (const link of FOOTER_LINKS) {
		test(`'${link.name}' leads to ${link.path}`, async ({ page }) => {
			await gotoReady(page, '/')
			await markDocument(page)
			await page
				.getByRole('contentinfo')
				.getByRole('link', { name: link.name, exact: true })
				.click()
			await expect(page).toHaveURL((url) => url.pathname === link.path)
			await expect(mainHeading(page)).toHaveText(pageFor(link.path).heading)
			await expectSameDocument(page)
		})
	}
})

test('the cart badge is hidden when the cart is empty', async ({ page }) => {
	await gotoReady(page, '/')
	await expect(cartLink(page)).toBeVisible()
	await expect(cartLink(page).getByText(/^(\d+|\.\.\.)$/)).toHaveCount(0)
})

test.describe('page fade', () => {
	const content = '#main-content.page-content'

	test('the new page fades in over 300 ms after a route change', async ({ page }) => {
		await gotoReady(page, '/')
		await markDocument(page)
		await page.evaluate(() => {
			const started: string[] = []
			Object.assign(window, { fadesStarted: started })
			document.addEventListener('animationstart', (event) => {
				if ((event.target as Element).matches('.page-content')) started.push(event.animationName)
			})
		})
		await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
		await expect(mainHeading(page)).toHaveText(pageFor('/about').heading)
		await expectSameDocument(page)
		await expect
			.poll(() =>
				page.evaluate(() => (window as unknown as { fadesStarted: string[] }).fadesStarted),
			)
			.toContain('page-fade-in')
		const style = await page.locator(content).evaluate((el) => ({
			name: getComputedStyle(el).animationName,
			duration: getComputedStyle(el).animationDuration,
		}))
		expect(style).toEqual({ name: 'page-fade-in', duration: '0.3s' })
	})

	test('no fade under prefers-reduced-motion', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' })
		await gotoReady(page, '/')
		await markDocument(page)
		await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
		await expect(mainHeading(page)).toHaveText(pageFor('/about').heading)
		await expectSameDocument(page)
		const state = await page.locator(content).evaluate((el) => ({
			animation: getComputedStyle(el).animationName,
			running: el.getAnimations().length,
			opacity: getComputedStyle(el).opacity,
		}))
		expect(state).toEqual({ animation: 'none', running: 0, opacity: '1' })
	})
})

test('the view scrolls to the top on a path change', async ({ page }) => {
	await page.setViewportSize({ width: 1280, height: 500 })
	await gotoReady(page, '/')
	await markDocument(page)
	await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
	await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping and Delivery' }).click()
	await expect(mainHeading(page)).toHaveText(pageFor('/shipping').heading)
	await expectSameDocument(page)
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test.describe('unknown paths', () => {
	for (const path of [UNKNOWN_PATH, '/order/extra/segments']) {
		test(`${path} answers 404 with the not-found page and a link home`, async ({ page }) => {
			const response = await gotoReady(page, path)
			expect(response?.status()).toBe(404)
			await expect(mainHeading(page)).toHaveText(NOT_FOUND_HEADING)
			await page.getByRole('main').getByRole('link', { name: /home/i }).click()
			await expect(page).toHaveURL((url) => url.pathname === '/')
			await expect(mainHeading(page)).toHaveText(pageFor('/').heading)
		})
	}

	// The error page is a chunk of its own that the browser loads when an error first shows: an
	// unknown URL, and a page whose loader fails (the back office answers a guest with a 404).
	for (const path of [UNKNOWN_PATH, '/admin']) {
		test(`a client-side navigation to ${path} shows the not-found page`, async ({ page }) => {
			await gotoReady(page, '/')
			await markDocument(page)
			await page.evaluate((to) => {
				const router = (window as { __reactRouterDataRouter?: { navigate(to: string): unknown } })
					.__reactRouterDataRouter
				if (!router) throw new Error('React Router has not hydrated the page')
				return router.navigate(to)
			}, path)
			await expect(page).toHaveURL((url) => url.pathname === path)
			await expect(mainHeading(page)).toHaveText(NOT_FOUND_HEADING)
			await expect(page).toHaveTitle(/^Page not found \|/)
			await expectSameDocument(page)
		})
	}
})

test.describe('the 404 page on a first load', () => {
	type Seen = { domContentLoaded: boolean | null; load: boolean | null; lost: boolean }

	// The error page's lazy chunk arrives late here (a slow network), so a page that waited for it
	// while hydrating, and dropped the server's HTML meanwhile, is caught at every load, not now
	// and then.
	test('keeps the server-rendered page from DOMContentLoaded through hydration, load after load', async ({
		page,
	}) => {
		await page.route(/\/assets\/error-page-[\w-]+\.js$/, async (route) => {
			await new Promise((resolve) => setTimeout(resolve, 500))
			await route.continue()
		})
		await page.addInitScript((heading) => {
			const seen: Seen = { domContentLoaded: null, load: null, lost: false }
			Object.assign(window, { __notFoundSeen: seen })
			const shown = () => document.body?.textContent?.includes(heading) ?? false
			document.addEventListener('DOMContentLoaded', () => {
				seen.domContentLoaded = shown()
				new MutationObserver(() => {
					if (!shown()) seen.lost = true
				}).observe(document.body, { childList: true, subtree: true, characterData: true })
			})
			window.addEventListener('load', () => {
				seen.load = shown()
			})
		}, NOT_FOUND_HEADING)
		// An unknown address (the not-found route) and a page whose loader answers 404 (the back
		// office to a visitor: the shared error boundary, whose page is the lazy chunk).
		const addresses = [1, 2, 3, 4, 5, 6].map((load) =>
			load % 2 === 1 ? `${UNKNOWN_PATH}-${load}` : `/admin/quotes?load=${load}`,
		)
		for (const [index, address] of addresses.entries()) {
			const load = index + 1
			const response = await gotoReady(page, address)
			expect(response?.status()).toBe(404)
			await expect(mainHeading(page)).toHaveText(NOT_FOUND_HEADING)
			// Every chunk the page asked for has come (a lazily loaded page among them).
			await page.waitForLoadState('networkidle')
			await expect(mainHeading(page)).toHaveText(NOT_FOUND_HEADING)
			const seen = await page.evaluate(() => (window as { __notFoundSeen?: Seen }).__notFoundSeen)
			expect(seen, `load ${load}`).toEqual({ domContentLoaded: true, load: true, lost: false })
		}
	})
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	for (const { url, heading } of PAGES) {
		test(`${url} answers 200 with its heading in the server-rendered HTML`, async ({ page }) => {
			const response = await page.goto(url)
			expect(response?.status()).toBe(200)
			await expect(mainHeading(page)).toHaveText(heading)
		})
	}

	test('an unknown path answers 404 with the not-found page', async ({ page }) => {
		const response = await page.goto(UNKNOWN_PATH)
		expect(response?.status()).toBe(404)
		await expect(mainHeading(page)).toHaveText(NOT_FOUND_HEADING)
		await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toHaveAttribute(
			'href',
			'/',
		)
	})

	test("the cart badge shows '...' until the browser has loaded the cart", async ({ page }) => {
		await page.goto('/')
		await expect(cartLink(page).getByText('...', { exact: true })).toBeVisible()
	})

	test('links still work as plain links', async ({ page }) => {
		await page.goto('/')
		await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click()
		await expect(page).toHaveURL((url) => url.pathname === '/refund-policy')
		await expect(mainHeading(page)).toHaveText(pageFor('/refund-policy').heading)
	})

	test('every page has its own title and meta description', async ({ page }) => {
		const seen: { url: string; title: string; description: string }[] = []
		for (const { url } of PAGES) {
			await page.goto(url)
			const description =
				(await page.locator('meta[name="description"]').getAttribute('content')) ?? ''
			seen.push({ url, title: await page.title(), description })
		}
		for (const entry of seen) {
			expect(entry.title, `title of ${entry.url}`).not.toBe('')
			expect(entry.description.length, `description of ${entry.url}`).toBeGreaterThan(0)
		}
		expect(new Set(seen.map((entry) => entry.title)).size, 'distinct titles').toBe(seen.length)
		expect(new Set(seen.map((entry) => entry.description)).size, 'distinct descriptions').toBe(
			seen.length,
		)
	})
})
