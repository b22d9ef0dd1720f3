import type { MailMessage } from '#app/domain/mail/mail-message.ts'
import type { Inquiry } from '#app/models/inquiry/inquiries.server.ts'
import { html, renderMailDocument, safeHref, textToHtml, type MailSender } from './html.server.ts'

/** The notice the shop's inbox gets for a question or a bulk-quote request. Replying answers the
 * customer directly (Reply-To). */
export function inquiryEmail(inquiry: Inquiry, shopInbox: string, shop: MailSender): MailMessage {
	const who = inquiry.name ?? inquiry.email
	const quantity =
		inquiry.quantity === null ? null : `${inquiry.quantity.toLocaleString('en-US')} screens`
	const title = inquiry.kind === 'bulk' ? 'New bulk quote request' : 'New customer question'
	const subject =
		inquiry.kind === 'bulk'
			? `Bulk quote request: ${quantity ?? 'quantity not given'} from ${who}${inquiry.company ? ` (${inquiry.company})` : ''}`
			: `Question from ${who}`

	const fields: [string, string | null][] = [
		['Name', inquiry.name],
		['Company', inquiry.company],
		['E-mail', inquiry.email],
		['Phone', inquiry.phone],
		['Approximate quantity', quantity],
		['Received', inquiry.created_at],
		['Reference', inquiry.id],
	]
	const present = fields.filter((field): field is [string, string] => field[1] !== null)

	const text = [
		title,
		'',
		...present.map(([label, value]) => `${label}: ${value}`),
		'',
		'Message:',
		inquiry.message,
		'',
		`Reply to this e-mail to answer ${who} directly.`,
	].join('\n')

	const rows = present.map(
		([label, value]) =>
			html`<tr>
				<th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${label}</th>
				<td style="padding:4px 0">${linked(label, value)}</td>
			</tr>`,
	)
	const body = html`<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">
			${rows}
		</table>
		<h2 style="font-size:16px;margin:0 0 8px">Message</h2>
		${textToHtml(inquiry.message)}
		<p style="margin:16px 0 0;color:#52525b">Reply to this e-mail to answer ${who} directly.</p>`

	return {
		to: shopInbox,
		replyTo: inquiry.email,
		subject,
		text,
		html: renderMailDocument({ title, body, shop }),
	}
}

function linked(label: string, value: string) {
	if (label === 'E-mail') return html`<a href="${safeHref(`mailto:${value}`)}">${value}</a>`
	if (label === 'Phone')
		return html`<a href="${safeHref(`tel:${value.replace(/[^\d+]/g, '')}`)}">${value}</a>`
	return value
}
