// The e-mails a paid order sends: the customer's confirmation and the shop's new-order e-mail
// (the spec's order notification fields), plus the notice for a payment that arrived after its
// order had expired. A long order's lines are cut short in the bodies and attached in full
// (order-lines-mail.server.ts). Everything interpolated goes through html``, which escapes it.
import { clearanceSentence } from '#app/content/words/clearance.ts'
import { ADMIN_ORDER_LINK_TEXT } from '#app/content/words/messages/order-emails.ts'
import { ORDER_STEPS_IN_CONFIRMATION } from '#app/content/words/order-next-steps.ts'
import { ORDER_CHANGE_TEXT } from '#app/content/words/order-changes.ts'
import { PRODUCT } from '#app/content/facts/shop-facts.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import type { MailMessage } from '#app/domain/mail/mail-message.ts'
import { formatCents } from '#app/domain/common/money.ts'
import {
	formatOrderDate,
	orderDiscount,
	orderShipping,
	shippingAddressLines,
	TAX_LINE_LABEL,
} from '#app/domain/order/order-display.ts'
import { changeDeadline } from '#app/domain/order/change-deadline.ts'
import { changeDeadlineSentence } from '#app/domain/order/change-deadline-format.ts'
import { formatLongDay, formatShipsBy } from '#app/domain/shipping/ship-by.ts'
import { orderClearance } from '#app/domain/production/clearance.ts'
import type { OrderWithItems } from '#app/models/order/orders.server.ts'
import { html, renderMailDocument, safeHref, type SafeHtml } from './html.server.ts'
import { itemsTable, itemTextLines, orderLinesAttachments } from './order-lines-mail.server.ts'
import { orderFooterHtml, orderFooterText } from './order-mail-footer.server.ts'

/** Where the shop sends its e-mails about orders, and the public origin their links start with. */
export type ShopMailSettings = {
	/** SHOP_INBOX. */
	shopInbox: string
	/** The shop's public origin (PUBLIC_URL), for links. */
	siteUrl: string
	shop: ShopIdentity
}

function discountFields(order: OrderWithItems): [string, string][] {
	const discount = orderDiscount(order)
	return discount ? [[discount.label, discount.amount]] : []
}

function discountTextLines(order: OrderWithItems): string[] {
	const discount = orderDiscount(order)
	return discount ? [`${discount.label}: ${discount.amount}`] : []
}

function shippingTextLines(order: OrderWithItems): string[] {
	const shipping = orderShipping(order)
	return shipping ? [`Shipping: ${shipping.label}: ${shipping.amount}`] : []
}

function lines(values: string[]): SafeHtml[] {
	return values.map((line, index) => (index === 0 ? html`${line}` : html`<br />${line}`))
}

/** Until when the order can be changed or cancelled, and how: counted from its payment. */
function changeLines(order: OrderWithItems, trackUrl: string, shop: ShopIdentity): string[] {
	if (!order.paid_at) return []
	return [
		changeDeadlineSentence(changeDeadline(order.paid_at)),
		ORDER_CHANGE_TEXT.howInMail(trackUrl, shop.phone.display),
	]
}

/**
 * The customer's confirmation: items, sizes, totals, address, order number, until when it can
 * be changed or cancelled, what comes next.
 */
export function orderConfirmationEmail(
	order: OrderWithItems,
	siteUrl: string,
	shop: ShopIdentity,
): MailMessage {
	if (!order.email || !order.number) throw new Error('A confirmation needs an e-mail and a number')
	const address = shippingAddressLines(order)
	const trackUrl = `${siteUrl}/track-order`
	const title = `Thank you for your order, ${order.customer_name ?? 'customer'}!`
	const changes = changeLines(order, trackUrl, shop)
	// The clearance this order was made under, whatever the shop's setting is by now.
	const fit = clearanceSentence(orderClearance(order.clearance_sixteenths))
	const text = [
		title,
		'',
		`Order number: ${order.number}`,
		`Order date: ${formatOrderDate(order.paid_at ?? order.created_at)}`,
		...(order.ship_by ? [formatShipsBy(order.ship_by)] : []),
		...(changes.length ? ['', ...changes] : []),
		'',
		'Items',
		...itemTextLines(order),
		fit,
		'',
		`Subtotal: ${formatCents(order.subtotal_cents)}`,
		...discountTextLines(order),
		`${TAX_LINE_LABEL}: ${formatCents(order.tax_cents)}`,
		...shippingTextLines(order),
		`Total paid: ${formatCents(order.total_cents)}`,
		'',
		'Shipping to',
		...address,
		...(order.special_instructions
			? ['', `Special instructions: ${order.special_instructions}`]
			: []),
		'',
		'What happens next',
		...ORDER_STEPS_IN_CONFIRMATION.map(
			(step, index) => `${index + 1}. ${step.title}: ${step.text}`,
		),
		'',
		...orderFooterText(order.number, trackUrl, shop),
	].join('\n')

	const body = html`<p style="margin:0 0 12px">
			Order number: <strong>${order.number}</strong><br />
			Order date: ${formatOrderDate(order.paid_at ?? order.created_at)}
			${order.ship_by ? html`<br /><strong>${formatShipsBy(order.ship_by)}</strong>` : null}
		</p>
		${changes.length ? html`<p style="margin:0 0 12px">${lines(changes)}</p>` : null}
		${itemsTable(order)}
		<p style="margin:0 0 16px">${fit}</p>
		<h2 style="font-size:16px;margin:0 0 8px">Shipping to</h2>
		<p style="margin:0 0 16px">${lines(address)}</p>
		${
			order.special_instructions
				? html`<p style="margin:0 0 16px">Special instructions: ${order.special_instructions}</p>`
				: null
		}
		<h2 style="font-size:16px;margin:0 0 8px">What happens next</h2>
		<ol style="margin:0 0 16px;padding-left:20px">
			${ORDER_STEPS_IN_CONFIRMATION.map(
				(step) =>
					html`<li style="margin:0 0 6px"><strong>${step.title}:</strong> ${step.text}</li>`,
			)}
		</ol>
		${orderFooterHtml(order.number, trackUrl, shop)}`

	return {
		to: order.email,
		replyTo: shop.supportEmail,
		subject: `Order ${order.number} received: thank you!`,
		text,
		html: renderMailDocument({ title, body, shop }),
		attachments: orderLinesAttachments(order),
	}
}

function shippingField(order: OrderWithItems): string {
	const shipping = orderShipping(order)
	return shipping ? `${shipping.label}: ${shipping.amount}` : 'Not recorded'
}

function fieldsTable(fields: [string, string][]): SafeHtml {
	return html`<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">
		${fields.map(
			([label, value]) =>
				html`<tr>
					<th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${label}</th>
					<td style="padding:4px 0">${value}</td>
				</tr>`,
		)}
	</table>`
}

/** The order's facts under the spec's order notification field names, and its ship-by date. */
function orderFields(order: OrderWithItems): [string, string][] {
	return [
		['Order ID', order.number ?? ''],
		['Customer name', order.customer_name ?? ''],
		['Customer e-mail', order.email ?? ''],
		['Customer phone', order.customer_phone ?? ''],
		['Total price', formatCents(order.total_cents)],
		...discountFields(order),
		['Shipping', shippingField(order)],
		['Ships by', order.ship_by ? formatLongDay(order.ship_by) : 'Not set'],
		['Timestamp', order.paid_at ?? ''],
		['Screen type', `${PRODUCT.name}: ${PRODUCT.mesh}, ${PRODUCT.installation.toLowerCase()}`],
		['Frame color', PRODUCT.frame.color],
		['Quantity', String(order.screen_count)],
		['Address', shippingAddressLines(order).join(', ')],
		['Special instructions', order.special_instructions || 'None'],
	]
}

/** The order's page in the back office. */
export function adminOrderUrl(order: OrderWithItems, siteUrl: string): string {
	return `${siteUrl}/admin/order?number=${encodeURIComponent(order.number ?? '')}`
}

/** The shop's notice of a new paid order; replying answers the customer. */
export function orderNotificationEmail(
	order: OrderWithItems,
	{ shopInbox, siteUrl, shop }: ShopMailSettings,
): MailMessage {
	const fields = orderFields(order)
	const title = `New order ${order.number}`
	const adminUrl = adminOrderUrl(order, siteUrl)
	// Orders through the built-in test checkout took no money: never make them by mistake.
	const testNote =
		order.provider === 'test'
			? 'TEST ORDER: paid through the built-in test checkout, no money was taken. Do not make it.'
			: null
	const text = [
		title,
		...(testNote ? ['', testNote] : []),
		'',
		`${ADMIN_ORDER_LINK_TEXT}: ${adminUrl}`,
		'',
		...fields.map(([label, value]) => `${label}: ${value}`),
		'',
		'Items',
		...itemTextLines(order),
	].join('\n')
	const body = html`${testNote ? html`<p style="margin:0 0 16px;font-weight:bold">${testNote}</p>` : null}
		<p style="margin:0 0 16px"><a href="${safeHref(adminUrl)}">${ADMIN_ORDER_LINK_TEXT}</a></p>
		${fieldsTable(fields)} ${itemsTable(order)}`
	return {
		to: shopInbox,
		replyTo: order.email,
		subject: `${testNote ? '[TEST] ' : ''}New order ${order.number}: ${order.screen_count} screen(s), ${formatCents(order.total_cents)}`,
		text,
		html: renderMailDocument({ title, body, shop }),
		attachments: orderLinesAttachments(order),
	}
}

/** Tells the shop that money came in for an order that had already expired or been canceled. */
export function latePaymentEmail(
	order: OrderWithItems,
	{ shopInbox, siteUrl, shop }: ShopMailSettings,
): MailMessage {
	const title = `Action needed: payment received for ${order.status} order ${order.number ?? order.id}`
	const paid = order.amount_paid_cents === null ? 'unknown' : formatCents(order.amount_paid_cents)
	const explanation = `The customer paid ${paid} after the order had ${order.status === 'expired' ? 'expired' : 'been canceled'}. The order is flagged for review: make it, or refund the payment (${order.payment_reference ?? 'no payment reference'}), and contact the customer.`
	const fields = orderFields(order)
	const adminUrl = adminOrderUrl(order, siteUrl)
	const text = [
		title,
		'',
		explanation,
		'',
		`${ADMIN_ORDER_LINK_TEXT}: ${adminUrl}`,
		'',
		...fields.map(([l, v]) => `${l}: ${v}`),
		'',
		'Items',
		...itemTextLines(order),
	].join('\n')
	const body = html`<p style="margin:0 0 16px">${explanation}</p>
		<p style="margin:0 0 16px"><a href="${safeHref(adminUrl)}">${ADMIN_ORDER_LINK_TEXT}</a></p>
		${fieldsTable(fields)} ${itemsTable(order)}`
	return {
		to: shopInbox,
		replyTo: order.email,
		subject: title,
		text,
		html: renderMailDocument({ title, body, shop }),
		attachments: orderLinesAttachments(order),
	}
}
