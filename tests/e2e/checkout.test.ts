// The paying customer's journey on the built-in test provider (no Stripe key in e2e): configure a
// screen, pay with the test card, land on /payment-success, get the e-mail, track the order.
import { randomBytes } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { openDatabase } from '#db/index.ts'
import { expectNoAxeViolations } from '#tests/support/e2e/axe.ts'
import { cartLink, gotoReady, mainHeading } from '#tests/support/e2e/browser.ts'
import { E2E_SHOP_INBOX, E2E_SQLITE_PATH } from '#tests/support/e2e/env.ts'
import { fillTestCheckout, seedGuestCart } from '#tests/support/e2e/checkout.ts'
import { waitForEmail } from '#tests/support/e2e/mail.ts'

import { CART_KEY } from '#tests/support/e2e/order-page.ts'

function uniqueEmail(): string {
	return `buyer-${randomBytes(4).toString('hex')}@example.com`
}

/** Pays the cart from /checkout with its 'Pay with' button, which opens the hosted page in this tab. */
async function startPayment(page: Page) {
	if (!page.url().endsWith('/checkout')) await gotoReady(page, '/checkout')
	await page.getByRole('button', { name: 'Pay with Test Checkout' }).click()
	await expect(page).toHaveURL(/\/test-checkout\?session=/)
}

/** A one-screen cart in browser storage, as the cart module keeps it. */
async function seedCart(page: Page) {
	await seedGuestCart(page, {
		width: 24,
		widthFraction: 0,
		height: 36,
		heightFraction: 0.25,
		quantity: 1,
		price: 4600,
	})
}

test('pays with 4242 on the test checkout, then finds the e-mail and tracks the order', async ({
	page,
}) => {
	// Five page loads, a payment and two e-mails: more than the default 30 s on a busy machine.
	test.setTimeout(60_000)
	const email = uniqueEmail()
	await gotoReady(page, '/order')
	await page.getByLabel('Width in inches').fill('30')
	await page.getByLabel('Width sixteenths').selectOption('7')
	await page.getByLabel('Height in inches').fill('40')
	await page.getByLabel('Height sixteenths').selectOption('8')
	await page.getByLabel('Quantity').fill('2')
	await page.getByRole('button', { name: 'Add to Cart' }).click()
	await expect(cartLink(page)).toContainText('2')

	await gotoReady(page, '/checkout')
	await expect(page.getByText('$110.16').first()).toBeVisible()
	// No Stripe key: the shop says plainly that it takes no money, here and on the payment page.
	const banner = page.getByRole('note').filter({ hasText: 'Test mode: no payment is taken' })
	await expect(banner).toBeVisible()
	await startPayment(page)
	await expect(banner).toBeVisible()
	await expect(page.getByText('Total due')).toBeVisible()
	await fillTestCheckout(page, '4242 4242 4242 4242', email)
	await page.getByRole('button', { name: 'Pay $110.16' }).click()

	await expect(page).toHaveURL(/\/payment-success\?session_id=/)
	const sessionId = new URL(page.url()).searchParams.get('session_id')!
	const reference = sessionId.slice(-8).toUpperCase()
	await expect(mainHeading(page)).toHaveText('Payment Successful')
	await expect(page.getByTestId('order-reference')).toHaveText(reference)
	await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Order More Screens' })).toHaveAttribute(
		'href',
		'/order',
	)
	await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
	await expect(cartLink(page).getByText(/^\d+$/)).toHaveCount(0)
	expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBeNull()

	const confirmation = await waitForEmail(
		(mail) => mail.to.includes(email) && mail.subject.includes(reference),
		{ description: `the confirmation of order ${reference}` },
	)
	expect(confirmation.text).toContain('Custom Window Screen, 30 7/16" x 40 1/2", qty 2')
	expect(confirmation.text).toContain('Total paid: $110.16')
	expect(confirmation.text).toContain('77 Maple Drive')
	// Until when it can be changed or cancelled: the next business day's cut-off, in shop time.
	const deadline = /You can change or cancel this order until \w+day, \w+ \d+, 2:00 PM ET\./
	const until = deadline.exec(confirmation.text)?.[0]
	expect(until, 'the deadline sentence in the confirmation').toBeTruthy()
	await waitForEmail(
		(mail) => mail.to.includes(E2E_SHOP_INBOX) && mail.subject.includes(`New order ${reference}`),
		{ description: `the shop's notification of order ${reference}` },
	)

	await gotoReady(page, '/track-order')
	await page.getByLabel('Order number').fill(reference.toLowerCase())
	await page.getByLabel('E-mail').fill(email)
	await page.getByRole('button', { name: 'Track Order' }).click()
	await expect(page.getByRole('main').getByRole('status')).toContainText('Order Received')
	await expect(page.getByText('30 7/16" x 40 1/2", qty 2')).toBeVisible()
	// Lines, shipping and tax add up to the total paid.
	await expect(page.getByRole('main').locator('p', { hasText: /^Tax \(8%\)/ })).toHaveText(
		'Tax (8%)$8.16',
	)
	await expect(page.locator('[aria-current="step"]')).toContainText('Order Received')
	await expect(page.getByTestId('order-changes')).toHaveText(until!)
})

test('4000 0000 0000 0002 is declined on the page and makes no paid order', async ({ page }) => {
	const email = uniqueEmail()
	await seedCart(page)
	await startPayment(page)
	const sessionId = new URL(page.url()).searchParams.get('session')!
	await fillTestCheckout(page, '4000 0000 0000 0002', email)
	await page.getByRole('button', { name: /^Pay \$/ }).click()

	await expect(page.getByRole('main').getByRole('alert')).toHaveText(
		'Your card was declined. Please try another card.',
	)
	await expect(page).toHaveURL(/\/test-checkout\?session=/)
	const { db } = openDatabase({ sqlitePath: E2E_SQLITE_PATH })
	try {
		const order = await db
			.selectFrom('orders')
			.select(['status', 'paid_at'])
			.where('provider_session_id', '=', sessionId)
			.executeTakeFirstOrThrow()
		expect(order).toEqual({ status: 'pending_payment', paid_at: null })
	} finally {
		await db.destroy()
	}

	await gotoReady(page, '/track-order')
	await page.getByLabel('Order number').fill(sessionId.slice(-8))
	await page.getByLabel('E-mail').fill(email)
	await page.getByRole('button', { name: 'Track Order' }).click()
	await expect(page.getByRole('main').getByRole('alert')).toContainText(
		'We could not find an order',
	)
	// The cart is kept for another try.
	expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).not.toBeNull()
})

test('a test checkout link of no known session says so, with a 404', async ({ page }) => {
	const response = await page.goto('/test-checkout?session=tcs_unknown')
	expect(response?.status()).toBe(404)
	await expect(mainHeading(page)).toHaveText('Checkout session not found')
	await expect(page.getByRole('link', { name: 'Back to your cart' })).toHaveAttribute(
		'href',
		'/checkout',
	)
})

test.describe('accessibility', () => {
	// axe is injected as an inline script, which the shop's Content-Security-Policy refuses.
	test.use({ bypassCSP: true })

	test('the test checkout, success and tracking pages are axe-clean', async ({ page }) => {
		test.setTimeout(60_000)
		const email = uniqueEmail()
		await seedCart(page)
		await startPayment(page)
		await expectNoAxeViolations(page)
		await fillTestCheckout(page, '4000 0000 0000 0002', email)
		await page.getByRole('button', { name: /^Pay \$/ }).click()
		await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
		await expectNoAxeViolations(page)
		await fillTestCheckout(page, '4242 4242 4242 4242', email)
		await page.getByRole('button', { name: /^Pay \$/ }).click()
		await expect(mainHeading(page)).toHaveText('Payment Successful')
		await expectNoAxeViolations(page)
		const reference = await page.getByTestId('order-reference').textContent()

		await gotoReady(page, '/track-order')
		await expectNoAxeViolations(page)
		await page.getByLabel('Order number').fill(reference!)
		await page.getByLabel('E-mail').fill(email)
		await page.getByRole('button', { name: 'Track Order' }).click()
		await expect(page.getByRole('main').getByRole('status')).toContainText('Order Received')
		await expectNoAxeViolations(page)

		await gotoReady(page, '/payment-success?session_id=cs_test_unknown_session_1')
		await expect(mainHeading(page)).toHaveText('Payment Not Found')
		await expect(page).toHaveTitle(/^Payment Not Found \|/)
		await expectNoAxeViolations(page)
	})
})
