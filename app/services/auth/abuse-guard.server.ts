// A better-auth plugin that runs before sign-in, sign-up and password reset, whichever way they
// are called: rate limits per client address and per e-mail (counters in the database, so every
// server process shares them), then the common-password rule for new passwords.
import { createHash } from 'node:crypto'
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import {
	hitRateLimit,
	pruneRateLimits,
	type RateLimitRule,
	type RateLimitVerdict,
} from '#app/models/rate-limits.server.ts'
import type { DB } from '#db/index.ts'
import { weakPasswordReason } from './common-passwords.server.ts'

const MINUTE = 60_000

/** Who may try how often. The per-e-mail sign-in rule is the security promise: at the latest
 * the 6th attempt on one account within a minute is refused. */
export const AUTH_RATE_LIMITS = {
	'/sign-in/email': {
		email: { limit: 5, windowMs: MINUTE },
		ip: { limit: 20, windowMs: MINUTE },
	},
	'/sign-up/email': {
		email: { limit: 3, windowMs: 10 * MINUTE },
		ip: { limit: 10, windowMs: 10 * MINUTE },
	},
	'/request-password-reset': {
		email: { limit: 3, windowMs: 10 * MINUTE },
		ip: { limit: 10, windowMs: 10 * MINUTE },
	},
	'/reset-password': { ip: { limit: 10, windowMs: 10 * MINUTE } },
} satisfies Record<string, { email?: RateLimitRule; ip: RateLimitRule }>

type GuardedPath = keyof typeof AUTH_RATE_LIMITS

/** The request header carrying the client's address into better-auth. Every caller sets it from
 * clientIp() and drops whatever the client sent under that name (see authHeaders()). */
export const CLIENT_IP_HEADER = 'x-shop-client-ip'

const LONGEST_WINDOW_MS = Math.max(
	...Object.values(AUTH_RATE_LIMITS).flatMap((rules) =>
		Object.values(rules).map((r) => r.windowMs),
	),
)
const PRUNE_EVERY_MS = 10 * MINUTE

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

						const rules: { email?: RateLimitRule; ip: RateLimitRule } = AUTH_RATE_LIMITS[path]
						const verdicts = [await hitRateLimit(db, bucket(path, 'ip', ip), rules.ip)]
						if (rules.email && email)
							verdicts.push(await hitRateLimit(db, bucket(path, 'email', email), rules.email))
						const refused = verdicts.filter((v) => !v.allowed)
						if (refused.length) throw tooManyAttempts(refused)

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

// Keys are hashed: the counters need no e-mail addresses or IPs in readable form.
function bucket(path: string, kind: 'ip' | 'email', value: string): string {
	const digest = createHash('sha256').update(value).digest('hex').slice(0, 32)
	return `${path}:${kind}:${digest}`
}

function tooManyAttempts(refused: RateLimitVerdict[]): APIError {
	const waitSeconds = Math.ceil(Math.max(...refused.map((v) => v.retryAfterMs)) / 1000)
	const minutes = Math.ceil(waitSeconds / 60)
	const when = minutes <= 1 ? 'a minute' : `${minutes} minutes`
	return new APIError(
		'TOO_MANY_REQUESTS',
		{ code: 'TOO_MANY_ATTEMPTS', message: `Too many attempts. Please try again in ${when}.` },
		{ 'Retry-After': String(waitSeconds) },
	)
}
