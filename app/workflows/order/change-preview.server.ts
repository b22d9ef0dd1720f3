// A change of a paid order as it would be (change-order.server.ts): the order repriced with the
// price rules it was placed under, its new address, and the money that would move against what
// was paid net of refunds. Changes nothing; the change itself prices the same way.
import { ORDER_CHANGE_MESSAGES as MESSAGES } from '#app/content/words/messages/order-change.ts'
import {
	applyLineEdits,
	type CurrentLine,
	type OrderEdits,
	type PriceBasis,
	type RepricedOrder,
} from '#app/domain/order/order-change.ts'
import { shipToDiffers, shipToProblem, tidyShipTo } from '#app/domain/order/order-change-address.ts'
import { describeChange } from '#app/domain/order/order-change-description.ts'
import type { ShippingAddress } from '#app/domain/payments/payment-provider.ts'
import { shippingMethodOf } from '#app/domain/shipping/shipping.ts'
import { findOrder, listOrderItems, type Order } from '#app/models/order/orders.server.ts'
import { findQuoteDiscountOfOrder } from '#app/models/quote/quotes.server.ts'
import type { DB } from '#db/index.ts'

/** The changed order as it would be: shown before the change is confirmed. */
export type ChangePreview = RepricedOrder & {
	/** The new ship-to address; null when it stays. */
	shipTo: ShippingAddress | null
	/** The order's total before the change. */
	oldTotalCents: number
	/** What the customer has paid, net of refunds. */
	paidCents: number
	/** totalCents - paidCents: > 0 to pay, < 0 to refund. */
	differenceCents: number
	/** What changes, in words (as the history will say). */
	summary: string[]
}

export type PreviewResult =
	| { ok: true; preview: ChangePreview }
	| { ok: false; reason: 'not_found' | 'invalid'; message: string; field?: string }

/** What the customer has paid for the order, net of what was refunded. */
export function paidNetOfRefunds(
	order: Pick<Order, 'amount_paid_cents' | 'refunded_cents'>,
): number {
	return (order.amount_paid_cents ?? 0) - order.refunded_cents
}

async function priceBasis(db: DB, order: Order): Promise<PriceBasis> {
	const shippingMethod = shippingMethodOf(order.shipping_method)
	if (!order.quote_id) return { shippingMethod, discountBasisPoints: null }
	const quote = await findQuoteDiscountOfOrder(db, order.quote_id)
	return { shippingMethod, discountBasisPoints: quote?.discount_basis_points ?? null }
}

/** The order after the edits, priced, or why the edits cannot be made. */
export async function previewOf(db: DB, order: Order, edits: OrderEdits): Promise<PreviewResult> {
	let shipTo: ShippingAddress | null = null
	if (edits.shipTo !== undefined) {
		const problem = shipToProblem(edits.shipTo)
		if (problem) return { ok: false, reason: 'invalid', message: problem, field: 'shipTo' }
		const tidy = tidyShipTo(edits.shipTo)
		shipTo = shipToDiffers(tidy, order) ? tidy : null
	}
	const current: CurrentLine[] = await listOrderItems(db, order.id)
	const edited = applyLineEdits(
		current,
		{ lines: edits.lines ?? [], ...(edits.shipTo ? { shipTo: edits.shipTo } : {}) },
		await priceBasis(db, order),
	)
	if (!edited.ok) {
		return { ok: false, reason: 'invalid', message: edited.message, field: edited.field }
	}
	const repriced = edited.order
	const paid = paidNetOfRefunds(order)
	return {
		ok: true,
		preview: {
			...repriced,
			shipTo,
			oldTotalCents: order.total_cents,
			paidCents: paid,
			differenceCents: repriced.totalCents - paid,
			summary: describeChange(current, repriced, shipTo),
		},
	}
}

/** The changed order and the money that would move, without changing anything. */
export async function previewOrderChange(
	db: DB,
	orderId: string,
	edits: OrderEdits,
): Promise<PreviewResult> {
	const order = await findOrder(db, orderId)
	if (!order) return { ok: false, reason: 'not_found', message: MESSAGES.notFound }
	return previewOf(db, order, edits)
}
