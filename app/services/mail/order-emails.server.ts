// The e-mails a paid order sends: the customer's confirmation and the shop's order notification
// (the spec's order notification payload), plus the notice for a payment that arrived after its
// order had expired. Everything interpolated goes through html``, which escapes it.
import { screenLabelLine } from '#app/domain/screen-label.ts'
import { ORDER_NEXT_STEPS } from '#app/content/order-next-steps.ts'
import { PRODUCT } from '#app/content/shop-facts.ts'
import type { ShopIdentity } from '#app/content/shop-identity.ts'
import type { MailMessage } from '#app/domain/mail-message.ts'
import { formatCents } from '#app/domain/money.ts'
import {
	formatOrderDate,
	itemSize,
	orderDiscount,
	orderShipping,
	shippingAddressLines,
	TAX_RATE_LABEL,
} from '#app/domain/order-display.ts'
import { formatShipsBy } from '#app/domain/ship-by.ts'
import type { OrderWithItems } from '#app/models/orders.server.ts'
import { html, renderMailDocument, type SafeHtml } from './html.server.ts'
import { orderFooterHtml, orderFooterText } from './order-mail-footer.server.ts'

const cell = 'padding:6px 8px;border-bottom:1px solid #e4e4e7;vertical-align:top'

function itemLines(order: OrderWithItems): string[] {
	return order.items.map(
		(item) =>
			`${item.description}, ${itemSize(item)}${item.label ? ` (${screenLabelLine(item.label)})` : ''}, qty ${item.quantity} at ${formatCents(item.unit_price_cents)} each: ${formatCents(item.line_total_cents)}`,
	)
}

function itemsTable(order: OrderWithItems): SafeHtml {
	const rows = order.items.map(
		(item) =>
			html`<tr>
				<td style="${cell}">
					${item.description}<br /><span style="color:#52525b">${itemSize(item)}</span>
					${item.label ? html`<br /><span>${screenLabelLine(item.label)}</span>` : ''}
				</td>
				<td style="${cell};text-align:center">${item.quantity}</td>
				<td style="${cell};text-align:right">${formatCents(item.unit_price_cents)}</td>
				<td style="${cell};text-align:right">${formatCents(item.line_total_cents)}</td>
			</tr>`,
	)
	const total = (label: string, amount: number | string, bold = false) =>
		html`<tr>
			<td colspan="3" style="padding:4px 8px;text-align:right">${label}</td>
			<td style="padding:4px 8px;text-align:right${bold ? ';font-weight:bold' : ''}">
				${typeof amount === 'number' ? formatCents(amount) : amount}
			</td>
		</tr>`
	const shipping = orderShipping(order)
	const discount = orderDiscount(order)
	return html`<table
		role="presentation"
		style="border-collapse:collapse;width:100%;margin:0 0 16px"
	>
		<tr>
			<th align="left" style="${cell}">Item</th>
			<th style="${cell}">Qty</th>
			<th align="right" style="${cell}">Each</th>
			<th align="right" style="${cell}">Price</th>
		</tr>
		${rows} ${total('Subtotal', order.subtotal_cents)}
		${discount ? total(discount.label, discount.amount) : null}
		${total(`Tax (${TAX_RATE_LABEL})`, order.tax_cents)}
		${shipping ? total(`Shipping: ${shipping.label}`, shipping.amount) : null}
		${total('Total', order.total_cents, true)}
	</table>`
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

/** The customer's confirmation: items, sizes, totals, address, order number, what comes next. */
export function orderConfirmationEmail(
	order: OrderWithItems,
	siteUrl: string,
	shop: ShopIdentity,
): MailMessage {
	if (!order.email || !order.number) throw new Error('A confirmation needs an e-mail and a number')
	const address = shippingAddressLines(order)
	const trackUrl = `${siteUrl}/track-order`
	const title = `Thank you for your order, ${order.customer_name ?? 'customer'}!`
	const text = [
		title,
		'',
		`Order number: ${order.number}`,
		`Order date: ${formatOrderDate(order.paid_at ?? order.created_at)}`,
		...(order.ship_by ? [formatShipsBy(order.ship_by)] : []),
		'',
		'Items',
		...itemLines(order).map((line) => `- ${line}`),
		'',
		`Subtotal: ${formatCents(order.subtotal_cents)}`,
		...discountTextLines(order),
		`Tax (${TAX_RATE_LABEL}): ${formatCents(order.tax_cents)}`,
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
		...ORDER_NEXT_STEPS.map((step, index) => `${index + 1}. ${step.title}: ${step.text}`),
		'',
		...orderFooterText(order.number, trackUrl, shop),
	].join('\n')

	const body = html`<p style="margin:0 0 12px">
			Order number: <strong>${order.number}</strong><br />
			Order date: ${formatOrderDate(order.paid_at ?? order.created_at)}
			${order.ship_by ? html`<br /><strong>${formatShipsBy(order.ship_by)}</strong>` : null}
		</p>
		${itemsTable(order)}
		<h2 style="font-size:16px;margin:0 0 8px">Shipping to</h2>
		<p style="margin:0 0 16px">${lines(address)}</p>
		${
			order.special_instructions
				? html`<p style="margin:0 0 16px">Special instructions: ${order.special_instructions}</p>`
				: null
		}
		<h2 style="font-size:16px;margin:0 0 8px">What happens next</h2>
		<ol style="margin:0 0 16px;padding-left:20px">
			${ORDER_NEXT_STEPS.map(
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
	}
}

/** The shop's order notification for one paid order, in the fixed field names the owner reads. */
export function orderNotificationPayload(order: OrderWithItems) {
	return {
		orderId: order.number,
		customerName: order.customer_name,
		customerEmail: order.email,
		customerPhone: order.customer_phone,
		totalPrice: order.total_cents / 100,
		timestamp: order.paid_at,
		orderDetails: {
			dimensions: order.items
				.map(
					(item) =>
						`${itemSize(item)}${item.label ? ` ${JSON.stringify(item.label)}` : ''}${item.quantity > 1 ? ` (x${item.quantity})` : ''}`,
				)
				.join('; '),
			screenType: `${PRODUCT.name}: ${PRODUCT.mesh}, ${PRODUCT.installation.toLowerCase()}`,
			frameColor: PRODUCT.frame.color,
			quantity: order.screen_count,
			address: shippingAddressLines(order).join(', '),
			specialInstructions: order.special_instructions ?? '',
		},
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

function payloadFields(order: OrderWithItems): [string, string][] {
	const payload = orderNotificationPayload(order)
	const details = payload.orderDetails
	return [
		['Order ID', payload.orderId ?? ''],
		['Customer name', payload.customerName ?? ''],
		['Customer e-mail', payload.customerEmail ?? ''],
		['Customer phone', payload.customerPhone ?? ''],
		['Total price', formatCents(order.total_cents)],
		...discountFields(order),
		['Shipping', shippingField(order)],
		['Timestamp', payload.timestamp ?? ''],
		['Dimensions', details.dimensions],
		['Screen type', details.screenType],
		['Frame color', details.frameColor],
		['Quantity', String(details.quantity)],
		['Address', details.address],
		['Special instructions', details.specialInstructions || 'None'],
	]
}

/** The shop's notice of a new paid order; replying answers the customer. */
export function orderNotificationEmail(
	order: OrderWithItems,
	shopInbox: string,
	shop: ShopIdentity,
): MailMessage {
	const fields = payloadFields(order)
	const title = `New order ${order.number}`
	const payload = JSON.stringify(orderNotificationPayload(order), null, 2)
	// Orders through the built-in test checkout took no money: never make them by mistake.
	const testNote =
		order.provider === 'test'
			? 'TEST ORDER: paid through the built-in test checkout, no money was taken. Do not make it.'
			: null
	const text = [
		title,
		...(testNote ? ['', testNote] : []),
		'',
		...fields.map(([label, value]) => `${label}: ${value}`),
		'',
		'Items',
		...itemLines(order).map((line) => `- ${line}`),
		'',
		'Order notification payload (JSON):',
		payload,
	].join('\n')
	const body = html`${testNote ? html`<p style="margin:0 0 16px;font-weight:bold">${testNote}</p>` : null}
		${fieldsTable(fields)} ${itemsTable(order)}
		<h2 style="font-size:16px;margin:0 0 8px">Order notification payload</h2>
		<pre style="white-space:pre-wrap;font-size:12px;background:#f4f4f5;padding:8px">
${payload}</pre>`
	return {
		to: shopInbox,
		replyTo: order.email,
		subject: `${testNote ? '[TEST] ' : ''}New order ${order.number}: ${order.screen_count} screen(s), ${formatCents(order.total_cents)}`,
		text,
		html: renderMailDocument({ title, body, shop }),
	}
}

/** Tells the shop that money came in for an order that had already expired or been canceled. */
export function latePaymentEmail(
	order: OrderWithItems,
	shopInbox: string,
	shop: ShopIdentity,
): MailMessage {
	const title = `Action needed: payment received for ${order.status} order ${order.number ?? order.id}`
	const paid = order.amount_paid_cents === null ? 'unknown' : formatCents(order.amount_paid_cents)
	const explanation = `The customer paid ${paid} after the order had ${order.status === 'expired' ? 'expired' : 'been canceled'}. The order is flagged for review: make it, or refund the payment (${order.payment_reference ?? 'no payment reference'}), and contact the customer.`
	const fields = payloadFields(order)
	const text = [title, '', explanation, '', ...fields.map(([l, v]) => `${l}: ${v}`)].join('\n')
	const body = html`<p style="margin:0 0 16px">${explanation}</p>
		${fieldsTable(fields)} ${itemsTable(order)}`
	return {
		to: shopInbox,
		replyTo: order.email,
		subject: title,
		text,
		html: renderMailDocument({ title, body, shop }),
	}
}
