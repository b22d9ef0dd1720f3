// The settling of a refund and of its parts (refunds.server.ts, refund-parts.server.ts), which
// both tables do alike: a pending row succeeds once; a row fails once (pending, or succeeded that
// the provider later reports failed), so what it took is given back to the order once.
import type { Selectable } from 'kysely'
import type { DB } from '#db/index.ts'
import type { Database } from '#db/schema.ts'

type SettledTable = 'refunds' | 'refund_parts'

/** Marks a pending row succeeded; undefined when it was not pending (settled once). */
export async function markSettledSucceeded<T extends SettledTable>(
	db: DB,
	table: T,
	id: string,
	providerRefundId: string | null,
	now: Date,
): Promise<Selectable<Database[T]> | undefined> {
	return db
		.updateTable(table as SettledTable)
		.set({
			status: 'succeeded',
			...(providerRefundId ? { provider_refund_id: providerRefundId } : {}),
			updated_at: now.toISOString(),
		})
		.where('id', '=', id)
		.where('status', '=', 'pending')
		.returningAll()
		.executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>
}

/** Marks a row failed; undefined when it had failed already. */
export async function markSettledFailed<T extends SettledTable>(
	db: DB,
	table: T,
	id: string,
	failure: { reason: string; providerRefundId: string | null },
	now: Date,
): Promise<Selectable<Database[T]> | undefined> {
	return db
		.updateTable(table as SettledTable)
		.set({
			status: 'failed',
			failure_reason: failure.reason,
			...(failure.providerRefundId ? { provider_refund_id: failure.providerRefundId } : {}),
			updated_at: now.toISOString(),
		})
		.where('id', '=', id)
		.where('status', '!=', 'failed')
		.returningAll()
		.executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>
}
