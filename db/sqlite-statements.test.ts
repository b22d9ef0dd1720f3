import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cachingStatements } from './sqlite-statements.ts'

describe('cachingStatements', () => {
	let sqlite: SQLite.Database
	let prepared: string[]
	beforeEach(() => {
		sqlite = new SQLite(':memory:')
		prepared = []
		const prepare = sqlite.prepare.bind(sqlite)
		sqlite.prepare = ((text: string) => {
			prepared.push(text)
			return prepare(text)
		}) as typeof sqlite.prepare
	})
	afterEach(() => {
		if (sqlite.open) sqlite.close()
	})

	it('compiles a query text once, binding new values on every run', async () => {
		const db = new Kysely<{ t: { id: number; name: string } }>({
			dialect: new SqliteDialect({ database: cachingStatements(sqlite) }),
		})
		await sql`create table t (id integer primary key, name text)`.execute(db)
		for (const [id, name] of [
			[1, 'a'],
			[2, 'b'],
			[3, 'c'],
		] as const) {
			await db.insertInto('t').values({ id, name }).execute()
		}
		const names = async (id: number) =>
			(await db.selectFrom('t').select('name').where('id', '>=', id).orderBy('id').execute()).map(
				(row) => row.name,
			)
		expect(await names(2)).toEqual(['b', 'c'])
		expect(await names(1)).toEqual(['a', 'b', 'c'])
		expect(prepared.filter((text) => text.startsWith('insert'))).toHaveLength(1)
		expect(prepared.filter((text) => text.startsWith('select'))).toHaveLength(1)

		// A statement prepared before a schema change still runs against the new schema.
		await sql`alter table t add column note text default 'x'`.execute(db)
		expect(await names(3)).toEqual(['c'])
		await db.destroy()
		expect(sqlite.open).toBe(false)
	})

	it('keeps at most `size` statements, dropping the oldest', () => {
		const statements = cachingStatements(sqlite, 2)
		statements.prepare('select 1')
		statements.prepare('select 2')
		statements.prepare('select 1')
		statements.prepare('select 3') // the cache is full: 'select 1' goes
		statements.prepare('select 2')
		statements.prepare('select 1')
		expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 1'])
	})
})
