// A tap that lands before the page has hydrated is held, not handled by hydrating the whole page
// inside the tap (early-taps.ts): a plain button's click is replayed once React has started,
// a disabled control's tap is dropped, and links and form buttons keep the browser's behaviour.
import { expect, test, type Page } from '@playwright/test'
import { cartLink } from '#tests/support/e2e/browser.ts'

/** Opens `path` with the page's scripts held back until the returned function is called. */
async function openWithScriptsHeld(page: Page, path: string) {
	let release = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route(
		(url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
		async (route) => {
			await held
			await route.fallback()
		},
	)
	await page.goto(path, { waitUntil: 'domcontentloaded' })
	return release
}

/** Hydrated: the cart badge's '...' of the server's HTML is gone. */
async function expectHydrated(page: Page) {
	await expect(cartLink(page).getByText('...', { exact: true })).toHaveCount(0)
}

test("the chat button tapped before the page's scripts ran opens the chat once they have", async ({
	page,
}) => {
	const errors: string[] = []
	page.on('pageerror', (error) => errors.push(error.message))
	const release = await openWithScriptsHeld(page, '/')
	const chatButton = page.getByRole('button', { name: 'Open chat support' })
	// Twice, as an impatient thumb does: the chat opens once, not open and then closed.
	await chatButton.click()
	await chatButton.click()
	await expect(chatButton).toHaveAttribute('aria-expanded', 'false')
	await expect(page.getByRole('dialog')).toHaveCount(0)
	release()
	await expectHydrated(page)
	await expect(page.getByRole('dialog')).toBeVisible()
	expect(errors).toEqual([])
})

test('a tap on a control still disabled before hydration does nothing, then or later', async ({
	page,
}) => {
	const release = await openWithScriptsHeld(page, '/order')
	const addToCart = page.getByRole('button', { name: 'Add to Cart', exact: true })
	await expect(addToCart).toBeDisabled()
	await addToCart.click({ force: true })
	release()
	await expectHydrated(page)
	await expect(addToCart).toBeEnabled()
	// Nothing was added: the badge says 0 screens and no toast told of an added screen.
	await expect(cartLink(page)).toHaveAccessibleName(/\b0\b/)
	await expect(page.getByRole('status').filter({ hasText: /added/i })).toHaveCount(0)
})

test('a link tapped before hydration still follows', async ({ page }) => {
	await openWithScriptsHeld(page, '/')
	await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click()
	await expect(page).toHaveURL(/\/faq$/)
})

test('after hydration taps go straight to the page: the chat opens at once', async ({ page }) => {
	const release = await openWithScriptsHeld(page, '/')
	release()
	await expectHydrated(page)
	expect(
		await page.evaluate(() => '__releaseEarlyTaps' in window && window.__releaseEarlyTaps),
	).toBeFalsy()
	await page.getByRole('button', { name: 'Open chat support' }).click()
	await expect(page.getByRole('dialog')).toBeVisible()
})
