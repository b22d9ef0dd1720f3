import type { BetterAuthOptions } from 'better-auth'

// Where better-auth keeps its records: our table and column names (plural tables, snake_case
// columns, like the rest of db/schema.ts). db/migrations/0002-auth.ts creates exactly these, and
// auth-schema.server.test.ts asks better-auth itself whether anything is missing.
export const AUTH_SCHEMA = {
	user: {
		modelName: 'users',
		fields: {
			name: 'full_name',
			emailVerified: 'email_verified',
			createdAt: 'created_at',
			updatedAt: 'updated_at',
		},
		additionalFields: {
			username: { type: 'string', required: true, input: true, fieldName: 'username' },
			// Read with the session (the header's Admin link); never set through sign-up.
			role: { type: 'string', required: false, input: false, fieldName: 'role' },
		},
	},
	session: {
		modelName: 'sessions',
		fields: {
			expiresAt: 'expires_at',
			createdAt: 'created_at',
			updatedAt: 'updated_at',
			ipAddress: 'ip_address',
			userAgent: 'user_agent',
			userId: 'user_id',
		},
	},
	account: {
		modelName: 'accounts',
		fields: {
			accountId: 'account_id',
			providerId: 'provider_id',
			userId: 'user_id',
			accessToken: 'access_token',
			refreshToken: 'refresh_token',
			idToken: 'id_token',
			accessTokenExpiresAt: 'access_token_expires_at',
			refreshTokenExpiresAt: 'refresh_token_expires_at',
			createdAt: 'created_at',
			updatedAt: 'updated_at',
		},
	},
	verification: {
		modelName: 'verifications',
		fields: {
			expiresAt: 'expires_at',
			createdAt: 'created_at',
			updatedAt: 'updated_at',
		},
	},
} as const satisfies Pick<BetterAuthOptions, 'user' | 'session' | 'account' | 'verification'>
