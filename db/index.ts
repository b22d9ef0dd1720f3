import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresAdapter, PostgresDialect } from 'kysely'
import pg from 'pg'
import { sendPreparedStatements } from './pg-statements.ts'
import { ensurePrivateDir, ensurePrivateFile, tightenFiles } from './private-files.ts'
import type { Database } from './schema.ts'
import { ImmediateSqliteDialect } from './sqlite-immediate.ts'
import { cachingStatements } from './sqlite-statements.ts'

export type DB = Kysely<Database>
export type Dialect = 'sqlite' | 'postgres'

export type DatabaseConfig = {
	/** A postgres:// URL selects PostgreSQL; otherwise the SQLite file at sqlitePath is used. */
	databaseUrl?: string
	sqlitePath: string
	/** PostgreSQL schema to work in (tests use one schema each). */
	pgSchema?: string
	pgPoolSize?: number
}

export type OpenDatabase = { db: DB; dialect: Dialect }

/** Opens the database the configuration names. Call `db.destroy()` to close it. */
export function openDatabase(config: DatabaseConfig): OpenDatabase {
	if (config.databaseUrl) {
		// The schema name goes into a connection option, so only plain identifiers are allowed.
		if (config.pgSchema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(config.pgSchema)) {
			throw new Error(`Invalid PostgreSQL schema name "${config.pgSchema}"`)
		}
		const pool = new pg.Pool({
			connectionString: config.databaseUrl,
			max: config.pgPoolSize ?? 10,
			options: config.pgSchema ? `-c search_path=${config.pgSchema}` : undefined,
		})
		// An idle connection dropped by the server (restart, failover) must not crash the process;
		// the next query opens a new one.
		pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message))
		sendPreparedStatements(pool)
		return {
			db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
			dialect: 'postgres',
		}
	}
	const onDisk = config.sqlitePath !== ':memory:'
	const sidecars = [`${config.sqlitePath}-wal`, `${config.sqlitePath}-shm`]
	if (onDisk) {
		// SQLite gives the -wal and -shm files the database file's mode.
		ensurePrivateDir(dirname(config.sqlitePath))
		ensurePrivateFile(config.sqlitePath)
		tightenFiles(...sidecars)
	}
	const sqlite = new SQLite(config.sqlitePath)
	sqlite.pragma('journal_mode = WAL')
	if (onDisk) tightenFiles(...sidecars)
	sqlite.pragma('busy_timeout = 5000')
	sqlite.pragma('synchronous = NORMAL')
	// A checkpoint (WAL pages copied into the database file, two fsyncs) runs inside whichever
	// commit crosses the threshold, on the event loop. At SQLite's default of 1,000 pages a paid
	// order's (about 80 pages in ten or so transactions) crossed it every dozen orders; at 10,000
	// (a WAL of up to 40 MB) checkpoints are about six times rarer, and a page written by many
	// orders is copied once per checkpoint (docs/decisions/022-order-throughput.md).
	sqlite.pragma('wal_autocheckpoint = 10000')
	sqlite.pragma('foreign_keys = ON')
	return {
		db: new Kysely<Database>({
			dialect: new ImmediateSqliteDialect({ database: cachingStatements(sqlite) }),
		}),
		dialect: 'sqlite',
	}
}

/** Which database a Kysely instance talks to, for the few queries that differ between them. */
export function dialectOf(db: DB): Dialect {
	return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}
