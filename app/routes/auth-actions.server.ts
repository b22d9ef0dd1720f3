// The /auth and /account form posts: parse the form, run the flow, answer with a redirect and a
// toast (works without JavaScript) or with the refusal for the form to show.
import { data, redirect } from 'react-router'
import type { z } from 'zod'
import {
	failureToast,
	type AuthFormFailure,
	type AuthIntent,
} from '#app/components/auth/auth-feedback.ts'
import { AUTH_TOASTS } from '#app/content/words/messages/auth.ts'
import {
	ForgotPasswordSchema,
	ResetPasswordSchema,
	SignInSchema,
	SignUpSchema,
	parseAuthForm,
	type FormResult,
} from '#app/domain/auth/auth-forms.ts'
import {
	EMAIL_MAX_LENGTH,
	FULL_NAME_MAX_LENGTH,
	PASSWORD_MAX_LENGTH,
	USERNAME_MAX_LENGTH,
} from '#app/domain/auth/auth-limits.ts'
import type { AppContext } from '#app/utils/app-context.ts'
import { echoField } from '#app/utils/form-body.server.ts'
import type { ToastMessage } from '#app/utils/toast.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import {
	countRefusedPost,
	PASSWORD_SIGN_IN_PAUSED,
	type GuardedPath,
} from '#app/services/auth/abuse-guard.server.ts'
import { clientIp } from '#app/utils/client-ip.server.ts'
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

/** The most characters of each account form field: their checks' maximums. */
export const AUTH_FIELD_LIMITS = {
	email: EMAIL_MAX_LENGTH,
	password: PASSWORD_MAX_LENGTH,
	username: USERNAME_MAX_LENGTH,
	fullName: FULL_NAME_MAX_LENGTH,
}

function echo(form: FormData, fields: string[]): Record<string, string> {
	return Object.fromEntries(
		fields.map((field) => [field, echoField(form, field, AUTH_FIELD_LIMITS)]),
	)
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

/** Where a flow that worked lands, with its toast; `session`: it passes on the flow's cookies. */
type Landing = { to: string; toast: ToastMessage; session?: boolean }

/** The answer to a flow's outcome: the refusal for the form to show, or its landing. */
async function answer(
	intent: AuthIntent,
	outcome: AuthOutcome,
	values: Record<string, string>,
	landing: Landing,
	context: AppContext,
) {
	if (!outcome.ok) return refused(intent, outcome, values)
	const response = await redirectWithToast(landing.to, landing.toast, context.sessionSecret)
	return landing.session ? withCookies(response, outcome.cookies) : response
}

/** A form whose fields `schema` checks before `run` gets them. */
type FormFlow<T> = {
	intent: AuthIntent
	schema: z.ZodType<T>
	/** The fields sent back to fill the form again when it is refused (never a password). */
	echoed: string[]
	/** The endpoint whose per-address limit a post counts toward, refused by the check or not. */
	limitedAs: GuardedPath
	run: (context: AppContext, request: Request, input: T) => Promise<AuthOutcome>
	landing: (form: FormData) => Landing
}

function formFlowAction<T>({ intent, schema, echoed, limitedAs, run, landing }: FormFlow<T>) {
	return async ({ request, context, form }: Args) => {
		const values = echo(form, echoed)
		const parsed = parseAuthForm(schema, form)
		if (!parsed.success) {
			// A post the check refuses never reaches the guard (abuse-guard.server.ts), so it is
			// counted here.
			const ip = clientIp(request, context)
			const throttled = await countRefusedPost(context.db, limitedAs, ip)
			if (throttled) return refused(intent, { ok: false, ...throttled }, values)
			return invalid(intent, parsed, values)
		}
		const outcome = await run(context, request, parsed.data)
		return answer(intent, outcome, values, landing(form), context)
	}
}

export const signInAction = formFlowAction({
	intent: 'sign-in',
	limitedAs: '/sign-in/email',
	schema: SignInSchema,
	echoed: ['email'],
	run: signIn,
	landing: (form) => ({
		to: safeRedirectPath(form.get('redirectTo')),
		toast: AUTH_TOASTS.welcomeBack,
		session: true,
	}),
})

export const signUpAction = formFlowAction({
	intent: 'sign-up',
	limitedAs: '/sign-up/email',
	schema: SignUpSchema,
	echoed: ['email', 'username', 'fullName'],
	run: signUp,
	landing: () => ({ to: '/auth?mode=verify-sent', toast: AUTH_TOASTS.accountCreated }),
})

export const forgotPasswordAction = formFlowAction({
	intent: 'forgot',
	limitedAs: '/request-password-reset',
	schema: ForgotPasswordSchema,
	echoed: ['email'],
	run: requestPasswordReset,
	landing: () => ({ to: '/auth?mode=reset-sent', toast: AUTH_TOASTS.resetLinkSent }),
})

export const resetPasswordAction = formFlowAction({
	intent: 'reset',
	limitedAs: '/reset-password',
	schema: ResetPasswordSchema,
	echoed: [],
	run: resetPassword,
	landing: () => ({ to: '/auth', toast: AUTH_TOASTS.passwordUpdated }),
})

/** 'Email me a sign-in link': offered when password sign-in for the account is paused. */
export const signInLinkAction = formFlowAction({
	intent: 'sign-in-link',
	limitedAs: '/sign-in/magic-link',
	schema: ForgotPasswordSchema,
	echoed: ['email'],
	run: requestSignInLink,
	landing: () => ({ to: '/auth?mode=link-sent', toast: AUTH_TOASTS.signInLinkSent }),
})

/** The 'Sign in' button on the page the e-mailed link opens (a POST, so a mail scanner that
 * fetches the link does not use it up). */
export async function signInWithLinkAction({ request, context, form }: Args) {
	const outcome = await signInWithLink(context, request, String(form.get('token') ?? ''))
	const landing = { to: '/', toast: AUTH_TOASTS.welcomeBack, session: true }
	return answer('sign-in-link', outcome, {}, landing, context)
}

/** Signs this device out (whether or not a session was still alive) and lands on /auth. */
export async function signOutAction({ request, context }: Omit<Args, 'form'>) {
	const outcome: AuthOutcome = await signOut(context, request)
	return withCookies(redirect('/auth'), outcome.ok ? outcome.cookies : [])
}

/** Signs the user out on every device, this one included, and lands on /auth. */
export async function signOutEverywhereAction({ request, context }: Omit<Args, 'form'>) {
	const outcome = await signOutEverywhere(context, request)
	const landing = { to: '/auth', toast: AUTH_TOASTS.signedOutEverywhere, session: true }
	return answer('sign-out-everywhere', outcome, {}, landing, context)
}

export async function signOutOthersAction({ request, context }: Omit<Args, 'form'>) {
	const outcome = await signOutOtherDevices(context, request)
	const landing = { to: '/account', toast: AUTH_TOASTS.otherDevicesSignedOut, session: true }
	return answer('sign-out-others', outcome, {}, landing, context)
}

/** The link in the verification e-mail: verify, then on to the sign-in form with a toast. */
export async function verifyEmailLink({ request, context }: Omit<Args, 'form'>, token: string) {
	const outcome = await verifyEmail(context, request, token)
	const toast = outcome.ok ? AUTH_TOASTS.emailVerified : failureToast('verify', outcome.message)
	return redirectWithToast('/auth', toast, context.sessionSecret)
}
