// Page helpers for the /order and /checkout journeys (keyboard helpers: e2e-order-keyboard.ts).
import { expect, type Locator, type Page } from '@playwright/test'
import { cartLink } from './browser.ts'
import { typeInto } from './order-keyboard.ts'

/** The browser storage key of the guest cart. */
export const CART_KEY = 'screen-shop-cart'

export function orderForm(page: Page) {
	return {
		widthSlider: page.getByRole('slider', { name: 'Width', exact: true }),
		widthFractionSlider: page.getByRole('slider', { name: 'Width fraction', exact: true }),
		heightSlider: page.getByRole('slider', { name: 'Height', exact: true }),
		heightFractionSlider: page.getByRole('slider', { name: 'Height fraction', exact: true }),
		width: page.getByRole('spinbutton', { name: 'Width in inches' }),
		widthSixteenths: page.getByRole('combobox', { name: 'Width sixteenths' }),
		height: page.getByRole('spinbutton', { name: 'Height in inches' }),
		heightSixteenths: page.getByRole('combobox', { name: 'Height sixteenths' }),
		quantity: page.getByRole('spinbutton', { name: 'Quantity', exact: true }),
		price: page.getByTestId('estimated-price'),
		addToCart: page.getByRole('button', { name: 'Add to Cart' }),
	}
}

export const badge = (page: Page) => cartLink(page).getByTestId('cart-badge')
export const storedCart = (page: Page) =>
	page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, CART_KEY)

/** A toast: polite ('status') for success, an alert for errors. */
export function toastWith(page: Page, role: 'status' | 'alert', title: string) {
	return page.getByRole(role).filter({ hasText: title })
}

/** A /checkout line's quantity control ('Quantity of <size>'). */
export function lineQuantity(line: Locator) {
	return line.getByRole('combobox', { name: /^Quantity of / })
}

/** The items listed on /checkout. */
export function cartLines(page: Page) {
	return page.getByRole('region', { name: /^Your cart/ }).getByRole('listitem')
}

export function summaryValue(page: Page, label: RegExp) {
	return page
		.getByRole('region', { name: 'Order Summary' })
		.locator('div')
		.filter({ has: page.locator('dt', { hasText: label }) })
		.locator('dd')
}

/** Adds `quantity` screens of the starting size by keyboard. */
export async function addDefaultScreens(page: Page, quantity: number) {
	const form = orderForm(page)
	await typeInto(page, form.quantity, String(quantity))
	await page.keyboard.press('Enter')
	await expect(toastWith(page, 'status', 'Added to Cart')).toContainText(
		`${quantity} screen(s) added to your cart.`,
	)
}
