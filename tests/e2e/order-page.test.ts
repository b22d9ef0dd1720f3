import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '#tests/support/e2e/axe.ts'
import { gotoReady } from '#tests/support/e2e/browser.ts'
import { E2E_BASE_URL } from '#tests/support/e2e/env.ts'
import { tabTo, typeInto } from '#tests/support/e2e/order-keyboard.ts'
import { badge, orderForm, storedCart, toastWith } from '#tests/support/e2e/order-page.ts'

// The /order product page: the specification card's checks, sliders, gallery, product data.
// The cart journey from here to /checkout: order-and-cart.test.ts.

test.describe('typed values are checked, never clamped into a screen', () => {
	const cases = [
		{
			field: 'width',
			typed: '',
			title: 'Invalid Specifications',
			text: 'Please ensure all measurements are valid.',
		},
		{
			field: 'height',
			typed: '',
			title: 'Invalid Specifications',
			text: 'Please ensure all measurements are valid.',
		},
		{
			field: 'width',
			typed: '5',
			title: 'Invalid Dimensions',
			text: 'Width and height must be at least 6 inches.',
		},
		{
			field: 'height',
			typed: '3',
			title: 'Invalid Dimensions',
			text: 'Width and height must be at least 6 inches.',
		},
		{
			field: 'width',
			typed: '49',
			title: 'Invalid Dimensions',
			text: 'Width can be at most 48 inches',
		},
		{ field: 'height', typed: '73', title: 'Invalid Dimensions', text: 'height at most 72 inches' },
		{ field: 'quantity', typed: '0', title: 'Invalid Quantity', text: 'from 1 to 20' },
		{ field: 'quantity', typed: '21', title: 'Invalid Quantity', text: 'from 1 to 20' },
	] as const

	for (const { field, typed, title, text } of cases) {
		test(`${field} typed as '${typed}': ${title}`, async ({ page }) => {
			await gotoReady(page, '/order')
			const box = orderForm(page)[field]
			await typeInto(page, box, typed)
			await expect(orderForm(page).price).toHaveCount(0)
			await page.keyboard.press('Enter')
			await expect(toastWith(page, 'alert', title)).toContainText(text)
			await expect(box).toHaveAttribute('aria-invalid', 'true')
			await expect(box).toBeFocused()
			await expect(box).toHaveValue(typed)
			await expect.poll(() => storedCart(page)).toBeNull()
			await expect(badge(page)).toHaveCount(0)
			await expect(toastWith(page, 'status', 'Added to Cart')).toHaveCount(0)
		})
	}
})

test('the sliders move by keyboard over the spec ranges and keep the boxes in step', async ({
	page,
}) => {
	await gotoReady(page, '/order')
	const form = orderForm(page)
	for (const [slider, min, max] of [
		[form.widthSlider, '6', '48'],
		[form.heightSlider, '6', '72'],
		[form.widthFractionSlider, '0', '15'],
		[form.heightFractionSlider, '0', '15'],
	] as const) {
		await expect(slider).toHaveAttribute('min', min)
		await expect(slider).toHaveAttribute('max', max)
		await expect(slider).toHaveAttribute('step', '1')
	}
	await expect(form.quantity).toHaveAttribute('min', '1')
	await expect(form.quantity).toHaveAttribute('max', '20')

	await tabTo(page, form.widthSlider)
	await page.keyboard.press('End')
	await expect(form.width).toHaveValue('48')
	await tabTo(page, form.heightFractionSlider)
	for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight')
	await expect(form.heightSixteenths).toHaveValue('3')
	await tabTo(page, form.heightSlider, { backwards: true })
	await page.keyboard.press('Home')
	await expect(form.height).toHaveValue('6')
	// 48 x 6: 24 inches of width beyond 24 at $0.50 each.
	await expect(form.price).toHaveText('$52.00')
})

test('the gallery: five images chosen with thumbnail buttons and arrow keys', async ({ page }) => {
	await gotoReady(page, '/order')
	const thumbnails = page.getByRole('button', { name: /^Image \d of 5: / })
	await expect(thumbnails).toHaveCount(5)
	await expect(thumbnails.nth(0)).toHaveAttribute('aria-pressed', 'true')

	await tabTo(page, thumbnails.nth(2))
	await page.keyboard.press('Enter')
	await expect(thumbnails.nth(2)).toHaveAttribute('aria-pressed', 'true')
	await expect(thumbnails.nth(0)).toHaveAttribute('aria-pressed', 'false')
	const alt = (await thumbnails.nth(2).getAttribute('aria-label'))?.replace(/^Image 3 of 5: /, '')
	await expect(page.getByRole('main').getByRole('img', { name: alt, exact: true })).toBeVisible()

	await page.keyboard.press('ArrowRight')
	await expect(thumbnails.nth(3)).toHaveAttribute('aria-pressed', 'true')
	await expect(thumbnails.nth(3)).toBeFocused()
	await page.keyboard.press('End')
	await expect(thumbnails.nth(4)).toHaveAttribute('aria-pressed', 'true')
})

test.describe('accessibility (axe)', () => {
	// axe is injected as an inline script, which the shop's Content-Security-Policy forbids.
	test.use({ bypassCSP: true })

	test('/order, also at phone width and with a field marked invalid', async ({ page }) => {
		await gotoReady(page, '/order')
		await expectNoAxeViolations(page)
		await page.setViewportSize({ width: 375, height: 800 })
		await typeInto(page, orderForm(page).width, '')
		await page.keyboard.press('Enter')
		await expect(toastWith(page, 'alert', 'Invalid Specifications')).toBeVisible()
		await expectNoAxeViolations(page)
	})
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('/order is server-rendered with its controls, product data and description', async ({
		page,
	}) => {
		await page.goto('/order')
		const form = orderForm(page)
		for (const control of [
			form.widthSlider,
			form.widthFractionSlider,
			form.heightSlider,
			form.heightFractionSlider,
			form.width,
			form.height,
			form.quantity,
			form.addToCart,
		]) {
			await expect(control).toBeVisible()
		}
		await expect(page.getByText('nearest 1/16 inch').first()).toBeVisible()
		for (const tile of [
			'5/16" x 3/4"',
			'White',
			'Charcoal fiberglass mesh',
			'Tension installation',
		]) {
			await expect(page.getByRole('main').getByText(tile, { exact: true })).toBeVisible()
		}
		await expect(page.locator('#inquiry').getByRole('heading')).toHaveText(
			'Questions Before Ordering?',
		)
		await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /1\/16 inch/)

		const product = JSON.parse(
			(await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
		) as { image?: string[] }
		expect(product).toMatchObject({
			'@context': 'https://schema.org',
			'@type': 'Product',
			name: 'Signature Screen',
			offers: {
				'@type': 'AggregateOffer',
				priceCurrency: 'USD',
				lowPrice: '40.00',
				highPrice: '76.00',
			},
		})
		expect(product.image).toHaveLength(5)
		for (const url of product.image ?? []) {
			expect(url.startsWith(`${E2E_BASE_URL}/`), `${url} is an absolute URL of this shop`).toBe(
				true,
			)
		}
	})
})
