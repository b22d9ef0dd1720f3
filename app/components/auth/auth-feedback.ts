// What the account pages say after a form is sent: the spec's toasts and the shape of an
// action's answer (shared by the /auth and /account actions and their forms).
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

export type AuthIntent = keyof typeof AUTH_ERROR_TITLES

/** An action's answer when a form is refused (success redirects instead). */
export type AuthFormFailure = {
	intent: AuthIntent
	toast: ToastMessage
	formError?: string
	fieldErrors: Record<string, string>
	/** What was typed, to put back into the form (never the password). */
	values: Record<string, string>
	/** Password sign-in for this account is paused: offer an e-mailed sign-in link instead. */
	offerSignInLink?: boolean
}

export function failureToast(intent: AuthIntent, description: string): ToastMessage {
	return { title: AUTH_ERROR_TITLES[intent], description, variant: 'destructive' }
}
