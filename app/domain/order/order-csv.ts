// The orders of a date range as CSV, one row per order, for the shop's books. Orders count on the
// shop day they were paid (unpaid orders are left out); amounts are dollars with two decimals.
// 'Refunded' is what went back to the customer (pending refunds included), 'Net paid' what the
// shop keeps: paid less refunded.
import { toCsv, type CsvCell } from '#app/domain/common/csv.ts'
import type { OrderMoneyColumns } from '#app/domain/order/order-display.ts'
import { orderStatusLabel } from '#app/domain/order/order-status.ts'
import { isShippingMethod, shippingOption } from '#app/domain/shipping/shipping.ts'
import { shopDate } from '#app/domain/calendar/shop-calendar.ts'

export const ORDER_CSV_HEADER = [
	'Order number',
	'Date',
	'Status',
	'Customer name',
	'E-mail',
	'Items',
	'Subtotal',
	'Discount',
	'Tax',
	'Shipping method',
	'Shipping',
	'Total',
	'Refunded',
	'Net paid',
	'Carrier',
	'Tracking number',
	'Screen labels',
] as const

export type ExportedOrder = OrderMoneyColumns & {
	number: string | null
	paid_at: string | null
	created_at: string
	status: string
	customer_name: string | null
	email: string | null
	screen_count: number
	/** What was taken; null on orders paid before it was stored (the total then). */
	amount_paid_cents: number | null
	/** Refunded or being refunded (db/migrations/0015). */
	refunded_cents: number
	carrier: string | null
	tracking_number: string | null
	/** The order's room or window labels, in line order, '; ' between. */
	screen_labels: string
}

/**
 * Integer cents as a plain decimal, for a spreadsheet to sum.
 * @example dollars(11016) // '110.16'
 */
export function dollars(cents: number): string {
	const sign = cents < 0 ? '-' : ''
	const abs = Math.abs(cents)
	return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

export function orderCsvRow(order: ExportedOrder): CsvCell[] {
	return [
		order.number,
		shopDate(new Date(order.paid_at ?? order.created_at)),
		orderStatusLabel(order.status),
		order.customer_name,
		order.email,
		order.screen_count,
		dollars(order.subtotal_cents),
		dollars(order.discount_cents),
		dollars(order.tax_cents),
		isShippingMethod(order.shipping_method) ? shippingOption(order.shipping_method).name : null,
		dollars(order.shipping_cents),
		dollars(order.total_cents),
		dollars(order.refunded_cents),
		dollars((order.amount_paid_cents ?? order.total_cents) - order.refunded_cents),
		order.carrier,
		order.tracking_number,
		order.screen_labels,
	]
}

/** The export file: a header row, then one row per order (toCsv neutralises formulas). */
export function ordersCsv(orders: readonly ExportedOrder[]): string {
	return toCsv([ORDER_CSV_HEADER, ...orders.map(orderCsvRow)])
}
