// Reads of the sessions better-auth writes (app/services/auth/), for the per-request check of who
// is signed in: one indexed query (sessions.token is unique) joining the user, instead of
// better-auth's two. Writes (sign-in, refresh, sign-out, expiry clean-up) stay with better-auth.
import type { SessionUser } from '#app/domain/auth/session-user.ts'
import type { DB } from '#db/index.ts'
import { preparedQuery } from '#db/prepared-query.ts'

export type SessionWithUser = {
	expiresAt: Date
	user: SessionUser
}

const sessionWithUser = preparedQuery((db: DB, token: string) =>
	db
		.selectFrom('sessions')
		.innerJoin('users', 'users.id', 'sessions.user_id')
		.select([
			'sessions.expires_at',
			'users.id',
			'users.email',
			'users.username',
			'users.full_name',
			'users.email_verified',
			'users.role',
		])
		.where('sessions.token', '=', token),
)

/** The session whose cookie token this is, with its user; undefined when there is none. */
export async function findSessionWithUser(
	db: DB,
	token: string,
): Promise<SessionWithUser | undefined> {
	const [row] = (await sessionWithUser(db, token)).rows
	if (!row) return undefined
	// Dates and flags as both databases store them: Date or ISO text, boolean or 0/1.
	return {
		expiresAt: new Date(row.expires_at),
		user: {
			id: row.id,
			email: row.email,
			username: row.username,
			fullName: row.full_name,
			emailVerified: Boolean(row.email_verified),
			isAdmin: row.role === 'admin',
		},
	}
}
