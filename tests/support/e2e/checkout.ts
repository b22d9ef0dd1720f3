import type { Page } from '@playwright/test'

/** Fills the built-in test provider's hosted page with a card, an e-mail and a US address. */
export async function fillTestCheckout(page: Page, card: string, email: string) {
	await page.getByLabel('E-mail').fill(email)
	await page.getByLabel('Card number').fill(card)
	await page.getByLabel('Expiry (MM / YY)').fill('12 / 39')
	await page.getByLabel('CVC').fill('123')
	await page.getByLabel('Name on card').fill('Robin Tester')
	await page.getByLabel('Address', { exact: true }).fill('77 Maple Drive')
	await page.getByLabel('City').fill('Columbus')
	await page.getByLabel('State').selectOption('OH')
	await page.getByLabel('ZIP code').fill('43004')
}
