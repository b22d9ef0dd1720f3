import nodemailer from 'nodemailer'
import type { MailMessage } from '#app/domain/mail/mail-message.ts'

/** A message on its way out. Its id (the outbox row's) becomes the Message-ID, so a retried
 * message keeps its identity and a mail server can recognise a duplicate. */
export type OutgoingMail = MailMessage & { id: string }

export type BuiltMail = {
	/** The complete RFC 822 message, CRLF line endings. */
	raw: Buffer
	messageId: string
	envelope: { from: string; to: string[] }
}

// Every transport sends messages built here, so an .eml file and an SMTP delivery are the same bytes.
const composer = nodemailer.createTransport({
	streamTransport: true,
	buffer: true,
	newline: 'windows',
})

export async function buildMail(mail: OutgoingMail, from: string): Promise<BuiltMail> {
	const info = await composer.sendMail({
		from,
		to: mail.to,
		replyTo: mail.replyTo ?? undefined,
		subject: mail.subject.replace(/\s+/g, ' ').trim(),
		text: mail.text,
		html: mail.html,
		// Attachments are text (a CSV, say): quoted-printable keeps them about their own size,
		// where base64 would add a third (a 2,000-line order's CSV is some 110 KB).
		attachments: mail.attachments?.map((file) => ({
			filename: file.filename,
			contentType: file.contentType,
			content: file.content,
			contentTransferEncoding: 'quoted-printable',
		})),
		messageId: `<${mail.id}@${domainOf(from)}>`,
		disableFileAccess: true,
		disableUrlAccess: true,
	})
	if (!Buffer.isBuffer(info.message)) throw new Error('Mail composer did not return a buffer')
	return {
		raw: info.message,
		messageId: info.messageId,
		envelope: { from: info.envelope.from || '', to: info.envelope.to },
	}
}

function domainOf(from: string): string {
	return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'localhost'
}
