import type { DB } from './index.ts'

/**
 * Runs `work` in one transaction: a new one, or the caller's when `db` already is one (Kysely
 * cannot nest them). Workflows draw their transaction boundaries with it and hold no Kysely.
 */
export function inTransaction<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
	return db.isTransaction ? work(db) : db.transaction().execute(work)
}
