// The account forms' field messages (spec 5), apart from the toasts (auth.ts) so that only the
// forms' lazily loaded rules carry them to the browser.
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import {
	EMAIL_MAX_LENGTH,
	FULL_NAME_MAX_LENGTH,
	PASSWORD_MAX_LENGTH,
	USERNAME_MAX_LENGTH,
} from '#app/domain/auth/auth-limits.ts'

export const AUTH_MESSAGES = {
	missingCredentials: 'You must provide either an email or phone number and a password',
	emailRequired: 'Email is required',
	emailInvalid: 'Enter a valid email address',
	emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
	passwordRequired: 'Password is required',
	passwordTooShort: `Password must be at least ${LIMITS.passwordMinLength} characters`,
	passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
	usernameRequired: 'Username is required',
	usernameTooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
	fullNameRequired: 'Full name is required',
	fullNameTooLong: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
	tokenMissing: 'This link is incomplete. Please open the link from the e-mail again.',
} as const
