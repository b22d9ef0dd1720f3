// What the account pages say: the toasts after a form is sent and the title of each
// form's error toast. The forms' field messages are in auth-forms.ts.
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
	signInLinkSent: {
		title: 'Check Your Email',
		description: 'If an account exists for that address, we have sent it a one-time sign-in link.',
	},
	otherDevicesSignedOut: {
		title: 'Signed Out Elsewhere',
		description: 'You are now signed out on every other device.',
	},
	signedOutEverywhere: {
		title: 'Signed Out Everywhere',
		description: 'You are now signed out on every device, this one included.',
	},
} satisfies Record<string, ToastMessage>

/** The title of the error toast for each form. */
export const AUTH_ERROR_TITLES = {
	'sign-in': 'Login Error',
	'sign-up': 'Signup Error',
	forgot: 'Reset Error',
	'sign-in-link': 'Login Error',
	reset: 'Reset Error',
	verify: 'Verification Error',
	'sign-out-others': 'Sign Out Error',
	'sign-out-everywhere': 'Sign Out Error',
} as const
