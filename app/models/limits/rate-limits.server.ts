// Abuse counters shared by every server process through the database. Each bucket (say, sign-in
// attempts for one e-mail) counts hits in fixed windows and remembers the window before; a hit is
// allowed while this window's hits plus the previous window's stay within the limit. Any span
// shorter than one window lies within two neighbouring windows, so no such span ever holds more
// than `limit` allowed hits (a plain fixed window would let 2 x limit through around a window
// edge), and a bucket is free again at most two windows after its last hit. Every hit counts,
// refused ones too, so hammering keeps a bucket closed; a limit on what we send (e-mails) counts
// only what it allowed instead (countRefused: false).
import { sql } from 'kysely'
import type { DB } from '#db/index.ts'

export type RateLimitRule = { limit: number; windowMs: number }
export type RateLimitVerdict = { allowed: boolean; retryAfterMs: number }

/**
 * Records one hit on the bucket `key` and says whether it is within `rule`. One atomic upsert, so
 * concurrent hits from any number of processes are all counted and never lose an update.
 */
export async function hitRateLimit(
	db: DB,
	key: string,
	rule: RateLimitRule,
	now = Date.now(),
	{ countRefused = true }: { countRefused?: boolean } = {},
): Promise<RateLimitVerdict> {
	const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs
	const previousStart = windowStart - rule.windowMs
	// Inside SET, the table's columns are the row before this update (SQLite and PostgreSQL
	// agree). A row from a later window (a process whose clock runs ahead) counts as this window.
	const row = await db
		.insertInto('rate_limits')
		.values({ key, window_start_ms: windowStart, hits: 1, previous_hits: 0 })
		.onConflict((conflict) =>
			conflict.column('key').doUpdateSet({
				previous_hits: sql<number>`case
					when rate_limits.window_start_ms >= ${windowStart} then rate_limits.previous_hits
					when rate_limits.window_start_ms = ${previousStart} then rate_limits.hits
					else 0 end`,
				hits: sql<number>`case
					when rate_limits.window_start_ms >= ${windowStart} then rate_limits.hits + 1
					else 1 end`,
				window_start_ms: sql<number>`case
					when rate_limits.window_start_ms > ${windowStart} then rate_limits.window_start_ms
					else ${windowStart} end`,
			}),
		)
		.returning(['hits', 'previous_hits', 'window_start_ms'])
		.executeTakeFirstOrThrow()

	const hits = Number(row.hits)
	const previousHits = Number(row.previous_hits)
	if (hits + previousHits <= rule.limit) return { allowed: true, retryAfterMs: 0 }
	// Free once the previous window no longer counts (next window) or, when this window alone is
	// over the limit, once this window is the previous one too.
	const rowStart = Number(row.window_start_ms)
	if (!countRefused) {
		// Take the refused hit back, so the bucket holds only what was allowed.
		await db
			.updateTable('rate_limits')
			.set({ hits: sql<number>`hits - 1` })
			.where('key', '=', key)
			.where('window_start_ms', '=', rowStart)
			.where('hits', '>', 0)
			.execute()
	}
	const freeAt = rowStart + (hits < rule.limit ? 1 : 2) * rule.windowMs
	return { allowed: false, retryAfterMs: Math.max(freeAt - now, 1000) }
}

/** Deletes buckets that no longer hold anything: untouched for two windows of the longest rule. */
export async function pruneRateLimits(db: DB, longestWindowMs: number, now = Date.now()) {
	const result = await db
		.deleteFrom('rate_limits')
		.where('window_start_ms', '<', now - 2 * longestWindowMs)
		.executeTakeFirst()
	return Number(result.numDeletedRows)
}
