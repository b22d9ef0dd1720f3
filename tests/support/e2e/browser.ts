// Small page helpers shared by the journeys.
import { expect, type Page } from '@playwright/test'

/** The header's cart link (to /checkout). */
export function cartLink(page: Page) {
	return page.getByRole('banner').getByRole('link', { name: /cart/i })
}

/** The page's main heading. */
export function mainHeading(page: Page) {
	return page.getByRole('main').getByRole('heading', { level: 1 })
}

/**
 * Opens a page and waits until React has hydrated it: the cart badge shows '...' in the
 * server-rendered HTML and only the browser, after hydration, replaces it.
 */
export async function gotoReady(page: Page, url: string) {
	const response = await page.goto(url)
	await expect(cartLink(page).getByText('...', { exact: true })).toHaveCount(0)
	return response
}

const MARK = '__e2eSameDocument'

/** Marks the current document, so a later check can tell a client-side navigation from a reload. */
export async function markDocument(page: Page) {
	await page.evaluate((key) => Object.assign(window, { [key]: true }), MARK)
}

export async function expectSameDocument(page: Page) {
	expect(
		await page.evaluate((key) => key in window, MARK),
		'navigated without a full page load',
	).toBe(true)
}
