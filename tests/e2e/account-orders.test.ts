// A signed-in customer's paid order shows in the account's order history.
import { expect, test } from '@playwright/test'
import { createVerifiedAccount, newAccount, signInWithForm } from '#tests/support/e2e/accounts.ts'
import { expectNoAxeViolations } from '#tests/support/e2e/axe.ts'
import { gotoReady } from '#tests/support/e2e/browser.ts'
import { payOnTestCheckout } from '#tests/support/e2e/checkout.ts'
import { addDefaultScreens } from '#tests/support/e2e/order-page.ts'

test('a paid order appears in /account with its number, date, total and status', async ({
	page,
	request,
}) => {
	test.setTimeout(90_000)
	const account = newAccount('history')
	await createVerifiedAccount(request, account)
	await signInWithForm(page, account)

	await gotoReady(page, '/account')
	await expect(page.getByText('You have no orders yet.')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Open the back office' })).toHaveCount(0)

	await gotoReady(page, '/order')
	await addDefaultScreens(page, 1)
	await gotoReady(page, '/checkout')
	const reference = await payOnTestCheckout(page, account.email)

	await gotoReady(page, '/account')
	const row = page.getByRole('row', { name: new RegExp(reference) })
	await expect(row).toContainText('Order Received')
	await expect(row).toContainText(/\$\d+\.\d\d/)
	await expect(row).toContainText(String(new Date().getUTCFullYear()))
	await expectNoAxeViolations(page)
})
