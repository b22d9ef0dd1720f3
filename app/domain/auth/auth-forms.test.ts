import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '#app/content/words/messages/auth-forms.ts'
import { formData as form } from '#tests/support/fixtures/form-data.ts'
import {
	ForgotPasswordSchema,
	PASSWORD_MAX_LENGTH,
	ResetPasswordSchema,
	SignInSchema,
	SignUpSchema,
	parseAuthForm,
} from './auth-forms.ts'

describe('sign-in form', () => {
	it('accepts an e-mail and a password, normalising the e-mail', () => {
		const result = parseAuthForm(
			SignInSchema,
			form({ email: ' Ann@Example.COM ', password: 'secret1' }),
		)
		expect(result).toEqual({
			success: true,
			data: { email: 'ann@example.com', password: 'secret1' },
		})
	})

	it("answers the spec's message when neither e-mail nor password is given", () => {
		const result = parseAuthForm(SignInSchema, form({ email: '', password: '' }))
		expect(result).toMatchObject({
			success: false,
			formError: AUTH_MESSAGES.missingCredentials,
			fieldErrors: { email: AUTH_MESSAGES.emailRequired, password: AUTH_MESSAGES.passwordRequired },
		})
	})

	it('treats missing fields and a blank e-mail like empty ones', () => {
		expect(parseAuthForm(SignInSchema, new FormData())).toMatchObject({
			formError: AUTH_MESSAGES.missingCredentials,
		})
		expect(parseAuthForm(SignInSchema, form({ email: '   ', password: 'secret1' }))).toMatchObject({
			formError: AUTH_MESSAGES.missingCredentials,
			fieldErrors: { email: AUTH_MESSAGES.emailRequired },
		})
	})

	it('names a bad e-mail and a short password', () => {
		const result = parseAuthForm(SignInSchema, form({ email: 'ann@', password: '12345' }))
		expect(result).toEqual({
			success: false,
			formError: undefined,
			fieldErrors: { email: AUTH_MESSAGES.emailInvalid, password: AUTH_MESSAGES.passwordTooShort },
		})
		expect(AUTH_MESSAGES.passwordTooShort).toBe('Password must be at least 6 characters')
	})

	it('accepts exactly the minimum length and refuses an overlong password', () => {
		expect(parseAuthForm(SignInSchema, { email: 'a@b.co', password: '123456' }).success).toBe(true)
		const long = 'x'.repeat(PASSWORD_MAX_LENGTH + 1)
		expect(parseAuthForm(SignInSchema, { email: 'a@b.co', password: long })).toMatchObject({
			fieldErrors: { password: AUTH_MESSAGES.passwordTooLong },
		})
	})
})

describe('sign-up form', () => {
	const valid = {
		email: 'ann@example.com',
		password: 'tangerine',
		username: 'ann',
		fullName: 'Ann Lee',
	}

	it('accepts all four fields, trimming the names', () => {
		const result = parseAuthForm(SignUpSchema, {
			...valid,
			username: ' ann ',
			fullName: ' Ann Lee ',
		})
		expect(result).toEqual({ success: true, data: valid })
	})

	it('requires username and full name, each with its own message', () => {
		const result = parseAuthForm(SignUpSchema, { ...valid, username: ' ', fullName: '' })
		expect(result).toEqual({
			success: false,
			formError: undefined,
			fieldErrors: {
				username: AUTH_MESSAGES.usernameRequired,
				fullName: AUTH_MESSAGES.fullNameRequired,
			},
		})
	})

	it("answers the spec's message when e-mail and password are missing", () => {
		const result = parseAuthForm(SignUpSchema, { username: 'ann', fullName: 'Ann Lee' })
		expect(result).toMatchObject({ success: false, formError: AUTH_MESSAGES.missingCredentials })
	})
})

describe('password reset forms', () => {
	it('needs an e-mail to send the link to', () => {
		expect(parseAuthForm(ForgotPasswordSchema, { email: '' })).toMatchObject({
			fieldErrors: { email: AUTH_MESSAGES.emailRequired },
		})
		expect(parseAuthForm(ForgotPasswordSchema, { email: 'Ann@example.com' })).toEqual({
			success: true,
			data: { email: 'ann@example.com' },
		})
	})

	it('needs the token from the link and a long enough new password', () => {
		expect(parseAuthForm(ResetPasswordSchema, { token: '', password: 'abc' })).toEqual({
			success: false,
			formError: undefined,
			fieldErrors: { token: AUTH_MESSAGES.tokenMissing, password: AUTH_MESSAGES.passwordTooShort },
		})
		expect(parseAuthForm(ResetPasswordSchema, { token: 't0k3n', password: 'tangerine' })).toEqual({
			success: true,
			data: { token: 't0k3n', password: 'tangerine' },
		})
	})
})
