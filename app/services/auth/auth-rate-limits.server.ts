// How often the account endpoints may be used, and the rate_limits keys that count it. Apart from
// the guard (abuse-guard.server.ts) so a test can name a bucket without loading better-auth.
import { createHash } from 'node:crypto'
import type { RateLimitRule } from '#app/models/limits/rate-limits.server.ts'

const MINUTE = 60_000

/** Requests per client address, per endpoint. */
export const AUTH_RATE_LIMITS = {
	'/sign-in/email': { limit: 20, windowMs: MINUTE },
	'/sign-up/email': { limit: 10, windowMs: 10 * MINUTE },
	'/request-password-reset': { limit: 10, windowMs: 10 * MINUTE },
	'/reset-password': { limit: 10, windowMs: 10 * MINUTE },
	'/sign-in/magic-link': { limit: 5, windowMs: 15 * MINUTE },
	'/magic-link/verify': { limit: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>

/**
 * Password checks on one account, from every address together. Any span of 15 minutes holds at
 * most 10, so at most 40 guesses an hour reach one account's password (attempts the address
 * limit refuses are not checked and not counted). The 11th within the span is refused with
 * PASSWORD_SIGN_IN_PAUSED, whoever sends it, and offered a sign-in link instead.
 */
export const PASSWORD_GUESS_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * MINUTE }
export const PASSWORD_GUESSES_PER_HOUR =
	PASSWORD_GUESS_LIMIT.limit * Math.ceil((60 * MINUTE) / PASSWORD_GUESS_LIMIT.windowMs)

/**
 * E-mails of one kind to one address. Over the cap nothing more is sent and the request is
 * answered as usual: the cap counts only mail sent, so when it holds, a link was sent within
 * the last two windows, and every link lives longer than that (AUTH_POLICY in auth.server.ts).
 */
export const ACCOUNT_MAIL_LIMITS = {
	verify: { limit: 3, windowMs: 10 * MINUTE },
	'existing-account': { limit: 3, windowMs: 10 * MINUTE },
	reset: { limit: 3, windowMs: 10 * MINUTE },
	'sign-in-link': { limit: 2, windowMs: 7 * MINUTE },
} satisfies Record<string, RateLimitRule>

export type AccountMail = keyof typeof ACCOUNT_MAIL_LIMITS

/** The rate_limits key counting password checks on one account (PASSWORD_GUESS_LIMIT). */
export function passwordGuessBucket(email: string): string {
	return bucket('password-guess', 'email', email.trim().toLowerCase())
}

// Keys are hashed: the counters need no e-mail addresses or IPs in readable form.
export function bucket(path: string, kind: 'ip' | 'email', value: string): string {
	const digest = createHash('sha256').update(value).digest('hex').slice(0, 32)
	return `${path}:${kind}:${digest}`
}
