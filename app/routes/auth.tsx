import { data, redirect } from 'react-router'
import type { Route } from './+types/auth'
import type { AuthFormFailure } from '#app/components/auth/auth-feedback.ts'
import { AuthModeToggle } from '#app/components/auth/auth-mode-toggle.tsx'
import { CheckEmail } from '#app/components/auth/check-email.tsx'
import { CredentialsForm } from '#app/components/auth/credentials-form.tsx'
import { FormError } from '#app/components/auth/form-error.tsx'
import {
	ForgotPasswordForm,
	ResetPasswordForm,
} from '#app/components/auth/password-reset-forms.tsx'
import { SignInLinkConfirm, SignInLinkOffer } from '#app/components/auth/sign-in-link-forms.tsx'
import {
	forgotPasswordAction,
	resetPasswordAction,
	safeRedirectPath,
	signInAction,
	signInLinkAction,
	signInWithLinkAction,
	signOutAction,
	signUpAction,
	verifyEmailLink,
	AUTH_FIELD_LIMITS,
} from '#app/routes/auth-actions.server.ts'
import { AUTH_POLICY } from '#app/services/auth/auth.server.ts'
import { readSession } from '#app/services/auth/session.server.ts'
import { readFormBody } from '#app/utils/form-body.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

// Every screen of /auth is a query-string mode (the spec's routes have no path parameters).
const VIEWS = {
	'sign-in': 'Sign In',
	'sign-up': 'Create Account',
	forgot: 'Reset Your Password',
	reset: 'Choose a New Password',
	'verify-sent': 'Check Your Email',
	'reset-sent': 'Check Your Email',
	link: 'Sign In with Your Link',
	'link-sent': 'Check Your Email',
} as const
type View = keyof typeof VIEWS

export const meta: Route.MetaFunction = ({ data, matches }) =>
	pageMeta(
		matches,
		data ? VIEWS[data.view] : 'Sign In',
		'Sign in to save your cart across devices, or create an account.',
	)

/**
 * A page whose address carries a one-time token (a reset or sign-in link) is kept by no cache,
 * and no link on it sends that address on as the Referer.
 */
const TOKEN_PAGE_HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }

// Without this only the cookies of the action's answer reach the page; a refusal for too many
// attempts also says when to try again.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
	const headers = new Headers()
	for (const name of [...Object.keys(TOKEN_PAGE_HEADERS), 'Retry-After']) {
		const value = actionHeaders.get(name) ?? loaderHeaders.get(name)
		if (value) headers.set(name, value)
	}
	return headers
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const mode = url.searchParams.get('mode') ?? 'sign-in'
	if (mode === 'verify')
		return verifyEmailLink({ request, context }, url.searchParams.get('token') ?? '')
	const view: View = Object.hasOwn(VIEWS, mode) ? (mode as View) : 'sign-in'
	const { user } = await readSession(request, context)
	if (user && (view === 'sign-in' || view === 'sign-up')) throw redirect('/account')
	const carriesToken = view === 'reset' || view === 'link'
	const page = {
		view,
		token: carriesToken ? (url.searchParams.get('token') ?? '') : '',
		redirectTo: safeRedirectPath(url.searchParams.get('redirectTo'), ''),
		linkHours: {
			verify: AUTH_POLICY.verifyLinkSeconds / 3600,
			reset: AUTH_POLICY.resetLinkSeconds / 3600,
			link: AUTH_POLICY.signInLinkSeconds / 3600,
		},
	}
	return data(page, { headers: carriesToken ? TOKEN_PAGE_HEADERS : {} })
}

export async function action({ request, context }: Route.ActionArgs) {
	const form = await readFormBody(request, AUTH_FIELD_LIMITS)
	const args = { request, context, form }
	switch (form.get('intent')) {
		case 'sign-in':
			return signInAction(args)
		case 'sign-up':
			return signUpAction(args)
		case 'forgot':
			return forgotPasswordAction(args)
		case 'reset':
			return resetPasswordAction(args)
		case 'sign-in-link':
			return signInLinkAction(args)
		case 'use-sign-in-link':
			return signInWithLinkAction(args)
		case 'sign-out':
			return signOutAction(args)
		default:
			throw data('Unknown form', { status: 400 })
	}
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
	const { view, token, redirectTo, linkHours } = loaderData
	const answer = actionData as AuthFormFailure | undefined
	return (
		<section className="mx-auto max-w-md px-4 py-12 sm:py-16">
			<h1 className="mb-6 text-3xl font-bold tracking-tight text-ink">{VIEWS[view]}</h1>
			{view === 'sign-in' || view === 'sign-up' ? (
				<>
					<AuthModeToggle mode={view} redirectTo={redirectTo} />
					<CredentialsForm key={view} mode={view} answer={answer} redirectTo={redirectTo} />
					{answer?.offerSignInLink && answer.values.email ? (
						<SignInLinkOffer email={answer.values.email} />
					) : null}
					{answer?.intent === 'sign-in-link' ? (
						<div className="mt-4">
							<FormError id="sign-in-link-error" message={answer.formError} />
						</div>
					) : null}
				</>
			) : null}
			{view === 'link' ? <SignInLinkConfirm token={token} answer={answer} /> : null}
			{view === 'link-sent' ? <CheckEmail kind="link" linkHours={linkHours.link} /> : null}
			{view === 'forgot' ? <ForgotPasswordForm answer={answer} /> : null}
			{view === 'reset' ? <ResetPasswordForm token={token} answer={answer} /> : null}
			{view === 'verify-sent' ? <CheckEmail kind="verify" linkHours={linkHours.verify} /> : null}
			{view === 'reset-sent' ? <CheckEmail kind="reset" linkHours={linkHours.reset} /> : null}
		</section>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
