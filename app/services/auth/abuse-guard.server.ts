// A better-auth plugin that runs before sign-in, sign-up, password reset and sign-in links,
// whichever way they are called: rate limits (counters in the database, so every server process
// shares them), then the common-password rule for new passwords. What the limits promise, and
// why nobody can lock a customer out with them, is in docs/decisions/013-no-lockout-sign-in.md:
// - per client address, strict: an attacker's failures throttle the attacker;
// - per account, only password guessing is slowed (PASSWORD_GUESS_LIMIT); when it triggers, the
//   answer offers an e-mailed one-time sign-in link, which the limit does not touch;
// - per recipient, the account e-mails are capped (ACCOUNT_MAIL_LIMITS) by sending nothing more,
//   never by refusing the request: the links already sent stay valid longer than the cap lasts.
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import {
	hitRateLimit,
	pruneRateLimits,
	type RateLimitVerdict,
} from '#app/models/limits/rate-limits.server.ts'
import type { DB } from '#db/index.ts'
import {
	ACCOUNT_MAIL_LIMITS,
	AUTH_RATE_LIMITS,
	bucket,
	PASSWORD_GUESS_LIMIT,
	passwordGuessBucket,
	type AccountMail,
} from './auth-rate-limits.server.ts'
import { weakPasswordReason } from './common-passwords.server.ts'

export {
	ACCOUNT_MAIL_LIMITS,
	AUTH_RATE_LIMITS,
	PASSWORD_GUESS_LIMIT,
	PASSWORD_GUESSES_PER_HOUR,
	type AccountMail,
} from './auth-rate-limits.server.ts'

export type GuardedPath = keyof typeof AUTH_RATE_LIMITS
const MINUTE = 60_000

/** The code of the refusal that offers a sign-in link (auth-actions.server.ts shows the offer). */
export const PASSWORD_SIGN_IN_PAUSED = 'PASSWORD_SIGN_IN_PAUSED'

/** The request header carrying the client's address into better-auth. Every caller sets it from
 * clientIp() and drops whatever the client sent under that name (see authHeaders()). */
export const CLIENT_IP_HEADER = 'x-shop-client-ip'

const LONGEST_WINDOW_MS = Math.max(
	...[
		...Object.values(AUTH_RATE_LIMITS),
		...Object.values(ACCOUNT_MAIL_LIMITS),
		PASSWORD_GUESS_LIMIT,
	].map((rule) => rule.windowMs),
)
const PRUNE_EVERY_MS = 10 * MINUTE

/** Whether one more `kind` e-mail may go to `email` now; counts it if so. */
export async function mayMailAccount(db: DB, kind: AccountMail, email: string): Promise<boolean> {
	const key = bucket(`mail:${kind}`, 'email', email.trim().toLowerCase())
	const verdict = await hitRateLimit(db, key, ACCOUNT_MAIL_LIMITS[kind], Date.now(), {
		countRefused: false,
	})
	return verdict.allowed
}

/**
 * Counts a post the form's own check refused toward `path`'s per-address limit, as the guard
 * counts the posts it lets through: refused requests cost the server too. Null while within the
 * limit, else the refusal to answer (429 with Retry-After).
 */
export async function countRefusedPost(
	db: DB,
	path: GuardedPath,
	ip: string,
): Promise<{ status: 429; message: string; retryAfter: string } | null> {
	const verdict = await hitRateLimit(db, bucket(path, 'ip', ip), AUTH_RATE_LIMITS[path])
	if (verdict.allowed) return null
	const wait = waitFor(verdict)
	return {
		status: 429,
		message: tooManyAttemptsMessage(wait.words),
		retryAfter: String(wait.seconds),
	}
}

const tooManyAttemptsMessage = (words: string) => `Too many attempts. Please try again in ${words}.`

export function abuseGuard(db: DB): BetterAuthPlugin {
	let lastPrunedAt = 0
	return {
		id: 'shop-abuse-guard',
		hooks: {
			before: [
				{
					matcher: (ctx) => !!ctx.path && Object.hasOwn(AUTH_RATE_LIMITS, ctx.path),
					handler: createAuthMiddleware(async (ctx) => {
						const path = ctx.path as GuardedPath
						const body = (ctx.body ?? {}) as Record<string, unknown>
						const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
						const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown'

						const byAddress = await hitRateLimit(db, bucket(path, 'ip', ip), AUTH_RATE_LIMITS[path])
						if (!byAddress.allowed) throw tooManyAttempts(byAddress)
						if (path === '/sign-in/email' && email) {
							const guesses = await hitRateLimit(
								db,
								passwordGuessBucket(email),
								PASSWORD_GUESS_LIMIT,
							)
							if (!guesses.allowed) throw passwordSignInPaused(guesses)
						}

						const newPassword =
							path === '/reset-password'
								? body.newPassword
								: path === '/sign-up/email'
									? body.password
									: undefined
						if (typeof newPassword === 'string') {
							const username = typeof body.username === 'string' ? body.username : undefined
							const reason = weakPasswordReason(newPassword, { email, username })
							if (reason)
								throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_WEAK', message: reason })
						}

						if (Date.now() - lastPrunedAt > PRUNE_EVERY_MS) {
							lastPrunedAt = Date.now()
							// Public-write buckets (app/workflows) use shorter windows, so this frees them too.
							pruneRateLimits(db, LONGEST_WINDOW_MS).catch(() => {
								// Pruning is housekeeping; the next run tries again.
							})
						}
					}),
				},
			],
		},
	}
}

function waitFor(verdict: RateLimitVerdict) {
	const seconds = Math.ceil(verdict.retryAfterMs / 1000)
	const minutes = Math.ceil(seconds / 60)
	return { seconds, words: minutes <= 1 ? 'a minute' : `${minutes} minutes` }
}

function tooManyAttempts(verdict: RateLimitVerdict): APIError {
	const wait = waitFor(verdict)
	return new APIError(
		'TOO_MANY_REQUESTS',
		{ code: 'TOO_MANY_ATTEMPTS', message: tooManyAttemptsMessage(wait.words) },
		{ 'Retry-After': String(wait.seconds) },
	)
}

function passwordSignInPaused(verdict: RateLimitVerdict): APIError {
	const wait = waitFor(verdict)
	return new APIError(
		'TOO_MANY_REQUESTS',
		{
			code: PASSWORD_SIGN_IN_PAUSED,
			message: `Too many password attempts for this account, so password sign-in is paused for ${wait.words}. We can email you a one-time sign-in link instead.`,
		},
		{ 'Retry-After': String(wait.seconds) },
	)
}
