// The fit check, in Chromium: an order whose two lines share the label "Kitchen left" with sizes
// 1/2" apart is held when paid (the production queue shows it as held and does not count it); the
// e-mail's "Confirm sizes" opens a page whose button releases it at once. Every new page passes axe.
import { randomBytes } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { createAdmin, signInWithForm } from '#tests/support/e2e/accounts.ts'
import { expectNoAxeViolations } from '#tests/support/e2e/axe.ts'
import { gotoReady, mainHeading } from '#tests/support/e2e/browser.ts'
import { payOnTestCheckout } from '#tests/support/e2e/checkout.ts'
import { storedOrder } from '#tests/support/e2e/db.ts'
import { E2E_BASE_URL } from '#tests/support/e2e/env.ts'
import { waitForEmail } from '#tests/support/e2e/mail.ts'
import { CART_KEY } from '#tests/support/e2e/order-page.ts'
import { toCartItem } from '#app/domain/cart/cart-item.ts'

/** A guest cart of two "Kitchen left" screens, 36" x 60" and 36 1/2" x 60" (opens the home page). */
async function seedSameLabelCart(page: Page) {
	const at = new Date().toISOString()
	const lines = [0, 8].map((widthSixteenths, index) =>
		toCartItem(
			{ width: 36, widthSixteenths, height: 60, heightSixteenths: 0, quantity: 1 },
			{ id: `e2e-fit-${index}-${Date.now()}`, timestamp: at, label: 'Kitchen left' },
		),
	)
	await gotoReady(page, '/')
	await page.evaluate(({ key, lines }) => localStorage.setItem(key, JSON.stringify(lines)), {
		key: CART_KEY,
		lines,
	})
}

test('an order whose two lines share a label 1/2" apart is held; the e-mail’s Confirm sizes releases it', async ({
	page,
	browser,
}) => {
	test.setTimeout(90_000)
	const email = `fit-${randomBytes(4).toString('hex')}@example.com`
	await seedSameLabelCart(page)
	await gotoReady(page, '/checkout')
	const number = await payOnTestCheckout(page, email)
	expect((await storedOrder(number)).fit_hold).toBe(1)

	// The owner's queue shows it held and leaves it out of its figures.
	const admin = await createAdmin()
	const owner = await browser.newPage()
	await signInWithForm(owner, admin)
	await gotoReady(owner, '/admin/production')
	const row = owner.locator(`tr[data-order="${number}"]`)
	await expect(row).toContainText('Fit check')
	await expect(row.getByRole('checkbox')).toHaveCount(0)
	await expect(owner.getByRole('list', { name: 'Queue counts' })).toContainText(
		'held for a fit check, not counted',
	)
	await expectNoAxeViolations(owner)
	await gotoReady(owner, `/admin/order?number=${number}`)
	const section = owner.getByRole('region', { name: 'Fit check' })
	await expect(section).toContainText('are both labelled "Kitchen left" but their sizes differ.')
	await expect(section.getByRole('button', { name: 'Release' })).toBeVisible()
	await expectNoAxeViolations(owner)

	// The customer's e-mail: what looked wrong, and the two links.
	const mail = await waitForEmail(
		(m) =>
			m.to.includes(email) && m.subject.startsWith(`Please check the sizes of order ${number}`),
		{ description: `the fit check e-mail of order ${number}` },
	)
	expect(mail.text).toContain(
		'Screen 1 (36" x 60") and Screen 2 (36 1/2" x 60") are both labelled "Kitchen left" but their sizes differ.',
	)
	const confirmLink = mail.text.match(/Confirm sizes \([^)]*\):\n(\S+)/)?.[1]
	const correctLink = mail.text.match(/Correct a size \([^)]*\):\n(\S+)/)?.[1]
	expect(confirmLink).toMatch(new RegExp(`^${E2E_BASE_URL}/order-action\\?token=[\\w-]{43}$`))
	expect(correctLink).toBe(`${confirmLink}&step=correct`)

	// "Correct a size" opens a page with a button only: opening it changes nothing.
	const customer = await browser.newPage()
	await customer.goto(correctLink!)
	await expect(mainHeading(customer)).toHaveText(`Correct a size of order ${number}`)
	await expect(customer.getByRole('button', { name: 'Start correcting my order' })).toBeVisible()
	await expectNoAxeViolations(customer)

	// "Confirm sizes": the page shows, its button releases the order at once.
	const shown = await customer.goto(confirmLink!)
	expect(shown?.headers()['cache-control']).toBe('private, no-store')
	expect(shown?.headers()['referrer-policy']).toBe('no-referrer')
	await expect(mainHeading(customer)).toHaveText(`Check the sizes of order ${number}`)
	await expect(customer.getByTestId('fit-findings')).toContainText('Kitchen left')
	await expectNoAxeViolations(customer)
	expect((await storedOrder(number)).fit_hold).toBe(1)
	await customer.getByRole('button', { name: 'Confirm sizes' }).click()
	await expect(mainHeading(customer)).toHaveText(
		`Thank you: the sizes of order ${number} are confirmed`,
	)
	await expect(customer.getByRole('main').getByRole('status')).toHaveText(
		'Your order goes into production as ordered.',
	)
	await expectNoAxeViolations(customer)
	expect((await storedOrder(number)).fit_hold).toBe(0)

	// Released: in the queue as any other order, with its box to move it.
	await gotoReady(owner, '/admin/production')
	await expect(row).not.toContainText('Fit check')
	await expect(row.getByRole('checkbox')).toHaveCount(1)
	await gotoReady(owner, `/admin/order?number=${number}`)
	await expect(section).toContainText(`Confirmed by the customer (${email})`)
	await expect(owner.getByRole('region', { name: 'Status history' })).toContainText(
		'Fit check: the customer confirmed the sizes; the order is released',
	)
})
