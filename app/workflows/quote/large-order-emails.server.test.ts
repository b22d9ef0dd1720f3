// A contractor's 2,000-line order, paid on the built-in test provider, on both databases: its
// confirmation and the shop's new-order e-mail stay small (the first lines in the body, every
// line in the attached CSV file), and the attachment survives the outbox and both transports.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { MAIL_LINE_LIMIT } from '#app/services/mail/order-lines-mail.server.ts'
import { attachmentsOf, outgoingMailOf, type OutboxMail } from '#app/models/mail/outbox.server.ts'
import { findOrder } from '#app/models/order/orders.server.ts'
import { buildMail } from '#app/services/mail/message.server.ts'
import { createFileTransport, createSmtpTransport } from '#app/services/mail/transports.server.ts'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import { parseMail } from '#tests/support/fixtures/parse-mime.ts'
import { SHOP_INBOX, SHOP_ORIGIN } from '#tests/support/fixtures/payment.ts'
import { parseCsv } from '#tests/support/fixtures/admin.ts'
import { approvedQuote, jobListOf, payTestCheckout } from '#tests/support/fixtures/quotes.ts'
import { createSmtpStandIn, type SmtpStandIn } from '#tests/support/stand-ins/smtp.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { acceptQuote } from './quote-payment.server.ts'

const T0 = new Date('2030-02-04T15:00:00.000Z')
const T1 = new Date(T0.getTime() + 3_600_000)
const LINES = 2000
const MAX_MESSAGE_BYTES = 200_000
const FROM = 'Signature Screens <orders@signaturescreens.com>'

describeEachDatabase('the e-mails of a 2,000-line order', (getDb) => {
	let mail: OutboxMail[]
	let number: string
	let smtp: SmtpStandIn
	let dir: string

	beforeAll(async () => {
		const { db } = getDb()
		await getDb().clear()
		const { token } = await approvedQuote(db, { at: T0, jobList: jobListOf(LINES) })
		const payments = createTestProvider(db, { now: () => T1 })
		const started = await acceptQuote(
			{ db, payments, ttlMinutes: 60, now: () => T1, waitForSessionMs: 5_000 },
			{ token, origin: SHOP_ORIGIN },
		)
		if (started.status !== 'checkout') throw new Error(started.status)
		// Only the order's own e-mails: the quote's were sent before.
		await db.deleteFrom('outbox').execute()
		const paid = await payTestCheckout(db, started.url, new Date(T1.getTime() + 60_000))
		if (paid.outcome !== 'paid') throw new Error(paid.outcome)
		number = (await findOrder(db, started.orderId))!.number!
		mail = await db.selectFrom('outbox').selectAll().orderBy('to_address').execute()
		smtp = await createSmtpStandIn()
		await smtp.listen()
		dir = mkdtempSync(join(tmpdir(), 'shop-large-mail-'))
	})
	afterAll(async () => {
		await smtp?.close()
		if (dir) rmSync(dir, { recursive: true, force: true })
	})

	it('queues the confirmation and the new-order e-mail, each with every line as a CSV file', () => {
		// No fit check's e-mail: the job list's near sizes each carry their opening's label
		// (docs/decisions/032-fit-check.md).
		expect(mail.map((each) => each.to_address)).toEqual(['pat@example.com', SHOP_INBOX])
		for (const each of mail) {
			const [file, ...others] = attachmentsOf(each)
			expect(others).toEqual([])
			expect(file).toMatchObject({
				filename: `order-${number}.csv`,
				contentType: 'text/csv; charset=utf-8',
			})
			const rows = parseCsv(file!.content)
			expect(rows).toHaveLength(LINES + 1)
			expect(rows[LINES]![0]).toBe(`Unit ${LINES}`)
		}
	})

	it('lists the first lines in both bodies and says how many more there are', () => {
		for (const each of mail) {
			for (const body of [each.text_body, each.html_body]) {
				expect(body).toContain(`Unit ${MAIL_LINE_LIMIT}`)
				expect(body).not.toContain(`Unit ${MAIL_LINE_LIMIT + 1}`)
				expect(body).toContain('and 1,950 more lines')
			}
		}
	})

	it('builds each message under 200 KB, the attachment whole', async () => {
		for (const each of mail) {
			const built = await buildMail(outgoingMailOf(each), FROM)
			expect(built.raw.length).toBeLessThan(MAX_MESSAGE_BYTES)
			const parsed = parseMail(built.raw.toString('utf8'))
			expect(parsed.text).toContain('and 1,950 more lines')
			expect(parsed.html).toContain('and 1,950 more lines')
			expect(parsed.attachments.map((file) => file.filename)).toEqual([`order-${number}.csv`])
			expect(parsed.attachments[0]!.content).toBe(attachmentsOf(each)[0]!.content)
		}
	})

	it('carries the attachment through the .eml writer and SMTP', async () => {
		const files = createFileTransport({ dir, from: FROM })
		const server = createSmtpTransport({ url: smtp.url, from: FROM })
		for (const each of mail) {
			await files.send(outgoingMailOf(each))
			await server.send(outgoingMailOf(each))
		}
		server.close()
		const written = readdirSync(dir).map((name) => readFileSync(join(dir, name), 'utf8'))
		const delivered = smtp.received.map((received) => received.raw)
		expect(written).toHaveLength(2)
		expect(delivered).toHaveLength(2)
		for (const raw of [...written, ...delivered]) {
			expect(raw.length).toBeLessThan(MAX_MESSAGE_BYTES)
			const [file] = parseMail(raw).attachments
			expect(parseCsv(file!.content)).toHaveLength(LINES + 1)
		}
	})
})
