import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '#tests/support/e2e/axe.ts'
import { gotoReady } from '#tests/support/e2e/browser.ts'
import { E2E_SHOP_SETTINGS } from '#tests/support/e2e/env.ts'
import { E2E_SHOP } from '#tests/support/fixtures/shop-identity.ts'

// The owner's identity is a setting: the e2e server runs with SHOP_LEGAL_NAME and SHOP_ADDRESS
// (playwright.config.ts), which appear nowhere in the code, so a page that shows them read them
// from the server's settings.
const { SHOP_LEGAL_NAME: legalName, SHOP_ADDRESS: address } = E2E_SHOP_SETTINGS

test('/contact and the footer show the legal name and address from the settings', async ({
	page,
}) => {
	await gotoReady(page, '/contact')
	const company = page.getByRole('region', { name: 'Company' })
	await expect(company).toContainText(legalName)
	await expect(company).toContainText(address)
	await expect(page.getByRole('link', { name: E2E_SHOP.phone.display })).toHaveAttribute(
		'href',
		E2E_SHOP.phone.href,
	)
	const hours = page.getByRole('region', { name: 'Support hours' })
	for (const row of E2E_SHOP.hours) await expect(hours).toContainText(`${row.days}${row.time}`)

	const footer = page.getByRole('contentinfo')
	await expect(footer).toContainText(`${legalName}. Made in the USA.`)
	await expect(footer.locator('address')).toHaveText(address)
	await expectNoAxeViolations(page)
})

test('the Organization data of /contact carries the legal name and address', async ({ page }) => {
	await gotoReady(page, '/contact')
	const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
	const organization = blocks
		.map((text) => JSON.parse(text) as Record<string, unknown>)
		.find((data) => data['@type'] === 'Organization')
	expect(organization).toMatchObject({
		name: E2E_SHOP.name,
		legalName,
		address,
		telephone: E2E_SHOP.phone.href.replace('tel:', ''),
		email: E2E_SHOP.supportEmail,
	})
})
