/** An e-mail as the shop writes it: always a plain-text and an HTML body. */
export type MailMessage = {
	to: string
	subject: string
	text: string
	html: string
	replyTo?: string | null
}
