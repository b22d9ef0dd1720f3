import { beforeEach, expect, it } from 'vitest'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
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
	resetPassword,
	signIn,
	signUp,
	verifyEmail,
} from './auth-flows.server.ts'

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

	it('answers the 6th wrong password for one account within a minute with 429, then even the right one', async () => {
		await verifiedAccount()
		// Every attempt from a different address: the per-e-mail limit alone must stop them.
		const wrong = (i: number) =>
			signIn(context(`198.51.100.${i}`), req(), { email: ann.email, password: `wrong-${i}` })
		for (let i = 1; i <= 5; i++) expect(await wrong(i)).toMatchObject({ ok: false, status: 401 })
		const sixth = await wrong(6)
		expect(sixth).toMatchObject({ ok: false, status: 429, code: 'TOO_MANY_ATTEMPTS' })
		expect(sixth.ok || Number(sixth.retryAfter)).toBeGreaterThan(0)
		expect(
			await signIn(context('198.51.100.7'), req(), { email: ann.email, password: PASSWORD }),
		).toMatchObject({ ok: false, status: 429 })
	})

	it('shares the limit between two server processes on one database', async () => {
		await verifiedAccount()
		const { db, dialect, connectAgain } = getDb()
		const processes = [testContext(db, dialect), testContext(connectAgain(), dialect)]
		const statuses = []
		for (let i = 0; i < 6; i++) {
			const outcome = await signIn(processes[i % 2]!, req(), {
				email: ann.email,
				password: 'nope-nope',
			})
			statuses.push(outcome.ok ? 200 : outcome.status)
		}
		expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
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

	it('limits reset requests per e-mail, so nobody can flood an inbox', async () => {
		await verifiedAccount()
		const before = await mailCount(getDb().db, ann.email)
		const statuses = []
		for (let i = 0; i < 4; i++) {
			const outcome = await requestPasswordReset(context(`203.0.113.${i}`), req(), {
				email: ann.email,
			})
			statuses.push(outcome.ok ? 200 : outcome.status)
		}
		expect(statuses).toEqual([200, 200, 200, 429])
		expect(await mailCount(getDb().db, ann.email)).toBe(before + 3)
	})

	it('limits sign-ups per e-mail', async () => {
		const statuses = []
		for (let i = 0; i < 4; i++) {
			const outcome = await signUp(context(`203.0.113.${i}`), req(), ann)
			statuses.push(outcome.ok ? 200 : outcome.status)
		}
		expect(statuses).toEqual([200, 200, 200, 429])
	})
})
