// Each account action as one call that never throws for a refusal: it answers the cookies to
// set, or the status and the message to show. Routes stay thin and tests call the same code.
import { isAPIError } from 'better-auth/api'
import type {
	ForgotPasswordInput,
	ResetPasswordInput,
	SignInInput,
	SignUpInput,
} from '#app/domain/auth/auth-forms.ts'
import { authHeaders, getAuth } from './auth-instance.server.ts'
import { visitorOrigin } from '#app/utils/public-origin.server.ts'

type Ctx = Parameters<typeof getAuth>[0]

export type AuthSuccess = { ok: true; cookies: string[] }
export type AuthFailure = {
	ok: false
	status: number
	message: string
	code?: string
	/** Seconds, for a Retry-After header. */
	retryAfter?: string
}
export type AuthOutcome = AuthSuccess | AuthFailure

// better-auth's codes whose message we word for a shopper.
const MESSAGES: Record<string, string> = {
	EMAIL_NOT_VERIFIED:
		'Please verify your email address first. We have sent you a new verification link.',
	INVALID_TOKEN: 'This link is invalid or has expired. Please request a new one.',
	TOKEN_EXPIRED: 'This link has expired. Please request a new one.',
	USER_NOT_FOUND: 'This link is invalid or has expired. Please request a new one.',
}

export const SIGN_IN_LINK_INVALID =
	'This sign-in link is invalid, used or expired. Please request a new one.'

/** The instance whose e-mail links keep the loopback origin the visitor came by, if any. */
const authFor = (context: Ctx, request: Request) =>
	getAuth(context, visitorOrigin(request, context.env))

async function attempt(work: () => Promise<{ headers: Headers | null }>): Promise<AuthOutcome> {
	try {
		const { headers } = await work()
		return { ok: true, cookies: headers?.getSetCookie() ?? [] }
	} catch (error) {
		// isAPIError: a redirect thrown by a plugin is an APIError of better-call's own class.
		if (!isAPIError(error)) throw error
		const body = (error.body ?? {}) as { code?: string; message?: string }
		const retryAfter = new Headers(error.headers as HeadersInit).get('Retry-After') ?? undefined
		return {
			ok: false,
			status: error.statusCode,
			code: body.code,
			message: (body.code && MESSAGES[body.code]) || body.message || 'Something went wrong.',
			retryAfter,
		}
	}
}

export function signIn(context: Ctx, request: Request, input: SignInInput) {
	const auth = authFor(context, request)
	const headers = authHeaders(request, context)
	return attempt(() => auth.api.signInEmail({ body: input, headers, returnHeaders: true }))
}

/** Answers the same for a new e-mail and one that has an account (its owner is e-mailed). */
export function signUp(context: Ctx, request: Request, input: SignUpInput) {
	const auth = authFor(context, request)
	const headers = authHeaders(request, context)
	const body = {
		email: input.email,
		password: input.password,
		name: input.fullName,
		username: input.username,
	}
	return attempt(() => auth.api.signUpEmail({ body, headers, returnHeaders: true }))
}

/** Ends this device's session. Always clears the cookie, signed in or not. */
export function signOut(context: Ctx, request: Request) {
	const auth = authFor(context, request)
	const headers = authHeaders(request, context)
	return attempt(() => auth.api.signOut({ headers, returnHeaders: true }))
}

/** Ends every session of the signed-in user except this one. */
export function signOutOtherDevices(context: Ctx, request: Request) {
	const auth = authFor(context, request)
	const headers = authHeaders(request, context)
	return attempt(() => auth.api.revokeOtherSessions({ headers, returnHeaders: true }))
}

/**
 * Ends every session of the signed-in user, this one included (the spec's global sign-out
 * scope): the others first, then this one, whose cookie is cleared.
 */
export async function signOutEverywhere(context: Ctx, request: Request): Promise<AuthOutcome> {
	const others = await signOutOtherDevices(context, request)
	if (!others.ok) return others
	return signOut(context, request)
}

/** Answers the same whether or not the e-mail has an account. */
export function requestPasswordReset(context: Ctx, request: Request, input: ForgotPasswordInput) {
	const auth = authFor(context, request)
	const headers = authHeaders(request, context)
	return attempt(() =>
		auth.api.requestPasswordReset({ body: { email: input.email }, headers, returnHeaders: true }),
	)
}

/** Sets a new password from a reset link; signs the account out everywhere. */
export function resetPassword(context: Ctx, request: Request, input: ResetPasswordInput) {
	const auth = authFor(context, request)
	const headers = authHeaders(request, context)
	const body = { token: input.token, newPassword: input.password }
	return attempt(() => auth.api.resetPassword({ body, headers, returnHeaders: true }))
}

export function verifyEmail(context: Ctx, request: Request, token: string) {
	const auth = authFor(context, request)
	const headers = authHeaders(request, context)
	return attempt(() => auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true }))
}

/** E-mails a one-time sign-in link to the account's owner. Answers the same whether or not the
 * e-mail has an account, and whether or not a recent link held this one back. */
export function requestSignInLink(context: Ctx, request: Request, input: ForgotPasswordInput) {
	const auth = authFor(context, request)
	const headers = authHeaders(request, context)
	return attempt(() =>
		auth.api.signInMagicLink({ body: { email: input.email }, headers, returnHeaders: true }),
	)
}

/** Signs in with the token of a sign-in link (once); verifies the e-mail on the way. */
export async function signInWithLink(
	context: Ctx,
	request: Request,
	token: string,
): Promise<AuthOutcome> {
	const auth = authFor(context, request)
	const headers = authHeaders(request, context)
	const outcome = await attempt(() =>
		auth.api.magicLinkVerify({ query: { token }, headers, returnHeaders: true }),
	)
	// A bad token answers with a redirect to an error page of better-auth's; ours is a message.
	if (!outcome.ok && outcome.status !== 429) {
		return { ok: false, status: 400, code: 'INVALID_TOKEN', message: SIGN_IN_LINK_INVALID }
	}
	return outcome
}
