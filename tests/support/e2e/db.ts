// A look into the e2e server's SQLite database, to check what a journey stored (and one setup
// step no journey can make over HTTP, below).
import Database from 'better-sqlite3'
import type { Selectable } from 'kysely'
import {
	PASSWORD_GUESS_LIMIT,
	passwordGuessBucket,
} from '#app/services/auth/auth-rate-limits.server.ts'
import { openDatabase, type DB } from '#db/index.ts'
import type { InquiryTable } from '#db/schema.ts'
import { E2E_SQLITE_PATH } from './env.ts'

/** A row of the inquiries table as SQLite answers it. */
export type StoredInquiry = Selectable<InquiryTable>

export function inquiriesFrom(email: string): StoredInquiry[] {
	const db = new Database(E2E_SQLITE_PATH, { readonly: true, fileMustExist: true })
	try {
		return db
			.prepare('select * from inquiries where email = ? order by created_at')
			.all(email) as StoredInquiry[]
	} finally {
		db.close()
	}
}

/**
 * Puts the account in the state many wrong passwords from elsewhere leave it in (password
 * sign-in paused), as the server itself would have counted them: a full rate_limits bucket. A
 * journey cannot send those attempts itself without eating the sign-in limit of the address every
 * other journey shares (127.0.0.1).
 */
export function pausePasswordSignIn(email: string): void {
	const db = new Database(E2E_SQLITE_PATH, { fileMustExist: true })
	try {
		const { windowMs, limit } = PASSWORD_GUESS_LIMIT
		const windowStart = Math.floor(Date.now() / windowMs) * windowMs
		db.prepare(
			`insert into rate_limits (key, window_start_ms, hits, previous_hits) values (?, ?, ?, 0)
			on conflict (key) do update set window_start_ms = excluded.window_start_ms, hits = excluded.hits`,
		).run(passwordGuessBucket(email), windowStart, limit)
	} finally {
		db.close()
	}
}

/** Works on the e2e server's SQLite database through the shop's own models, as the admin CLI
 * would. */
export async function withDatabase<T>(work: (db: DB) => Promise<T>): Promise<T> {
	const { db } = openDatabase({ sqlitePath: E2E_SQLITE_PATH })
	try {
		return await work(db)
	} finally {
		await db.destroy()
	}
}

/** The e2e shop's stored order of this number (every column). */
export async function storedOrder(number: string) {
	return withDatabase((db) =>
		db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirstOrThrow(),
	)
}
