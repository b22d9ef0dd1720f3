import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { PASSWORD, browserRequest, testContext } from '#tests/support/fixtures/auth.ts'
import { signIn, signUp } from './auth-api.server.ts'
import { authLogger, formatAuthNote } from './auth-log.server.ts'

const parse = (line: string) => JSON.parse(line) as Record<string, unknown>

describe('formatAuthNote', () => {
	it('is one JSON line with time, level, source and message', () => {
		const line = formatAuthNote('warn', 'Invalid password', [])
		expect(line.endsWith('\n')).toBe(true)
		expect(line.trimEnd()).not.toContain('\n')
		expect(parse(line)).toEqual({
			time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
			level: 'warn',
			source: 'auth',
			message: 'Invalid password',
		})
	})

	it('replaces e-mail addresses and leaves out secret fields of its arguments', () => {
		const line = formatAuthNote(
			'error',
			'Sign-up attempt for existing email: Ann.Lee+x@example.com',
			[
				new Error('could not mail ann@example.com'),
				{ email: 'bo@example.org', password: 'hunter2hunter2', token: 'abc', reason: 'smtp' },
			],
		)
		expect(line).not.toMatch(/@example\.(com|org)|hunter2|"token"/)
		expect(parse(line)).toMatchObject({
			level: 'error',
			message: 'Sign-up attempt for existing email: [e-mail]',
			details: ['Error: could not mail [e-mail]', '{"email":"[e-mail]","reason":"smtp"}'],
		})
	})
})

describe('authLogger', () => {
	it('passes warnings in production, errors only under tests, nothing when silent', () => {
		expect(authLogger({ NODE_ENV: 'production', LOG_LEVEL: 'info' })).toMatchObject({
			level: 'warn',
			disabled: false,
		})
		expect(authLogger({ NODE_ENV: 'test', LOG_LEVEL: 'info' }).level).toBe('error')
		expect(authLogger({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }).disabled).toBe(true)
	})
})

describeEachDatabase("better-auth's notes in the shop's log", (getDb) => {
	const email = 'log.reader@example.com'
	const wrongPassword = 'not-the-password-123'
	let written: string[]

	beforeEach(async () => {
		await getDb().clear()
		written = []
		vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
			written.push(String(chunk))
			return true
		})
	})
	afterEach(() => vi.restoreAllMocks())

	it('a failed sign-in is a JSON warn line with no password and no e-mail in clear', async () => {
		const context = testContext(getDb().db, getDb().dialect, { env: { NODE_ENV: 'production' } })
		await signUp(context, browserRequest(), {
			email,
			password: PASSWORD,
			username: 'logreader',
			fullName: 'Log Reader',
		})
		written = []
		const outcome = await signIn(context, browserRequest(), { email, password: wrongPassword })
		expect(outcome.ok).toBe(false)
		const authLines = written.filter((line) => line.includes('"source":"auth"'))
		expect(authLines.map((line) => parse(line))).toEqual([
			expect.objectContaining({ level: 'warn', source: 'auth', message: 'Invalid password' }),
		])
		const all = written.join('')
		expect(all).not.toContain(wrongPassword)
		expect(all).not.toContain(email)
		expect(all).not.toContain('[Better Auth]')
	})
})
