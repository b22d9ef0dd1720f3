// No page is wider than a phone's screen: every page route, as the visitor it is for sees it (a
// signed-in customer with a paid order and a cart, the back office as an admin, a contractor's
// approved quote, a found order on /track-order, a priced job list on /bulk-orders), opened in a
// mobile browser 320 and 390 CSS px wide. The document may not be wider than the width set, and
// nothing may reach past the right edge unless it sits in a box that scrolls sideways on its own
// (tests/support/e2e/overflow.ts).
import { randomBytes } from 'node:crypto'
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import {
	createAdmin,
	createVerifiedAccount,
	newAccount,
	signInWithForm,
} from '#tests/support/e2e/accounts.ts'
import { expectNoAxeViolations } from '#tests/support/e2e/axe.ts'
import { gotoReady } from '#tests/support/e2e/browser.ts'
import { payOnTestCheckout } from '#tests/support/e2e/checkout.ts'
import { E2E_BASE_URL } from '#tests/support/e2e/env.ts'
import { waitForEmail } from '#tests/support/e2e/mail.ts'
import { orderForm, toastWith } from '#tests/support/e2e/order-page.ts'
import { measureOverflow } from '#tests/support/e2e/overflow.ts'
import { PAGES, UNKNOWN_PATH, declaredPagePaths } from '#tests/support/e2e/pages.ts'
import { THREE_ROW_JOB } from '#tests/support/fixtures/quotes.ts'

const WIDTHS = [320, 390]

type Visitor = 'anonymous' | 'customer' | 'admin'
type Visit = { visitor: Visitor; url: string; then?: (page: Page) => Promise<void> }
type Setup = {
	storage: Record<
		Exclude<Visitor, 'anonymous'>,
		Awaited<ReturnType<BrowserContext['storageState']>>
	>
	email: string
	orderNumber: string
	paymentSuccessUrl: string
	testCheckoutUrl: string
	quoteToken: string
}

/** How each page route is reached beyond PAGES' anonymous visit (the state comes from setUp). */
function visitsOf(path: string, setup: Setup): Visit[] {
	const anonymous = PAGES.filter((page) => page.path === path).map((page): Visit => ({
		visitor: 'anonymous',
		url: page.url,
	}))
	const admin = (query = '') => [{ visitor: 'admin' as const, url: `${path}${query}` }]
	const ofOrder = `?number=${setup.orderNumber}`
	const more: Record<string, Visit[]> = {
		'/bulk-orders': [
			{
				visitor: 'anonymous',
				url: '/bulk-orders',
				async then(page) {
					await page.getByRole('textbox', { name: 'Job list' }).fill(THREE_ROW_JOB)
					await expect(page.getByRole('table', { name: /Priced lines \(3\)/ })).toBeVisible()
				},
			},
		],
		'/auth': [{ visitor: 'customer', url: '/auth' }],
		// The order history's rows stack as cards on a phone: still axe-clean there.
		'/account': [{ visitor: 'customer', url: '/account', then: expectNoAxeViolations }],
		'/checkout': [{ visitor: 'customer', url: '/checkout' }],
		'/payment-success': [{ visitor: 'customer', url: setup.paymentSuccessUrl }],
		'/test-checkout': [{ visitor: 'customer', url: setup.testCheckoutUrl }],
		'/track-order': [
			{
				visitor: 'anonymous',
				url: '/track-order',
				async then(page) {
					await page.getByLabel('Order number').fill(setup.orderNumber)
					await page.getByLabel('E-mail').fill(setup.email)
					await page.getByRole('button', { name: 'Track Order' }).click()
					await expect(page.getByRole('main').getByRole('status')).toContainText('Received')
				},
			},
		],
		'/quote': [{ visitor: 'anonymous', url: `/quote?token=${setup.quoteToken}` }],
		// The customer's own paid order: the cancel confirmation, and the change form (its sliders
		// per line) opened by /account's Change order.
		'/order-action': [
			{
				visitor: 'customer',
				url: `/order-action?${new URLSearchParams({ order: setup.orderNumber, do: 'cancel' })}`,
			},
			{
				visitor: 'customer',
				url: '/account',
				async then(page) {
					await page.getByRole('button', { name: 'Change order' }).first().click()
					await expect(page.getByRole('slider', { name: 'Width', exact: true })).toBeVisible()
				},
			},
		],
		'/admin': admin(),
		'/admin/inbox': admin(),
		'/admin/outbox': admin(),
		'/admin/production': admin(),
		'/admin/quotes': admin(),
		'/admin/order': admin(ofOrder),
		'/admin/order-change': admin(ofOrder),
		'/admin/work-order': admin(ofOrder),
		'/admin/packing-slip': admin(ofOrder),
	}
	return [...anonymous, ...(more[path] ?? [])]
}

function allVisits(setup: Setup): Visit[] {
	const visits = declaredPagePaths().flatMap((path) => {
		const found = visitsOf(path, setup)
		if (found.length === 0) throw new Error(`${path}: say how to open it in visitsOf`)
		return found
	})
	return [...visits, { visitor: 'anonymous', url: UNKNOWN_PATH }]
}

/**
 * A job list sent from /bulk-orders and approved by the signed-in admin on `owner`, all through
 * the shop itself (as the contractor-quotes journey does); answers the token of the e-mailed link.
 */
async function approvedQuote(owner: Page): Promise<string> {
	const email = `narrow-${randomBytes(4).toString('hex')}@example.com`
	const sent = await owner.request.post('/bulk-orders', {
		form: { intent: 'job-quote', jobList: THREE_ROW_JOB, name: 'Pat Builder', email },
		headers: { Origin: E2E_BASE_URL },
		maxRedirects: 0,
	})
	expect(sent.status(), 'the job list is accepted').toBe(302)
	const receipt = await waitForEmail((m) => m.to.includes(email), {
		description: `the receipt of ${email}'s quote`,
	})
	const number = /Q-[A-Z2-9]{8}/.exec(receipt.subject)?.[0]
	if (!number) throw new Error(`No quote number in "${receipt.subject}"`)
	await gotoReady(owner, '/admin/inbox')
	await owner.getByRole('link', { name: new RegExp(`Job-list quote ${number}`) }).click()
	await owner.getByLabel('Discount (percent off the merchandise)').fill('10')
	await owner.getByRole('button', { name: 'Approve and Send Link' }).click()
	await expect(toastWith(owner, 'status', 'Quote Approved')).toContainText(number)
	const ready = await waitForEmail(
		(m) => m.to.includes(email) && m.subject.startsWith(`Your quote ${number} is ready`),
		{ description: `the approval of quote ${number}` },
	)
	const token = /\/quote\?token=([\w-]+)/.exec(ready.text)?.[1]
	if (!token) throw new Error(`No quote link in:\n${ready.text}`)
	return token
}

/** A signed-in customer with one paid, labelled order and one open payment; an admin; a quote. */
async function setUp(browser: Browser): Promise<Setup> {
	const customerContext = await browser.newContext()
	const page = await customerContext.newPage()
	const customer = newAccount('narrow')
	await createVerifiedAccount(customerContext.request, customer)
	await signInWithForm(page, customer)
	await gotoReady(page, '/order')
	await orderForm(page).widthSixteenths.selectOption('5')
	await page
		.getByRole('textbox', { name: /Room or window label/ })
		.fill('Upstairs back bedroom east')
	await orderForm(page).addToCart.click()
	await expect(toastWith(page, 'status', 'Added to Cart')).toBeVisible()
	await page.waitForLoadState('networkidle')
	await gotoReady(page, '/checkout')
	const orderNumber = await payOnTestCheckout(page, customer.email)
	const paymentSuccessUrl = new URL(page.url()).pathname + new URL(page.url()).search
	await gotoReady(page, '/order')
	await orderForm(page).addToCart.click()
	await expect(toastWith(page, 'status', 'Added to Cart')).toBeVisible()
	await page.waitForLoadState('networkidle')
	await gotoReady(page, '/checkout')
	await page.getByRole('button', { name: 'Pay with Test Checkout' }).click()
	await expect(page).toHaveURL(/\/test-checkout\?session=/)
	const testCheckoutUrl = new URL(page.url()).pathname + new URL(page.url()).search
	const customerState = await customerContext.storageState()
	await customerContext.close()

	const adminContext = await browser.newContext()
	const adminPage = await adminContext.newPage()
	await signInWithForm(adminPage, await createAdmin())
	const quoteToken = await approvedQuote(adminPage)
	const adminState = await adminContext.storageState()
	await adminContext.close()

	return {
		storage: { customer: customerState, admin: adminState },
		email: customer.email,
		orderNumber,
		paymentSuccessUrl,
		testCheckoutUrl,
		quoteToken,
	}
}

// In order, in one worker, so the setup is made once (again only after a failure).
test.describe.configure({ mode: 'default' })

let setup: Setup
test.beforeAll(async ({ browser }) => {
	test.setTimeout(120_000)
	setup = await setUp(browser)
})

for (const width of WIDTHS) {
	test(`every page fits a ${width} px phone screen`, async ({ browser }) => {
		test.setTimeout(180_000)
		const pages = new Map<Visitor, Page>()
		const pageFor = async (visitor: Visitor) => {
			if (!pages.has(visitor)) {
				const context = await browser.newContext({
					viewport: { width, height: 740 },
					isMobile: true,
					hasTouch: true,
					deviceScaleFactor: 2,
					storageState: visitor === 'anonymous' ? undefined : setup.storage[visitor],
				})
				pages.set(visitor, await context.newPage())
			}
			return pages.get(visitor)!
		}
		const problems: string[] = []
		for (const visit of allVisits(setup)) {
			const page = await pageFor(visit.visitor)
			await gotoReady(page, visit.url)
			await visit.then?.(page)
			const { documentWidth, cutOff } = await measureOverflow(page, width)
			const where = `${visit.url} (${visit.visitor})`
			if (documentWidth > width) problems.push(`${where}: the document is ${documentWidth} px wide`)
			for (const item of cutOff.slice(0, 10)) problems.push(`${where}: ${item}`)
		}
		for (const page of pages.values()) await page.context().close()
		expect(problems, `pages wider than ${width} px`).toEqual([])
	})
}
