import { PostgresAdapter, type Kysely } from 'kysely'

// The tables better-auth keeps accounts and sessions in, with the names and types its Kysely
// adapter expects (app/services/auth/auth-schema.ts maps them; a test asks better-auth whether
// anything is missing). better-auth reads and writes JavaScript Dates and booleans: PostgreSQL
// stores them natively (timestamptz, boolean); on SQLite they are ISO-8601 text and 0/1.
// better-auth refuses to start if one of its tables has a NOT NULL column it does not know:
// a column added here later needs a default or must be nullable.
export async function up(db: Kysely<unknown>): Promise<void> {
	const postgres = db.getExecutor().adapter instanceof PostgresAdapter
	const timestamp = postgres ? 'timestamptz' : 'date'
	const flag = postgres ? 'boolean' : 'integer'

	await db.schema
		.createTable('users')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('email', 'text', (col) => col.notNull().unique())
		.addColumn('email_verified', flag, (col) => col.notNull().defaultTo(postgres ? false : 0))
		.addColumn('username', 'text', (col) => col.notNull())
		.addColumn('full_name', 'text', (col) => col.notNull())
		.addColumn('image', 'text')
		.addColumn('created_at', timestamp, (col) => col.notNull())
		.addColumn('updated_at', timestamp, (col) => col.notNull())
		.execute()

	await db.schema
		.createTable('sessions')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
		.addColumn('token', 'text', (col) => col.notNull().unique())
		.addColumn('expires_at', timestamp, (col) => col.notNull())
		.addColumn('ip_address', 'text')
		.addColumn('user_agent', 'text')
		.addColumn('created_at', timestamp, (col) => col.notNull())
		.addColumn('updated_at', timestamp, (col) => col.notNull())
		.execute()
	await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute()

	await db.schema
		.createTable('accounts')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
		.addColumn('provider_id', 'text', (col) => col.notNull())
		.addColumn('account_id', 'text', (col) => col.notNull())
		/** The scrypt hash of the password, for provider_id 'credential'. */
		.addColumn('password', 'text')
		.addColumn('access_token', 'text')
		.addColumn('refresh_token', 'text')
		.addColumn('id_token', 'text')
		.addColumn('access_token_expires_at', timestamp)
		.addColumn('refresh_token_expires_at', timestamp)
		.addColumn('scope', 'text')
		.addColumn('created_at', timestamp, (col) => col.notNull())
		.addColumn('updated_at', timestamp, (col) => col.notNull())
		.execute()
	await db.schema.createIndex('accounts_user_id_idx').on('accounts').column('user_id').execute()
	await db.schema
		.createIndex('accounts_provider_account_uq')
		.on('accounts')
		.columns(['provider_id', 'account_id'])
		.unique()
		.execute()

	// E-mail verification and password-reset tokens.
	await db.schema
		.createTable('verifications')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('identifier', 'text', (col) => col.notNull())
		.addColumn('value', 'text', (col) => col.notNull())
		.addColumn('expires_at', timestamp, (col) => col.notNull())
		.addColumn('created_at', timestamp, (col) => col.notNull())
		.addColumn('updated_at', timestamp, (col) => col.notNull())
		.execute()
	await db.schema
		.createIndex('verifications_identifier_idx')
		.on('verifications')
		.column('identifier')
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('verifications').execute()
	await db.schema.dropTable('accounts').execute()
	await db.schema.dropTable('sessions').execute()
	await db.schema.dropTable('users').execute()
}
