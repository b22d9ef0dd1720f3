// The running worker with real timers: polling, wake(), stop() and the default .eml transport.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { enqueueMail, findMail, OUTBOX_POLICY } from '#app/models/mail/outbox.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { parseMail } from '#tests/support/fixtures/parse-mime.ts'
import { createSmtpStandIn, type SmtpStandIn } from '#tests/support/stand-ins/smtp.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { startOutboxWorker, type OutboxWorker } from './outbox-worker.ts'

const message = { to: 'shop@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' }
const quiet = { info: () => {}, warn: () => {}, error: () => {} }

describeEachDatabase('outbox worker', (getDb) => {
	let smtp: SmtpStandIn
	let worker: OutboxWorker | undefined
	let mailDir: string

	beforeEach(async () => {
		await getDb().clear()
		smtp = await createSmtpStandIn()
		mailDir = mkdtempSync(join(tmpdir(), 'shop-outbox-'))
	})
	afterEach(async () => {
		await worker?.stop()
		worker = undefined
		await smtp.close()
		rmSync(mailDir, { recursive: true, force: true })
	})

	const start = (
		env: Record<string, string>,
		options: Partial<Parameters<typeof startOutboxWorker>[0]> = {},
	) => {
		worker = startOutboxWorker({
			db: getDb().db,
			env: parseEnv({ MAIL_DIR: mailDir, ...env }),
			log: quiet,
			...options,
		})
		return worker
	}

	it('keeps retrying on its own while SMTP is down and delivers once it is back', async () => {
		const { db } = getDb()
		const policy = { ...OUTBOX_POLICY, firstRetryMs: 100, maxRetryMs: 200 }
		const id = await enqueueMail(db, message)
		start({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '50' }, { policy })

		await vi.waitFor(
			async () => expect((await findMail(db, id))?.attempts).toBeGreaterThanOrEqual(2),
			{
				timeout: 5000,
			},
		)
		await smtp.listen()
		await vi.waitFor(async () => expect((await findMail(db, id))?.status).toBe('sent'), {
			timeout: 5000,
		})
		await new Promise((resolve) => setTimeout(resolve, 300))
		expect(smtp.received).toHaveLength(1)
	})

	it('sends at once on wake() instead of waiting for the next poll', async () => {
		const { db } = getDb()
		await smtp.listen()
		const started = start({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '60000' })
		await new Promise((resolve) => setTimeout(resolve, 100))
		const id = await enqueueMail(db, message)
		started.wake()
		await vi.waitFor(async () => expect((await findMail(db, id))?.status).toBe('sent'), {
			timeout: 3000,
		})
	})

	it('finds mail queued by another process on its next poll', async () => {
		const { db } = getDb()
		start({ OUTBOX_POLL_MS: '50' })
		await new Promise((resolve) => setTimeout(resolve, 100))
		const id = await enqueueMail(db, message)
		await vi.waitFor(() => expect(readdirSync(mailDir)).toHaveLength(1), { timeout: 3000 })
		expect(readdirSync(mailDir)[0]).toContain(id)
		// The file is written before the row is marked sent, in the worker's next statement.
		await vi.waitFor(async () => expect((await findMail(db, id))?.status).toBe('sent'), {
			timeout: 3000,
		})
	})

	it('sends what was queued before it started (e.g. before a restart)', async () => {
		const { db } = getDb()
		const id = await enqueueMail(db, message)
		start({ OUTBOX_POLL_MS: '60000' })
		await vi.waitFor(async () => expect((await findMail(db, id))?.status).toBe('sent'), {
			timeout: 3000,
		})
		expect(parseMail(await readEml(mailDir)).html).toBe('<p>Hello</p>')
	})

	it('stop() waits for the message being sent and then claims nothing more', async () => {
		const { db } = getDb()
		let release!: () => void
		const held = new Promise<void>((resolve) => (release = resolve))
		let accepting!: () => void
		const reachedServer = new Promise<void>((resolve) => (accepting = resolve))
		const slow = await createSmtpStandIn({
			beforeAccept: () => {
				accepting()
				return held
			},
		})
		await slow.listen()
		const first = await enqueueMail(db, message)
		const started = start({ SMTP_URL: slow.url, OUTBOX_POLL_MS: '60000' })
		await reachedServer
		const second = await enqueueMail(db, message)

		let stopped = false
		const stopping = started.stop().then(() => (stopped = true))
		await new Promise((resolve) => setTimeout(resolve, 100))
		expect(stopped).toBe(false)
		release()
		await stopping
		worker = undefined
		expect((await findMail(db, first))?.status).toBe('sent')
		expect((await findMail(db, second))?.status).toBe('pending')
		expect(slow.received).toHaveLength(1)
		await slow.close()
	})
})

async function readEml(dir: string): Promise<string> {
	const { readFile } = await import('node:fs/promises')
	const [file] = readdirSync(dir).filter((name) => name.endsWith('.eml'))
	return readFile(join(dir, file!), 'utf8')
}
