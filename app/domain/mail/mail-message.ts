/** A file sent with an e-mail. Text only (a CSV, say): it is stored in the outbox as it is. */
export type MailAttachment = { filename: string; contentType: string; content: string }

/** An e-mail as the shop writes it: always a plain-text and an HTML body. */
export type MailMessage = {
	to: string
	subject: string
	text: string
	html: string
	replyTo?: string | null
	attachments?: readonly MailAttachment[]
}
