import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseEnv } from '#app/utils/env.server.ts'
import { parseMail } from '#tests/support/fixtures/parse-mime.ts'
import { createSmtpStandIn, freePort, type SmtpStandIn } from '#tests/support/stand-ins/smtp.ts'
import type { OutgoingMail } from './message.server.ts'
import {
	createFileTransport,
	createMailTransport,
	createSmtpTransport,
} from './transports.server.ts'

const FROM = 'Signature Screens <orders@signaturescreens.com>'

const mail: OutgoingMail = {
	id: 'b6c1a9d2-0000-4000-8000-000000000001',
	to: 'shop@example.com',
	replyTo: 'jane@example.com',
	subject: 'Bulk quote: 250 screens from Jane Ünal',
	text: 'Hello,\nwe need 250 screens – soon.',
	html: '<p>Hello,<br>we need <strong>250</strong> screens – soon.</p>',
}

// A CSV with what a transfer encoding can get wrong: non-ASCII text, '=', a line far over 76
// characters, a line starting with '.' (SMTP doubles it on the wire) and one with 'From '.
const CSV = [
	'label,size\r\n',
	'Küche = kitchen,"30 5/16"" x 40"""\r\n',
	`${'Long label '.repeat(20)},24" x 24"\r\n`,
	'.hidden,12" x 12"\r\n',
	'From the porch,30" x 60"\r\n',
].join('')
// About 100 KB of it, as a long order's file is.
const LONG_CSV = CSV.repeat(300)
const withCsv: OutgoingMail = {
	...mail,
	attachments: [
		{ filename: 'order-AB12CD34.csv', contentType: 'text/csv; charset=utf-8', content: LONG_CSV },
	],
}

/** The attachment arrives whole, and costs the message about its own size (not a third more). */
function expectWholeAttachment(raw: string) {
	const parsed = parseMail(raw)
	expect(parsed.attachments).toEqual([
		{ filename: 'order-AB12CD34.csv', contentType: 'text/csv', content: LONG_CSV },
	])
	expect(parsed.text).toBe(mail.text.replace(/\n/g, '\r\n'))
	expect(Buffer.byteLength(raw)).toBeLessThan(Buffer.byteLength(LONG_CSV) * 1.1)
}

function expectSameMessage(raw: string) {
	const parsed = parseMail(raw)
	expect(parsed.headers.from).toBe(FROM)
	expect(parsed.headers.to).toBe('shop@example.com')
	expect(parsed.headers['reply-to']).toBe('jane@example.com')
	expect(parsed.headers.subject).toBe(mail.subject)
	expect(parsed.headers['message-id']).toBe(`<${mail.id}@signaturescreens.com>`)
	expect(parsed.contentTypes).toEqual(['multipart/alternative', 'text/plain', 'text/html'])
	expect(parsed.text).toBe(mail.text.replace(/\n/g, '\r\n'))
	expect(parsed.html).toBe(mail.html)
}

describe('file transport', () => {
	let dir: string
	beforeEach(() => {
		dir = mkdtempSync(join(tmpdir(), 'shop-mail-'))
	})
	afterEach(() => rmSync(dir, { recursive: true, force: true }))

	it('writes each message as a parseable .eml file with text and HTML parts', async () => {
		const transport = createFileTransport({ dir: join(dir, 'mail'), from: FROM })
		const { messageId } = await transport.send(mail)
		const files = readdirSync(join(dir, 'mail'))
		expect(files).toHaveLength(1)
		expect(files[0]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d-]+Z-${mail.id}\\.eml$`))
		const raw = readFileSync(join(dir, 'mail', files[0]!), 'utf8')
		expect(raw).toContain('\r\n')
		expect(raw.replace(/\r\n/g, '')).not.toContain('\n')
		expectSameMessage(raw)
		expect(messageId).toBe(`<${mail.id}@signaturescreens.com>`)
	})

	it('writes a text attachment whole', async () => {
		const transport = createFileTransport({ dir, from: FROM })
		await transport.send(withCsv)
		const [file] = readdirSync(dir)
		expectWholeAttachment(readFileSync(join(dir, file!), 'utf8'))
	})

	it('is chosen when SMTP_URL is empty', () => {
		const transport = createMailTransport(parseEnv({ SMTP_URL: '', MAIL_DIR: dir }))
		expect(transport.description).toBe(`.eml files in ${dir}`)
	})
})

describe('SMTP transport', () => {
	let server: SmtpStandIn
	beforeEach(async () => {
		server = await createSmtpStandIn()
		await server.listen()
	})
	afterEach(() => server.close())

	it('delivers the same message to a real SMTP server', async () => {
		const transport = createMailTransport(parseEnv({ SMTP_URL: server.url, MAIL_FROM: FROM }))
		expect(transport.description).toBe(`SMTP smtp://127.0.0.1:${server.port}`)
		await transport.send(mail)
		transport.close()
		expect(server.received).toHaveLength(1)
		expect(server.received[0]!.from).toBe('orders@signaturescreens.com')
		expect(server.received[0]!.to).toEqual(['shop@example.com'])
		expectSameMessage(server.received[0]!.raw)
	})

	it('delivers a text attachment whole', async () => {
		const transport = createSmtpTransport({ url: server.url, from: FROM })
		await transport.send(withCsv)
		transport.close()
		expectWholeAttachment(server.received[0]!.raw)
	})

	it('throws when the server refuses the recipient', async () => {
		const refusing = await createSmtpStandIn({ rejectRecipients: ['nobody@example.com'] })
		await refusing.listen()
		const transport = createSmtpTransport({ url: refusing.url, from: FROM })
		await expect(transport.send({ ...mail, to: 'nobody@example.com' })).rejects.toThrow(/550/)
		transport.close()
		await refusing.close()
	})

	it('throws when no server is listening', async () => {
		const transport = createSmtpTransport({
			url: `smtp://127.0.0.1:${await freePort()}`,
			from: FROM,
		})
		await expect(transport.send(mail)).rejects.toThrow(/ECONNREFUSED/)
	})

	it('never shows credentials in its description', () => {
		const transport = createSmtpTransport({
			url: 'smtps://user:secret@mail.example.com:465',
			from: FROM,
		})
		expect(transport.description).toBe('SMTP smtps://mail.example.com:465')
	})
})
