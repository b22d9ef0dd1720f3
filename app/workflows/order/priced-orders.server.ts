// The two ways an order is priced before it is stored: a cart's from its sizes with today's price
// rule (app/domain/order/pricing.ts, shipping.ts), a contractor's quote's exactly as the quote says
// (app/domain/quote/quote-order.ts). Both give one PricedOrder, which the orders model stores as given.
import { PRODUCT } from '#app/content/facts/shop-facts.ts'
import { cartItemToConfig, type CartItem } from '#app/domain/cart/cart-item.ts'
import { cartTotals } from '#app/domain/cart/cart-totals.ts'
import { lineTotalCents, unitPriceCents } from '#app/domain/order/pricing.ts'
import { quoteOrderTotals } from '#app/domain/quote/quote-order.ts'
import { toSizeRow } from '#app/domain/order/screen-size.ts'
import { orderTotals, type ShippingMethod } from '#app/domain/shipping/shipping.ts'
import type { PricedOrder } from '#app/models/order/orders.server.ts'
import type { QuoteWithLines } from '#app/models/quote/quotes.server.ts'

export type CartOrder = {
	/** Validated cart items; they are priced here from their sizes. */
	items: readonly Omit<CartItem, 'price'>[]
	/** Priced from the subtotal (app/domain/shipping/shipping.ts). */
	shippingMethod: ShippingMethod
	userId: string | null
	email: string | null
	provider: string
	/** Same key while pending = same order (createPendingOrder). */
	idempotencyKey: string | null
	/** The workshop's clearance in force (SHOP_CLEARANCE_SIXTEENTHS), stored on the order. */
	clearanceSixteenths: number
}

/** A cart's order, every line and total priced by the server. */
export function pricedCartOrder(cart: CartOrder): PricedOrder {
	const configs = cart.items.map(cartItemToConfig)
	const totals = orderTotals(cartTotals(configs), cart.shippingMethod)
	return {
		user_id: cart.userId,
		email: cart.email,
		screen_count: totals.quantity,
		subtotal_cents: totals.subtotalCents,
		tax_cents: totals.taxCents,
		shipping_method: totals.shippingMethod,
		shipping_cents: totals.shippingCents,
		total_cents: totals.totalCents,
		provider: cart.provider,
		idempotency_key: cart.idempotencyKey,
		clearance_sixteenths: cart.clearanceSixteenths,
		lines: configs.map((config, position) => ({
			description: PRODUCT.cartItemName,
			...toSizeRow(config),
			quantity: config.quantity,
			unit_price_cents: unitPriceCents(config),
			line_total_cents: lineTotalCents(config),
			label: cart.items[position]?.label || null,
		})),
		note: null,
	}
}

/**
 * A quote's order: every line of the quote (label, size, quantity, price) and its totals, checked
 * to add up (a RangeError when they do not), with the contractor's name; no cart key (the quote
 * is the key). The quote's sizes are openings, like a cart's: the clearance in force is stored.
 */
export function pricedQuoteOrder(
	quote: QuoteWithLines,
	provider: string,
	clearanceSixteenths: number,
): PricedOrder {
	const totals = quoteOrderTotals(quote, quote.lines)
	return {
		user_id: null,
		email: quote.email,
		customer_name: quote.name,
		customer_phone: quote.phone,
		screen_count: totals.screenCount,
		subtotal_cents: totals.subtotalCents,
		discount_cents: totals.discountCents,
		tax_cents: totals.taxCents,
		shipping_method: totals.shippingMethod,
		shipping_cents: totals.shippingCents,
		total_cents: totals.totalCents,
		provider,
		idempotency_key: null,
		quote_id: quote.id,
		clearance_sixteenths: clearanceSixteenths,
		lines: quote.lines.map((line) => ({
			description: PRODUCT.cartItemName,
			width: line.width,
			width_sixteenths: line.width_sixteenths,
			height: line.height,
			height_sixteenths: line.height_sixteenths,
			quantity: line.quantity,
			unit_price_cents: line.unit_price_cents,
			line_total_cents: line.line_total_cents,
			label: line.label || null,
		})),
		note: `From quote ${quote.number}`,
	}
}
