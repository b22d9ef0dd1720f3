// The customer's e-mail when the back office moves an order: the new status in words, the
// carrier and tracking number once shipped, and the way to /track-order. Everything
// interpolated goes through html``, which escapes it.
import { ORDER_NEXT_STEPS } from '#app/content/order-next-steps.ts'
import { REFUND } from '#app/content/shop-facts.ts'
import type { ShopIdentity } from '#app/content/shop-identity.ts'
import type { MailMessage } from '#app/domain/mail-message.ts'
import { ORDER_STATUS_LABELS, type OrderStatus } from '#app/domain/order-status.ts'
import type { Order } from '#app/models/orders.server.ts'
import { html, renderMailDocument } from './html.server.ts'
import { orderFooterHtml, orderFooterText } from './order-mail-footer.server.ts'

type StatusOrder = Pick<
	Order,
	'number' | 'email' | 'customer_name' | 'status' | 'carrier' | 'tracking_number'
>

function headline(status: OrderStatus, number: string): string {
	if (status === 'shipped') return `Your order ${number} has shipped`
	if (status === 'canceled') return `Your order ${number} has been canceled`
	return `Your order ${number} is now: ${ORDER_STATUS_LABELS[status]}`
}

function explanation(order: StatusOrder): string {
	const status = order.status as OrderStatus
	if (status === 'shipped') {
		return `Your screens are on their way with ${order.carrier}. Tracking number: ${order.tracking_number}.`
	}
	if (status === 'canceled') {
		return `Your order has been canceled. If you were charged, the payment is refunded to your card within ${REFUND.processingBusinessDays} business days.`
	}
	const step = ORDER_NEXT_STEPS.find((next) => next.title === ORDER_STATUS_LABELS[status])
	return step?.text ?? `Your order's status is now ${ORDER_STATUS_LABELS[status]}.`
}

/** The e-mail telling a customer their order moved to its current status. */
export function orderStatusEmail(
	order: StatusOrder,
	siteUrl: string,
	shop: ShopIdentity,
): MailMessage {
	if (!order.email || !order.number) throw new Error('A status e-mail needs an e-mail and a number')
	const status = order.status as OrderStatus
	const title = headline(status, order.number)
	const trackUrl = `${siteUrl}/track-order`
	const greeting = `Hello ${order.customer_name ?? 'there'},`
	const statusLine = `Status: ${ORDER_STATUS_LABELS[status]}`
	const text = [
		greeting,
		'',
		statusLine,
		explanation(order),
		...(status === 'shipped'
			? ['', `Carrier: ${order.carrier}`, `Tracking number: ${order.tracking_number}`]
			: []),
		'',
		...orderFooterText(order.number, trackUrl, shop),
	].join('\n')

	const body = html`<p style="margin:0 0 12px">${greeting}</p>
		<p style="margin:0 0 12px"><strong>${statusLine}</strong></p>
		<p style="margin:0 0 12px">${explanation(order)}</p>
		${
			status === 'shipped'
				? html`<p style="margin:0 0 12px">
						Carrier: ${order.carrier}<br />
						Tracking number: <strong>${order.tracking_number}</strong>
					</p>`
				: null
		}
		${orderFooterHtml(order.number, trackUrl, shop)}`

	return {
		to: order.email,
		replyTo: shop.supportEmail,
		subject: title,
		text,
		html: renderMailDocument({ title, body, shop }),
	}
}
