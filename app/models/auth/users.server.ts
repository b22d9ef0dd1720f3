// Who may use the back office: accounts whose role is admin. The first admin is made from the
// command line (scripts/admin.ts), so nobody ever needs SQL for it. Accounts are better-auth's
// (db/migrations/0002-auth.ts); an admin made here is written exactly as better-auth writes a
// verified e-mail + password account, so it signs in through the same /auth form.
import { randomBytes, randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { sql } from 'kysely'
import { isUniqueViolation } from '#db/unique-violation.ts'
import { dialectOf, type DB } from '#db/index.ts'

export type AdminUser = { id: string; email: string }

export type NewAdmin = {
	email: string
	password: string
	fullName: string
}

/** The admin with this account id, or undefined when the account is not an admin. */
export async function findAdmin(db: DB, userId: string): Promise<AdminUser | undefined> {
	return db
		.selectFrom('users')
		.select(['id', 'email'])
		.where('id', '=', userId)
		.where('role', '=', 'admin')
		.executeTakeFirst()
}

/** A strong password for a new admin, shown once by the command line. */
export function generateAdminPassword(): string {
	return randomBytes(18).toString('base64url')
}

/** Gives an existing account the admin role. */
export async function promoteToAdmin(
	db: DB,
	email: string,
): Promise<'promoted' | 'already_admin' | 'no_account'> {
	const user = await db
		.selectFrom('users')
		.select(['id', 'role'])
		.where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
		.executeTakeFirst()
	if (!user) return 'no_account'
	if (user.role === 'admin') return 'already_admin'
	await db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute()
	return 'promoted'
}

/**
 * Creates a verified e-mail + password account with the admin role: the user row and its
 * 'credential' account (scrypt hash, like better-auth's sign-up) in one transaction.
 * 'exists' when the e-mail already has an account (promote it instead).
 */
export async function createAdminAccount(
	db: DB,
	input: NewAdmin,
	now = new Date(),
): Promise<{ created: true; id: string } | { created: false; reason: 'exists' }> {
	const email = input.email.trim().toLowerCase()
	const existing = await db
		.selectFrom('users')
		.select('id')
		.where(sql<string>`lower(email)`, '=', email)
		.executeTakeFirst()
	if (existing) return { created: false, reason: 'exists' }

	// better-auth keeps Dates and booleans natively on PostgreSQL, as ISO text and 0/1 on SQLite.
	const postgres = dialectOf(db) === 'postgres'
	const at = postgres ? now : now.toISOString()
	const id = randomUUID()
	const passwordHash = await hashPassword(input.password)
	try {
		await db.transaction().execute(async (trx) => {
			await trx
				.insertInto('users')
				.values({
					id,
					email,
					email_verified: postgres ? true : 1,
					username: email.split('@')[0]!.slice(0, 40),
					full_name: input.fullName,
					image: null,
					role: 'admin',
					created_at: at,
					updated_at: at,
				})
				.execute()
			await trx
				.insertInto('accounts')
				.values({
					id: randomUUID(),
					user_id: id,
					provider_id: 'credential',
					account_id: id,
					password: passwordHash,
					access_token: null,
					refresh_token: null,
					id_token: null,
					access_token_expires_at: null,
					refresh_token_expires_at: null,
					scope: null,
					created_at: at,
					updated_at: at,
				})
				.execute()
		})
	} catch (error) {
		// The same e-mail signed up a moment ago.
		if (isUniqueViolation(error)) return { created: false, reason: 'exists' }
		throw error
	}
	return { created: true, id }
}
