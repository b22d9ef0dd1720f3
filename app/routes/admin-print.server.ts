// The loader of a printable back-office sheet (/admin/work-order, /admin/packing-slip): the
// admin's check, the order the URL names, and the sheet's data made from it; or the problem to
// show: 400 for a malformed number, 404 for an unknown or unpaid one.
import { data } from 'react-router'
import { normalizeOrderNumber } from '#app/domain/order/order-number.ts'
import { isShippingMethod, shippingLabel } from '#app/domain/shipping/shipping.ts'
import { findOrderForAdmin, type AdminOrderView } from '#app/models/order/order-lists.server.ts'
import type { DB } from '#db/index.ts'
import { requireAdmin } from './admin-guard.server.ts'

export type PrintOrder = AdminOrderView & { number: string }

async function adminOrderFromUrl(
	request: Request,
	db: DB,
): Promise<{ order: PrintOrder } | { problem: string; status: 400 | 404 }> {
	const number = normalizeOrderNumber(new URL(request.url).searchParams.get('number') ?? '')
	if (!number) return { problem: 'Give an 8-character order number.', status: 400 }
	const order = await findOrderForAdmin(db, number)
	if (!order || !order.paid_at) return { problem: `There is no paid order ${number}.`, status: 404 }
	return { order: { ...order, number } }
}

/** `{ order, problem: null }`, `order` being what `sheet` makes of the order; or the problem. */
export async function printSheetLoader<Sheet>(
	{ request, context }: { request: Request; context: Parameters<typeof requireAdmin>[1] },
	sheet: (order: PrintOrder) => Sheet,
) {
	await requireAdmin(request, context)
	const found = await adminOrderFromUrl(request, context.db)
	if ('problem' in found) {
		return data({ problem: found.problem, order: null }, { status: found.status })
	}
	return data({ problem: null, order: sheet(found.order) })
}

/** The shipping method as a sheet prints it. */
export function printedShipping(order: PrintOrder): string {
	return isShippingMethod(order.shipping_method)
		? shippingLabel(order.shipping_method)
		: 'Not recorded'
}
