// The customer's e-mail when their paid order is changed (issue 27): the order's lines and totals
// as they are now, the address it ships to, and the money that moved (refunded or paid). Links
// start from the shop's public origin (PUBLIC_URL). Everything interpolated goes through html``.
import {
	CHANGE_PAYMENT_EMAIL,
	ORDER_CHANGED_EMAIL,
	orderChangedSubject,
} from '#app/content/words/messages/order-change.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import type { MailMessage } from '#app/domain/mail/mail-message.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { shippingAddressLines } from '#app/domain/order/order-display.ts'
import type { OrderWithItems } from '#app/models/order/orders.server.ts'
import { html, safeHref } from './html.server.ts'
import { itemsTable, itemTextLines, orderLinesAttachments } from './order-lines-mail.server.ts'
import {
	customerOrderMail,
	orderFooterHtml,
	orderFooterText,
	orderGreeting,
} from './order-mail-footer.server.ts'

/** `differenceCents`: what the change moved, > 0 paid by the customer, < 0 refunded to them. */
export function orderChangedEmail(
	order: OrderWithItems,
	differenceCents: number,
	siteUrl: string,
	shop: ShopIdentity,
): MailMessage {
	if (!order.email || !order.number) throw new Error('A change e-mail needs an e-mail and a number')
	const title = orderChangedSubject(order.number)
	const trackUrl = `${siteUrl}/track-order`
	const greeting = orderGreeting(order)
	const money =
		differenceCents < 0
			? ORDER_CHANGED_EMAIL.refunded(formatCents(-differenceCents))
			: differenceCents > 0
				? ORDER_CHANGED_EMAIL.paid(formatCents(differenceCents))
				: null
	const address = shippingAddressLines(order)
	const text = [
		greeting,
		'',
		ORDER_CHANGED_EMAIL.intro,
		...(money ? [money] : []),
		'',
		`Order number: ${order.number}`,
		...itemTextLines(order),
		'',
		`Total: ${formatCents(order.total_cents)}`,
		...(address.length ? ['', ORDER_CHANGED_EMAIL.shipTo, ...address] : []),
		'',
		...orderFooterText(order.number, trackUrl, shop),
	].join('\n')
	const body = html`<p style="margin:0 0 12px">${greeting}</p>
		<p style="margin:0 0 12px">${ORDER_CHANGED_EMAIL.intro}</p>
		${money ? html`<p style="margin:0 0 12px"><strong>${money}</strong></p>` : null}
		<p style="margin:0 0 12px">Order number: <strong>${order.number}</strong></p>
		${itemsTable(order)}
		${
			address.length
				? html`<p style="margin:0 0 12px">
						<strong>${ORDER_CHANGED_EMAIL.shipTo}</strong><br />${address.map((line, index) =>
							index === 0 ? html`${line}` : html`<br />${line}`,
						)}
					</p>`
				: null
		}
		${orderFooterHtml(order.number, trackUrl, shop)}`
	return customerOrderMail(
		order.email,
		title,
		{ text, body, attachments: orderLinesAttachments(order) },
		shop,
	)
}

/**
 * The customer's e-mail when the shop changes their order to a higher total: what changes, the
 * new total and a link to pay the difference (on the shop's own origin, which forwards to the
 * hosted checkout while it is open); the change applies once paid.
 */
export function changePaymentEmail(
	order: OrderWithItems,
	change: { differenceCents: number; newTotalCents: number; summary: string; payUrl: string },
	siteUrl: string,
	shop: ShopIdentity,
): MailMessage {
	if (!order.email || !order.number) throw new Error('A change e-mail needs an e-mail and a number')
	const title = CHANGE_PAYMENT_EMAIL.subject(order.number)
	const trackUrl = `${siteUrl}/track-order`
	const greeting = orderGreeting(order)
	const amount = formatCents(change.differenceCents)
	const text = [
		greeting,
		'',
		CHANGE_PAYMENT_EMAIL.intro(amount),
		`${CHANGE_PAYMENT_EMAIL.what}: ${change.summary}`,
		`${CHANGE_PAYMENT_EMAIL.newTotal}: ${formatCents(change.newTotalCents)}`,
		'',
		`${CHANGE_PAYMENT_EMAIL.payLink(amount)}: ${change.payUrl}`,
		CHANGE_PAYMENT_EMAIL.until,
		'',
		...orderFooterText(order.number, trackUrl, shop),
	].join('\n')
	const body = html`<p style="margin:0 0 12px">${greeting}</p>
		<p style="margin:0 0 12px">${CHANGE_PAYMENT_EMAIL.intro(amount)}</p>
		<p style="margin:0 0 12px">
			${CHANGE_PAYMENT_EMAIL.what}: ${change.summary}<br />
			${CHANGE_PAYMENT_EMAIL.newTotal}: <strong>${formatCents(change.newTotalCents)}</strong>
		</p>
		<p style="margin:0 0 12px">
			<a href="${safeHref(change.payUrl)}"
				><strong>${CHANGE_PAYMENT_EMAIL.payLink(amount)}</strong></a
			>
		</p>
		<p style="margin:0 0 12px">${CHANGE_PAYMENT_EMAIL.until}</p>
		${orderFooterHtml(order.number, trackUrl, shop)}`
	return customerOrderMail(order.email, title, { text, body }, shop)
}
