import { expect, test } from '@playwright/test'
import {
	authFields,
	createVerifiedAccount,
	newAccount,
	signInWithForm,
	signOutButton,
	verificationLink,
} from '#tests/support/e2e/accounts.ts'
import { gotoReady } from '#tests/support/e2e/browser.ts'
import { E2E_BASE_URL } from '#tests/support/e2e/env.ts'
import { toastWith } from '#tests/support/e2e/order-page.ts'

test('sign up, verify the e-mail from its link, sign in, sign out', async ({ page }) => {
	const account = newAccount('signup')
	await gotoReady(page, '/auth')
	await page.getByRole('link', { name: 'Create Account' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Account')

	const fields = authFields(page)
	await fields.username.fill(account.username)
	await fields.fullName.fill(account.fullName)
	await fields.email.fill(account.email)
	await fields.password.fill(account.password)
	await page.getByRole('button', { name: 'Create Account', exact: true }).click()
	await expect(toastWith(page, 'status', 'Account Created!')).toContainText(
		'Please check your email to verify your account.',
	)

	// The link in the .eml the server wrote, opened in the browser.
	await page.goto(await verificationLink(account.email))
	await expect(page).toHaveURL(`${E2E_BASE_URL}/auth`)
	await expect(toastWith(page, 'status', 'Email Verified')).toBeVisible()

	await signInWithForm(page, account)
	await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0)

	await signOutButton(page).click()
	await expect(page).toHaveURL(`${E2E_BASE_URL}/auth`)
	await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
	await expect(signOutButton(page)).toHaveCount(0)
})

test('refuses state-changing requests from another site, before any route runs', async ({
	request,
}) => {
	const foreign = { Origin: 'https://attacker.example' }
	const posts = [
		['/api/cart', { data: { intent: 'clear' } }],
		['/auth', { form: { intent: 'sign-out' } }],
		['/auth', { form: { intent: 'sign-in', email: 'x@example.com', password: 'whatever' } }],
		['/account', { form: { intent: 'sign-out-others' } }],
	] as const
	for (const [path, body] of posts) {
		const refused = await request.post(path, { ...body, headers: foreign, maxRedirects: 0 })
		expect(refused.status(), `${path} from another origin`).toBe(403)
		const crossSite = await request.post(path, {
			...body,
			headers: { 'Sec-Fetch-Site': 'cross-site' },
			maxRedirects: 0,
		})
		expect(crossSite.status(), `${path} marked cross-site`).toBe(403)
	}
	// The same request from the shop's own pages reaches the route (a guest: 401).
	const own = await request.post('/api/cart', {
		data: { intent: 'clear' },
		headers: { Origin: E2E_BASE_URL },
	})
	expect(own.status()).toBe(401)
})

test("the header's Sign Out ends this device's session only; Sign Out Everywhere ends all", async ({
	page,
	browser,
	request,
}) => {
	test.setTimeout(60_000)
	const account = newAccount('scopes')
	await createVerifiedAccount(request, account)
	const devices = await Promise.all([browser.newContext(), browser.newContext()])
	try {
		const [phone, tablet] = await Promise.all(devices.map((device) => device.newPage()))
		for (const device of [page, phone!, tablet!]) await signInWithForm(device, account)

		await signOutButton(page).click()
		await expect(page).toHaveURL(/\/auth$/)
		await gotoReady(phone!, '/account')
		await expect(phone!.getByRole('heading', { name: 'Your Account' })).toBeVisible()

		await phone!.getByRole('button', { name: 'Sign Out Everywhere' }).click()
		await expect(phone!).toHaveURL(/\/auth$/)
		await expect(
			phone!.getByRole('status').filter({ hasText: 'Signed Out Everywhere' }),
		).toBeVisible()
		await expect(phone!.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
		// The tablet's session ended too: /account sends it to sign in.
		await tablet!.goto('/account')
		await expect(tablet!).toHaveURL(/\/auth/)
	} finally {
		await Promise.all(devices.map((device) => device.close()))
	}
})
