// The order a printable back-office sheet (/admin/work-order, /admin/packing-slip) names in its
// URL, or the problem to show: 400 for a malformed number, 404 for an unknown or unpaid one.
import { normalizeOrderNumber } from '#app/domain/order-number.ts'
import { findOrderForAdmin, type AdminOrderView } from '#app/models/order-lists.server.ts'
import type { DB } from '#db/index.ts'

export async function adminOrderFromUrl(
	request: Request,
	db: DB,
): Promise<
	{ order: AdminOrderView & { number: string } } | { problem: string; status: 400 | 404 }
> {
	const number = normalizeOrderNumber(new URL(request.url).searchParams.get('number') ?? '')
	if (!number) return { problem: 'Give an 8-character order number.', status: 400 }
	const order = await findOrderForAdmin(db, number)
	if (!order || !order.paid_at) return { problem: `There is no paid order ${number}.`, status: 404 }
	return { order: { ...order, number } }
}
