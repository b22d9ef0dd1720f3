import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { dialectOf, openDatabase } from './index.ts'
import { migrateToLatest } from './migrate.ts'
import { migrations } from './migrations/index.ts'

describeEachDatabase('migrations', (getDb) => {
	it('creates every table of the schema', async () => {
		const { db, dialect } = getDb()
		// PostgreSQL lists the tables of every schema; only this suite's schema counts.
		const schema =
			dialect === 'postgres'
				? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
						?.schema
				: undefined
		const tables = (await db.introspection.getTables()).filter(
			(table) => schema === undefined || table.schema === schema,
		)
		expect(tables.map((table) => table.name)).toEqual(
			expect.arrayContaining(['outbox', 'inquiries']),
		)
		const outbox = tables.find((table) => table.name === 'outbox')
		expect(outbox?.columns.map((column) => column.name)).toEqual(
			expect.arrayContaining([
				'id',
				'status',
				'attempts',
				'next_attempt_at',
				'locked_until',
				'lease_token',
			]),
		)
	})

	it('records every migration and does nothing the second time', async () => {
		const { db } = getDb()
		const { rows } = await sql<{
			name: string
		}>`select name from kysely_migration order by name`.execute(db)
		expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations))
		expect(await migrateToLatest(db)).toEqual([])
	})

	it('knows which database it talks to', () => {
		const { db, dialect } = getDb()
		expect(dialectOf(db)).toBe(dialect)
	})
})

describe('openDatabase', () => {
	it('refuses a PostgreSQL schema name that is not a plain identifier', () => {
		expect(() =>
			openDatabase({
				databaseUrl: 'postgres://x@127.0.0.1/x',
				sqlitePath: '',
				pgSchema: 'a -c x=y',
			}),
		).toThrow(/Invalid PostgreSQL schema name/)
	})
})
