import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import type { MailAttachment, MailMessage } from '#app/domain/mail/mail-message.ts'
import { html, renderMailDocument, safeHref, type SafeHtml } from './html.server.ts'

// How a customer e-mail about an order starts and ends (the greeting; where to track it and whom
// to ask), and the message it makes: from the shop, replies going to its support address.

/** e.g. 'Hello Pat Lee,' or, without a name, 'Hello there,'. */
export function orderGreeting(order: { customer_name: string | null }): string {
	return `Hello ${order.customer_name ?? 'there'},`
}

/** The e-mail to the customer: its title is the subject and the HTML document's title. */
export function customerOrderMail(
	to: string,
	title: string,
	content: { text: string; body: SafeHtml; attachments?: readonly MailAttachment[] },
	shop: ShopIdentity,
): MailMessage {
	return {
		to,
		replyTo: shop.supportEmail,
		subject: title,
		text: content.text,
		html: renderMailDocument({ title, body: content.body, shop }),
		...(content.attachments ? { attachments: content.attachments } : {}),
	}
}

export function orderFooterText(
	orderNumber: string | null,
	trackUrl: string,
	shop: ShopIdentity,
): string[] {
	return [
		`Track your order at ${trackUrl} with order number ${orderNumber} and this e-mail address.`,
		`Questions? Reply to this e-mail or call ${shop.phone.display}.`,
	]
}

export function orderFooterHtml(
	orderNumber: string | null,
	trackUrl: string,
	shop: ShopIdentity,
): SafeHtml {
	return html`<p style="margin:0 0 12px">
			<a href="${safeHref(trackUrl)}">Track your order</a> with order number ${orderNumber} and this
			e-mail address.
		</p>
		<p style="margin:0;color:#52525b">
			Questions? Reply to this e-mail or call
			<a href="${safeHref(shop.phone.href)}">${shop.phone.display}</a>.
		</p>`
}
