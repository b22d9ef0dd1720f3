import { randomUUID } from 'node:crypto'
import type { Insertable, Selectable } from 'kysely'
import type { DB } from '#db/index.ts'
import type { InquiryTable } from '#db/schema.ts'

export type Inquiry = Selectable<InquiryTable>

export type NewInquiry =
	| {
			kind: 'bulk'
			name: string
			company?: string
			email: string
			phone?: string
			quantity: number
			message: string
	  }
	| { kind: 'question'; name?: string; email: string; phone?: string; message: string }

/** Stores a customer's question or bulk-quote request (workflows/inquiry-submission e-mails it). */
export async function insertInquiry(db: DB, input: NewInquiry, now = new Date()): Promise<Inquiry> {
	const row: Insertable<InquiryTable> = {
		id: randomUUID(),
		kind: input.kind,
		email: input.email,
		name: input.name ?? null,
		company: input.kind === 'bulk' ? (input.company ?? null) : null,
		phone: input.phone ?? null,
		quantity: input.kind === 'bulk' ? input.quantity : null,
		message: input.message,
		created_at: now.toISOString(),
	}
	return db.insertInto('inquiries').values(row).returningAll().executeTakeFirstOrThrow()
}

/** One inquiry, for the back office's inbox. */
export async function findInquiry(db: DB, id: string): Promise<Inquiry | undefined> {
	return db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Newest first; optionally only new or handled ones, or one kind. */
export async function listInquiries(
	db: DB,
	{
		status,
		kind,
		limit = 100,
	}: { status?: 'new' | 'handled'; kind?: NewInquiry['kind']; limit?: number } = {},
): Promise<Inquiry[]> {
	let query = db
		.selectFrom('inquiries')
		.selectAll()
		.orderBy('created_at', 'desc')
		.orderBy('id')
		.limit(limit)
	if (status) query = query.where('status', '=', status)
	if (kind) query = query.where('kind', '=', kind)
	return query.execute()
}

/** Marks an inquiry as dealt with. False when there is no such inquiry or it was already handled. */
export async function markInquiryHandled(db: DB, id: string, now = new Date()): Promise<boolean> {
	const result = await db
		.updateTable('inquiries')
		.set({ status: 'handled', handled_at: now.toISOString() })
		.where('id', '=', id)
		.where('status', '=', 'new')
		.executeTakeFirst()
	return result.numUpdatedRows > 0n
}
