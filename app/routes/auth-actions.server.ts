// The /auth and /account form posts: parse the form, run the flow, answer with a redirect and a
// toast (works without JavaScript) or with the refusal for the form to show.
import { data, redirect } from 'react-router'
import {
	failureToast,
	type AuthFormFailure,
	type AuthIntent,
} from '#app/components/auth/auth-feedback.ts'
import { AUTH_TOASTS } from '#app/content/messages/auth.ts'
import {
	ForgotPasswordSchema,
	ResetPasswordSchema,
	SignInSchema,
	SignUpSchema,
	parseAuthForm,
	type FormResult,
} from '#app/domain/auth-forms.ts'
import type { AppContext } from '#app/utils/app-context.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { PASSWORD_SIGN_IN_PAUSED } from '#app/services/auth/abuse-guard.server.ts'
import {
	requestPasswordReset,
	requestSignInLink,
	resetPassword,
	signIn,
	signOut,
	signOutEverywhere,
	signOutOtherDevices,
	signInWithLink,
	signUp,
	verifyEmail,
	type AuthFailure,
	type AuthOutcome,
} from '#app/services/auth/auth-api.server.ts'

// A path on this site in plain printable ASCII: '/', then no second '/' and nothing a browser
// drops or reads as a slash ('/\t/evil.test' is '//evil.test' to it), and no character a
// Location header cannot carry.
const PLAIN_SITE_PATH = /^\/(?![/\\])[!-[\]-~]*$/

/** Only plain paths on this site: '/account', never '//evil.test', '/\t/x' or 'https://...'. */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
	return typeof value === 'string' && PLAIN_SITE_PATH.test(value) ? value : fallback
}

function withCookies(response: Response, cookies: string[]): Response {
	for (const cookie of cookies) response.headers.append('Set-Cookie', cookie)
	return response
}

function echo(form: FormData, fields: string[]): Record<string, string> {
	return Object.fromEntries(fields.map((field) => [field, String(form.get(field) ?? '')]))
}

function invalid(
	intent: AuthIntent,
	parsed: Extract<FormResult<unknown>, { success: false }>,
	values: Record<string, string>,
) {
	const message =
		parsed.formError ?? Object.values(parsed.fieldErrors)[0] ?? 'Please check the form.'
	const body: AuthFormFailure = {
		intent,
		toast: failureToast(intent, message),
		formError: parsed.formError,
		fieldErrors: parsed.fieldErrors,
		values,
	}
	return data(body, { status: 400 })
}

function refused(intent: AuthIntent, outcome: AuthFailure, values: Record<string, string>) {
	const body: AuthFormFailure = {
		intent,
		toast: failureToast(intent, outcome.message),
		formError: outcome.message,
		fieldErrors: {},
		values,
		offerSignInLink: outcome.code === PASSWORD_SIGN_IN_PAUSED || undefined,
	}
	const headers: HeadersInit = outcome.retryAfter ? { 'Retry-After': outcome.retryAfter } : {}
	return data(body, { status: outcome.status, headers })
}

type Args = { request: Request; context: AppContext; form: FormData }

export async function signInAction({ request, context, form }: Args) {
	const values = echo(form, ['email'])
	const parsed = parseAuthForm(SignInSchema, form)
	if (!parsed.success) return invalid('sign-in', parsed, values)
	const outcome = await signIn(context, request, parsed.data)
	if (!outcome.ok) return refused('sign-in', outcome, values)
	const to = safeRedirectPath(form.get('redirectTo'))
	const response = await redirectWithToast(to, AUTH_TOASTS.welcomeBack, context.sessionSecret)
	return withCookies(response, outcome.cookies)
}

export async function signUpAction({ request, context, form }: Args) {
	const values = echo(form, ['email', 'username', 'fullName'])
	const parsed = parseAuthForm(SignUpSchema, form)
	if (!parsed.success) return invalid('sign-up', parsed, values)
	const outcome = await signUp(context, request, parsed.data)
	if (!outcome.ok) return refused('sign-up', outcome, values)
	return redirectWithToast(
		'/auth?mode=verify-sent',
		AUTH_TOASTS.accountCreated,
		context.sessionSecret,
	)
}

export async function forgotPasswordAction({ request, context, form }: Args) {
	const values = echo(form, ['email'])
	const parsed = parseAuthForm(ForgotPasswordSchema, form)
	if (!parsed.success) return invalid('forgot', parsed, values)
	const outcome = await requestPasswordReset(context, request, parsed.data)
	if (!outcome.ok) return refused('forgot', outcome, values)
	return redirectWithToast(
		'/auth?mode=reset-sent',
		AUTH_TOASTS.resetLinkSent,
		context.sessionSecret,
	)
}

export async function resetPasswordAction({ request, context, form }: Args) {
	const parsed = parseAuthForm(ResetPasswordSchema, form)
	if (!parsed.success) return invalid('reset', parsed, {})
	const outcome = await resetPassword(context, request, parsed.data)
	if (!outcome.ok) return refused('reset', outcome, {})
	return redirectWithToast('/auth', AUTH_TOASTS.passwordUpdated, context.sessionSecret)
}

/** 'Email me a sign-in link': offered when password sign-in for the account is paused. */
export async function signInLinkAction({ request, context, form }: Args) {
	const values = echo(form, ['email'])
	const parsed = parseAuthForm(ForgotPasswordSchema, form)
	if (!parsed.success) return invalid('sign-in-link', parsed, values)
	const outcome = await requestSignInLink(context, request, parsed.data)
	if (!outcome.ok) return refused('sign-in-link', outcome, values)
	return redirectWithToast(
		'/auth?mode=link-sent',
		AUTH_TOASTS.signInLinkSent,
		context.sessionSecret,
	)
}

/** The 'Sign in' button on the page the e-mailed link opens (a POST, so a mail scanner that
 * fetches the link does not use it up). */
export async function signInWithLinkAction({ request, context, form }: Args) {
	const token = String(form.get('token') ?? '')
	const outcome = await signInWithLink(context, request, token)
	if (!outcome.ok) return refused('sign-in-link', outcome, {})
	const response = await redirectWithToast('/', AUTH_TOASTS.welcomeBack, context.sessionSecret)
	return withCookies(response, outcome.cookies)
}

/** Signs this device out (whether or not a session was still alive) and lands on /auth. */
export async function signOutAction({ request, context }: Omit<Args, 'form'>) {
	const outcome: AuthOutcome = await signOut(context, request)
	return withCookies(redirect('/auth'), outcome.ok ? outcome.cookies : [])
}

/** Signs the user out on every device, this one included, and lands on /auth. */
export async function signOutEverywhereAction({ request, context }: Omit<Args, 'form'>) {
	const outcome = await signOutEverywhere(context, request)
	if (!outcome.ok) return refused('sign-out-everywhere', outcome, {})
	const response = await redirectWithToast(
		'/auth',
		AUTH_TOASTS.signedOutEverywhere,
		context.sessionSecret,
	)
	return withCookies(response, outcome.cookies)
}

export async function signOutOthersAction({ request, context }: Omit<Args, 'form'>) {
	const outcome = await signOutOtherDevices(context, request)
	if (!outcome.ok) return refused('sign-out-others', outcome, {})
	const response = await redirectWithToast(
		'/account',
		AUTH_TOASTS.otherDevicesSignedOut,
		context.sessionSecret,
	)
	return withCookies(response, outcome.cookies)
}

/** The link in the verification e-mail: verify, then on to the sign-in form with a toast. */
export async function verifyEmailLink({ request, context }: Omit<Args, 'form'>, token: string) {
	const outcome = await verifyEmail(context, request, token)
	const toast = outcome.ok ? AUTH_TOASTS.emailVerified : failureToast('verify', outcome.message)
	return redirectWithToast('/auth', toast, context.sessionSecret)
}
