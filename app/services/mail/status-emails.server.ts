// The customer's e-mail when the back office moves an order: the new status in words, and the
// way to /track-order. Once shipped: the carrier, the tracking number once (a link to the
// carrier's tracking page when the carrier is one the shop recognises) and the delivery range
// counted from the day it shipped. Everything interpolated goes through html``, which escapes it.
import {
	expectedDelivery,
	shippedExplanation,
	TRACKING_NUMBER_LABEL,
	trackingPageLine,
} from '#app/content/words/messages/order-emails.ts'
import { ORDER_NEXT_STEPS } from '#app/content/words/order-next-steps.ts'
import { REFUND } from '#app/content/facts/shop-facts.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { carrierTrackingUrl } from '#app/domain/shipping/carrier-tracking.ts'
import type { MailMessage } from '#app/domain/mail/mail-message.ts'
import { ORDER_STATUS_LABELS, type OrderStatus } from '#app/domain/order/order-status.ts'
import { deliveryEstimate, formatArrival } from '#app/domain/shipping/ship-by.ts'
import { shopDate } from '#app/domain/calendar/shop-calendar.ts'
import { isShippingMethod } from '#app/domain/shipping/shipping.ts'
import type { Order } from '#app/models/order/orders.server.ts'
import { html, safeHref, type SafeHtml } from './html.server.ts'
import {
	customerOrderMail,
	orderFooterHtml,
	orderFooterText,
	orderGreeting,
} from './order-mail-footer.server.ts'

type StatusOrder = Pick<
	Order,
	| 'number'
	| 'email'
	| 'customer_name'
	| 'status'
	| 'carrier'
	| 'tracking_number'
	| 'shipping_method'
>

function headline(status: OrderStatus, number: string): string {
	if (status === 'shipped') return `Your order ${number} has shipped`
	if (status === 'canceled') return `Your order ${number} has been canceled`
	return `Your order ${number} is now: ${ORDER_STATUS_LABELS[status]}`
}

function explanation(order: StatusOrder): string {
	const status = order.status as OrderStatus
	if (status === 'shipped') return shippedExplanation(order.carrier ?? 'our carrier')
	if (status === 'canceled') {
		return `Your order has been canceled. If you were charged, the payment is refunded to your card within ${REFUND.processingBusinessDays} business days.`
	}
	const step = ORDER_NEXT_STEPS.find((next) => next.title === ORDER_STATUS_LABELS[status])
	return step?.text ?? `Your order's status is now ${ORDER_STATUS_LABELS[status]}.`
}

type Shipment = { carrier: string; number: string; url: string | null; arrival: string | null }

/** What the shipped e-mail says about the parcel; null before the order ships. */
function shipmentOf(order: StatusOrder, sentAt: Date): Shipment | null {
	if (order.status !== 'shipped') return null
	const carrier = order.carrier ?? ''
	const number = order.tracking_number ?? ''
	const arrival = isShippingMethod(order.shipping_method)
		? expectedDelivery(formatArrival(deliveryEstimate(shopDate(sentAt), order.shipping_method)))
		: null
	return { carrier, number, url: carrierTrackingUrl(carrier, number), arrival }
}

function shipmentText(shipment: Shipment): string[] {
	return [
		'',
		`Carrier: ${shipment.carrier}`,
		`${TRACKING_NUMBER_LABEL}: ${shipment.number}`,
		...(shipment.url ? [trackingPageLine(shipment.url)] : []),
		...(shipment.arrival ? [shipment.arrival] : []),
	]
}

function shipmentHtml(shipment: Shipment): SafeHtml {
	const number = shipment.url
		? html`<a href="${safeHref(shipment.url)}"><strong>${shipment.number}</strong></a>`
		: html`<strong>${shipment.number}</strong>`
	return html`<p style="margin:0 0 12px">
		Carrier: ${shipment.carrier}<br />
		${TRACKING_NUMBER_LABEL}: ${number} ${shipment.arrival ? html`<br />${shipment.arrival}` : null}
	</p>`
}

/** The e-mail telling a customer their order moved to its current status at `sentAt`. */
export function orderStatusEmail(
	order: StatusOrder,
	siteUrl: string,
	shop: ShopIdentity,
	sentAt: Date,
): MailMessage {
	if (!order.email || !order.number) throw new Error('A status e-mail needs an e-mail and a number')
	const status = order.status as OrderStatus
	const title = headline(status, order.number)
	const trackUrl = `${siteUrl}/track-order`
	const greeting = orderGreeting(order)
	const statusLine = `Status: ${ORDER_STATUS_LABELS[status]}`
	const shipment = shipmentOf(order, sentAt)
	const text = [
		greeting,
		'',
		statusLine,
		explanation(order),
		...(shipment ? shipmentText(shipment) : []),
		'',
		...orderFooterText(order.number, trackUrl, shop),
	].join('\n')

	const body = html`<p style="margin:0 0 12px">${greeting}</p>
		<p style="margin:0 0 12px"><strong>${statusLine}</strong></p>
		<p style="margin:0 0 12px">${explanation(order)}</p>
		${shipment ? shipmentHtml(shipment) : null} ${orderFooterHtml(order.number, trackUrl, shop)}`

	return customerOrderMail(order.email, title, { text, body }, shop)
}
