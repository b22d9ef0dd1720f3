// The customer's e-mails about money going back: the order canceled (with what is refunded) and
// a refund of part of it (the amount, why, and what the order now comes to). Links are built on
// the shop's public origin (PUBLIC_URL); everything interpolated is escaped by html``.
import { REFUND } from '#app/content/facts/shop-facts.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { REFUND_EMAIL } from '#app/content/words/messages/refunds.ts'
import type { MailMessage } from '#app/domain/mail/mail-message.ts'
import type { Order } from '#app/models/order/orders.server.ts'
import { html, renderMailDocument } from './html.server.ts'
import { orderFooterHtml, orderFooterText } from './order-mail-footer.server.ts'

type MailedOrder = Pick<
	Order,
	'number' | 'email' | 'customer_name' | 'amount_paid_cents' | 'refunded_cents'
>

function message(
	order: MailedOrder,
	subject: string,
	paragraphs: string[],
	siteUrl: string,
	shop: ShopIdentity,
): MailMessage {
	if (!order.email) throw new Error('A refund e-mail needs the order to have an e-mail')
	const greeting = `Hello ${order.customer_name ?? 'there'},`
	const trackUrl = `${siteUrl}/track-order`
	const text = [
		greeting,
		'',
		...paragraphs.flatMap((paragraph) => [paragraph, '']),
		...orderFooterText(order.number, trackUrl, shop),
	].join('\n')
	const body = html`<p style="margin:0 0 12px">${greeting}</p>
		${paragraphs.map((paragraph) => html`<p style="margin:0 0 12px">${paragraph}</p>`)}
		${orderFooterHtml(order.number, trackUrl, shop)}`
	return {
		to: order.email,
		replyTo: shop.supportEmail,
		subject,
		text,
		html: renderMailDocument({ title: subject, body, shop }),
	}
}

/** The order is canceled; `refundCents` of it is being refunded (0: nothing was left). */
export function orderCanceledEmail(
	order: MailedOrder,
	refundCents: number,
	siteUrl: string,
	shop: ShopIdentity,
): MailMessage {
	return message(
		order,
		REFUND_EMAIL.canceledSubject(order.number ?? ''),
		[
			REFUND_EMAIL.canceledBody,
			refundCents > 0
				? REFUND_EMAIL.canceledRefund(refundCents, REFUND.processingBusinessDays)
				: REFUND_EMAIL.canceledNoRefund,
		],
		siteUrl,
		shop,
	)
}

/** Part of the order is refunded: how much, why, and what the order comes to now. */
export function orderRefundedEmail(
	order: MailedOrder,
	refund: { amountCents: number; reason: string },
	siteUrl: string,
	shop: ShopIdentity,
): MailMessage {
	const paid = order.amount_paid_cents ?? 0
	return message(
		order,
		REFUND_EMAIL.refundedSubject(refund.amountCents, order.number ?? ''),
		[
			REFUND_EMAIL.refundedBody(refund.amountCents, refund.reason, REFUND.processingBusinessDays),
			REFUND_EMAIL.netTotal(paid, order.refunded_cents),
		],
		siteUrl,
		shop,
	)
}
