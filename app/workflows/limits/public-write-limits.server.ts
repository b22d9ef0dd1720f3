// Per-address limits on the shop's public writes that cost us something: a payment session at the
// provider, a stored inquiry and its e-mail to the shop. The counters live in the database (the
// same rate_limits table as the sign-in limits), so every instance shares them. The account forms
// have their own limits (app/services/auth/abuse-guard.server.ts).
import { createHash } from 'node:crypto'
import { hitRateLimit, type RateLimitRule } from '#app/models/limits/rate-limits.server.ts'
import { clientIp } from '#app/utils/client-ip.server.ts'
import type { RequestLike } from '#app/utils/public-origin.server.ts'
import type { AppContext } from '#app/utils/app-context.ts'

const MINUTE = 60_000

/** How many of each write one client address may make. Far above what a shopper needs (the same
 * cart paid again reuses its order), far below what a script makes. */
export const PUBLIC_WRITE_LIMITS = {
	'create-payment': { limit: 20, windowMs: 10 * MINUTE },
	inquiry: { limit: 5, windowMs: 10 * MINUTE },
	'bulk-quote': { limit: 5, windowMs: 10 * MINUTE },
	'job-quote': { limit: 5, windowMs: 10 * MINUTE },
	/** A job list priced by the server for a page without JavaScript: CPU, not storage. */
	'job-price': { limit: 30, windowMs: 10 * MINUTE },
	/** "Accept and pay" on a contractor's quote: may cost a session, as create-payment does. */
	'quote-payment': { limit: 20, windowMs: 10 * MINUTE },
	/** The fit check's Confirm sizes and Correct a size (/order-action): token guesses cost a lookup. */
	'fit-check': { limit: 20, windowMs: 10 * MINUTE },
} satisfies Record<string, RateLimitRule>

export type PublicWrite = keyof typeof PUBLIC_WRITE_LIMITS

/** A refused write: when to come back, for the Retry-After header and the message. */
export type Throttled = { retryAfterSeconds: number; wait: string }

/**
 * Counts one `kind` write from this request's client address. Null while within the limit;
 * otherwise how long to wait (the caller answers 429 with Retry-After).
 */
export async function throttlePublicWrite(
	context: Pick<AppContext, 'db' | 'env' | 'clientAddress'>,
	request: Pick<RequestLike, 'headers'>,
	kind: PublicWrite,
): Promise<Throttled | null> {
	const address = createHash('sha256').update(clientIp(request, context)).digest('hex')
	const verdict = await hitRateLimit(
		context.db,
		`${kind}:ip:${address.slice(0, 32)}`,
		PUBLIC_WRITE_LIMITS[kind],
	)
	if (verdict.allowed) return null
	const retryAfterSeconds = Math.ceil(verdict.retryAfterMs / 1000)
	const minutes = Math.ceil(retryAfterSeconds / 60)
	return { retryAfterSeconds, wait: minutes <= 1 ? 'a minute' : `${minutes} minutes` }
}

/** The sentence that follows the form's own error text on a refused write. */
export function tooManyRequestsSentence(throttled: Throttled): string {
	return `Too many requests from your network: please wait ${throttled.wait}.`
}
