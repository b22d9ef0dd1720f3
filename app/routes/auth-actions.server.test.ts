import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppContext } from '#app/utils/app-context.ts'
import {
	PASSWORD,
	browserRequest,
	lastMailTo,
	linkToken,
	testContext,
} from '#tests/support/fixtures/auth.ts'
import { formData } from '#tests/support/fixtures/form-data.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import {
	forgotPasswordAction,
	resetPasswordAction,
	safeRedirectPath,
	signInAction,
	signInLinkAction,
	signInWithLinkAction,
	signOutEverywhereAction,
	signOutOthersAction,
	signUpAction,
	verifyEmailLink,
} from './auth-actions.server.ts'

const SITE = 'https://shop.test'

describe('safeRedirectPath', () => {
	it('keeps paths on this site', () => {
		expect(safeRedirectPath('/account')).toBe('/account')
		expect(safeRedirectPath('/checkout?step=2')).toBe('/checkout?step=2')
		expect(safeRedirectPath('/')).toBe('/')
	})

	it('refuses anything that could leave the site', () => {
		for (const target of [
			'//evil.test',
			'/\\evil.test',
			'/\t/evil.example/x',
			'/\n/x',
			'/\r/x',
			'/\x0b/x',
			'/ /x',
			'/a b',
			'/\u00a0/x',
			'/\u2028/x',
			'https://evil.test',
			'javascript:alert(1)',
			'',
			null,
		])
			expect(safeRedirectPath(target), JSON.stringify(target)).toBe('/')
		expect(safeRedirectPath('//evil.test', '')).toBe('')
	})

	it('answers a same-site path a Location header can carry, or the fallback (property)', () => {
		// Strings built to look like paths: '/', then characters that matter to URL parsers.
		const tricky = fc.constantFrom(
			'/',
			'\\',
			'\t',
			'\n',
			'\r',
			'\x0b',
			'\f',
			' ',
			'\0',
			'.',
			':',
			'@',
			'?',
			'#',
			'%',
			'\u00a0',
			'\u2028',
			'\x7f',
			'é',
			'evil.test',
		)
		const pathish = fc
			.array(fc.oneof(tricky, fc.string({ maxLength: 3 })), { maxLength: 8 })
			.map((parts) => `/${parts.join('')}`)
		fc.assert(
			fc.property(fc.oneof(pathish, fc.string(), fc.string({ unit: 'grapheme' })), (value) => {
				const to = safeRedirectPath(value)
				if (to === '/') return
				expect(to).toBe(value)
				expect(new URL(to, SITE).origin).toBe(SITE)
				// A Location header carries it as written: no control, space or non-ASCII character.
				expect(to).toMatch(/^[\x21-\x7e]+$/)
				expect(to).not.toMatch(/^\/[/\\]/)
				expect(new Headers({ Location: to }).get('Location')).toBe(to)
			}),
			{ numRuns: 5000 },
		)
	})
})

/** The cookies an answer sets other than the toast's: the session's. */
function sessionCookies(response: Response): string[] {
	return response.headers.getSetCookie().filter((cookie) => !cookie.startsWith('toast='))
}

describeEachDatabase('the /auth and /account form actions', (getDb) => {
	const context = () => testContext(getDb().db, getDb().dialect) as AppContext
	const ann = { email: 'ann@example.com', username: 'annlee', fullName: 'Ann Lee' }
	const post = (fields: Record<string, string>, cookies: string[] = []) => ({
		request: browserRequest(cookies),
		context: context(),
		form: formData(fields),
	})

	/** Signs Ann up, verifies her e-mail and signs her in; her session's cookies. */
	async function signedIn(): Promise<string[]> {
		await signUpAction(post({ ...ann, password: PASSWORD }))
		const mail = await lastMailTo(getDb().db, ann.email)
		await verifyEmailLink(post({}), linkToken(mail!.text_body, 'verify'))
		const response = await signInAction(post({ email: ann.email, password: PASSWORD }))
		return sessionCookies(response as Response)
	}

	beforeEach(() => getDb().clear())

	it('each form that works lands on its page with its toast; only sign-in starts a session', async () => {
		const signUp = (await signUpAction(post({ ...ann, password: PASSWORD }))) as Response
		expect([signUp.status, signUp.headers.get('Location')]).toEqual([302, '/auth?mode=verify-sent'])
		expect(sessionCookies(signUp)).toEqual([])

		const cookies = await signedIn()
		expect(cookies.length).toBeGreaterThan(0)
		const back = (await signInAction(
			post({ email: ann.email, password: PASSWORD, redirectTo: '//evil.test' }),
		)) as Response
		expect(back.headers.get('Location')).toBe('/')

		const forgot = (await forgotPasswordAction(post({ email: ann.email }))) as Response
		expect(forgot.headers.get('Location')).toBe('/auth?mode=reset-sent')
		const link = (await signInLinkAction(post({ email: ann.email }))) as Response
		expect(link.headers.get('Location')).toBe('/auth?mode=link-sent')

		const others = (await signOutOthersAction(post({}, cookies))) as Response
		expect(others.headers.get('Location')).toBe('/account')
		const everywhere = (await signOutEverywhereAction(post({}, cookies))) as Response
		expect(everywhere.headers.get('Location')).toBe('/auth')
		expect(sessionCookies(everywhere).length).toBeGreaterThan(0)
	})

	it('a reset link sets the new password; an e-mailed sign-in link signs in', async () => {
		await signedIn()
		await forgotPasswordAction(post({ email: ann.email }))
		const resetMail = await lastMailTo(getDb().db, ann.email)
		const token = linkToken(resetMail!.text_body, 'reset')
		const newPassword = `${PASSWORD}-2`
		const reset = (await resetPasswordAction(
			post({ token, password: newPassword, confirmPassword: newPassword }),
		)) as Response
		expect([reset.headers.get('Location'), sessionCookies(reset)]).toEqual(['/auth', []])

		await signInLinkAction(post({ email: ann.email }))
		const linkMail = await lastMailTo(getDb().db, ann.email)
		const used = (await signInWithLinkAction(
			post({ token: linkToken(linkMail!.text_body, 'link') }),
		)) as Response
		expect(used.headers.get('Location')).toBe('/')
		expect(sessionCookies(used).length).toBeGreaterThan(0)
	})

	it('a refused form answers its status and what to fill in again, never the password', async () => {
		const invalid = await signUpAction(post({ ...ann, email: 'not-an-email', password: PASSWORD }))
		expect(invalid).toMatchObject({
			init: { status: 400 },
			data: { intent: 'sign-up', values: { ...ann, email: 'not-an-email' } },
		})
		expect(JSON.stringify(invalid)).not.toContain(PASSWORD)

		await signedIn()
		const wrong = await signInAction(post({ email: ann.email, password: 'wrong-password-here' }))
		expect(wrong).toMatchObject({
			init: { status: 401 },
			data: { intent: 'sign-in', values: { email: ann.email }, fieldErrors: {} },
		})
		const badLink = await signInWithLinkAction(post({ token: 'no-such-token' }))
		expect(badLink).toMatchObject({ init: { status: 400 }, data: { intent: 'sign-in-link' } })
	})
})
