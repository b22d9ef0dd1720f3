// Accounts for the journeys: a fresh e-mail per test (sign-in is rate limited per e-mail), the
// verification link from the .eml the server wrote, and the /auth form driven like a customer.
import { randomBytes } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { createAdminAccount } from '#app/models/auth/users.server.ts'
import { gotoReady } from './browser.ts'
import { withDatabase } from './db.ts'
import { E2E_BASE_URL } from './env.ts'
import { waitForEmail } from './mail.ts'
import { toastWith } from './order-page.ts'

export type TestAccount = { email: string; password: string; username: string; fullName: string }

export function newAccount(tag: string): TestAccount {
	const suffix = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`
	return {
		email: `${tag}-${suffix}@e2e.example.com`,
		password: 'tangerine-bicycle-42',
		username: `${tag}${suffix}`.slice(0, 40),
		fullName: 'Jordan Rivera',
	}
}

export const authFields = (page: Page) => ({
	// exact: a toast's dismiss button can also mention 'Email'.
	email: page.getByRole('textbox', { name: 'Email', exact: true }),
	password: page.getByLabel('Password', { exact: true }),
	username: page.getByRole('textbox', { name: 'Username', exact: true }),
	fullName: page.getByRole('textbox', { name: 'Full name', exact: true }),
})

/** The verification link of the newest e-mail to `email`. */
export async function verificationLink(email: string): Promise<string> {
	const mail = await waitForEmail((m) => m.to.includes(email) && /mode=verify/.test(m.text), {
		description: `the verification e-mail to ${email}`,
	})
	const link = /https?:\/\/\S+\/auth\?mode=verify&token=\S+/.exec(mail.text)?.[0]
	if (!link) throw new Error(`No verification link in:\n${mail.text}`)
	return link
}

/**
 * An address of its own for a visitor who signs up: the journeys all come from 127.0.0.1, and
 * more of them make accounts in ten minutes than one address may (the sign-up limit, which the
 * e2e server sees per X-Forwarded-For under TRUST_PROXY, as behind a proxy). A /64 of the IPv6
 * documentation prefix: no traffic goes there, it is only the address the shop counts.
 */
export function visitorAddress(): string {
	const group = () => randomBytes(2).toString('hex')
	return `2001:db8:${group()}:${group()}::1`
}

/** An account made and verified over HTTP, as the /auth form and the e-mailed link would. */
export async function createVerifiedAccount(request: APIRequestContext, account: TestAccount) {
	const signUp = await request.post('/auth', {
		form: { intent: 'sign-up', ...account },
		headers: { 'X-Forwarded-For': visitorAddress() },
		maxRedirects: 0,
	})
	expect(signUp.status(), 'sign-up redirects to "check your email"').toBe(302)
	const verified = await request.get(await verificationLink(account.email), { maxRedirects: 0 })
	expect(verified.headers().location).toBe('/auth')
}

/** Signs in through the /auth form and waits for the welcome on the home page. */
export async function signInWithForm(page: Page, account: TestAccount) {
	await gotoReady(page, '/auth')
	const fields = authFields(page)
	await fields.email.fill(account.email)
	await fields.password.fill(account.password)
	await page.getByRole('button', { name: 'Sign In', exact: true }).click()
	await expect(toastWith(page, 'status', 'Welcome back!')).toBeVisible()
	await expect(page).toHaveURL(`${E2E_BASE_URL}/`)
	await expect(signOutButton(page)).toBeVisible()
}

export function signOutButton(page: Page) {
	return page.getByRole('banner').getByRole('button', { name: 'Sign Out' })
}

/** A verified admin account, made in the database as `npm run admin -- create` makes one. */
export async function createAdmin(): Promise<TestAccount> {
	const secret = () => randomBytes(4).toString('hex')
	const account = { ...newAccount('admin'), password: `admin-${secret()}-${secret()}` }
	await withDatabase(async (db) => {
		const made = await createAdminAccount(db, { ...account, fullName: 'Shop Owner' })
		if (!made.created) throw new Error(`${account.email} exists already`)
	})
	return account
}
