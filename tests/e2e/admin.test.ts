// The back office: an admin (made the way `npm run admin -- create` makes one, on the e2e
// server's database) moves a paid order to Shipped and the customer hears of every move; anyone
// else gets the shop's 404 on every admin page and action.
import { randomBytes } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { createInquiry } from '#app/workflows/inquiry/inquiry-submission.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import {
	createVerifiedAccount,
	createAdmin,
	newAccount,
	signInWithForm,
} from '#tests/support/e2e/accounts.ts'
import { expectNoAxeViolations } from '#tests/support/e2e/axe.ts'
import { gotoReady, mainHeading } from '#tests/support/e2e/browser.ts'
import { payOnTestCheckout, seedGuestCart, TWO_SCREENS } from '#tests/support/e2e/checkout.ts'
import { storedOrder, withDatabase } from '#tests/support/e2e/db.ts'
import { E2E_BASE_URL, E2E_SHOP_INBOX, E2E_SHOP_SETTINGS } from '#tests/support/e2e/env.ts'
import { waitForEmail } from '#tests/support/e2e/mail.ts'
import { toastWith } from '#tests/support/e2e/order-page.ts'

const unique = () => randomBytes(4).toString('hex')

/** Buys one screen as a guest on the test checkout with card 4242; answers the order number. */
async function payForOrder(page: Page, email: string): Promise<string> {
	await seedGuestCart(page, TWO_SCREENS)
	await gotoReady(page, '/checkout')
	return payOnTestCheckout(page, email)
}

test('an admin moves a paid order to Shipped; each move e-mails the customer and /track-order shows it', async ({
	browser,
}) => {
	test.setTimeout(90_000)
	const customerEmail = `buyer-${unique()}@example.com`
	const customer = await browser.newPage()
	const number = await payForOrder(customer, customerEmail)

	const admin = await createAdmin()
	const page = await browser.newPage()
	await signInWithForm(page, admin)
	await gotoReady(page, '/account')
	await expect(page.getByRole('link', { name: 'Open the back office' })).toHaveAttribute(
		'href',
		'/admin',
	)
	const home = await gotoReady(page, '/admin')
	expect(home?.headers()['cache-control']).toBe('private, no-store')
	await expect(mainHeading(page)).toHaveText('Back Office')
	await page.getByLabel('Order number or e-mail').fill(customerEmail.toUpperCase())
	await page.getByRole('button', { name: 'Show Orders' }).click()
	await expect(page).toHaveURL(/\/admin\?q=/)
	await page.getByRole('link', { name: number, exact: true }).click()
	await expect(mainHeading(page)).toHaveText(`Order ${number}`)
	await expect(page.getByText('30 7/16" x 40 1/2"')).toBeVisible()
	await expect(page.getByText('Status: Order Received')).toBeVisible()

	const moves = [
		{ button: 'Move to In Production', label: 'In Production', subject: 'is now: In Production' },
		{ button: 'Move to Quality Check', label: 'Quality Check', subject: 'is now: Quality Check' },
	]
	for (const move of moves) {
		await page.getByRole('button', { name: move.button }).click()
		await expect(toastWith(page, 'status', 'Order Updated')).toContainText(
			`Order ${number} is now ${move.label}. The customer has been e-mailed.`,
		)
		await expect(page.getByText(`Status: ${move.label}`)).toBeVisible()
		const mail = await waitForEmail(
			(m) => m.to.includes(customerEmail) && m.subject === `Your order ${number} ${move.subject}`,
			{ description: `the "${move.label}" e-mail of order ${number}` },
		)
		expect(mail.text).toContain(`Status: ${move.label}`)
		expect(mail.text).toContain(`${E2E_BASE_URL}/track-order`)
		if (move.label === 'In Production') {
			// In production before its cut-off: the customer can no longer change or cancel it.
			await gotoReady(customer, '/track-order')
			await customer.getByLabel('Order number').fill(number)
			await customer.getByLabel('E-mail').fill(customerEmail)
			await customer.getByRole('button', { name: 'Track Order' }).click()
			const changes = customer.getByTestId('order-changes')
			await expect(changes).toContainText(
				'Your order is in production, so it can no longer be changed or cancelled.',
			)
			await expect(
				changes.getByRole('link', { name: 'Contact us about your order' }),
			).toHaveAttribute('href', '/contact')
		}
	}

	// Shipping asks for the carrier and the tracking number.
	await page.getByRole('button', { name: 'Mark as Shipped' }).click()
	await expect(page.getByLabel('Carrier')).toBeFocused()
	expect((await storedOrder(number)).status).toBe('quality_check')
	await page.getByLabel('Carrier').fill('UPS')
	await page.getByLabel('Tracking number').fill('1Z999AA10123456784')
	await page.getByRole('button', { name: 'Mark as Shipped' }).click()
	await expect(toastWith(page, 'status', 'Order Updated')).toContainText('is now Shipped')
	await expect(page.getByText('Status: Shipped')).toBeVisible()
	await expect(page.getByText('This order cannot be moved any further.')).toBeVisible()
	const history = page.getByRole('region', { name: 'Status history' })
	await expect(history.getByRole('row').filter({ hasText: 'Shipped' })).toContainText(admin.email)

	const shipped = await waitForEmail(
		(m) => m.to.includes(customerEmail) && m.subject === `Your order ${number} has shipped`,
		{ description: `the shipping e-mail of order ${number}` },
	)
	expect(shipped.text).toContain('Carrier: UPS')
	expect(shipped.text).toContain('Tracking number: 1Z999AA10123456784')
	expect(shipped.text).toContain(`${E2E_BASE_URL}/track-order`)

	await gotoReady(customer, '/track-order')
	await customer.getByLabel('Order number').fill(number)
	await customer.getByLabel('E-mail').fill(customerEmail)
	await customer.getByRole('button', { name: 'Track Order' }).click()
	await expect(customer.getByRole('main').getByRole('status')).toContainText('Shipped')
	await expect(customer.getByText('1Z999AA10123456784')).toBeVisible()
	await expect(customer.locator('[aria-current="step"]')).toContainText('Shipped')
	// Shipped: no word about changing it any more.
	await expect(customer.getByTestId('order-changes')).toHaveCount(0)
})

const ADMIN_PAGES = (number: string) => [
	'/admin',
	'/admin?status=received&q=a&page=1',
	`/admin/order?number=${number}`,
	`/admin/order-change?number=${number}`,
	'/admin/inbox',
	'/admin/inbox?status=all',
	'/admin/outbox',
	'/admin/orders.csv?from=2020-01-01&to=2020-12-31',
	'/admin/production',
	`/admin/work-order?number=${number}`,
	`/admin/packing-slip?number=${number}`,
]

const ADMIN_ACTIONS = (number: string): [string, Record<string, string>][] => [
	[`/admin/order?number=${number}`, { from: 'received', to: 'canceled', confirm: 'yes' }],
	[`/admin/order?number=${number}`, { from: 'received', to: 'in_production' }],
	[`/admin/order-change?number=${number}`, { intent: 'confirm', 'line.0.label': 'x' }],
	[
		`/admin/order?number=${number}`,
		{ intent: 'refund', key: 'x'.repeat(16), amount: '1', reason: 'r' },
	],
	[`/admin/order?number=${number}`, { intent: 'refund-shipping', key: 'x'.repeat(16) }],
	['/admin/inbox', { id: 'any' }],
	['/admin/outbox', { id: 'any' }],
	['/admin', {}],
	['/admin/orders.csv', {}],
	['/admin/production', { order: 'any|received' }],
]

async function expectNotFoundEverywhere(request: APIRequestContext, number: string, who: string) {
	for (const path of ADMIN_PAGES(number)) {
		const response = await request.get(path, { maxRedirects: 0 })
		expect(response.status(), `GET ${path} as ${who}`).toBe(404)
		expect(await response.text()).not.toContain(number)
	}
	for (const [path, form] of ADMIN_ACTIONS(number)) {
		const response = await request.post(path, {
			form,
			headers: { Origin: E2E_BASE_URL },
			maxRedirects: 0,
		})
		expect(response.status(), `POST ${path} as ${who}`).toBe(404)
	}
}

test('the header shows an admin the Admin link, in the bar and in the mobile menu; a customer sees none', async ({
	browser,
}) => {
	test.setTimeout(60_000)
	const header = (page: Page) => page.getByRole('banner')
	const adminLink = (page: Page) => header(page).getByRole('link', { name: 'Admin', exact: true })

	const admin = await browser.newPage()
	await signInWithForm(admin, await createAdmin())
	await expect(adminLink(admin)).toBeVisible()
	await expect(adminLink(admin)).toHaveAttribute('href', '/admin')
	await adminLink(admin).click()
	await expect(mainHeading(admin)).toHaveText('Back Office')

	await admin.setViewportSize({ width: 375, height: 740 })
	await gotoReady(admin, '/')
	await expect(adminLink(admin)).toBeHidden()
	await header(admin).getByRole('button', { name: 'Open menu' }).click()
	const menu = admin.getByRole('navigation', { name: 'Mobile' })
	await expect(menu.getByRole('link', { name: 'Admin', exact: true })).toBeVisible()
	await expect(menu.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute(
		'href',
		'/admin',
	)
	await admin.close()

	const customer = await browser.newPage()
	const account = newAccount('nonadmin')
	await createVerifiedAccount(customer.request, account)
	await signInWithForm(customer, account)
	await expect(header(customer).getByRole('link', { name: 'Account', exact: true })).toBeVisible()
	await expect(header(customer).getByRole('link', { name: 'Admin' })).toHaveCount(0)
	await customer.close()
})

test('a guest and a signed-in customer get the 404 page on every admin page and action', async ({
	page,
	playwright,
}) => {
	test.setTimeout(60_000)
	const number = await payForOrder(page, `buyer-${unique()}@example.com`)

	const guest = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
	await expectNotFoundEverywhere(guest, number, 'a guest')
	await guest.dispose()

	const customer = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
	const account = newAccount('nonadmin')
	await createVerifiedAccount(customer, account)
	const signIn = await customer.post('/auth', {
		form: { intent: 'sign-in', email: account.email, password: account.password },
		headers: { Origin: E2E_BASE_URL },
		maxRedirects: 0,
	})
	expect(signIn.status()).toBe(302)
	expect((await customer.get('/account', { maxRedirects: 0 })).status()).toBe(200)
	await expectNotFoundEverywhere(customer, number, 'a signed-in customer')
	await customer.dispose()
	expect((await storedOrder(number)).status).toBe('received')

	// In the browser it is the shop's own 404 page.
	await gotoReady(page, `/admin/order?number=${number}`)
	await expect(mainHeading(page)).toHaveText('Oops! Page not found')
	await expect(page).toHaveTitle('Page not found | Signature Screens')
})

test.describe('accessibility', () => {
	// axe is injected as an inline script, which the shop's Content-Security-Policy refuses.
	test.use({ bypassCSP: true })

	test('the back-office pages are axe-clean, and a failed e-mail can be retried', async ({
		browser,
	}) => {
		test.setTimeout(90_000)
		const customerEmail = `buyer-${unique()}@example.com`
		const number = await payForOrder(await browser.newPage(), customerEmail)
		const tag = unique()
		const failedSubject = `Undelivered notice ${tag}`
		const inquiry = await withDatabase(async (db) => {
			await db
				.insertInto('outbox')
				.values({
					id: `failed-${tag}`,
					to_address: `bounce-${tag}@example.com`,
					subject: failedSubject,
					text_body: 'Hello',
					html_body: '<p>Hello</p>',
					status: 'failed',
					attempts: 8,
					next_attempt_at: new Date().toISOString(),
					last_error: '421 4.7.0 Try again later',
					created_at: new Date().toISOString(),
				})
				.execute()
			return createInquiry(
				db,
				{
					kind: 'bulk',
					name: 'Dana Builder',
					company: 'Acme Rentals',
					email: `bulk-${tag}@example.com`,
					quantity: 250,
					message: 'We manage 120 apartments.\nCan you quote 250 screens?',
				},
				parseEnv({ NODE_ENV: 'test', SHOP_INBOX: E2E_SHOP_INBOX, ...E2E_SHOP_SETTINGS }),
			)
		})

		const page = await browser.newPage()
		await signInWithForm(page, await createAdmin())
		await gotoReady(page, '/admin')
		await expect(page.getByRole('link', { name: number, exact: true })).toBeVisible()
		await expectNoAxeViolations(page)

		await gotoReady(page, `/admin/order?number=${number}`)
		await expect(mainHeading(page)).toHaveText(`Order ${number}`)
		await expectNoAxeViolations(page)

		await gotoReady(page, '/admin/inbox')
		await page.getByRole('link', { name: 'Bulk request from Dana Builder' }).click()
		await expect(page).toHaveURL(new RegExp(`id=${inquiry.id}`))
		await expect(page.getByRole('link', { name: 'Reply by E-mail' })).toHaveAttribute(
			'href',
			`mailto:bulk-${tag}@example.com?subject=${encodeURIComponent('Re: Your bulk order request (250 screens) - Signature Screens')}`,
		)
		await expectNoAxeViolations(page)
		await page.getByRole('button', { name: 'Mark as Handled' }).click()
		await expect(toastWith(page, 'status', 'Marked as Handled')).toBeVisible()
		await expect(page.getByRole('button', { name: 'Mark as Handled' })).toHaveCount(0)

		await gotoReady(page, '/admin/outbox')
		const failed = page.getByRole('article', { name: failedSubject })
		await expect(failed).toContainText('421 4.7.0 Try again later')
		await expectNoAxeViolations(page)
		await failed.getByRole('button', { name: /^Retry/ }).click()
		await expect(toastWith(page, 'status', 'E-mail Queued Again')).toBeVisible()
		await waitForEmail((m) => m.subject === failedSubject, {
			description: 'the retried e-mail',
		})
		await expect(page.getByRole('article', { name: failedSubject })).toHaveCount(0)
	})
})
