// Contractors' quotes and their lines (db/migrations/0012-contractor-quotes.ts), and the link from
// a quote to its current order (quotes.order_id, unique; the order names it back in
// orders.quote_id). The workflows (app/workflows/quote/contractor-quotes.server.ts, quote-payment.server.ts)
// price them, check their links and send the e-mails.
import { randomUUID } from 'node:crypto'
import type { Insertable, Selectable } from 'kysely'
import type { DB } from '#db/index.ts'
import type { QuoteLineTable, QuoteTable } from '#db/schema.ts'

export type Quote = Selectable<QuoteTable>
export type QuoteLine = Selectable<QuoteLineTable>
export type QuoteWithLines = Quote & { lines: QuoteLine[] }
/** A quote as the back office lists it: with the number of its order once that order is paid. */
export type ListedQuote = Quote & { paid_order_number: string | null }

export const QUOTE_STATUSES = ['requested', 'approved'] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]

export type NewQuote = Omit<
	Insertable<QuoteTable>,
	'id' | 'status' | 'token_hash' | 'approved_at' | 'approved_by' | 'order_id' | 'updated_at'
>
export type NewQuoteLine = Omit<Insertable<QuoteLineTable>, 'id' | 'quote_id' | 'position'>

/** Lines per INSERT: well under PostgreSQL's 65 535 parameters and SQLite's 32 766. */
const LINES_PER_INSERT = 500

/** Stores a quote and every line in list order. Pass a transaction (the workflow does). */
export async function insertQuote(
	db: DB,
	quote: NewQuote,
	lines: readonly NewQuoteLine[],
): Promise<Quote> {
	const id = randomUUID()
	const stored = await db
		.insertInto('quotes')
		.values({ ...quote, id, updated_at: quote.created_at })
		.returningAll()
		.executeTakeFirstOrThrow()
	for (let start = 0; start < lines.length; start += LINES_PER_INSERT) {
		await db
			.insertInto('quote_lines')
			.values(
				lines.slice(start, start + LINES_PER_INSERT).map((line, offset) => ({
					...line,
					id: randomUUID(),
					quote_id: id,
					position: start + offset + 1,
				})),
			)
			.execute()
	}
	return stored
}

async function withLines(db: DB, quote: Quote | undefined): Promise<QuoteWithLines | undefined> {
	if (!quote) return undefined
	const lines = await db
		.selectFrom('quote_lines')
		.selectAll()
		.where('quote_id', '=', quote.id)
		.orderBy('position')
		.execute()
	return { ...quote, lines }
}

export async function findQuote(db: DB, id: string): Promise<QuoteWithLines | undefined> {
	return withLines(
		db,
		await db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst(),
	)
}

/**
 * The approved quote whose private link has this token hash, with its lines; undefined for an
 * unknown hash or a quote not approved. `lock` (pass a transaction) makes the read a write
 * (updated_at to itself), so SQLite takes its write lock at once and PostgreSQL the row's lock:
 * two accepts of one quote then run one after the other, the second seeing what the first
 * committed.
 */
export async function findApprovedQuote(
	db: DB,
	tokenHash: string,
	{ lock = false }: { lock?: boolean } = {},
): Promise<QuoteWithLines | undefined> {
	const quote = lock
		? await db
				.updateTable('quotes')
				.set((eb) => ({ updated_at: eb.ref('updated_at') }))
				.where('token_hash', '=', tokenHash)
				.where('status', '=', 'approved')
				.returningAll()
				.executeTakeFirst()
		: await db
				.selectFrom('quotes')
				.selectAll()
				.where('token_hash', '=', tokenHash)
				.where('status', '=', 'approved')
				.executeTakeFirst()
	return withLines(db, quote)
}

/** Newest first, optionally one status, for the back office; a paid quote names its order. */
export async function listQuotes(
	db: DB,
	{ status, limit = 100 }: { status?: QuoteStatus; limit?: number } = {},
): Promise<ListedQuote[]> {
	let query = db
		.selectFrom('quotes')
		.leftJoin('orders', (join) =>
			join.onRef('orders.id', '=', 'quotes.order_id').on('orders.paid_at', 'is not', null),
		)
		.selectAll('quotes')
		.select('orders.number as paid_order_number')
		.orderBy('quotes.created_at', 'desc')
		.orderBy('quotes.id')
		.limit(limit)
	if (status) query = query.where('quotes.status', '=', status)
	return query.execute()
}

/** The number of a quote's order once it is paid; null before (or without an order). */
export async function paidOrderNumber(db: DB, orderId: string | null): Promise<string | null> {
	if (!orderId) return null
	const order = await db
		.selectFrom('orders')
		.select('number')
		.where('id', '=', orderId)
		.where('paid_at', 'is not', null)
		.executeTakeFirst()
	return order?.number ?? null
}

export async function quoteNumberTaken(db: DB, number: string): Promise<boolean> {
	const row = await db
		.selectFrom('quotes')
		.select('id')
		.where('number', '=', number)
		.executeTakeFirst()
	return row !== undefined
}

export type QuoteApproval = {
	discount_basis_points: number
	discount_cents: number
	subtotal_cents: number
	tax_cents: number
	shipping_cents: number
	total_cents: number
	owner_note: string | null
	token_hash: string
	approved_by: string
	expires_at: string
}

/**
 * Approves a quote that is still waiting and not expired, with its final money and the hash of
 * its private link's token. False when someone approved it first or it expired.
 */
export async function markQuoteApproved(
	db: DB,
	id: string,
	approval: QuoteApproval,
	now: Date,
): Promise<boolean> {
	const result = await db
		.updateTable('quotes')
		.set({
			...approval,
			status: 'approved',
			approved_at: now.toISOString(),
			updated_at: now.toISOString(),
		})
		.where('id', '=', id)
		.where('status', '=', 'requested')
		.where('expires_at', '>', now.toISOString())
		.executeTakeFirst()
	return result.numUpdatedRows > 0n
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

/** The discount rule of an order's quote: its basis points off the lines at list price. */
export async function findQuoteDiscountOfOrder(
	db: DB,
	quoteId: string,
): Promise<Pick<Quote, 'id' | 'discount_basis_points'> | undefined> {
	return db
		.selectFrom('quotes')
		.select(['id', 'discount_basis_points'])
		.where('id', '=', quoteId)
		.executeTakeFirst()
}
