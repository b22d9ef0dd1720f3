// Contractors' quotes and their lines (db/migrations/0012-contractor-quotes.ts). The workflow
// (app/workflows/contractor-quotes.server.ts) prices them and sends the e-mails.
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

export async function findQuoteByTokenHash(
	db: DB,
	tokenHash: string,
): Promise<QuoteWithLines | undefined> {
	const quote = await db
		.selectFrom('quotes')
		.selectAll()
		.where('token_hash', '=', tokenHash)
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
