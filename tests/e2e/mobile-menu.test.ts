import { expect, test, type Page } from '@playwright/test'
import { gotoReady, mainHeading } from '#tests/support/e2e/browser.ts'
import { HEADER_LINKS, pageFor } from '#tests/support/e2e/pages.ts'

test.use({ viewport: { width: 375, height: 740 } })

const header = (page: Page) => page.getByRole('banner')
const toggle = (page: Page) => header(page).getByRole('button', { name: /menu/i })
const navLink = (page: Page, name: string) => header(page).getByRole('link', { name, exact: true })

test('at 375 px the main links sit behind a menu toggle', async ({ page }) => {
	await gotoReady(page, '/')
	await expect(toggle(page)).toHaveAccessibleName('Open menu')
	await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
	for (const { name } of HEADER_LINKS) await expect(navLink(page, name)).toBeHidden()

	await toggle(page).click()
	await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true')
	for (const { name } of HEADER_LINKS) await expect(navLink(page, name)).toBeVisible()

	await toggle(page).click()
	await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
	await expect(toggle(page)).toHaveAccessibleName('Open menu')
	for (const { name } of HEADER_LINKS) await expect(navLink(page, name)).toBeHidden()
})

test('following a menu link navigates and closes the menu', async ({ page }) => {
	await gotoReady(page, '/')
	await toggle(page).click()
	await navLink(page, 'FAQ').click()
	await expect(page).toHaveURL((url) => url.pathname === '/faq')
	await expect(mainHeading(page)).toHaveText(pageFor('/faq').heading)
	await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
	await expect(navLink(page, 'FAQ')).toBeHidden()
})

test('the menu works from the keyboard', async ({ page }) => {
	await gotoReady(page, '/')
	await toggle(page).focus()
	await page.keyboard.press('Enter')
	await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true')
	await navLink(page, 'Contact').focus()
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL((url) => url.pathname === '/contact')
	await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
})
