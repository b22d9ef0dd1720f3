import { beforeEach, expect, it } from 'vitest'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import {
	PASSWORD,
	browserRequest,
	lastMailTo,
	linkToken,
	mailCount,
	testContext,
} from '#tests/support/fixtures/auth.ts'
import {
	requestPasswordReset,
	resetPassword,
	signIn,
	signOut,
	signOutEverywhere,
	signOutOtherDevices,
	signUp,
	verifyEmail,
	type AuthOutcome,
} from './auth-api.server.ts'
import { readSession } from './session.server.ts'

const ann = {
	email: 'ann@example.com',
	password: PASSWORD,
	username: 'annlee',
	fullName: 'Ann Lee',
}

function cookiesOf(outcome: AuthOutcome): string[] {
	if (!outcome.ok) throw new Error(`Expected success, got ${outcome.status}: ${outcome.message}`)
	return outcome.cookies
}

describeEachDatabase('accounts and sessions', (getDb) => {
	const context = () => testContext(getDb().db, getDb().dialect)
	const req = browserRequest

	async function verifiedAccount() {
		await signUp(context(), req(), ann)
		const mail = await lastMailTo(getDb().db, ann.email)
		cookiesOf(await verifyEmail(context(), req(), linkToken(mail!.text_body, 'verify')))
	}

	beforeEach(() => getDb().clear())

	it('signs up with username and full name and e-mails a verification link, not a session', async () => {
		const outcome = await signUp(context(), req(), ann)
		expect(outcome).toEqual({ ok: true, cookies: [] })
		const user = await getDb()
			.db.selectFrom('users')
			.select(['email', 'username', 'full_name', 'email_verified'])
			.executeTakeFirstOrThrow()
		expect(user).toMatchObject({ email: ann.email, username: 'annlee', full_name: 'Ann Lee' })
		expect(Boolean(user.email_verified)).toBe(false)
		const mail = await lastMailTo(getDb().db, ann.email)
		expect(mail?.subject).toMatch(/verify your email/i)
		expect(linkToken(mail!.text_body, 'verify')).toMatch(/\S{20,}/)
		expect(mail?.html_body).toContain('/auth?mode=verify&amp;token=')
	})

	it('refuses sign-in until the e-mail is verified, and sends a fresh link', async () => {
		await signUp(context(), req(), ann)
		const outcome = await signIn(context(), req(), { email: ann.email, password: PASSWORD })
		expect(outcome).toMatchObject({ ok: false, status: 403, code: 'EMAIL_NOT_VERIFIED' })
		expect(await mailCount(getDb().db, ann.email)).toBe(2)
	})

	it('verifies, signs in with an HttpOnly Lax cookie, reads the session and signs out', async () => {
		await verifiedAccount()
		const cookies = cookiesOf(
			await signIn(context(), req(), { email: ann.email, password: PASSWORD }),
		)
		const session = cookies.find((c) => c.startsWith('shop.session_token='))
		expect(session).toMatch(/HttpOnly/i)
		expect(session).toMatch(/SameSite=Lax/i)
		expect(session).not.toMatch(/Secure/i)

		const { user } = await readSession(req(cookies), context())
		expect(user).toMatchObject({ email: ann.email, username: 'annlee', fullName: 'Ann Lee' })
		expect(user?.emailVerified).toBe(true)

		const cleared = cookiesOf(await signOut(context(), req(cookies)))
		expect(cleared.find((c) => c.startsWith('shop.session_token='))).toMatch(/Max-Age=0/i)
		// The old cookie is dead on the server too, not only forgotten by the browser.
		expect((await readSession(req(cookies), context())).user).toBeNull()
	})

	it('marks cookies Secure when the shop is on https', async () => {
		const secure = () =>
			testContext(getDb().db, getDb().dialect, { env: { PUBLIC_URL: 'https://shop.test' } })
		await signUp(secure(), req(), ann)
		const mail = await lastMailTo(getDb().db, ann.email)
		expect(mail!.text_body).toContain('https://shop.test/auth?mode=verify&token=')
		const token = /mode=verify&token=(\S+)/.exec(mail!.text_body)![1]!
		cookiesOf(await verifyEmail(secure(), req(), decodeURIComponent(token)))
		const cookies = cookiesOf(
			await signIn(secure(), req(), { email: ann.email, password: PASSWORD }),
		)
		expect(cookies.find((c) => c.includes('session_token='))).toMatch(
			/^__Secure-shop\.session_token=.*; Secure/i,
		)
	})

	it('rolls the session forward when it is used after a day', async () => {
		await verifiedAccount()
		const cookies = cookiesOf(
			await signIn(context(), req(), { email: ann.email, password: PASSWORD }),
		)
		const soon = new Date(Date.now() + 60 * 60 * 1000)
		await getDb()
			.db.updateTable('sessions')
			.set({ expires_at: getDb().dialect === 'postgres' ? soon : soon.toISOString() })
			.execute()
		const read = await readSession(req(cookies), context())
		expect(read.user?.email).toBe(ann.email)
		expect(read.cookies.find((c) => c.startsWith('shop.session_token='))).toMatch(/Max-Age=604800/)
		const row = await getDb()
			.db.selectFrom('sessions')
			.select('expires_at')
			.executeTakeFirstOrThrow()
		expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000)
	})

	it('signs out every other device and keeps this one', async () => {
		await verifiedAccount()
		const laptop = cookiesOf(
			await signIn(context(), req(), { email: ann.email, password: PASSWORD }),
		)
		const phone = cookiesOf(
			await signIn(context(), req(), { email: ann.email, password: PASSWORD }),
		)
		cookiesOf(await signOutOtherDevices(context(), req(laptop)))
		expect((await readSession(req(laptop), context())).user?.email).toBe(ann.email)
		expect((await readSession(req(phone), context())).user).toBeNull()
	})

	it('signs out this device only, or every device, this one included', async () => {
		await verifiedAccount()
		const signedIn = async () =>
			cookiesOf(await signIn(context(), req(), { email: ann.email, password: PASSWORD }))
		const [laptop, phone, tablet] = [await signedIn(), await signedIn(), await signedIn()]
		// The header's Sign Out: this device's session ends, the others go on.
		const local = await signOut(context(), req(laptop))
		expect(cookiesOf(local).join(';')).toMatch(/shop\.session_token=;/)
		expect((await readSession(req(laptop), context())).user).toBeNull()
		expect((await readSession(req(phone), context())).user?.email).toBe(ann.email)

		// Sign Out Everywhere on /account: every session ends and this device's cookie is cleared.
		const everywhere = await signOutEverywhere(context(), req(phone))
		expect(everywhere.ok).toBe(true)
		expect(cookiesOf(everywhere).join(';')).toMatch(/shop\.session_token=;/)
		expect((await readSession(req(phone), context())).user).toBeNull()
		expect((await readSession(req(tablet), context())).user).toBeNull()
		expect(await getDb().db.selectFrom('sessions').select('id').execute()).toEqual([])
	})

	it('answers a sign-up for a taken e-mail like a new one and tells the owner instead', async () => {
		await verifiedAccount()
		const again = await signUp(context(), req(), { ...ann, username: 'mallory', fullName: 'M' })
		expect(again).toEqual({ ok: true, cookies: [] })
		const users = await getDb().db.selectFrom('users').select('username').execute()
		expect(users).toEqual([{ username: 'annlee' }])
		const mail = await lastMailTo(getDb().db, ann.email)
		expect(mail?.subject).toMatch(/already have/i)
		expect(mail?.text_body).toContain('http://shop.test/auth?mode=forgot')
	})

	it('resets a password by e-mail, signing the account out everywhere', async () => {
		await verifiedAccount()
		const old = cookiesOf(await signIn(context(), req(), { email: ann.email, password: PASSWORD }))
		expect(await requestPasswordReset(context(), req(), { email: ann.email })).toEqual({
			ok: true,
			cookies: [],
		})
		const token = linkToken((await lastMailTo(getDb().db, ann.email))!.text_body, 'reset')
		cookiesOf(await resetPassword(context(), req(), { token, password: 'new-tangerine-42' }))

		expect((await readSession(req(old), context())).user).toBeNull()
		expect(await signIn(context(), req(), { email: ann.email, password: PASSWORD })).toMatchObject({
			ok: false,
			status: 401,
		})
		expect(
			(await signIn(context(), req(), { email: ann.email, password: 'new-tangerine-42' })).ok,
		).toBe(true)
		// A link works once.
		expect(
			await resetPassword(context(), req(), { token, password: 'third-tangerine' }),
		).toMatchObject({ ok: false, status: 400, code: 'INVALID_TOKEN' })
	})

	it('answers a reset request for an unknown e-mail the same, sending nothing', async () => {
		const outcome = await requestPasswordReset(context(), req(), { email: 'nobody@example.com' })
		expect(outcome).toEqual({ ok: true, cookies: [] })
		expect(await mailCount(getDb().db, 'nobody@example.com')).toBe(0)
	})

	it('refuses a forged or expired verification link', async () => {
		expect(await verifyEmail(context(), req(), 'not-a-token')).toMatchObject({
			ok: false,
			status: 401,
			code: 'INVALID_TOKEN',
		})
	})
})
