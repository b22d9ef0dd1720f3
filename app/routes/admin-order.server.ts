// The order a back-office page's URL names (/admin/order, /admin/order-change: ?number=...), or
// the problem to show: 400 for a malformed number, 404 for an unknown one.
import { normalizeOrderNumber } from '#app/domain/order/order-number.ts'
import { findOrderForAdmin, type AdminOrderView } from '#app/models/order/order-lists.server.ts'
import type { DB } from '#db/index.ts'

export type AdminOrder = AdminOrderView & { number: string }

export async function adminOrderFromUrl(
	request: Request,
	db: DB,
): Promise<{ order: AdminOrder } | { problem: string; status: 400 | 404 }> {
	const number = normalizeOrderNumber(new URL(request.url).searchParams.get('number') ?? '')
	if (!number) return { problem: 'Give an 8-character order number.', status: 400 }
	const order = await findOrderForAdmin(db, number)
	if (!order) return { problem: `There is no order ${number}.`, status: 404 }
	return { order: { ...order, number } }
}
