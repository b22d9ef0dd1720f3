// Read-only look into the e2e server's SQLite database, to check what a journey stored.
import Database from 'better-sqlite3'
import type { Selectable } from 'kysely'
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
