// Reads the .eml files the shop's outbox worker writes to MAIL_DIR (no SMTP_URL during e2e).
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { E2E_MAIL_DIR } from './env.ts'
import { parseMail } from '../fixtures/parse-mime.ts'

export type Email = {
	file: string
	headers: Record<string, string>
	from: string
	to: string
	replyTo: string
	subject: string
	/** The decoded text/plain body, LF line endings. */
	text: string
	/** The decoded text/html body, LF line endings. */
	html: string
}

export function parseEmail(file: string, raw: string): Email {
	const { headers, text = '', html = '' } = parseMail(raw)
	return {
		file,
		headers,
		from: headers.from ?? '',
		to: headers.to ?? '',
		replyTo: headers['reply-to'] ?? '',
		subject: headers.subject ?? '',
		text: text.replace(/\r\n/g, '\n'),
		html: html.replace(/\r\n/g, '\n'),
	}
}

/** Every finished message in MAIL_DIR (a file being written has a leading dot). */
export async function readEmails(dir = E2E_MAIL_DIR): Promise<Email[]> {
	const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
		if (error.code === 'ENOENT') return []
		throw error
	})
	const files = names.filter((name) => name.endsWith('.eml') && !name.startsWith('.')).sort()
	return Promise.all(
		files.map(async (name) => parseEmail(name, await readFile(join(dir, name), 'utf8'))),
	)
}

/** Waits for the first message that matches, e.g. one mentioning a value unique to the test. */
export async function waitForEmail(
	matches: (email: Email) => boolean,
	{ timeout = 10_000, description = 'a matching e-mail' } = {},
): Promise<Email> {
	let found: Email | undefined
	await expect
		.poll(
			async () => {
				found = (await readEmails()).find(matches)
				return found !== undefined
			},
			{ message: `waiting for ${description} in ${E2E_MAIL_DIR}`, timeout },
		)
		.toBe(true)
	if (!found) throw new Error(`No ${description} in ${E2E_MAIL_DIR}`)
	return found
}
