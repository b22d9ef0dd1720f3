// Everything the account pages say: the toasts after a form is sent (spec 8), the title of each
// form's error toast, and the forms' field messages (spec 5).
import { LIMITS } from '#app/content/shop-facts.ts'
import {
	EMAIL_MAX_LENGTH,
	FULL_NAME_MAX_LENGTH,
	PASSWORD_MAX_LENGTH,
	USERNAME_MAX_LENGTH,
} from '#app/domain/auth-limits.ts'
import type { ToastMessage } from '#app/utils/toast.ts'

export const AUTH_TOASTS = {
	welcomeBack: { title: 'Welcome back!' },
	accountCreated: {
		title: 'Account Created!',
		description: 'Please check your email to verify your account.',
	},
	emailVerified: { title: 'Email Verified', description: 'You can sign in now.' },
	resetLinkSent: {
		title: 'Check Your Email',
		description:
			'If an account exists for that address, we have sent a link to reset your password.',
	},
	passwordUpdated: {
		title: 'Password Updated',
		description: 'Please sign in with your new password.',
	},
	otherDevicesSignedOut: {
		title: 'Signed Out Elsewhere',
		description: 'You are now signed out on every other device.',
	},
} satisfies Record<string, ToastMessage>

/** The title of the error toast for each form. */
export const AUTH_ERROR_TITLES = {
	'sign-in': 'Login Error',
	'sign-up': 'Signup Error',
	forgot: 'Reset Error',
	reset: 'Reset Error',
	verify: 'Verification Error',
	'sign-out-others': 'Sign Out Error',
} as const

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
