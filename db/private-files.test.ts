// The files that hold secrets (the database, its -wal and -shm, the cookie secret, mail with
// reset links) are readable by the shop's user only, including ones an older version left 0644.
import {
	chmodSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFileTransport } from '#app/services/mail/transports.server.ts'
import { resolveSessionSecret } from '#app/utils/session-secret.server.ts'
import { openDatabase } from './index.ts'

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8)

describe('private files', () => {
	let root: string
	beforeEach(() => {
		root = mkdtempSync(join(tmpdir(), 'shop-files-'))
	})
	afterEach(() => rmSync(root, { recursive: true, force: true }))

	it('creates the data directory 0700 and the database, -wal and -shm 0600', async () => {
		const data = join(root, 'data')
		const { db } = openDatabase({ sqlitePath: join(data, 'shop.db') })
		await sql`create table t (x integer)`.execute(db)
		await sql`insert into t values (1)`.execute(db)
		expect(modeOf(data)).toBe('700')
		for (const file of ['shop.db', 'shop.db-wal', 'shop.db-shm']) {
			expect(modeOf(join(data, file)), file).toBe('600')
		}
		await db.destroy()
	})

	it('tightens a data directory and files that an older version left readable', async () => {
		const data = join(root, 'data')
		mkdirSync(data, { mode: 0o755 })
		chmodSync(data, 0o755)
		for (const file of ['shop.db', 'session-secret']) {
			writeFileSync(join(data, file), file === 'shop.db' ? '' : 'a'.repeat(64), { mode: 0o644 })
			chmodSync(join(data, file), 0o644)
		}
		const { db } = openDatabase({ sqlitePath: join(data, 'shop.db') })
		await sql`create table t (x integer)`.execute(db)
		expect(resolveSessionSecret(undefined, join(data, 'session-secret'))).toBe('a'.repeat(64))
		expect(modeOf(data)).toBe('700')
		for (const file of ['shop.db', 'shop.db-wal', 'shop.db-shm', 'session-secret']) {
			expect(modeOf(join(data, file)), file).toBe('600')
		}
		await db.destroy()
	})

	it('writes a new session secret and .eml files 0600 in 0700 directories', async () => {
		resolveSessionSecret(undefined, join(root, 'fresh', 'session-secret'))
		expect(modeOf(join(root, 'fresh'))).toBe('700')
		expect(modeOf(join(root, 'fresh', 'session-secret'))).toBe('600')

		const mailDir = join(root, 'fresh', 'mail')
		await createFileTransport({ dir: mailDir, from: 'Shop <shop@example.com>' }).send({
			id: 'b6c1a9d2-0000-4000-8000-000000000009',
			to: 'lee@example.com',
			subject: 'Reset your password',
			text: 'https://shop.example.com/auth?mode=reset&token=t',
			html: '<p>reset</p>',
		})
		expect(modeOf(mailDir)).toBe('700')
		const [eml] = readdirSync(mailDir)
		expect(modeOf(join(mailDir, eml!))).toBe('600')
	})

	it('leaves a shared directory such as /tmp alone', () => {
		const before = modeOf(tmpdir())
		const { db } = openDatabase({ sqlitePath: join(tmpdir(), `shop-files-${process.pid}.db`) })
		expect(modeOf(tmpdir())).toBe(before)
		void db.destroy()
		for (const suffix of ['', '-wal', '-shm']) {
			rmSync(join(tmpdir(), `shop-files-${process.pid}.db${suffix}`), { force: true })
		}
	})
})
