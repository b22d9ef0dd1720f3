import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { visitorAddress } from '#tests/support/e2e/accounts.ts'
import { cartLink, gotoReady } from '#tests/support/e2e/browser.ts'
import { E2E_SHOP_INBOX } from '#tests/support/e2e/env.ts'
import { waitForEmail } from '#tests/support/e2e/mail.ts'
import { inquiriesFrom } from '#tests/support/e2e/db.ts'

const uniqueEmail = () => `asker-${randomUUID().slice(0, 8)}@example.com`

function inquiryForm(page: Page) {
	const section = page.locator('#inquiry')
	return {
		section,
		email: section.getByRole('textbox', { name: 'Email' }),
		question: section.getByRole('textbox', { name: 'Your question' }),
		send: section.getByRole('button', { name: /^(Send Inquiry|Sending\.\.\.)$/ }),
	}
}

test("the form is at /order#inquiry under 'Questions Before Ordering?'", async ({ page }) => {
	await gotoReady(page, '/order#inquiry')
	const form = inquiryForm(page)
	await expect(form.section.getByRole('heading', { level: 2 })).toHaveText(
		'Questions Before Ordering?',
	)
	await expect(form.section).toBeInViewport()
	await expect(form.email).toHaveAttribute('type', 'email')
	await expect(form.email).toHaveAttribute('required', '')
	await expect(form.question).toHaveAttribute('required', '')
})

test('send stays disabled until both fields are filled; blank text is missing information', async ({
	page,
}) => {
	await gotoReady(page, '/order')
	const form = inquiryForm(page)
	const email = uniqueEmail()
	await expect(form.send).toBeDisabled()
	await form.email.fill(email)
	await expect(form.send).toBeDisabled()
	await form.question.fill('   ')
	await expect(form.send).toBeEnabled()
	await form.send.click()
	await expect(page.getByRole('alert').filter({ hasText: 'Missing Information' })).toContainText(
		'Please fill in both your email and inquiry.',
	)
	await form.question.fill('')
	await expect(form.send).toBeDisabled()
	expect(inquiriesFrom(email)).toEqual([])
})

test("a question is stored, e-mailed to the shop and answered with 'Inquiry Sent!'", async ({
	page,
}) => {
	await gotoReady(page, '/order')
	const form = inquiryForm(page)
	const email = uniqueEmail()
	const question = `Can you make a 30 7/16" x 40" screen for a bay window? (${email})`
	await form.email.fill(email)
	await form.question.fill(question)
	await form.question.press('Tab')
	await expect(form.send).toBeFocused()
	await page.keyboard.press('Enter')

	await expect(page.getByRole('status').filter({ hasText: 'Inquiry Sent!' })).toBeVisible()
	await expect(form.email).toHaveValue('')
	await expect(form.question).toHaveValue('')
	expect(inquiriesFrom(email)).toEqual([
		expect.objectContaining({ kind: 'question', email, message: question, status: 'new' }),
	])
	const mail = await waitForEmail((message) => message.text.includes(email), {
		description: `the shop's e-mail about ${email}`,
	})
	expect(mail.to).toContain(E2E_SHOP_INBOX)
	expect(mail.replyTo).toContain(email)
	expect(mail.text).toContain(question)
})

test('what is typed before the page runs stays in the form and is what is sent', async ({
	page,
}) => {
	// A visitor of its own, so this post does not count toward the other journeys' inquiry limit.
	await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() })
	// The page's scripts are held until the e-mail is typed into the server's form; the form's own
	// chunk (loaded once the page runs) is held until the page has hydrated and the question is
	// typed as well.
	let releasePage = () => {}
	const pageHeld = new Promise<void>((resolve) => (releasePage = resolve))
	let releaseForm = () => {}
	const formHeld = new Promise<void>((resolve) => (releaseForm = resolve))
	await page.route(
		(url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
		async (route) => {
			await pageHeld
			if (/\/inquiry-form-[\w-]+\.js$/.test(route.request().url())) await formHeld
			await route.fallback()
		},
	)
	await page.goto('/order', { waitUntil: 'domcontentloaded' })
	const form = inquiryForm(page)
	const email = uniqueEmail()
	const question = `Typed while the page was loading: do you make screens for casements? (${email})`
	await form.email.fill(email)
	releasePage()
	// Hydrated: the cart badge's '...' is gone (the page's scripts only start loading now).
	await expect(cartLink(page).getByText('...', { exact: true })).toHaveCount(0, {
		timeout: 15_000,
	})
	await form.question.fill(question)
	releaseForm()
	// The form's own script has run: Send is enabled only while the form holds both fields.
	await expect(form.email).toHaveValue(email)
	await expect(form.question).toHaveValue(question)
	await expect(form.send).toBeEnabled()
	await form.send.click()
	await expect(page.getByRole('status').filter({ hasText: 'Inquiry Sent!' })).toBeVisible()
	expect(inquiriesFrom(email)).toEqual([
		expect.objectContaining({ kind: 'question', email, message: question }),
	])
})

test("the button shows the sending state; a lost connection gives the 'unexpected' error", async ({
	page,
}) => {
	await gotoReady(page, '/order')
	const form = inquiryForm(page)
	const email = uniqueEmail()
	let release = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route(
		(url) => url.pathname.startsWith('/order'),
		async (route) => {
			if (route.request().method() !== 'POST') return route.fallback()
			await held
			await route.abort('internetdisconnected')
		},
	)
	// The form's own script has run (it disables Send until both fields are filled): the post
	// goes through it, not as the page's plain form.
	await expect(form.send).toBeDisabled()
	await form.email.fill(email)
	await form.question.fill('Is the mesh pet resistant?')
	await form.send.click()
	await expect(form.send).toHaveText('Sending...')
	await expect(form.send).toBeDisabled()
	release()
	await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
		'An unexpected error occurred. Please try again.',
	)
	await expect(form.send).toHaveText('Send Inquiry')
	await expect(form.email).toHaveValue(email)
	expect(inquiriesFrom(email)).toEqual([])
})

test("an error answer from the server gives 'Failed to send your inquiry'", async ({ page }) => {
	await gotoReady(page, '/order')
	const form = inquiryForm(page)
	// The shop answers 503 { status: 'failed' } when it cannot store the inquiry. To get that
	// answer without breaking the shared database, the real answer to an invalid submission
	// (same encoding, 400) is passed on with its status and result turned into that failure.
	await page.route(
		(url) => url.pathname.startsWith('/order'),
		async (route) => {
			if (route.request().method() !== 'POST') return route.fallback()
			const response = await route.fetch({ postData: 'email=&inquiry=' })
			expect(response.status()).toBe(400)
			const body = (await response.text()).replace('"invalid"', '"failed"')
			await route.fulfill({ response, status: 503, body })
		},
	)
	// The form's own script has run (it disables Send until both fields are filled): the post
	// goes through it, not as the page's plain form.
	await expect(form.send).toBeDisabled()
	await form.email.fill(uniqueEmail())
	await form.question.fill('Do you ship to Hawaii?')
	await form.send.click()
	await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
		'Failed to send your inquiry. Please try again.',
	)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the server checks the form (400) and stores a valid question', async ({ page }) => {
		await page.goto('/order')
		const form = inquiryForm(page)
		const email = uniqueEmail()
		await form.email.fill(email)
		await form.question.fill('  ')
		const [rejected] = await Promise.all([
			page.waitForResponse((response) => response.request().method() === 'POST'),
			form.send.click(),
		])
		expect(rejected.status()).toBe(400)
		await expect(form.section.getByRole('alert')).toHaveText(
			'Missing Information Please fill in both your email and inquiry.',
		)
		await expect(form.email).toHaveValue(email)
		await expect(form.question).toHaveAttribute('aria-invalid', 'true')

		await form.question.fill('What colors do the frames come in?')
		const [accepted] = await Promise.all([
			page.waitForResponse((response) => response.request().method() === 'POST'),
			form.send.click(),
		])
		expect(accepted.status()).toBe(200)
		await expect(form.section.getByRole('status')).toContainText('Inquiry Sent!')
		expect(inquiriesFrom(email)).toEqual([
			expect.objectContaining({ email, message: 'What colors do the frames come in?' }),
		])
	})
})
