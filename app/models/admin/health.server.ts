// What /healthz reports: whether the database answers, and how much mail is waiting to be sent.
import { sql } from 'kysely'
import type { DB } from '#db/index.ts'

export type OutboxBacklog = {
	/** Messages not yet sent and not given up on. */
	pending: number
	/** Age of the oldest of them in whole seconds; null when there are none. */
	oldestPendingAgeSeconds: number | null
}

/** Runs a trivial query; resolves with its round-trip time, rejects when the database is down. */
export async function pingDatabase(db: DB): Promise<{ latencyMs: number }> {
	const started = performance.now()
	await sql`select 1`.execute(db)
	return { latencyMs: Math.round((performance.now() - started) * 10) / 10 }
}

export async function outboxBacklog(db: DB, now = new Date()): Promise<OutboxBacklog> {
	const row = await db
		.selectFrom('outbox')
		.select((eb) => [
			eb.fn.countAll<string | number>().as('pending'),
			eb.fn.min('created_at').as('oldest'),
		])
		.where('status', '=', 'pending')
		.executeTakeFirst()
	const pending = Number(row?.pending ?? 0)
	const oldest = row?.oldest ? Date.parse(row.oldest) : Number.NaN
	return {
		pending,
		oldestPendingAgeSeconds: Number.isNaN(oldest)
			? null
			: Math.max(0, Math.floor((now.getTime() - oldest) / 1000)),
	}
}
