// What must hold in the shop's SQLite file however a process ended: the file is sound, and every
// write that belongs together (an order and its lines, totals and first history entry; a status
// and its history; an inquiry and its e-mail) is there whole or not at all.
import SQLite from 'better-sqlite3'
import { taxCents, unitPriceCents } from '#app/domain/order/pricing.ts'
import { isShippingMethod, shippingCents } from '#app/domain/shipping/shipping.ts'

export type CrashCheck = {
	integrity: string[]
	foreignKeyProblems: number
	/** One line per broken rule, naming the rows; empty when all hold. */
	problems: string[]
	counts: {
		orders: number
		paidOrders: number
		orderItems: number
		cartItems: number
		inquiries: number
	}
}

type OrderRow = {
	id: string
	status: string
	screen_count: number
	subtotal_cents: number
	tax_cents: number
	shipping_method: string | null
	shipping_cents: number
	total_cents: number
	paid_at: string | null
	amount_paid_cents: number | null
}
type ItemRow = {
	order_id: string
	width: number
	height: number
	quantity: number
	unit_price_cents: number
	line_total_cents: number
}

// Rows that point at nothing: every such query must come back empty.
const ORPHANS: Record<string, string> = {
	'order items without an order':
		'select id from order_items where order_id not in (select id from orders)',
	'status history without an order':
		'select id from order_status_history where order_id not in (select id from orders)',
	'cart lines without a user':
		'select id from cart_items where user_id not in (select id from users)',
	'test payment sessions without an order':
		'select id from test_payment_sessions where order_id not in (select id from orders)',
	'orders without items':
		'select id from orders where id not in (select order_id from order_items)',
	'orders whose status is missing from their history': `select id from orders o where not exists (
		select 1 from order_status_history h where h.order_id = o.id and h.status = o.status)`,
	'paid orders without their payment event': `select id from orders o where o.status = 'received'
		and not exists (select 1 from payment_events e where e.order_id = o.id)`,
	// The test provider records a payment and fulfils its order in one transaction (issue 11).
	'paid sessions whose order was never fulfilled': `select s.id from test_payment_sessions s
		join orders o on o.id = s.order_id
		where s.payment_status = 'paid' and o.status = 'pending_payment'`,
	'inquiries without their e-mail': `select id from inquiries i where not exists (
		select 1 from outbox m where instr(m.text_body, 'Reference: ' || i.id) > 0)`,
}

export function checkCrashedDatabase(sqlitePath: string): CrashCheck {
	const sqlite = new SQLite(sqlitePath)
	try {
		const integrity = sqlite.pragma('integrity_check', { simple: false }) as {
			integrity_check: string
		}[]
		const foreignKeys = sqlite.pragma('foreign_key_check') as unknown[]
		const problems: string[] = []
		for (const [rule, query] of Object.entries(ORPHANS)) {
			const ids = (sqlite.prepare(query).all() as { id: string }[]).map((row) => row.id)
			if (ids.length) problems.push(`${rule}: ${ids.slice(0, 5).join(', ')}`)
		}
		const orders = sqlite.prepare('select * from orders').all() as OrderRow[]
		const items = sqlite.prepare('select * from order_items').all() as ItemRow[]
		for (const order of orders)
			problems.push(
				...orderProblems(
					order,
					items.filter((item) => item.order_id === order.id),
				),
			)
		const count = (table: string) =>
			(sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n
		return {
			integrity: integrity.map((row) => row.integrity_check),
			foreignKeyProblems: foreignKeys.length,
			problems,
			counts: {
				orders: orders.length,
				paidOrders: orders.filter((order) => order.paid_at !== null).length,
				orderItems: items.length,
				cartItems: count('cart_items'),
				inquiries: count('inquiries'),
			},
		}
	} finally {
		sqlite.close()
	}
}

function orderProblems(order: OrderRow, items: ItemRow[]): string[] {
	const problems: string[] = []
	const fail = (what: string) => problems.push(`order ${order.id}: ${what}`)
	for (const item of items) {
		if (item.unit_price_cents !== unitPriceCents(item))
			fail(`a line is priced ${item.unit_price_cents}`)
		if (item.line_total_cents !== item.unit_price_cents * item.quantity)
			fail('a line total is not price x quantity')
	}
	const subtotal = items.reduce((sum, item) => sum + item.line_total_cents, 0)
	const screens = items.reduce((sum, item) => sum + item.quantity, 0)
	if (order.subtotal_cents !== subtotal)
		fail(`subtotal ${order.subtotal_cents}, lines add up to ${subtotal}`)
	if (order.screen_count !== screens)
		fail(`screen count ${order.screen_count}, lines hold ${screens}`)
	if (order.tax_cents !== taxCents(order.subtotal_cents))
		fail(`tax ${order.tax_cents} on ${order.subtotal_cents}`)
	if (
		isShippingMethod(order.shipping_method) &&
		order.shipping_cents !== shippingCents(order.shipping_method, order.subtotal_cents)
	)
		fail(`shipping ${order.shipping_cents} by ${order.shipping_method} on ${order.subtotal_cents}`)
	if (order.total_cents !== order.subtotal_cents + order.tax_cents + order.shipping_cents)
		fail('total is not subtotal + tax + shipping')
	if (
		order.status === 'received' &&
		(order.paid_at === null || order.amount_paid_cents !== order.total_cents)
	) {
		fail('received without its payment')
	}
	return problems
}
