// The e-mail with a one-time link to change or cancel an order, asked for on /track-order. The
// link opens a page whose button (a POST) acts, so a mail scanner following it changes nothing.
import { ORDER_ACTION_WORDS as WORDS } from '#app/content/words/order-actions.ts'
import type { MailMessage } from '#app/domain/mail/mail-message.ts'
import { html, renderMailDocument, safeHref, type MailSender } from './html.server.ts'

export function orderActionLinkEmail(
	input: {
		to: string
		number: string
		action: 'change' | 'cancel'
		link: string
		minutes: number
		replyTo: string
	},
	shop: MailSender,
): MailMessage {
	const title = WORDS.mailSubject(input.action, input.number)
	const intro = WORDS.mailIntro(input.action, input.number)
	const expiry = WORDS.mailExpiry(input.minutes)
	return {
		to: input.to,
		replyTo: input.replyTo,
		subject: `${title} - ${shop.name}`,
		text: [intro, '', input.link, '', expiry, WORDS.mailIgnore].join('\n'),
		html: renderMailDocument({
			title,
			body: html`<p>${intro}</p>
				<p><a href="${safeHref(input.link)}">${input.link}</a></p>
				<p>${expiry} ${WORDS.mailIgnore}</p>`,
			shop,
		}),
	}
}
