import { expect, type Page } from '@playwright/test'
import type { CartItem } from '#app/domain/cart/cart-item.ts'
import { visitorAddress } from './accounts.ts'
import { gotoReady, mainHeading } from './browser.ts'
import { CART_KEY } from './order-page.ts'

type StoredLine = Omit<CartItem, 'id' | 'timestamp'>

/** A one-line guest cart in browser storage, as the cart module keeps it (opens the home page). */
export async function seedGuestCart(page: Page, line: StoredLine) {
	await gotoReady(page, '/')
	await page.evaluate(
		({ key, line }) => {
			const item = { id: `e2e-${Date.now()}`, ...line, timestamp: new Date().toISOString() }
			localStorage.setItem(key, JSON.stringify([item]))
		},
		{ key: CART_KEY, line },
	)
}

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

/** The journeys' usual cart: two screens of 30 7/16" x 40 1/2". */
export const TWO_SCREENS: StoredLine = {
	width: 30,
	widthFraction: 0.4375,
	height: 40,
	heightFraction: 0.5,
	quantity: 2,
	price: 5100,
}

/**
 * Pays the cart from /checkout (the page must be open) on the built-in test provider with card
 * 4242 and waits for /payment-success; answers the order number it shows. The journeys all come
 * from 127.0.0.1 and together open more payment sessions in ten minutes than one address may
 * (the create-payment limit): from here on the page is a visitor with an address of its own.
 */
export async function payOnTestCheckout(page: Page, email: string): Promise<string> {
	await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() })
	await page.getByRole('button', { name: 'Pay with Test Checkout' }).click()
	await expect(page).toHaveURL(/\/test-checkout\?session=/)
	await fillTestCheckout(page, '4242 4242 4242 4242', email)
	await page.getByRole('button', { name: /^Pay \$/ }).click()
	await expect(mainHeading(page)).toHaveText('Payment Successful')
	return (await page.getByTestId('order-reference').textContent())!.trim()
}
