// Issue 14 items 2-4: a labelled screen keeps its label from /order to /checkout, the
// confirmation e-mail and the back office; a signed-in customer's paid order fills "My windows";
// "Order again" and "Add selected to cart" fill the cart with the right labels and sizes.
import { randomBytes } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { createAdminAccount } from '#app/models/auth/users.server.ts'
import { openDatabase } from '#db/index.ts'
import { createVerifiedAccount, newAccount, signInWithForm } from '#tests/support/e2e/accounts.ts'
import { expectNoAxeViolations } from '#tests/support/e2e/axe.ts'
import { gotoReady } from '#tests/support/e2e/browser.ts'
import { payOnTestCheckout } from '#tests/support/e2e/checkout.ts'
import { E2E_SQLITE_PATH } from '#tests/support/e2e/env.ts'
import { waitForEmail } from '#tests/support/e2e/mail.ts'
import { cartLines, orderForm, toastWith } from '#tests/support/e2e/order-page.ts'

const unique = () => randomBytes(4).toString('hex')
// A label with markup in it: every page and the HTML e-mail must show it as text.
const LEFT = 'Kitchen <left>'
const RIGHT = 'Kitchen right'

async function addLabelled(page: Page, label: string) {
	await page.getByRole('textbox', { name: /Room or window label/ }).fill(label)
	await orderForm(page).addToCart.click()
	await expect(toastWith(page, 'status', 'Added to Cart').last()).toBeVisible()
}

async function expectCartLabels(page: Page, labels: string[]) {
	// The cart's saves to the account finish before the page is left.
	await page.waitForLoadState('networkidle')
	await gotoReady(page, '/checkout')
	await expect(cartLines(page)).toHaveCount(labels.length)
	for (const [index, label] of labels.entries()) {
		await expect(cartLines(page).nth(index)).toContainText(`Label: ${label}`)
		await expect(cartLines(page).nth(index)).toContainText('24" x 36"')
	}
}

async function removeAll(page: Page) {
	await gotoReady(page, '/checkout')
	while ((await cartLines(page).count()) > 0) {
		const before = await cartLines(page).count()
		await cartLines(page)
			.first()
			.getByRole('button', { name: /^Remove/ })
			.click()
		await expect(cartLines(page)).toHaveCount(before - 1)
	}
}

test('a labelled screen: checkout, e-mail, back office, My windows, Order again, Add selected', async ({
	page,
	browser,
	request,
}) => {
	test.setTimeout(150_000)
	const account = newAccount('labels')
	await createVerifiedAccount(request, account)
	await signInWithForm(page, account)

	await gotoReady(page, '/order')
	await expect(page.getByRole('button', { name: 'Save to my windows' })).toBeVisible()
	await addLabelled(page, LEFT)
	await addLabelled(page, RIGHT)
	// Two lines of one size with different labels stay two lines.
	await expectCartLabels(page, [LEFT, RIGHT])
	await expectNoAxeViolations(page)

	const number = await payOnTestCheckout(page, account.email)
	await expect(page.getByText(`Label: ${LEFT}`)).toBeVisible()

	const mail = await waitForEmail(
		(email) => email.to.includes(account.email) && email.text.includes(number),
		{ description: `the confirmation of ${number}` },
	)
	expect(mail.text).toContain(`Label: ${LEFT}`)
	expect(mail.html).toContain('Label: Kitchen &lt;left&gt;')
	expect(mail.html).not.toContain(LEFT)

	// The back office, in its own browser context.
	const admin = { ...newAccount('label-admin'), password: `admin-${unique()}-${unique()}` }
	const { db } = openDatabase({ sqlitePath: E2E_SQLITE_PATH })
	try {
		await createAdminAccount(db, { ...admin, fullName: 'Shop Owner' })
	} finally {
		await db.destroy()
	}
	const adminContext = await browser.newContext()
	const adminPage = await adminContext.newPage()
	await signInWithForm(adminPage, admin)
	await gotoReady(adminPage, `/admin/order?number=${number}`)
	await expect(adminPage.getByText(`Label: ${LEFT}`)).toBeVisible()
	await expect(adminPage.getByText(`Label: ${RIGHT}`)).toBeVisible()
	await adminContext.close()

	// My windows: both openings of the paid order, once each.
	const account_ = await gotoReady(page, '/account')
	expect(account_?.headers()['cache-control']).toBe('private, no-store')
	const book = page.getByRole('region', { name: 'My windows' })
	await expect(book.getByRole('listitem')).toHaveCount(2)
	await expect(book).toContainText(LEFT)
	await expect(book).toContainText(RIGHT)
	await expectNoAxeViolations(page)

	// Order again: the order's lines, labels and sizes, into the (emptied) cart.
	await removeAll(page)
	await gotoReady(page, '/account')
	await page.getByRole('button', { name: `Order again: order ${number}` }).click()
	await expect(toastWith(page, 'status', 'added to your cart')).toBeVisible()
	await expectCartLabels(page, [LEFT, RIGHT])

	// Add selected to cart: only the chosen window.
	await removeAll(page)
	await gotoReady(page, '/account')
	await book.getByRole('checkbox', { name: new RegExp(`Select ${RIGHT}`) }).check()
	await book.getByRole('button', { name: 'Add selected to cart' }).click()
	await expect(toastWith(page, 'status', '1 screen added to your cart.')).toBeVisible()
	await expectCartLabels(page, [RIGHT])
})
