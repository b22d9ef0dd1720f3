// The owner changes a paid order in the back office: a taller screen, previewed (new total and
// what the customer owes) and confirmed; the customer gets a link to pay the difference, pays it
// on the test checkout, and the order shows the new size and total. axe on the change page.
import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { createAdmin, signInWithForm } from '#tests/support/e2e/accounts.ts'
import { expectNoAxeViolations } from '#tests/support/e2e/axe.ts'
import { gotoReady, mainHeading } from '#tests/support/e2e/browser.ts'
import {
	fillTestCheckout,
	payOnTestCheckout,
	seedGuestCart,
	TWO_SCREENS,
} from '#tests/support/e2e/checkout.ts'
import { E2E_BASE_URL } from '#tests/support/e2e/env.ts'
import { waitForEmail } from '#tests/support/e2e/mail.ts'
import { toastWith } from '#tests/support/e2e/order-page.ts'

test('the owner raises a height; the customer pays the difference from the e-mail and the order changes', async ({
	browser,
}) => {
	test.setTimeout(120_000)
	const customerEmail = `change-${randomBytes(4).toString('hex')}@example.com`
	const customer = await browser.newPage()
	await seedGuestCart(customer, TWO_SCREENS)
	await gotoReady(customer, '/checkout')
	const number = await payOnTestCheckout(customer, customerEmail)

	const page = await browser.newPage()
	await signInWithForm(page, await createAdmin())
	await gotoReady(page, `/admin/order?number=${number}`)
	await page.getByRole('link', { name: 'Change order' }).click()
	await expect(mainHeading(page)).toHaveText(`Change order ${number}`)
	await expectNoAxeViolations(page)

	const line = page.getByRole('group', { name: /^Line 1/ })
	await line.getByLabel('Height (inches)').fill('50')
	await page.getByRole('button', { name: 'Preview change' }).click()
	const preview = page.getByRole('region', { name: 'The order after this change' })
	// 2 x 30 7/16" x 50 1/2" at $56.00: $112.00 + tax $8.96 = $120.96, $10.80 more than paid
	await expect(preview).toContainText('$120.96')
	await expect(preview).toContainText('The customer owes $10.80')
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Confirm change' }).click()
	await expect(toastWith(page, 'status', 'Order Changed')).toBeVisible()
	await expect(page).toHaveURL(new RegExp(`/admin/order\\?number=${number}$`))

	const ask = await waitForEmail(
		(mail) => mail.to.includes(customerEmail) && mail.subject.includes('a change to confirm'),
		{ description: 'the e-mail asking to pay for the change' },
	)
	const link = new RegExp(`${E2E_BASE_URL}/pay-change\\?change=[0-9a-f-]{36}`).exec(ask.text)![0]
	await customer.goto(link)
	await expect(customer).toHaveURL(/\/test-checkout\?session=/)
	await expect(customer.getByText('$10.80').first()).toBeVisible()
	await fillTestCheckout(customer, '4242 4242 4242 4242', customerEmail)
	await customer.getByRole('button', { name: /^Pay \$/ }).click()
	await expect(mainHeading(customer)).toHaveText('Payment Successful')

	const changed = await waitForEmail(
		(mail) => mail.to.includes(customerEmail) && mail.subject.includes('was changed'),
		{ description: 'the changed-order e-mail' },
	)
	expect(changed.text).toContain('30 7/16" x 50 1/2"')
	expect(changed.text).toContain('$120.96')
	await gotoReady(page, `/admin/order?number=${number}`)
	await expect(page.getByRole('main')).toContainText('30 7/16" x 50 1/2"')
	await expect(page.getByRole('main')).toContainText('$120.96')
	// The link is closed once paid.
	await customer.goto(link)
	await expect(mainHeading(customer)).toHaveText('Payment link closed')
})
