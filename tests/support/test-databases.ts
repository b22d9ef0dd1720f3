// Runs one test body against both databases the shop supports: a temp-file SQLite and the local
// PostgreSQL (a fresh schema per suite). PostgreSQL being down fails the suite, never skips it.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe } from 'vitest'
import { openDatabase, type DB, type Dialect } from '#db/index.ts'
import { migrateToLatest } from '#db/migrate.ts'

export const TEST_DATABASE_URL =
	process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'

export type TestDatabase = {
	dialect: Dialect
	/** Migrated to the latest schema. */
	db: DB
	/** Another connection to the same database, as a second server process would have. */
	connectAgain: () => DB
	/** Deletes every row of every table (the schema and migration history stay). */
	clear: () => Promise<void>
}

const DIALECTS: Dialect[] = ['sqlite', 'postgres']

/**
 * Declares `name [sqlite]` and `name [postgres]` suites with the same body. Call `getDb()` inside
 * hooks and tests (the database is created in beforeAll and dropped in afterAll).
 */
export function describeEachDatabase(name: string, body: (getDb: () => TestDatabase) => void) {
	describe.each(DIALECTS)(`${name} [%s]`, (dialect) => {
		let current: Awaited<ReturnType<typeof createTestDatabase>> | undefined
		beforeAll(async () => {
			current = await createTestDatabase(dialect, name)
		})
		afterAll(async () => {
			await current?.dispose()
		})
		body(() => {
			if (!current) throw new Error(`The ${dialect} test database is not ready (beforeAll failed)`)
			return current.database
		})
	})
}

async function createTestDatabase(dialect: Dialect, name: string) {
	const opened: DB[] = []
	let connect: () => DB
	let cleanUp: () => Promise<void>

	if (dialect === 'sqlite') {
		const dir = mkdtempSync(join(tmpdir(), 'shop-test-'))
		const sqlitePath = join(dir, 'test.db')
		connect = () => openDatabase({ sqlitePath }).db
		cleanUp = async () => rmSync(dir, { recursive: true, force: true })
	} else {
		const schema = uniqueSchemaName(name)
		await runAsAdmin(`create schema "${schema}"`)
		connect = () =>
			openDatabase({
				databaseUrl: TEST_DATABASE_URL,
				sqlitePath: '',
				pgSchema: schema,
				pgPoolSize: 5,
			}).db
		cleanUp = () =>
			runAsAdmin(
				`select pg_advisory_lock(${SCHEMA_LOCK}); drop schema if exists "${schema}" cascade; ` +
					`select pg_advisory_unlock(${SCHEMA_LOCK})`,
			)
	}

	const connectAgain = () => {
		const db = connect()
		opened.push(db)
		return db
	}
	const db = connectAgain()
	try {
		await whileNoSchemaIsDropped(dialect, () => migrateToLatest(db))
	} catch (error) {
		await Promise.all(opened.map((each) => each.destroy()))
		await cleanUp()
		throw error
	}

	return {
		database: {
			dialect,
			db,
			connectAgain,
			clear: () => whileNoSchemaIsDropped(dialect, () => clearTables(db, dialect)),
		},
		dispose: async () => {
			await Promise.all(opened.map((each) => each.destroy()))
			await cleanUp()
		},
	}
}

/**
 * Test files run in parallel, each in its own schema. Kysely's introspection (used by the
 * migrator and by clear()) reads the tables of every schema, and fails if another file drops its
 * schema in the middle; an advisory lock keeps the two apart.
 */
const SCHEMA_LOCK = 731_400_215

async function whileNoSchemaIsDropped<T>(dialect: Dialect, work: () => Promise<T>): Promise<T> {
	if (dialect !== 'postgres') return work()
	const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
	await client.connect()
	try {
		await client.query(`select pg_advisory_lock(${SCHEMA_LOCK})`)
		return await work()
	} finally {
		await client.query(`select pg_advisory_unlock(${SCHEMA_LOCK})`).catch(() => {})
		await client.end()
	}
}

function uniqueSchemaName(name: string): string {
	const slug = name
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '_')
		.slice(0, 30)
	return `test_${slug}_${randomBytes(4).toString('hex')}`
}

async function runAsAdmin(statement: string): Promise<void> {
	const client = new pg.Client({
		connectionString: TEST_DATABASE_URL,
		connectionTimeoutMillis: 5000,
	})
	try {
		await client.connect()
	} catch (error) {
		throw new Error(
			`PostgreSQL is not reachable at ${redact(TEST_DATABASE_URL)} (${(error as Error).message}). ` +
				'Integration tests run on SQLite AND PostgreSQL: start it (pg_ctlcluster 15 main start) ' +
				'or set TEST_DATABASE_URL to a reachable database.',
			{ cause: error },
		)
	}
	try {
		await client.query(statement)
	} finally {
		await client.end()
	}
}

function redact(url: string): string {
	const parsed = new URL(url)
	if (parsed.password) parsed.password = '***'
	return parsed.toString()
}

async function clearTables(db: DB, dialect: Dialect): Promise<void> {
	const schema = dialect === 'postgres' ? await currentSchema(db) : undefined
	const tables = (await db.introspection.getTables()).filter(
		(table) => !table.isView && (schema === undefined || table.schema === schema),
	)
	if (tables.length === 0) return
	if (dialect === 'postgres') {
		const names = sql.join(tables.map((table) => sql.id(table.name)))
		await sql`truncate table ${names} cascade`.execute(db)
		return
	}
	await sql`pragma foreign_keys = off`.execute(db)
	try {
		for (const table of tables) await sql`delete from ${sql.id(table.name)}`.execute(db)
	} finally {
		await sql`pragma foreign_keys = on`.execute(db)
	}
}

async function currentSchema(db: DB): Promise<string> {
	const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
	return rows[0]!.schema
}
