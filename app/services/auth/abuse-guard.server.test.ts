import { beforeEach, expect, it } from 'vitest'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import {
	ACCOUNT_MAIL_LIMITS,
	AUTH_RATE_LIMITS,
	PASSWORD_GUESS_LIMIT,
	PASSWORD_GUESSES_PER_HOUR,
	PASSWORD_SIGN_IN_PAUSED,
} from './abuse-guard.server.ts'
import { PASSWORD_TOO_COMMON } from './common-passwords.server.ts'
import {
	PASSWORD,
	browserRequest as req,
	lastMailTo,
	linkToken,
	mailCount,
	testContext,
} from '#tests/support/fixtures/auth.ts'
import {
	requestPasswordReset,
	requestSignInLink,
	resetPassword,
	signIn,
	signInWithLink,
	signUp,
	verifyEmail,
} from './auth-api.server.ts'

const ann = {
	email: 'ann@example.com',
	password: PASSWORD,
	username: 'annlee',
	fullName: 'Ann Lee',
}

describeEachDatabase('abuse resistance', (getDb) => {
	const context = (clientAddress?: string) =>
		testContext(getDb().db, getDb().dialect, { clientAddress })

	async function verifiedAccount() {
		await signUp(context(), req(), ann)
		const mail = await lastMailTo(getDb().db, ann.email)
		await verifyEmail(context(), req(), linkToken(mail!.text_body, 'verify'))
	}

	beforeEach(() => getDb().clear())

	// Issue 11, finding 2: five wrong passwords from one address used to lock the owner out
	// everywhere for two minutes, and six requests a minute kept the account locked.
	it('50 wrong passwords from 5 other addresses in 10 minutes: the owner still gets in from a fresh address', async () => {
		await verifiedAccount()
		const statuses: (number | string)[] = []
		for (let i = 0; i < 50; i++) {
			const outcome = await signIn(context(`198.51.100.${1 + (i % 5)}`), req(), {
				email: ann.email,
				password: `wrong-${i}`,
			})
			statuses.push(
				outcome.ok ? 200 : outcome.code === PASSWORD_SIGN_IN_PAUSED ? 'paused' : outcome.status,
			)
		}
		// Only PASSWORD_GUESS_LIMIT of them were checked against the password.
		expect(statuses).toEqual([
			...Array(PASSWORD_GUESS_LIMIT.limit).fill(401),
			...Array(50 - PASSWORD_GUESS_LIMIT.limit).fill('paused'),
		])
		expect(PASSWORD_GUESSES_PER_HOUR).toBe(40)

		// The owner, elsewhere, with the right password: refused with an offer, not a lock-out.
		const owner = context('203.0.113.50')
		const paused = await signIn(owner, req(), { email: ann.email, password: PASSWORD })
		expect(paused).toMatchObject({ ok: false, status: 429, code: PASSWORD_SIGN_IN_PAUSED })
		expect(paused.ok || Number(paused.retryAfter)).toBeGreaterThan(0)
		expect(paused.ok || paused.message).toMatch(/email you a one-time sign-in link/)

		// The attacker asks for sign-in links too: they only reach the owner's inbox, capped.
		for (let i = 1; i <= 5; i++) {
			expect(
				(await requestSignInLink(context(`198.51.100.${i}`), req(), { email: ann.email })).ok,
			).toBe(true)
		}
		expect((await requestSignInLink(owner, req(), { email: ann.email })).ok).toBe(true)
		const links = await getDb()
			.db.selectFrom('outbox')
			.select('text_body')
			.where('to_address', '=', ann.email)
			.where('subject', 'like', '%sign-in link%')
			.execute()
		expect(links).toHaveLength(ACCOUNT_MAIL_LIMITS['sign-in-link'].limit)
		// Whichever link the owner opens works, once.
		const token = linkToken(links.at(-1)!.text_body, 'link')
		const signedIn = await signInWithLink(owner, req(), token)
		expect(signedIn.ok && signedIn.cookies.join()).toMatch(/session_token=/)
		expect(await signInWithLink(owner, req(), token)).toMatchObject({ ok: false, status: 400 })
	})

	it('sends no sign-in link to an address without an account, and answers the same', async () => {
		expect(
			await requestSignInLink(context(), req(), { email: 'nobody@example.com' }),
		).toMatchObject({ ok: true })
		expect(await mailCount(getDb().db, 'nobody@example.com')).toBe(0)
	})

	it('shares the per-account count between two server processes on one database', async () => {
		await verifiedAccount()
		const { db, dialect, connectAgain } = getDb()
		const processes = [testContext(db, dialect), testContext(connectAgain(), dialect)]
		const statuses = []
		for (let i = 0; i <= PASSWORD_GUESS_LIMIT.limit; i++) {
			const outcome = await signIn(processes[i % 2]!, req(), {
				email: ann.email,
				password: 'nope-nope',
			})
			statuses.push(outcome.ok ? 200 : outcome.status)
		}
		expect(statuses).toEqual([...Array(PASSWORD_GUESS_LIMIT.limit).fill(401), 429])
	})

	// 21 password hashes: slow on a busy 2-core machine.
	it('limits one address trying many accounts', { timeout: 90_000 }, async () => {
		const attempt = (i: number) =>
			signIn(context('192.0.2.9'), req(), { email: `user${i}@example.com`, password: 'whatever1' })
		const statuses = []
		for (let i = 0; i < 21; i++) {
			const outcome = await attempt(i)
			statuses.push(outcome.ok ? 200 : outcome.status)
		}
		expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true)
		expect(statuses[20]).toBe(429)
		// Another address is not affected.
		expect(
			await signIn(context('192.0.2.10'), req(), { email: 'x@example.com', password: 'whatever1' }),
		).toMatchObject({ status: 401 })
	})

	it(
		'answers an unknown e-mail and a wrong password identically, in about the same time',
		{ timeout: 60_000 },
		async () => {
			await verifiedAccount()
			const unknown = []
			const wrong = []
			const timings = { unknown: [] as number[], wrong: [] as number[] }
			for (let i = 0; i < 4; i++) {
				let start = performance.now()
				unknown.push(
					await signIn(context(), req(), {
						email: `nobody${i}@example.com`,
						password: 'guess-123',
					}),
				)
				timings.unknown.push(performance.now() - start)
				start = performance.now()
				wrong.push(await signIn(context(), req(), { email: ann.email, password: 'guess-123' }))
				timings.wrong.push(performance.now() - start)
			}
			for (const outcome of [...unknown, ...wrong])
				expect(outcome).toEqual({
					ok: false,
					status: 401,
					code: 'INVALID_EMAIL_OR_PASSWORD',
					message: 'Invalid email or password',
					retryAfter: undefined,
				})
			// Both hash a password (scrypt), which dwarfs everything else: without the dummy hash an
			// unknown e-mail would answer many times faster.
			const median = (values: number[]) =>
				values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
			const [a, b] = [median(timings.unknown), median(timings.wrong)]
			expect(Math.min(a, b) / Math.max(a, b)).toBeGreaterThan(0.5)
		},
	)

	it('refuses the most common passwords at sign-up and at reset', async () => {
		const outcome = await signUp(context(), req(), { ...ann, password: 'iloveyou' })
		expect(outcome).toMatchObject({ ok: false, status: 400, message: PASSWORD_TOO_COMMON })
		expect(await getDb().db.selectFrom('users').selectAll().execute()).toEqual([])

		await verifiedAccount()
		await requestPasswordReset(context(), req(), { email: ann.email })
		const token = linkToken((await lastMailTo(getDb().db, ann.email))!.text_body, 'reset')
		expect(await resetPassword(context(), req(), { token, password: 'Password1' })).toMatchObject({
			ok: false,
			status: 400,
			message: PASSWORD_TOO_COMMON,
		})
		// The link still works for a good password.
		expect((await resetPassword(context(), req(), { token, password: 'plum-harbour-9' })).ok).toBe(
			true,
		)
	})

	it('caps reset e-mails per address without ever refusing the owner: a sent link still works', async () => {
		await verifiedAccount()
		const before = await mailCount(getDb().db, ann.email)
		const statuses = []
		for (let i = 0; i < 10; i++) {
			const outcome = await requestPasswordReset(context(`203.0.113.${i % 5}`), req(), {
				email: ann.email,
			})
			statuses.push(outcome.ok ? 200 : outcome.status)
		}
		// The owner asks too, from elsewhere: answered like everyone (no 429 to lock them out).
		const owner = await requestPasswordReset(context('192.0.2.77'), req(), { email: ann.email })
		expect([...statuses, owner.ok ? 200 : owner.status]).toEqual(Array(11).fill(200))
		expect(await mailCount(getDb().db, ann.email)).toBe(before + ACCOUNT_MAIL_LIMITS.reset.limit)
		const token = linkToken((await lastMailTo(getDb().db, ann.email))!.text_body, 'reset')
		expect(
			(await resetPassword(context('192.0.2.77'), req(), { token, password: 'plum-harbour-9' })).ok,
		).toBe(true)
	})

	it('caps sign-up e-mails per address without refusing the sign-up', async () => {
		const statuses = []
		for (let i = 0; i < 5; i++) {
			const outcome = await signUp(context(`203.0.113.${i}`), req(), ann)
			statuses.push(outcome.ok ? 200 : outcome.status)
		}
		expect(statuses).toEqual(Array(5).fill(200))
		expect(await mailCount(getDb().db, ann.email)).toBe(ACCOUNT_MAIL_LIMITS.verify.limit)
	})

	it('limits sign-ups and reset requests per address with 429 and Retry-After', async () => {
		const ip = context('192.0.2.200')
		const statuses = []
		for (let i = 0; i <= AUTH_RATE_LIMITS['/request-password-reset'].limit; i++) {
			const outcome = await requestPasswordReset(ip, req(), { email: `p${i}@example.com` })
			statuses.push(outcome.ok ? 200 : outcome.status)
			if (!outcome.ok) expect(Number(outcome.retryAfter)).toBeGreaterThan(0)
		}
		expect(statuses.at(-1)).toBe(429)
		expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true)
	})
})
