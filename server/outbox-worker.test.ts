// Delivery rounds driven by a test clock against a real SMTP server, on SQLite and PostgreSQL.
import { afterEach, beforeEach, expect, it } from 'vitest'
import {
	claimDueMail,
	enqueueMail,
	findMail,
	OUTBOX_POLICY,
	retryMail,
	type OutboxPolicy,
} from '#app/models/mail/outbox.server.ts'
import { createSmtpTransport } from '#app/services/mail/transports.server.ts'
import { parseMail } from '#tests/support/fixtures/parse-mime.ts'
import { createSmtpStandIn, type SmtpStandIn } from '#tests/support/stand-ins/smtp.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { deliverDueMail } from './outbox-worker.ts'

const FROM = 'Signature Screens <orders@signaturescreens.com>'
const T0 = new Date('2030-03-01T09:00:00.000Z')
const message = (n = 1) => ({
	to: 'shop@example.com',
	subject: `Order ${n}`,
	text: `Order ${n}`,
	html: `<p>Order ${n}</p>`,
})
const quiet = { info: () => {}, warn: () => {}, error: () => {} }

describeEachDatabase('outbox delivery', (getDb) => {
	let smtp: SmtpStandIn
	let clock: Date
	const now = () => clock
	const advance = (ms: number) => {
		clock = new Date(clock.getTime() + ms)
	}
	const messageIdsReceived = () =>
		smtp.received.map((mail) => parseMail(mail.raw).headers['message-id'])

	beforeEach(async () => {
		await getDb().clear()
		smtp = await createSmtpStandIn()
		clock = T0
	})
	afterEach(() => smtp.close())

	it('delivers mail queued while SMTP is down, with backoff, exactly once when it is back', async () => {
		const { db } = getDb()
		const transport = createSmtpTransport({ url: smtp.url, from: FROM })
		const deliver = () => deliverDueMail({ db, transport, now, log: quiet })
		const id = await enqueueMail(db, message(), T0)

		expect(await deliver()).toEqual({ sent: 0, retrying: 1, failed: 0 })
		const afterFirst = await findMail(db, id)
		expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, locked_until: null })
		expect(afterFirst?.last_error).toMatch(/ECONNREFUSED/)
		expect(afterFirst?.next_attempt_at).toBe(new Date(T0.getTime() + 30_000).toISOString())

		advance(29_999)
		expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 0 })
		advance(1)
		expect(await deliver()).toEqual({ sent: 0, retrying: 1, failed: 0 })
		expect(await findMail(db, id)).toMatchObject({
			attempts: 2,
			next_attempt_at: new Date(clock.getTime() + 60_000).toISOString(),
		})

		await smtp.listen()
		advance(59_999)
		expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 0 })
		expect(smtp.received).toHaveLength(0)
		advance(1)
		expect(await deliver()).toEqual({ sent: 1, retrying: 0, failed: 0 })
		expect(await findMail(db, id)).toMatchObject({ status: 'sent', sent_at: clock.toISOString() })

		advance(24 * 60 * 60_000)
		expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 0 })
		expect(messageIdsReceived()).toEqual([`<${id}@signaturescreens.com>`])
		transport.close()
	})

	it('gives up after the last attempt, and an admin retry delivers it', async () => {
		const { db } = getDb()
		const policy: OutboxPolicy = { ...OUTBOX_POLICY, maxAttempts: 3 }
		const transport = createSmtpTransport({ url: smtp.url, from: FROM })
		const deliver = () => deliverDueMail({ db, transport, now, policy, log: quiet })
		const id = await enqueueMail(db, message(), T0)

		expect(await deliver()).toMatchObject({ retrying: 1 })
		advance(30_000)
		expect(await deliver()).toMatchObject({ retrying: 1 })
		advance(60_000)
		expect(await deliver()).toMatchObject({ failed: 1 })
		advance(24 * 60 * 60_000)
		expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 0 })
		expect(await findMail(db, id)).toMatchObject({ status: 'failed', attempts: 3 })

		await smtp.listen()
		expect(await retryMail(db, id, clock)).toBe(true)
		expect(await deliver()).toEqual({ sent: 1, retrying: 0, failed: 0 })
		expect(messageIdsReceived()).toEqual([`<${id}@signaturescreens.com>`])
		transport.close()
	})

	it('sends the message of a worker that died mid-send once its lease expires', async () => {
		const { db, connectAgain } = getDb()
		await smtp.listen()
		const transport = createSmtpTransport({ url: smtp.url, from: FROM })
		const id = await enqueueMail(db, message(), T0)
		// Another process claims the message and dies before sending or settling it.
		const crashed = connectAgain()
		expect(await claimDueMail(crashed, { now: T0, leaseMs: OUTBOX_POLICY.leaseMs })).toBeDefined()
		await crashed.destroy()

		advance(OUTBOX_POLICY.leaseMs - 1)
		expect(await deliverDueMail({ db, transport, now, log: quiet })).toMatchObject({ sent: 0 })
		advance(1)
		expect(await deliverDueMail({ db, transport, now, log: quiet })).toMatchObject({ sent: 1 })
		expect(messageIdsReceived()).toEqual([`<${id}@signaturescreens.com>`])
		transport.close()
	})

	it('a worker told to stop mid-batch gives the rest back and another sends them at once', async () => {
		const { db } = getDb()
		await smtp.listen()
		const transport = createSmtpTransport({ url: smtp.url, from: FROM })
		const ids: string[] = []
		for (let n = 0; n < 3; n++) ids.push(await enqueueMail(db, message(n), T0))
		let stop = false
		const counting = {
			...transport,
			send: async (mail: Parameters<typeof transport.send>[0]) => {
				const sent = await transport.send(mail)
				stop = true
				return sent
			},
		}
		const stopped = await deliverDueMail({
			db,
			transport: counting,
			now,
			log: quiet,
			stopping: () => stop,
		})
		expect(stopped).toEqual({ sent: 1, retrying: 0, failed: 0 })
		expect(await deliverDueMail({ db, transport, now, log: quiet })).toEqual({
			sent: 2,
			retrying: 0,
			failed: 0,
		})
		expect(messageIdsReceived().toSorted()).toEqual(
			ids.map((id) => `<${id}@signaturescreens.com>`).toSorted(),
		)
		transport.close()
	})

	it('two workers on separate connections send each of many messages exactly once', async () => {
		const { db, connectAgain } = getDb()
		const slowSmtp = await createSmtpStandIn({
			beforeAccept: () => new Promise((r) => setTimeout(r, 5)),
		})
		await slowSmtp.listen()
		const ids: string[] = []
		for (let n = 0; n < 20; n++) ids.push(await enqueueMail(db, message(n), T0))

		const workers = [db, connectAgain()].map((connection) => {
			const transport = createSmtpTransport({ url: slowSmtp.url, from: FROM })
			return deliverDueMail({ db: connection, transport, now, log: quiet }).finally(() =>
				transport.close(),
			)
		})
		const reports = await Promise.all(workers)
		await slowSmtp.close()

		expect(reports.map((report) => report.sent).reduce((a, b) => a + b)).toBe(20)
		expect(reports.every((report) => report.sent > 0)).toBe(true)
		const received = slowSmtp.received.map((mail) => parseMail(mail.raw).headers['message-id'])
		expect(received.toSorted()).toEqual(ids.map((id) => `<${id}@signaturescreens.com>`).toSorted())
	})
})
