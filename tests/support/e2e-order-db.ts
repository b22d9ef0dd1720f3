// Reads the e2e server's SQLite database (read-only) to check what a journey stored.
import SQLite from 'better-sqlite3'
import { E2E_SQLITE_PATH } from './e2e-env.ts'

export type StoredInquiry = { kind: string; email: string; message: string; status: string }

/** The inquiries stored for one e-mail address, oldest first. */
export function storedInquiries(email: string): StoredInquiry[] {
	const db = new SQLite(E2E_SQLITE_PATH, { readonly: true, fileMustExist: true })
	try {
		return db
			.prepare(
				'select kind, email, message, status from inquiries where email = ? order by created_at',
			)
			.all(email) as StoredInquiry[]
	} finally {
		db.close()
	}
}
