import { rename, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import nodemailer from 'nodemailer'
import type { Env } from '#app/utils/env.server.ts'
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '#db/private-files.ts'
import { buildMail, type OutgoingMail } from './message.server.ts'

/** Where mail goes: an SMTP server, or .eml files on disk. `send` throws when delivery failed. */
export type MailTransport = {
	/** For the start-up log; never contains credentials. */
	description: string
	send: (mail: OutgoingMail) => Promise<{ messageId: string }>
	close: () => void
}

/** SMTP when SMTP_URL is set, otherwise .eml files under MAIL_DIR. */
export function createMailTransport(
	env: Pick<Env, 'SMTP_URL' | 'MAIL_DIR' | 'MAIL_FROM'>,
): MailTransport {
	return env.SMTP_URL
		? createSmtpTransport({ url: env.SMTP_URL, from: env.MAIL_FROM })
		: createFileTransport({ dir: env.MAIL_DIR, from: env.MAIL_FROM })
}

export function createSmtpTransport({ url, from }: { url: string; from: string }): MailTransport {
	// Timeouts stay well inside the outbox lease, so a hung server cannot outlive a claim.
	const smtp = nodemailer.createTransport({
		url,
		connectionTimeout: 30_000,
		greetingTimeout: 30_000,
		socketTimeout: 120_000,
	})
	const safeUrl = new URL(url)
	safeUrl.username = ''
	safeUrl.password = ''
	return {
		description: `SMTP ${safeUrl.protocol}//${safeUrl.host}`,
		async send(mail) {
			const built = await buildMail(mail, from)
			await smtp.sendMail({ envelope: built.envelope, raw: built.raw })
			return { messageId: built.messageId }
		},
		close: () => smtp.close(),
	}
}

export function createFileTransport({ dir, from }: { dir: string; from: string }): MailTransport {
	const absoluteDir = resolve(dir)
	return {
		description: `.eml files in ${absoluteDir}`,
		async send(mail) {
			const built = await buildMail(mail, from)
			ensurePrivateDir(absoluteDir) // messages hold reset and verification links
			const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`
			// Written under a temporary name first, so a reader never sees half a message.
			const temporary = join(absoluteDir, `.${name}.tmp`)
			await writeFile(temporary, built.raw, { mode: PRIVATE_FILE_MODE })
			await rename(temporary, join(absoluteDir, name))
			return { messageId: built.messageId }
		},
		close: () => {},
	}
}
