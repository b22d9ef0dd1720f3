// Issue 27, item 2: the customer changes or cancels a paid order until it enters production.
// From /track-order only through a one-time link e-mailed to the order's address; from /account
// directly. A lower total is refunded at once, a higher one paid on a new hosted checkout first.
import { randomBytes } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import {
	createAdmin,
	createVerifiedAccount,
	newAccount,
	signInWithForm,
} from '#tests/support/e2e/accounts.ts'
import { expectNoAxeViolations } from '#tests/support/e2e/axe.ts'
import { gotoReady, mainHeading } from '#tests/support/e2e/browser.ts'
import {
	fillTestCheckout,
	payOnTestCheckout,
	seedGuestCart,
	TWO_SCREENS,
} from '#tests/support/e2e/checkout.ts'
import { storedOrder, withDatabase } from '#tests/support/e2e/db.ts'
import { E2E_BASE_URL } from '#tests/support/e2e/env.ts'
import { waitForEmail } from '#tests/support/e2e/mail.ts'
import { addDefaultScreens, toastWith } from '#tests/support/e2e/order-page.ts'

const unique = () => randomBytes(4).toString('hex')

/** Two screens of 30 7/16" x 40 1/2" paid as a guest: $102.00 + $8.16 tax, free shipping. */
async function payForTwoScreens(page: Page, email: string): Promise<string> {
	await seedGuestCart(page, TWO_SCREENS)
	await gotoReady(page, '/checkout')
	return payOnTestCheckout(page, email)
}

async function testProviderRefunds(number: string): Promise<number[]> {
	return withDatabase(async (db) => {
		const order = await db
			.selectFrom('orders')
			.select('id')
			.where('number', '=', number)
			.executeTakeFirstOrThrow()
		const rows = await db
			.selectFrom('refunds')
			.selectAll()
			.where('order_id', '=', order.id)
			.execute()
		return rows.map((row) => row.amount_cents)
	})
}

/** /track-order for an order, then one of its buttons: the masked address the link went to. */
async function askForLink(page: Page, number: string, email: string, button: string) {
	await gotoReady(page, '/track-order')
	await page.getByLabel('Order number').fill(number)
	await page.getByLabel('E-mail').fill(email)
	await page.getByRole('button', { name: 'Track Order' }).click()
	await expect(page.getByTestId('order-changes')).toContainText(
		'You can change or cancel this order until',
	)
	await page.getByRole('button', { name: button }).click()
	const sent = page.getByTestId('link-sent')
	await expect(sent).toHaveText(`We sent a link to ${email[0]}•••@example.com to confirm.`)
	await expectNoAxeViolations(page)
	const action = button === 'Cancel order' ? 'cancel' : 'change'
	const mail = await waitForEmail(
		(m) => m.to.includes(email) && m.subject.startsWith(`Confirm: ${action} order ${number}`),
		{ description: `the ${action} link of order ${number}` },
	)
	const link = mail.text.match(/http\S+\/order-action\?token=[\w-]{43}/)?.[0]
	expect(link?.startsWith(`${E2E_BASE_URL}/order-action?token=`)).toBe(true)
	return link!
}

test('from /track-order through e-mailed links: cancel one order, lower a height on another', async ({
	page,
	browser,
}) => {
	test.setTimeout(120_000)
	const email = `changer-${unique()}@example.com`
	const first = await payForTwoScreens(page, email)
	const second = await payForTwoScreens(page, email)

	// Cancel the second: the link's page only shows; its button cancels, with a full refund.
	const cancelLink = await askForLink(page, second, email, 'Cancel order')
	const shown = await page.goto(cancelLink)
	expect(shown?.headers()['cache-control']).toBe('private, no-store')
	expect(shown?.headers()['referrer-policy']).toBe('no-referrer')
	await expect(mainHeading(page)).toHaveText(`Cancel order ${second}?`)
	await expectNoAxeViolations(page)
	expect((await storedOrder(second)).status).toBe('received')
	await page.getByRole('button', { name: 'Yes, cancel my order' }).click()
	await expect(mainHeading(page)).toHaveText(`Order ${second} is canceled`)
	await expect(page.getByTestId('refund')).toHaveText('$110.16 will be refunded to your card.')
	expect((await storedOrder(second)).status).toBe('canceled')
	expect(await testProviderRefunds(second)).toEqual([11016])
	// The same link again: used.
	await page.goto(cancelLink)
	await expect(mainHeading(page)).toHaveText('This link has expired or was already used')
	await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
		'href',
		'/track-order',
	)
	await gotoReady(page, '/track-order')
	await page.getByLabel('Order number').fill(second)
	await page.getByLabel('E-mail').fill(email)
	await page.getByRole('button', { name: 'Track Order' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Status:' })).toContainText('Canceled')
	await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
	await expect(page.getByText(/^Refunded \$110\.16 on /)).toBeVisible()

	// Change the first: a lower height costs less, and the difference is refunded at once.
	const changeLink = await askForLink(page, first, email, 'Change order')
	await page.goto(changeLink)
	await expect(mainHeading(page)).toHaveText(`Change order ${first}`)
	await page.getByRole('button', { name: 'Start changing my order' }).click()
	const line = page.getByRole('group', { name: 'Screen 1' })
	await expect(line.getByRole('slider', { name: 'Height', exact: true })).toBeVisible()
	await line.getByLabel('Height in inches').fill('20')
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Review change' }).click()
	await expect(mainHeading(page)).toHaveText(`Review the change to order ${first}`)
	await expect(page.getByText('30 7/16" x 20 1/2"')).toBeVisible()
	const newTotal = (await page.getByTestId('new-total').textContent())!.trim()
	const refund = (await page.getByTestId('difference').textContent())!.match(/\$[\d.,]+/)![0]
	expect(Number(newTotal.slice(1))).toBeLessThan(110.16)
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Confirm change' }).click()
	await expect(mainHeading(page)).toHaveText(`Order ${first} is changed`)
	await expect(page.getByTestId('new-total')).toHaveText(
		`New total: ${newTotal}. ${refund} will be refunded to your card.`,
	)
	const changed = await storedOrder(first)
	expect(changed.total_cents).toBe(Math.round(Number(newTotal.slice(1)) * 100))
	expect(await testProviderRefunds(first)).toEqual([Math.round(Number(refund.slice(1)) * 100)])
	// The e-mail and the receipt on /track-order show the new line and total.
	const changedMail = await waitForEmail(
		(m) => m.to.includes(email) && m.subject.includes(first) && /changed/i.test(m.subject),
		{ description: `the changed e-mail of order ${first}` },
	)
	expect(changedMail.text).toContain('30 7/16" x 20 1/2"')
	expect(changedMail.text).toContain(newTotal)
	await gotoReady(page, '/track-order')
	await page.getByLabel('Order number').fill(first)
	await page.getByLabel('E-mail').fill(email)
	await page.getByRole('button', { name: 'Track Order' }).click()
	await expect(page.getByRole('main')).toContainText('30 7/16" x 20 1/2"')
	await expect(page.getByRole('main')).toContainText(newTotal)

	// The owner's production queue holds the changed order, not the canceled one.
	const owner = await browser.newPage()
	await signInWithForm(owner, await createAdmin())
	await gotoReady(owner, '/admin/production')
	await expect(owner.getByRole('main')).toContainText(first)
	await expect(owner.getByRole('main')).not.toContainText(second)
	await owner.close()
})

test('from /account: raise a width (paid on a new checkout), then the owner starts production', async ({
	page,
	browser,
	request,
}) => {
	test.setTimeout(150_000)
	const account = newAccount('changes')
	await createVerifiedAccount(request, account)
	await signInWithForm(page, account)
	await gotoReady(page, '/order')
	await addDefaultScreens(page, 1)
	await gotoReady(page, '/checkout')
	const number = await payOnTestCheckout(page, account.email)
	const paid = await storedOrder(number)

	await gotoReady(page, '/account')
	const row = page.getByRole('row', { name: new RegExp(number) })
	await expect(row.getByTestId('order-changes')).toContainText(
		'You can change or cancel this order until',
	)
	await expect(row.getByRole('link', { name: `Cancel order ${number}` })).toBeVisible()
	await expectNoAxeViolations(page)
	await row.getByRole('button', { name: `Change order ${number}` }).click()
	await expect(mainHeading(page)).toHaveText(`Change order ${number}`)
	const line = page.getByRole('group', { name: 'Screen 1' })
	const width = Number(await line.getByLabel('Width in inches').inputValue())
	await line.getByLabel('Width in inches').fill(String(width + 6))
	await page.getByRole('button', { name: 'Review change' }).click()
	await expect(page.getByTestId('difference')).toContainText(
		'to pay. The change applies once it is paid.',
	)
	await page.getByRole('button', { name: 'Confirm change' }).click()
	await expect(page).toHaveURL(/\/test-checkout\?session=/)
	// Not yet: the change applies once the difference is paid.
	expect((await storedOrder(number)).total_cents).toBe(paid.total_cents)
	await fillTestCheckout(page, '4242 4242 4242 4242', account.email)
	await page.getByRole('button', { name: /^Pay \$/ }).click()
	await expect(page).toHaveURL(/\/payment-success/)
	await expect(page.getByTestId('order-changed')).toHaveText(
		`Order ${number} is changed: the difference is paid, and the receipt below shows its new lines.`,
	)
	await expect(page.getByRole('region', { name: 'Your receipt' })).toContainText(
		new RegExp(`Custom Window Screen${width + 6}( \\d+/\\d+)?" x `),
	)
	await expect
		.poll(async () => (await storedOrder(number)).total_cents)
		.toBeGreaterThan(paid.total_cents)

	// The owner moves it to In Production: the buttons give way to the reason and /contact.
	const owner = await browser.newPage()
	await signInWithForm(owner, await createAdmin())
	await gotoReady(owner, `/admin/order?number=${number}`)
	await owner.getByRole('button', { name: 'Move to In Production' }).click()
	await expect(toastWith(owner, 'status', 'Order Updated')).toBeVisible()
	await gotoReady(page, '/account')
	const moved = page.getByRole('row', { name: new RegExp(number) })
	const changes = moved.getByTestId('order-changes')
	await expect(changes).toContainText(
		'Your order is in production, so it can no longer be changed or cancelled.',
	)
	await expect(changes.getByRole('link', { name: 'Contact us about your order' })).toHaveAttribute(
		'href',
		'/contact',
	)
	await expect(moved.getByRole('button', { name: /Change order/ })).toHaveCount(0)
	await expect(moved.getByRole('link', { name: /Cancel order/ })).toHaveCount(0)
	await expectNoAxeViolations(page)

	// The owner refunds part of it: the customer's order history says so.
	const refunds = owner.getByRole('region', { name: 'Refunds' })
	await refunds.getByLabel('Amount in dollars').fill('1.50')
	await refunds.getByLabel('Reason (the customer reads it)').fill('Late start')
	await refunds.getByRole('button', { name: 'Refund', exact: true }).click()
	await expect(refunds.getByText(/^Refunded \$1\.50 on /)).toBeVisible()
	await gotoReady(page, '/account')
	await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText(
		/Refunded \$1\.50 on /,
	)
})
