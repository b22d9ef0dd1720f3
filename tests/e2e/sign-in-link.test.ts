// Issue 11: wrong passwords from other addresses must never lock the owner out. When password
// sign-in for an account is paused, the refusal offers an e-mailed one-time sign-in link.
import { expect, test } from '@playwright/test'
import {
	authFields,
	createVerifiedAccount,
	newAccount,
	signOutButton,
} from '#tests/support/e2e/accounts.ts'
import { expectNoAxeViolations } from '#tests/support/e2e/axe.ts'
import { gotoReady } from '#tests/support/e2e/browser.ts'
import { pausePasswordSignIn } from '#tests/support/e2e/db.ts'
import { E2E_BASE_URL } from '#tests/support/e2e/env.ts'
import { waitForEmail } from '#tests/support/e2e/mail.ts'
import { toastWith } from '#tests/support/e2e/order-page.ts'

test('a paused password sign-in offers an e-mailed link that signs the owner in', async ({
	page,
	request,
}) => {
	test.setTimeout(60_000)
	const account = newAccount('link')
	await createVerifiedAccount(request, account)
	pausePasswordSignIn(account.email)

	await gotoReady(page, '/auth')
	const fields = authFields(page)
	await fields.email.fill(account.email)
	await fields.password.fill(account.password)
	await page.getByRole('button', { name: 'Sign In', exact: true }).click()
	await expect(toastWith(page, 'alert', 'Login Error')).toContainText(
		'We can email you a one-time sign-in link instead.',
	)
	const offer = page.getByRole('button', { name: 'Email Me a Sign-In Link' })
	await expect(offer).toBeVisible()
	await expectNoAxeViolations(page)

	await offer.click()
	await expect(page).toHaveURL(`${E2E_BASE_URL}/auth?mode=link-sent`)
	const mail = await waitForEmail((m) => m.to.includes(account.email) && /mode=link/.test(m.text), {
		description: `the sign-in link to ${account.email}`,
	})
	const link = /https?:\/\/\S+\/auth\?mode=link&token=\S+/.exec(mail.text)?.[0]
	expect(link).toBeTruthy()

	await gotoReady(page, new URL(link!).pathname + new URL(link!).search)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In with Your Link')
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Sign In', exact: true }).click()
	await expect(toastWith(page, 'status', 'Welcome back!')).toBeVisible()
	await expect(signOutButton(page)).toBeVisible()
})
