import { beforeEach, expect, it } from 'vitest'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { hitRateLimit, pruneRateLimits } from './rate-limits.server.ts'

const MINUTE = 60_000
const rule = { limit: 5, windowMs: MINUTE }
// A moment exactly at the start of a window, so tests can place hits around window edges.
const WINDOW_START = 1_700_000_040_000

async function hitTimes(db: Parameters<typeof hitRateLimit>[0], key: string, times: number[]) {
	const verdicts = []
	for (const now of times) verdicts.push(await hitRateLimit(db, key, rule, now))
	return verdicts
}

describeEachDatabase('rate limits', (getDb) => {
	beforeEach(() => getDb().clear())

	it('allows the limit within a window and refuses the next hit with a wait', async () => {
		const { db } = getDb()
		const verdicts = await hitTimes(
			db,
			'k',
			[0, 1, 2, 3, 4, 5].map((i) => WINDOW_START + i),
		)
		expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, true, true, false])
		expect(verdicts[5]!.retryAfterMs).toBeGreaterThan(MINUTE)
		expect(verdicts[5]!.retryAfterMs).toBeLessThanOrEqual(2 * MINUTE)
	})

	it('never allows more than the limit within one window length, even across a window edge', async () => {
		const { db } = getDb()
		const lastMoments = [5, 4, 3, 2, 1].map((ms) => WINDOW_START + MINUTE - ms)
		const early = await hitTimes(db, 'edge', lastMoments)
		expect(early.every((v) => v.allowed)).toBe(true)
		// 6th hit 2 ms after the 5th, but in the next fixed window.
		const [sixth] = await hitTimes(db, 'edge', [WINDOW_START + MINUTE + 1])
		expect(sixth!.allowed).toBe(false)
		// Two windows later the old hits no longer count.
		const [later] = await hitTimes(db, 'edge', [WINDOW_START + 3 * MINUTE])
		expect(later!.allowed).toBe(true)
	})

	it('keeps buckets apart', async () => {
		const { db } = getDb()
		await hitTimes(
			db,
			'a',
			Array.from({ length: 6 }, () => WINDOW_START),
		)
		const [other] = await hitTimes(db, 'b', [WINDOW_START])
		expect(other!.allowed).toBe(true)
	})

	it('counts every concurrent hit from two processes exactly once', async () => {
		const { db, connectAgain } = getDb()
		const second = connectAgain()
		const hits = Array.from({ length: 24 }, (_, i) =>
			hitRateLimit(i % 2 ? second : db, 'shared', rule, WINDOW_START + 10),
		)
		const verdicts = await Promise.all(hits)
		expect(verdicts.filter((v) => v.allowed)).toHaveLength(rule.limit)
		const row = await db
			.selectFrom('rate_limits')
			.select('hits')
			.where('key', '=', 'shared')
			.executeTakeFirstOrThrow()
		expect(row.hits).toBe(24)
	})

	it('prunes only buckets that can no longer refuse anything', async () => {
		const { db } = getDb()
		await hitTimes(db, 'old', [WINDOW_START])
		await hitTimes(db, 'recent', [WINDOW_START + 2 * MINUTE])
		const deleted = await pruneRateLimits(db, MINUTE, WINDOW_START + 3 * MINUTE)
		expect(deleted).toBe(1)
		const keys = await db.selectFrom('rate_limits').select('key').execute()
		expect(keys.map((row) => row.key)).toEqual(['recent'])
	})
})
