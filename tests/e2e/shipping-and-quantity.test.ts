// Issue 12: shipping as the shipping policy says, quantities changed in the cart, one cart limit,
// and a receipt worth keeping. A new customer's $46.00 screen, from /order to the e-mail.
import { randomBytes } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { gotoReady, mainHeading } from '#tests/support/e2e/browser.ts'
import { fillTestCheckout } from '#tests/support/e2e/checkout.ts'
import { waitForEmail } from '#tests/support/e2e/mail.ts'
import {
	CART_KEY,
	badge,
	cartLines,
	lineQuantity,
	orderForm,
	storedCart,
	summaryValue,
	toastWith,
} from '#tests/support/e2e/order-page.ts'

const STANDARD = 'Standard (UPS Ground, 5-7 business days)'

function shippingRadio(page: Page, name: 'Standard' | 'Expedited') {
	return page
		.getByRole('radiogroup', { name: 'Shipping method' })
		.getByRole('radio', { name, exact: true })
}

async function expectSummary(
	page: Page,
	values: { subtotal: string; tax: string; shipping: string; total: string },
) {
	await expect(summaryValue(page, /^Subtotal/)).toHaveText(values.subtotal)
	await expect(summaryValue(page, /^Tax \(8%\)$/)).toHaveText(values.tax)
	await expect(summaryValue(page, /^Shipping$/)).toHaveText(values.shipping)
	await expect(summaryValue(page, /^Total$/)).toHaveText(values.total)
}

/** One 30" x 30" screen ($46.00) in the guest cart, added on /order. */
async function addOneScreen(page: Page) {
	await gotoReady(page, '/order')
	const form = orderForm(page)
	await form.width.fill('30')
	await form.height.fill('30')
	await form.quantity.fill('1')
	await expect(form.price).toHaveText('$46.00')
	await form.addToCart.click()
	await expect(badge(page)).toHaveText('1')
}

test('shipping and quantity on /checkout; the test provider charges the total shown; the receipt and e-mail agree', async ({
	page,
}) => {
	test.setTimeout(60_000)
	const email = `shipper-${randomBytes(4).toString('hex')}@example.com`
	await addOneScreen(page)
	await gotoReady(page, '/checkout')

	// Under $75.00: standard shipping is $9.95, preselected.
	await expect(shippingRadio(page, 'Standard')).toBeChecked()
	await expectSummary(page, {
		subtotal: '$46.00',
		tax: '$3.68',
		shipping: '$9.95',
		total: '$59.63',
	})
	await shippingRadio(page, 'Expedited').check()
	await expectSummary(page, {
		subtotal: '$46.00',
		tax: '$3.68',
		shipping: '$24.95',
		total: '$74.63',
	})

	// Two screens: $92.00, so standard shipping is free.
	const line = cartLines(page)
	await lineQuantity(line).selectOption('2')
	await expect(line).toContainText('$92.00')
	await expect(summaryValue(page, /^Total$/)).toHaveText('$124.31')
	await shippingRadio(page, 'Standard').check()
	await expectSummary(page, { subtotal: '$92.00', tax: '$7.36', shipping: 'FREE', total: '$99.36' })
	await expect(badge(page)).toHaveText('2')
	// Saved like add and remove: the reload reads it back.
	await expect.poll(() => storedCart(page)).toMatchObject([{ quantity: 2 }])
	await page.reload()
	await expect(lineQuantity(cartLines(page))).toHaveValue('2')
	await expect(summaryValue(page, /^Total$/)).toHaveText('$99.36')

	await page.getByRole('button', { name: 'Pay with Test Checkout' }).click()
	await expect(page).toHaveURL(/\/test-checkout\?session=/)
	const shippingLine = page.getByRole('listitem').filter({ hasText: STANDARD })
	await expect(shippingLine).toContainText('FREE')
	await fillTestCheckout(page, '4242 4242 4242 4242', email)
	await page.getByRole('button', { name: 'Pay $99.36' }).click()

	await expect(page).toHaveURL(/\/payment-success\?session_id=/)
	await expect(mainHeading(page)).toHaveText('Payment Successful')
	await expect(page).toHaveTitle(/^Payment Successful \|/)
	const receipt = page.getByRole('region', { name: 'Your receipt' })
	await expect(receipt).toContainText('Custom Window Screen')
	await expect(receipt).toContainText('30" x 30", quantity 2')
	await expect(receipt).toContainText('Subtotal$92.00')
	await expect(receipt).toContainText('Tax (8%)$7.36')
	await expect(receipt).toContainText(`Shipping: ${STANDARD}FREE`)
	await expect(receipt).toContainText('Total paid$99.36')
	await expect(receipt).toContainText('77 Maple Drive')
	await expect(receipt).toContainText('Columbus, OH 43004')

	const reference = new URL(page.url()).searchParams.get('session_id')!.slice(-8).toUpperCase()
	const confirmation = await waitForEmail(
		(mail) => mail.to.includes(email) && mail.subject.includes(reference),
		{ description: `the confirmation of order ${reference}` },
	)
	expect(confirmation.text).toContain(
		'Custom Window Screen, 30" x 30", qty 2 at $46.00 each: $92.00',
	)
	expect(confirmation.text).toContain('Subtotal: $92.00')
	expect(confirmation.text).toContain('Tax (8%): $7.36')
	expect(confirmation.text).toContain(`Shipping: ${STANDARD}: FREE`)
	expect(confirmation.text).toContain('Total paid: $99.36')
})

test('expedited shipping on one screen is charged on the test provider: $74.63', async ({
	page,
}) => {
	await addOneScreen(page)
	await gotoReady(page, '/checkout')
	await shippingRadio(page, 'Expedited').check()
	await expect(summaryValue(page, /^Total$/)).toHaveText('$74.63')
	await page.getByRole('button', { name: 'Pay with Test Checkout' }).click()
	await expect(page).toHaveURL(/\/test-checkout\?session=/)
	await expect(
		page
			.getByRole('listitem')
			.filter({ hasText: 'Expedited (UPS 2nd Day Air, 2-3 business days)' }),
	).toContainText('$24.95')
	await expect(page.getByRole('button', { name: 'Pay $74.63' })).toBeVisible()
})

test('a guest cannot build a cart the checkout refuses: the 51st line is refused when added', async ({
	page,
}) => {
	await gotoReady(page, '/')
	await page.evaluate((key) => {
		const lines = Array.from({ length: 50 }, (_, i) => ({
			id: `limit-${i}`,
			width: 24,
			widthFraction: 0,
			height: 24,
			heightFraction: 0,
			quantity: 1,
			price: 4000,
			timestamp: new Date().toISOString(),
		}))
		localStorage.setItem(key, JSON.stringify(lines))
	}, CART_KEY)
	await gotoReady(page, '/order')
	await expect(badge(page)).toHaveText('50')
	await orderForm(page).addToCart.click()
	await expect(toastWith(page, 'alert', 'Cart Full')).toContainText(
		'Your cart holds at most 50 different screens.',
	)
	await expect(toastWith(page, 'status', 'Added to Cart')).toHaveCount(0)
	expect(((await storedCart(page)) as unknown[]).length).toBe(50)

	// What the cart holds, the checkout takes.
	await gotoReady(page, '/checkout')
	await page.getByRole('button', { name: 'Pay with Test Checkout' }).click()
	await expect(page).toHaveURL(/\/test-checkout\?session=/)
})
