import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '#tests/support/e2e/axe.ts'
import { cartLink, gotoReady, mainHeading } from '#tests/support/e2e/browser.ts'
import { E2E_BASE_URL } from '#tests/support/e2e/env.ts'
import { tabTo, typeInto } from '#tests/support/e2e/order-keyboard.ts'
import {
	CART_KEY,
	addDefaultScreens,
	badge,
	cartLines,
	lineQuantity,
	orderForm,
	storedCart,
	summaryValue,
	toastWith,
} from '#tests/support/e2e/order-page.ts'

// The guest cart from /order to /checkout. The form's own checks: order-page.test.ts.

test('keyboard only: configure 30 7/16 x 40, two screens, pay page totals, remove', async ({
	page,
}) => {
	await gotoReady(page, '/order')
	const form = orderForm(page)

	await typeInto(page, form.width, '30')
	await tabTo(page, form.widthSixteenths)
	await page.keyboard.type('7')
	await expect(form.widthSixteenths).toHaveValue('7')
	await expect(form.widthFractionSlider).toHaveValue('7')
	await typeInto(page, form.height, '40')
	await typeInto(page, form.quantity, '2')
	await expect(form.widthSlider).toHaveValue('30')
	await expect(form.heightSlider).toHaveValue('40')
	await expect(form.price).toHaveText('$102.00')

	await tabTo(page, form.addToCart)
	await page.keyboard.press('Enter')
	await expect(toastWith(page, 'status', 'Added to Cart')).toContainText(
		'2 screen(s) added to your cart.',
	)
	await expect(badge(page)).toHaveText('2')
	await expect
		.poll(() => storedCart(page))
		.toEqual([
			{
				id: expect.stringMatching(/^[a-z0-9]+-[a-z0-9]+$/),
				width: 30,
				widthFraction: 0.4375,
				height: 40,
				heightFraction: 0,
				quantity: 2,
				price: 5100,
				timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
			},
		])

	await page.reload()
	await expect(badge(page)).toHaveText('2')

	await tabTo(page, cartLink(page))
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(`${E2E_BASE_URL}/checkout`)
	await expect(mainHeading(page)).toHaveText('Checkout')
	const line = cartLines(page)
	await expect(line).toHaveCount(1)
	await expect(line).toContainText('Custom Window Screen')
	await expect(line).toContainText('30 7/16" x 40"')
	await expect(lineQuantity(line)).toHaveValue('2')
	await expect(line).toContainText('$102.00')
	await expect(summaryValue(page, /^Subtotal/)).toHaveText('$102.00')
	await expect(summaryValue(page, /^Tax/)).toHaveText('$8.16')
	await expect(summaryValue(page, /^Total$/)).toHaveText('$110.16')
	await expect(page.getByRole('button', { name: /^Pay with \S/ })).toBeVisible()

	await tabTo(
		page,
		page.getByRole('button', { name: 'Remove Custom Window Screen 30 7/16" x 40"' }),
	)
	await page.keyboard.press('Enter')
	await expect(toastWith(page, 'status', 'Item Removed')).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeFocused()
	await expect(
		page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }),
	).toHaveAttribute('href', '/order')
	await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
		'href',
		'/auth',
	)
	await expect(badge(page)).toHaveCount(0)
	await expect.poll(() => storedCart(page)).toBeNull()
})

test('the cart stays in step across two tabs', async ({ context, page }) => {
	const other = await context.newPage()
	await gotoReady(page, '/order')
	await gotoReady(other, '/checkout')
	await expect(other.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()

	await addDefaultScreens(page, 3)
	await expect(badge(other)).toHaveText('3')
	await expect(cartLines(other)).toContainText('24" x 36"')
	// 24 x 36: 12 inches of height beyond 24, so $46.00 a screen.
	await expect(summaryValue(other, /^Subtotal/)).toHaveText('$138.00')

	await other.getByRole('button', { name: /^Remove Custom Window Screen/ }).click()
	await expect(badge(page)).toHaveCount(0)
	await addDefaultScreens(page, 1)
	await expect(badge(other)).toHaveText('1')
})

test('a stored cart row that is not a valid item is dropped on load', async ({ page }) => {
	await gotoReady(page, '/')
	await page.evaluate((key) => {
		const valid = {
			id: 'kept',
			width: 30,
			widthFraction: 0.5,
			height: 40,
			heightFraction: 0.25,
			quantity: 1,
			price: 1,
			timestamp: '2025-01-15T12:00:00.000Z',
		}
		localStorage.setItem(key, JSON.stringify([valid, { ...valid, id: 'huge', width: 400 }]))
	}, CART_KEY)
	await gotoReady(page, '/checkout')
	await expect(badge(page)).toHaveText('1')
	await expect(cartLines(page)).toHaveCount(1)
	await expect(cartLines(page)).toContainText('30 1/2" x 40 1/4"')
	// The stored price (1 cent) is ignored: 30 x 40 costs $51.00.
	await expect(summaryValue(page, /^Subtotal/)).toHaveText('$51.00')
})

test.describe('accessibility (axe)', () => {
	// axe is injected as an inline script, which the shop's Content-Security-Policy forbids.
	test.use({ bypassCSP: true })

	test('/checkout empty and populated', async ({ page }) => {
		await gotoReady(page, '/checkout')
		await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
		await expectNoAxeViolations(page)
		await gotoReady(page, '/order')
		await addDefaultScreens(page, 2)
		await gotoReady(page, '/checkout')
		await expect(page.getByRole('region', { name: 'Order Summary' })).toBeVisible()
		await expectNoAxeViolations(page)
	})
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test("a guest's /checkout says 'Loading Cart...' until the browser has the cart", async ({
		page,
	}) => {
		await page.goto('/checkout')
		await expect(page.getByText('Loading Cart...')).toBeVisible()
	})
})
