import { expect, test, type Page } from '@playwright/test'
import { BULK } from '#app/content/facts/shop-facts.ts'
import { expectNoAxeViolations } from '#tests/support/e2e/axe.ts'
import { gotoReady, mainHeading } from '#tests/support/e2e/browser.ts'
import { NOT_FOUND_HEADING, PAGES, UNKNOWN_PATH } from '#tests/support/e2e/pages.ts'

// axe-core with the WCAG 2.0/2.1 A and AA rules on every page and every state a visitor can
// open: the mobile menu, the chat panel (with a conversation in it) and a form showing errors.

test.describe('every page', () => {
	for (const { url } of PAGES) {
		test(`${url} has no axe violations`, async ({ page }) => {
			await gotoReady(page, url)
			await expect(mainHeading(page)).toBeVisible()
			await expectNoAxeViolations(page)
		})
	}

	test('the 404 page has no axe violations', async ({ page }) => {
		await gotoReady(page, UNKNOWN_PATH)
		await expect(mainHeading(page)).toHaveText(NOT_FOUND_HEADING)
		await expectNoAxeViolations(page)
	})
})

test.describe('at 375 px', () => {
	test.use({ viewport: { width: 375, height: 740 } })

	test('the open mobile menu has no axe violations', async ({ page }) => {
		await gotoReady(page, '/')
		const toggle = page.getByRole('banner').getByRole('button', { name: /menu/i })
		await toggle.click()
		await expect(toggle).toHaveAttribute('aria-expanded', 'true')
		await expect(
			page.getByRole('banner').getByRole('link', { name: 'FAQ', exact: true }),
		).toBeVisible()
		await expectNoAxeViolations(page)
	})

	test('the open chat panel has no axe violations', async ({ page }) => {
		await openChatWithConversation(page)
		await expectNoAxeViolations(page)
	})
})

test('the open chat panel with a conversation has no axe violations', async ({ page }) => {
	await openChatWithConversation(page)
	await expectNoAxeViolations(page)
})

test('the bulk-quote form showing field errors has no axe violations', async ({ page }) => {
	await gotoReady(page, '/bulk-orders')
	const main = page.getByRole('region', { name: 'Request a bulk quote' })
	const email = main.getByLabel(/e-?mail/i)
	await email.fill('not-an-email')
	await main.getByLabel(/quantity|number of screens|how many/i).fill(String(BULK.minScreens - 1))
	const submit = main.getByRole('button', { name: /request|quote|send|submit/i })
	await submit.evaluate((button) => {
		if (button instanceof HTMLButtonElement && button.form) button.form.noValidate = true
	})
	await submit.click()
	await expect(email).toHaveAttribute('aria-invalid', 'true')
	await expectNoAxeViolations(page)
})

async function openChatWithConversation(page: Page) {
	await gotoReady(page, '/')
	await page.getByRole('button', { name: /chat/i }).click()
	const panel = page.getByRole('dialog', { name: 'Chat Support' })
	await expect(panel).toBeVisible()
	await panel.getByPlaceholder('Type your message...').fill('How much is a screen?')
	await panel.getByPlaceholder('Type your message...').press('Enter')
	await expect(panel.getByRole('log').getByText('Support said:')).toHaveCount(2, { timeout: 3000 })
}
