import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { openDatabase, type DB } from './index.ts'
import { inTransaction } from './transaction.ts'

let dir: string
let db: DB
let other: SQLite.Database

beforeEach(async () => {
	dir = mkdtempSync(join(tmpdir(), 'sqlite-immediate-'))
	const path = join(dir, 'shop.db')
	db = openDatabase({ sqlitePath: path }).db
	await sql`create table counter (id integer primary key, value integer not null)`.execute(db)
	await sql`insert into counter (id, value) values (1, 0)`.execute(db)
	// Another connection to the same file, as another process would have; it does not wait.
	other = new SQLite(path)
	other.pragma('busy_timeout = 0')
})

afterEach(async () => {
	other.close()
	await db.destroy()
	rmSync(dir, { recursive: true, force: true })
})

test("a transaction that reads, then writes, is not broken by another connection's write in between", async () => {
	let otherWrite: unknown
	await inTransaction(db, async (trx) => {
		const { rows } = await sql<{ value: number }>`select value from counter where id = 1`.execute(
			trx,
		)
		try {
			other.prepare('update counter set value = 100 where id = 1').run()
			otherWrite = 'written'
		} catch (error) {
			otherWrite = (error as { code?: string }).code
		}
		await sql`update counter set value = ${rows[0]!.value + 1} where id = 1`.execute(trx)
	})
	// The other connection found the write lock taken and was told so (it would wait its own busy
	// timeout); the transaction's increment stands on what it read.
	expect(otherWrite).toBe('SQLITE_BUSY')
	expect(other.prepare('select value from counter where id = 1').get()).toEqual({ value: 1 })
})
