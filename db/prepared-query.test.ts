import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { beforeEach, expect, it } from 'vitest'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import type { DB } from './index.ts'
import { preparedQuery } from './prepared-query.ts'

describeEachDatabase('preparedQuery', (getDb) => {
	let builds = 0
	const inquiriesFrom = preparedQuery((db: DB, email: string, status: string) => {
		builds++
		return db
			.selectFrom('inquiries')
			.select(['name', 'status'])
			.where('email', '=', email)
			.where('status', '=', status)
			.where('kind', '=', 'question') // a constant stays as it was built
			.orderBy('name')
	})

	beforeEach(async () => {
		await getDb().clear()
		builds = 0
		const now = new Date().toISOString()
		const rows: [string, string, string, string][] = [
			['Ann', 'a@example.com', 'new', 'question'],
			['Bea', 'a@example.com', 'new', 'question'],
			['Cy', 'a@example.com', 'answered', 'question'],
			['Dee', 'b@example.com', 'new', 'question'],
			['Eve', 'a@example.com', 'new', 'bulk'],
		]
		for (const [name, email, status, kind] of rows) {
			await getDb()
				.db.insertInto('inquiries')
				.values({ id: randomUUID(), name, email, status, kind, message: '-', created_at: now })
				.execute()
		}
	})

	it('runs with the values of each call, building the query once per database', async () => {
		const { db, connectAgain } = getDb()
		const names = async (on: DB, email: string, status: string) =>
			(await inquiriesFrom(on, email, status)).rows.map((row) => row.name)
		expect(await names(db, 'a@example.com', 'new')).toEqual(['Ann', 'Bea'])
		expect(await names(db, 'a@example.com', 'answered')).toEqual(['Cy'])
		expect(await names(db, 'b@example.com', 'new')).toEqual(['Dee'])
		expect(await names(db, "x' or '1'='1", 'new')).toEqual([])
		expect(builds).toBe(1)
		expect(await names(connectAgain(), 'a@example.com', 'new')).toEqual(['Ann', 'Bea'])
		expect(builds).toBe(2)
	})

	it('is a named prepared statement of each PostgreSQL connection that runs it', async () => {
		const { db, dialect } = getDb()
		// SQLite keeps its compiled statements in db/sqlite-statements.ts (tested there).
		if (dialect !== 'postgres') return
		await db.connection().execute(async (connection) => {
			const names = async () => (await inquiriesFrom(connection, 'a@example.com', 'new')).rows
			expect(await names()).toHaveLength(2)
			expect(await names()).toHaveLength(2)
			const { rows } = await sql<{
				statement: string
			}>`select statement from pg_prepared_statements`.execute(connection)
			expect(rows.map((row) => row.statement)).toEqual([
				expect.stringMatching(/^select "name", "status" from "inquiries" where "email" = \$1/),
			])
		})
	})

	it('takes a value used twice and a sql template, and refuses a value left unused', async () => {
		const { db } = getDb()
		const either = preparedQuery((db: DB, name: string) =>
			db
				.selectFrom('inquiries')
				.select('name')
				.where((eb) => eb.or([eb('name', '=', name), eb('email', '=', name)])),
		)
		expect((await either(db, 'Cy')).rows).toEqual([{ name: 'Cy' }])
		const count = preparedQuery(
			(db: DB, kind: string) =>
				sql<{ n: number }>`select count(*) as n from inquiries where kind = ${kind}`,
		)
		expect(Number((await count(db, 'bulk')).rows[0]?.n)).toBe(1)
		const unused = preparedQuery((db: DB, _email: string) =>
			db.selectFrom('inquiries').select('name'),
		)
		await expect(unused(db, 'a@example.com')).rejects.toThrow(/every value must be used/)
	})
})
