// The money of the order a contractor's quote becomes. The quote is a promise: its order costs
// exactly what the quote says (the stored lines at their stored prices, the stored discount,
// tax, shipping and total), not what today's price rule or tiers would give. Before it is
// charged, the stored figures are checked to add up from the stored lines, so a quote changed by
// hand in the database is never charged at a price nobody reckoned.
import { isShippingMethod, type ShippingMethod } from '#app/domain/shipping/shipping.ts'

export type StoredQuoteMoney = {
	screen_count: number
	list_subtotal_cents: number
	discount_cents: number
	subtotal_cents: number
	tax_cents: number
	shipping_method: string
	shipping_cents: number
	total_cents: number
}

export type StoredQuoteLineMoney = {
	quantity: number
	unit_price_cents: number
	line_total_cents: number
}

export type QuoteOrderTotals = {
	screenCount: number
	/** The lines at list price: the order's subtotal, as its lines add up. */
	subtotalCents: number
	discountCents: number
	taxCents: number
	shippingMethod: ShippingMethod
	shippingCents: number
	/** subtotal - discount + tax + shipping. */
	totalCents: number
}

/** The order's totals from a stored quote; a RangeError names the first figure that is off. */
export function quoteOrderTotals(
	quote: StoredQuoteMoney,
	lines: readonly StoredQuoteLineMoney[],
): QuoteOrderTotals {
	const fail = (what: string): never => {
		throw new RangeError(`The stored quote does not add up: ${what}`)
	}
	if (lines.length === 0) fail('it has no lines')
	let screens = 0
	let listSubtotal = 0
	for (const line of lines) {
		if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) fail('a quantity')
		if (!Number.isSafeInteger(line.unit_price_cents) || line.unit_price_cents < 1) {
			fail('a unit price')
		}
		if (line.unit_price_cents * line.quantity !== line.line_total_cents) fail('a line total')
		screens += line.quantity
		listSubtotal += line.line_total_cents
	}
	if (screens !== quote.screen_count) fail('the screen count')
	if (listSubtotal !== quote.list_subtotal_cents) fail('the list subtotal')
	const { discount_cents: discount, tax_cents: tax, shipping_cents: shipping } = quote
	if (!Number.isSafeInteger(discount) || discount < 0 || discount > listSubtotal) {
		fail('the discount')
	}
	if (listSubtotal - discount !== quote.subtotal_cents) fail('the subtotal')
	if (!Number.isSafeInteger(tax) || tax < 0) fail('the tax')
	if (!Number.isSafeInteger(shipping) || shipping < 0) fail('the shipping')
	if (quote.subtotal_cents + tax + shipping !== quote.total_cents) fail('the total')
	if (!isShippingMethod(quote.shipping_method)) fail('the shipping method')
	return {
		screenCount: screens,
		subtotalCents: listSubtotal,
		discountCents: discount,
		taxCents: tax,
		shippingMethod: quote.shipping_method as ShippingMethod,
		shippingCents: shipping,
		totalCents: quote.total_cents,
	}
}
