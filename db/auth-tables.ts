// Account and session tables (db/migrations/0002-auth.ts), part of db/schema.ts's Database.
import type { Generated } from 'kysely'

// Accounts and sessions (db/migrations/0002-auth.ts), written by better-auth. Unlike our own
// tables, its timestamps come back as Date on PostgreSQL and ISO text on SQLite, and
// email_verified as boolean or 0/1: read them through better-auth (app/services/auth/) or
// app/models/auth/sessions.server.ts, which converts them.
type AuthTimestamp = Date | string

export type UserTable = {
	id: string
	email: string
	email_verified: boolean | number
	username: string
	full_name: string
	image: string | null
	/** customer | admin (db/migrations/0006-admin.ts); set by `npm run admin`, not by better-auth. */
	role: Generated<string>
	created_at: AuthTimestamp
	updated_at: AuthTimestamp
}

export type SessionTable = {
	id: string
	user_id: string
	/** The cookie's secret; a row is a signed-in device. */
	token: string
	expires_at: AuthTimestamp
	ip_address: string | null
	user_agent: string | null
	created_at: AuthTimestamp
	updated_at: AuthTimestamp
}

export type AccountTable = {
	id: string
	user_id: string
	/** 'credential' for e-mail + password. */
	provider_id: string
	account_id: string
	/** Password hash (scrypt), never the password. */
	password: string | null
	access_token: string | null
	refresh_token: string | null
	id_token: string | null
	access_token_expires_at: AuthTimestamp | null
	refresh_token_expires_at: AuthTimestamp | null
	scope: string | null
	created_at: AuthTimestamp
	updated_at: AuthTimestamp
}

export type VerificationTable = {
	id: string
	identifier: string
	value: string
	expires_at: AuthTimestamp
	created_at: AuthTimestamp
	updated_at: AuthTimestamp
}
