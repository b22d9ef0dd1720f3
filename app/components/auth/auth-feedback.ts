// The shape of an account action's answer when a form is refused (shared by the /auth and
// /account actions and their forms); the words are in app/content/words/messages/auth.ts.
import { AUTH_ERROR_TITLES } from '#app/content/words/messages/auth.ts'
import type { ToastMessage } from '#app/utils/toast.ts'

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
