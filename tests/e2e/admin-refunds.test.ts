// The owner's refunds in the back office, in Chromium: a part of a paid order with its reason,
// then the order canceled with the rest refunded; the page, the customer's e-mails and
// /track-order say 'Refunded $X.XX on <date>', and the page passes axe with its new forms.
import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { createAdmin, signInWithForm } from '#tests/support/e2e/accounts.ts'
import { expectNoAxeViolations } from '#tests/support/e2e/axe.ts'
import { gotoReady, mainHeading } from '#tests/support/e2e/browser.ts'
import { payOnTestCheckout, seedGuestCart, TWO_SCREENS } from '#tests/support/e2e/checkout.ts'
import { withDatabase } from '#tests/support/e2e/db.ts'
import { E2E_BASE_URL } from '#tests/support/e2e/env.ts'
import { waitForEmail } from '#tests/support/e2e/mail.ts'
import { toastWith } from '#tests/support/e2e/order-page.ts'
import { formatOrderDate } from '#app/domain/order/order-display.ts'
import { formatCents } from '#app/domain/common/money.ts'

test('an admin refunds part of an order, then cancels it with the rest refunded; the customer hears of both', async ({
	browser,
}) => {
	test.setTimeout(90_000)
	const customerEmail = `refund-${randomBytes(4).toString('hex')}@example.com`
	const customer = await browser.newPage()
	await seedGuestCart(customer, TWO_SCREENS)
	await gotoReady(customer, '/checkout')
	const number = await payOnTestCheckout(customer, customerEmail)
	const paid = await withDatabase(async (db) => {
		const row = await db
			.selectFrom('orders')
			.select('amount_paid_cents')
			.where('number', '=', number)
			.executeTakeFirstOrThrow()
		return row.amount_paid_cents!
	})

	const admin = await createAdmin()
	const page = await browser.newPage()
	await signInWithForm(page, admin)
	await gotoReady(page, `/admin/order?number=${number}`)
	await expect(mainHeading(page)).toHaveText(`Order ${number}`)
	const refunds = page.getByRole('region', { name: 'Refunds' })
	await expect(refunds).toContainText(`left to refund ${formatCents(paid)}`)
	await expectNoAxeViolations(page)

	// More than was paid: refused, with the most that can be refunded.
	await refunds.getByLabel('Amount in dollars').fill('9999')
	await refunds.getByLabel('Reason (the customer reads it)').fill('One screen bent')
	await refunds.getByRole('button', { name: 'Refund', exact: true }).click()
	await expect(refunds.getByRole('alert')).toContainText(
		`At most ${formatCents(paid)} can be refunded`,
	)
	await refunds.getByLabel('Amount in dollars').fill('12.34')
	await refunds.getByRole('button', { name: 'Refund', exact: true }).click()
	await expect(toastWith(page, 'status', 'Refunded')).toContainText('$12.34 refunded')
	const today = formatOrderDate(new Date())
	await expect(refunds).toContainText(`Refunded $12.34 on ${today}`)
	const history = page.getByRole('region', { name: 'Status history' })
	await expect(history).toContainText('Refunded $12.34: One screen bent')
	const refunded = await waitForEmail(
		(m) =>
			m.to.includes(customerEmail) && m.subject === `We refunded $12.34 on your order ${number}`,
		{ description: 'the refund e-mail' },
	)
	expect(refunded.text).toContain(`${E2E_BASE_URL}/track-order`)
	expect(refunded.text).toContain(`your order now comes to ${formatCents(paid - 1234)}`)

	// Cancel: the rest goes back.
	const cancel = page.getByRole('form', { name: 'Cancel this order' })
	await expect(cancel).toContainText(`Canceling refunds ${formatCents(paid - 1234)}`)
	await cancel.getByLabel(`Yes, cancel order ${number}`).check()
	await cancel.getByRole('button', { name: 'Cancel order' }).click()
	await expect(toastWith(page, 'status', 'Order Updated')).toContainText('is now Canceled')
	await expect(page.getByText('Status: Canceled')).toBeVisible()
	await expect(refunds).toContainText('Nothing is left to refund on this order.')
	await expect(refunds).toContainText(`Refunded ${formatCents(paid - 1234)} on ${today}`)
	const canceled = await waitForEmail(
		(m) => m.to.includes(customerEmail) && m.subject === `Your order ${number} has been canceled`,
		{ description: 'the cancel e-mail' },
	)
	expect(canceled.text).toContain(`We are refunding ${formatCents(paid - 1234)}`)

	await gotoReady(customer, '/track-order')
	await customer.getByLabel('Order number').fill(number)
	await customer.getByLabel('E-mail').fill(customerEmail)
	await customer.getByRole('button', { name: 'Track Order' }).click()
	await expect(customer.getByRole('main').getByRole('status')).toContainText('Canceled')
	await expect(customer.getByTestId('order-refund')).toHaveText([
		`Refunded $12.34 on ${today}`,
		`Refunded ${formatCents(paid - 1234)} on ${today}`,
	])
	await expectNoAxeViolations(customer)
})
