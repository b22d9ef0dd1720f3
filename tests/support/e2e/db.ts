// Read-only look into the e2e server's SQLite database, to check what a journey stored.
import Database from 'better-sqlite3'
import { E2E_SQLITE_PATH } from './env.ts'

export type StoredInquiry = {
	id: string
	kind: string
	email: string
	name: string | null
	company: string | null
	phone: string | null
	quantity: number | null
	message: string
	status: string
	created_at: string
}

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
