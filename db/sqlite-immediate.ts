import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection } from 'kysely'

// SQLite's plain BEGIN is deferred: the transaction takes the write lock at its first write. When
// another connection (a second process on the same file, such as `npm run admin`) commits between
// the transaction's first read and that write, SQLite cannot let it write on what it read and the
// write fails with SQLITE_BUSY_SNAPSHOT, however long the busy timeout. A sign-up answered 422
// that way. BEGIN IMMEDIATE takes the write lock first, so the other connection waits (up to the
// busy timeout) instead: SQLite's counterpart of PostgreSQL's row locks for the shop's
// read-then-write transactions. Within one process Kysely runs one transaction at a time anyway.

class ImmediateSqliteDriver extends SqliteDriver {
	override async beginTransaction(connection: DatabaseConnection): Promise<void> {
		await connection.executeQuery(CompiledQuery.raw('begin immediate'))
	}
}

type SqliteConfig = ConstructorParameters<typeof SqliteDialect>[0]

/** Kysely's SQLite dialect, with every transaction begun IMMEDIATE. */
export class ImmediateSqliteDialect extends SqliteDialect {
	readonly #config: SqliteConfig

	constructor(config: SqliteConfig) {
		super(config)
		this.#config = config
	}

	override createDriver() {
		return new ImmediateSqliteDriver(this.#config)
	}
}
