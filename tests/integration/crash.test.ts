// Power cuts: the production server runs on one SQLite file and is SIGKILLed in the middle of a
// burst of order and cart writes, again and again. After every kill the file must pass SQLite's
// integrity check, hold no half-written order (tests/support/integration/crash-invariants.ts) and
// the server must start again on it. Repeat a run with CRASH_SEED=<seed>.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase } from '#db/index.ts'
import { migrateToLatest } from '#db/migrate.ts'
import { writeBurst } from '#tests/support/integration/crash-burst.ts'
import { checkCrashedDatabase } from '#tests/support/integration/crash-invariants.ts'
import { seededRandom } from '#tests/support/integration/fuzz-random.ts'
import { createCustomer, mailDirTexts } from '#tests/support/integration/shop-http.ts'
import { startShopProcess, type ShopProcess } from '#tests/support/integration/shop-process.ts'
import { freePort } from '#tests/support/stand-ins/smtp.ts'

const SEED = Number(process.env.CRASH_SEED ?? 7_041)
const CYCLES = 24
const WORKERS = 8

describe('SIGKILL during a burst of writes (SQLite)', { timeout: 180_000 }, () => {
	let dir: string
	let env: Record<string, string>
	let shop: ShopProcess | undefined
	let cookie: string
	let cycle = 0

	const start = async () =>
		startShopProcess({
			env: { ...env, PORT: String(await freePort()) },
			logFile: join(dir, 'server.log'),
		})

	beforeAll(async () => {
		dir = mkdtempSync(join(tmpdir(), 'shop-crash-'))
		env = {
			SQLITE_PATH: join(dir, 'shop.db'),
			MAIL_DIR: join(dir, 'mail'),
			SESSION_SECRET: randomBytes(32).toString('hex'),
			OUTBOX_POLL_MS: '100',
			LOG_LEVEL: 'warn',
			// The burst stands for many customers, each from its own address (crash-burst.ts).
			TRUST_PROXY: 'true',
		}
		shop = await start()
		// The customer's session lives in the database, so it outlasts every restart.
		cookie = (
			await createCustomer({ signUpUrl: shop.url }, () => mailDirTexts(env.MAIL_DIR!), 'crash')
		).cookie
	}, 60_000)

	afterAll(async () => {
		await shop?.kill()
		if (dir) rmSync(dir, { recursive: true, force: true })
	})

	test('the checks find a half-written order and rows that point at nothing', async () => {
		const sqlitePath = join(dir, 'broken.db')
		const { db } = openDatabase({ sqlitePath })
		await migrateToLatest(db)
		await db.destroy()
		const sqlite = new SQLite(sqlitePath)
		sqlite.pragma('foreign_keys = OFF')
		const at = '2026-01-01T00:00:00.000Z'
		sqlite
			.prepare(
				`insert into orders (id, screen_count, subtotal_cents, tax_cents, total_cents, provider, created_at, updated_at)
				values ('lonely', 2, 10200, 816, 11016, 'test', ?, ?)`,
			)
			.run(at, at)
		sqlite
			.prepare(
				`insert into order_items (id, order_id, position, description, width, width_sixteenths, height,
				height_sixteenths, quantity, unit_price_cents, line_total_cents)
				values ('stray', 'gone', 0, 'Screen', 30, 0, 40, 0, 2, 5100, 10200)`,
			)
			.run()
		sqlite.close()

		const check = checkCrashedDatabase(sqlitePath)
		expect(check.integrity).toEqual(['ok'])
		expect(check.foreignKeyProblems).toBe(1)
		expect(check.problems).toEqual([
			'order items without an order: stray',
			'orders without items: lonely',
			'orders whose status is missing from their history: lonely',
			'order lonely: subtotal 10200, lines add up to 0',
			'order lonely: screen count 2, lines hold 0',
		])
	})

	test(`${CYCLES} kills mid-burst leave a sound database and a server that starts (seed ${SEED})`, async () => {
		const random = seededRandom(SEED)
		let answered = 0
		let cutOff = 0
		for (cycle = 1; cycle <= CYCLES; cycle++) {
			shop ??= await start()
			const running = shop
			let stopped = false
			const burst = writeBurst(running.url, {
				seed: SEED * 1000 + cycle,
				workers: WORKERS,
				cookie,
				stop: () => stopped,
			})
			await new Promise((done) => setTimeout(done, random.int(250, 900)))
			await running.kill()
			stopped = true
			shop = undefined
			const tally = await burst
			answered += tally.answered
			cutOff += tally.cutOff
			expect(tally.unexpected, `cycle ${cycle}: answers that are not successes`).toEqual([])
			expect(tally.answered, `cycle ${cycle}: writes answered before the kill`).toBeGreaterThan(0)

			const check = checkCrashedDatabase(env.SQLITE_PATH!)
			expect(check.integrity, `cycle ${cycle}: PRAGMA integrity_check`).toEqual(['ok'])
			expect(check.foreignKeyProblems, `cycle ${cycle}: PRAGMA foreign_key_check`).toBe(0)
			expect(check.problems, `cycle ${cycle}: half-written data`).toEqual([])
		}
		// Started once more on the file the last kill left behind.
		shop = await start()
		expect((await fetch(`${shop.url}/healthz`)).status).toBe(200)
		// Production without a Stripe key: the start-up log says no money is taken.
		expect(shop.output()).toContain('Test mode: no payment is taken.')

		const final = checkCrashedDatabase(env.SQLITE_PATH!)
		console.info(
			`${CYCLES} kills: ${answered} writes answered, ${cutOff} cut off by a kill; the file holds ${JSON.stringify(final.counts)}`,
		)
		// The bursts really wrote, and kills really landed while requests were in flight.
		expect(final.counts.orders).toBeGreaterThan(CYCLES)
		expect(final.counts.paidOrders).toBeGreaterThan(0)
		expect(final.counts.inquiries).toBeGreaterThan(CYCLES)
		expect(cutOff).toBeGreaterThan(CYCLES)
	})
})
