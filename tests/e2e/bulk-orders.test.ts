import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test'
import { BULK } from '#app/content/facts/shop-facts.ts'
import { gotoReady } from '#tests/support/e2e/browser.ts'
import { inquiriesFrom } from '#tests/support/e2e/db.ts'
import { E2E_SHOP_INBOX } from '#tests/support/e2e/env.ts'
import { waitForEmail } from '#tests/support/e2e/mail.ts'

// The bulk-quote request form on /bulk-orders: form -> action -> validation -> inquiries table
// -> outbox -> an .eml file for the shop. It must work with and without JavaScript.

function quoteForm(page: Page) {
	// The bulk-quote form's own section: the page also has the job list's form (issue 16).
	const main = page.getByRole('region', { name: 'Request a bulk quote' })
	return {
		name: main.getByLabel(/^(your |full )?name\b/i),
		company: main.getByLabel(/company/i),
		email: main.getByLabel(/e-?mail/i),
		phone: main.getByLabel(/phone/i),
		quantity: main.getByLabel(/quantity|number of screens|how many/i),
		message: main.getByLabel(/message|project|details/i),
		submit: main.getByRole('button', { name: /request|quote|send|submit/i }),
	}
}

type QuoteForm = ReturnType<typeof quoteForm>

/** Values unique to this test, so its row and its e-mail can be told apart from any other. */
function uniqueRequest(testInfo: TestInfo) {
	const token = `e2e${Date.now().toString(36)}w${testInfo.workerIndex}r${testInfo.repeatEachIndex}`
	return {
		token,
		name: 'Pat Builder',
		company: `Acme Renovations ${token}`,
		email: `pat.${token}@example.com`,
		phone: '(555) 010-2000',
		quantity: '250',
		message: `We are replacing the screens in 40 apartments. Reference ${token}.`,
	}
}

async function fillForm(form: QuoteForm, values: ReturnType<typeof uniqueRequest>) {
	await form.name.fill(values.name)
	await form.company.fill(values.company)
	await form.email.fill(values.email)
	await form.phone.fill(values.phone)
	await form.quantity.fill(values.quantity)
	await form.message.fill(values.message)
}

/** Fills in bad values and lets the server judge them (the browser's own checks switched off). */
async function submitInvalid(page: Page, form: QuoteForm) {
	await form.name.fill('   ')
	await form.company.fill('Acme Renovations')
	await form.email.fill('not-an-email')
	await form.phone.fill('call me')
	await form.quantity.fill(String(BULK.minScreens - 1))
	await form.message.fill('')
	await form.submit.evaluate((button) => {
		if (button instanceof HTMLButtonElement && button.form) button.form.noValidate = true
	})
	await form.submit.click()
}

/** The field is marked invalid and a visible message it is described by says what is wrong. */
async function expectFieldError(field: Locator, message: RegExp) {
	await expect(field).toHaveAttribute('aria-invalid', 'true')
	await expect(field).toHaveAccessibleDescription(message)
	const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean)
	const described = field.page().locator(ids.map((id) => `[id="${id}"]`).join(', ') || 'none')
	await expect(described.filter({ hasText: message })).toBeVisible()
}

async function expectFieldErrors(form: QuoteForm) {
	await expectFieldError(form.name, /name/i)
	await expectFieldError(form.email, /valid e-?mail/i)
	await expectFieldError(form.phone, /phone/i)
	await expectFieldError(
		form.quantity,
		new RegExp(`(starts at|at least|minimum( of)?) ${BULK.minScreens}`, 'i'),
	)
	await expectFieldError(form.message, /project|message/i)
	await expect(form.company).not.toHaveAttribute('aria-invalid', 'true')
	await expect(form.company).toHaveValue('Acme Renovations')
}

async function expectStoredAndMailed(values: ReturnType<typeof uniqueRequest>) {
	const rows = inquiriesFrom(values.email)
	expect(rows).toHaveLength(1)
	expect(rows[0]).toMatchObject({
		kind: 'bulk',
		name: values.name,
		company: values.company,
		phone: values.phone,
		quantity: Number(values.quantity),
		message: values.message,
	})

	const mail = await waitForEmail((email) => email.text.includes(values.token), {
		description: `the bulk-quote e-mail for ${values.email}`,
	})
	expect(mail.to).toContain(E2E_SHOP_INBOX)
	expect(mail.subject).toMatch(/bulk|quote/i)
	for (const value of [
		values.name,
		values.company,
		values.email,
		values.phone,
		values.quantity,
		values.message,
	]) {
		expect(mail.text).toContain(value)
	}
	expect(mail.html).toContain(values.token)
}

test('the page offers the form with every field labelled', async ({ page }) => {
	await gotoReady(page, '/bulk-orders')
	const form = quoteForm(page)
	for (const field of [
		form.name,
		form.company,
		form.email,
		form.phone,
		form.quantity,
		form.message,
	]) {
		await expect(field).toBeVisible()
		await expect(field).toBeEditable()
	}
	await expect(form.submit).toBeEnabled()
})

test('an invalid request shows a clear message at each bad field', async ({ page }) => {
	await gotoReady(page, '/bulk-orders')
	const form = quoteForm(page)
	await submitInvalid(page, form)
	await expectFieldErrors(form)
	await expect(page).toHaveURL((url) => url.pathname === '/bulk-orders')
})

test('a valid request shows a success toast, is stored and e-mailed to the shop', async ({
	page,
}, testInfo) => {
	await gotoReady(page, '/bulk-orders')
	const form = quoteForm(page)
	const values = uniqueRequest(testInfo)
	await fillForm(form, values)
	await form.submit.click()
	await expect(page.getByRole('status').filter({ hasText: /thank|received|sent/i })).toBeVisible()
	await expectStoredAndMailed(values)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('an invalid request answers 400 with a message at each bad field', async ({ page }) => {
		await page.goto('/bulk-orders')
		const form = quoteForm(page)
		const response = page.waitForResponse((r) => r.request().method() === 'POST')
		await submitInvalid(page, form)
		expect((await response).status()).toBe(400)
		await expectFieldErrors(form)
	})

	test('a valid request is stored, e-mailed and confirmed', async ({ page }, testInfo) => {
		await page.goto('/bulk-orders')
		const form = quoteForm(page)
		const values = uniqueRequest(testInfo)
		await fillForm(form, values)
		await form.submit.click()
		await expect(page).toHaveURL((url) => url.pathname === '/bulk-orders')
		await expectStoredAndMailed(values)
		// Without JavaScript the confirmation must come in the server-rendered page.
		await expect(page.getByRole('status').filter({ hasText: /thank|received|sent/i })).toBeVisible()
	})
})
