// A contractor's quote becoming an order (app/workflows/quote-payment.server.ts): the quote's row
// locked for the accepting transaction, its lines copied into a pending order, and the order
// linked to the quote, which points at one current order (quotes.order_id, unique) and which the
// order names back (orders.quote_id).
import { randomUUID } from 'node:crypto'
import { PRODUCT } from '#app/content/shop-facts.ts'
import type { QuoteOrderTotals } from '#app/domain/quote-order.ts'
import type { DB } from '#db/index.ts'
import { addStatusHistory, type Order } from './orders.server.ts'
import type { Quote, QuoteLine } from './quotes.server.ts'

/** Order items per INSERT: well under PostgreSQL's 65 535 parameters and SQLite's 32 766. */
const ITEMS_PER_INSERT = 500

/**
 * The quote whose link has this token hash, its row locked until the transaction ends: the
 * statement writes (updated_at to itself), so SQLite takes its write lock at once and PostgreSQL
 * the row's lock. Two accepts of one quote then run one after the other, the second seeing what
 * the first committed. Pass a transaction.
 */
export async function lockQuoteByTokenHash(trx: DB, tokenHash: string): Promise<Quote | undefined> {
	return trx
		.updateTable('quotes')
		.set((eb) => ({ updated_at: eb.ref('updated_at') }))
		.where('token_hash', '=', tokenHash)
		.returningAll()
		.executeTakeFirst()
}

export async function listQuoteLines(db: DB, quoteId: string): Promise<QuoteLine[]> {
	return db
		.selectFrom('quote_lines')
		.selectAll()
		.where('quote_id', '=', quoteId)
		.orderBy('position')
		.execute()
}

/**
 * A pending order with every line of the quote (label, size, quantity, price) and the quote's
 * totals, for the contractor's e-mail and name; no cart key (the quote is the key). Pass a
 * transaction.
 */
export async function insertQuoteOrder(
	trx: DB,
	input: {
		quote: Quote
		lines: readonly QuoteLine[]
		totals: QuoteOrderTotals
		provider: string
	},
	now: Date,
): Promise<Order> {
	const { quote, lines, totals } = input
	const at = now.toISOString()
	const orderId = randomUUID()
	const order = await trx
		.insertInto('orders')
		.values({
			id: orderId,
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
			provider: input.provider,
			idempotency_key: null,
			quote_id: quote.id,
			created_at: at,
			updated_at: at,
		})
		.returningAll()
		.executeTakeFirstOrThrow()
	for (let start = 0; start < lines.length; start += ITEMS_PER_INSERT) {
		await trx
			.insertInto('order_items')
			.values(
				lines.slice(start, start + ITEMS_PER_INSERT).map((line, offset) => ({
					id: randomUUID(),
					order_id: orderId,
					position: start + offset,
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
			)
			.execute()
	}
	await addStatusHistory(trx, orderId, 'pending_payment', `From quote ${quote.number}`, now)
	return order
}

/**
 * Makes `orderId` the quote's current order, if its current one is still `previousOrderId`
 * (null: none yet). False when another accept got there first.
 */
export async function linkQuoteOrder(
	db: DB,
	quoteId: string,
	previousOrderId: string | null,
	orderId: string,
	now: Date,
): Promise<boolean> {
	const result = await db
		.updateTable('quotes')
		.set({ order_id: orderId, updated_at: now.toISOString() })
		.where('id', '=', quoteId)
		.where((eb) =>
			previousOrderId === null ? eb('order_id', 'is', null) : eb('order_id', '=', previousOrderId),
		)
		.executeTakeFirst()
	return result.numUpdatedRows > 0n
}

/** What fulfilment and the back office need of an order's quote. */
export async function findQuoteOfOrder(
	db: DB,
	quoteId: string,
): Promise<Pick<Quote, 'id' | 'number' | 'expires_at'> | undefined> {
	return db
		.selectFrom('quotes')
		.select(['id', 'number', 'expires_at'])
		.where('id', '=', quoteId)
		.executeTakeFirst()
}
