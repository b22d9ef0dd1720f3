import { ORDER_DISCOUNT_LABEL } from '#app/content/words/messages/hosted-checkout.ts'
import { PRICING, SHOP_CALENDAR } from '#app/content/facts/shop-facts.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { screenLabelLine } from '#app/domain/order/screen-label.ts'
import { formatDimensions, fromSizeRow, type ScreenSizeRow } from '#app/domain/order/screen-size.ts'
import {
	isShippingMethod,
	shippingAmountText,
	shippingLabel,
} from '#app/domain/shipping/shipping.ts'
import type { ShippingAddressColumns } from '#db/schema.ts'

// How an order's parts are written for customers and the shop (pages and e-mails alike).

export type SizedItem = ScreenSizeRow

/**
 * The ordered size with both fractions.
 * @example itemSize({ width: 30, width_sixteenths: 7, height: 40, height_sixteenths: 8 }) // '30 7/16" x 40 1/2"'
 */
export function itemSize(item: SizedItem): string {
	return formatDimensions(fromSizeRow(item))
}

/** The shipping address as lines (empty when there is none yet). */
export function shippingAddressLines(order: ShippingAddressColumns): string[] {
	if (!order.ship_line1) return []
	const cityLine = [
		[order.ship_city, order.ship_state].filter(Boolean).join(', '),
		order.ship_postal_code,
	]
		.filter(Boolean)
		.join(' ')
	const country = order.ship_country && order.ship_country !== 'US' ? order.ship_country : null
	return [order.ship_name, order.ship_line1, order.ship_line2, cityLine, country].filter(
		(line): line is string => Boolean(line),
	)
}

/** The tax rate as shown, e.g. '8%'. */
export const TAX_RATE_LABEL = `${PRICING.taxBasisPoints / 100}%`

/** The tax line's name on receipts, quotes and e-mails, e.g. 'Tax (8%)'. */
export const TAX_LINE_LABEL = `Tax (${TAX_RATE_LABEL})`

let orderDateFormat: Intl.DateTimeFormat | undefined

/**
 * A date as the shop writes it, in the shop's time zone (SHOP_CALENDAR).
 * @example formatOrderDate('2025-03-04T15:00:00.000Z') // 'March 4, 2025'
 */
export function formatOrderDate(instant: string | Date): string {
	// toLocaleDateString with options builds a new formatter (locale and zone data) on every
	// call; one formatter, made on first use, writes the same text.
	orderDateFormat ??= new Intl.DateTimeFormat('en-US', {
		dateStyle: 'long',
		timeZone: SHOP_CALENDAR.timeZone,
	})
	return orderDateFormat.format(new Date(instant))
}

/**
 * An order's shipping as a receipt writes it, or null for an order from before shipping was
 * charged (no method stored).
 * @example orderShipping({ shipping_method: 'standard', shipping_cents: 0 })
 * // { label: 'Standard (UPS Ground, 5-7 business days)', amount: 'FREE', cents: 0 }
 */
export function orderShipping(order: {
	shipping_method: string | null
	shipping_cents: number
}): { label: string; amount: string; cents: number } | null {
	if (!isShippingMethod(order.shipping_method)) return null
	return {
		label: shippingLabel(order.shipping_method),
		amount: shippingAmountText(order.shipping_cents),
		cents: order.shipping_cents,
	}
}

export type ReceiptLine = {
	description: string
	size: string
	/** The room or window label, e.g. 'Label: Kitchen left'; null without one. */
	label: string | null
	quantity: number
	lineTotal: string
}

/** An order's money written out, as a receipt and the back office's order page show it. */
export type ReceiptTotals = {
	subtotal: string
	/** A quote's discount ('Discount', '-$20.10'); null when the order has none. */
	discount: { label: string; amount: string } | null
	/** The tax line's name, TAX_LINE_LABEL. */
	taxLabel: string
	tax: string
	/** The chosen method and its cost; null for an order from before shipping was charged. */
	shipping: { label: string; amount: string } | null
	total: string
}

/** What a receipt shows of an order, written out: for /payment-success and /track-order. */
export type Receipt = ReceiptTotals & {
	items: ReceiptLine[]
	/** 'Refunded $12.34 on December 4, 2026', one per refund that went through. */
	refunds: string[]
	shipTo: string[]
}

type OrderLine = SizedItem & {
	description: string
	quantity: number
	line_total_cents: number
	label?: string | null
}

/** An order's line as a receipt (and /track-order) writes it. */
export function receiptLine(item: OrderLine): ReceiptLine {
	return {
		description: item.description,
		size: itemSize(item),
		label: screenLabelLine(item.label),
		quantity: item.quantity,
		lineTotal: formatCents(item.line_total_cents),
	}
}

/** An order's money columns (cents); subtotal - discount + tax + shipping = total. */
export type OrderMoneyColumns = {
	subtotal_cents: number
	/** A quote's discount. */
	discount_cents: number
	tax_cents: number
	shipping_method: string | null
	shipping_cents: number
	total_cents: number
}

/** An order's money as a receipt and the back office write it. */
export function orderTotals(order: OrderMoneyColumns): ReceiptTotals {
	const shipping = orderShipping(order)
	return {
		subtotal: formatCents(order.subtotal_cents),
		discount: orderDiscount(order),
		taxLabel: TAX_LINE_LABEL,
		tax: formatCents(order.tax_cents),
		shipping: shipping && { label: shipping.label, amount: shipping.amount },
		total: formatCents(order.total_cents),
	}
}

export function orderReceipt(
	order: ShippingAddressColumns & OrderMoneyColumns & { items: readonly OrderLine[] },
	/** The refunds that went through, as refundStatusLines (refund-display.ts) writes them. */
	refunds: readonly string[] = [],
): Receipt {
	return {
		items: order.items.map(receiptLine),
		...orderTotals(order),
		refunds: [...refunds],
		shipTo: shippingAddressLines(order),
	}
}

/**
 * An order's discount, its amount negative, or null when it has none. Pages get it as data, so
 * their browser code carries no words of its own for it.
 * @example orderDiscount({ discount_cents: 2010 }) // { label: 'Discount', amount: '-$20.10' }
 */
export function orderDiscount(order: {
	discount_cents: number
}): { label: string; amount: string } | null {
	return order.discount_cents > 0
		? { label: ORDER_DISCOUNT_LABEL, amount: formatCents(-order.discount_cents) }
		: null
}
