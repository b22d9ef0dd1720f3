// One-time links and grants for one order (db/migrations/0016-order-action-links.ts): a 'change'
// or 'cancel' link e-mailed from /track-order, and the 'edit' grant a used change link opens.
// Only the token's SHA-256 is stored. A row is used once: consumeOrderActionLink is one conditional
// update (still unused, not expired), so two clicks at once, from two server processes, use it
// once; the other gets nothing.
import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { DB } from '#db/index.ts'
import type { OrderActionLinkTable } from '#db/schema.ts'

export type OrderActionLink = Selectable<OrderActionLinkTable>
/** 'fit-check': the e-mailed link of an order held by its fit check (confirm or correct). */
export type OrderLinkAction = 'change' | 'cancel' | 'edit' | 'fit-check'

/** Stores a link for an order; `tokenHash` is the SHA-256 of its token. Returns the row. */
export async function insertOrderActionLink(
	db: DB,
	input: { orderId: string; action: OrderLinkAction; tokenHash: string; expiresAt: Date },
	now = new Date(),
): Promise<OrderActionLink> {
	const row: OrderActionLink = {
		id: randomUUID(),
		order_id: input.orderId,
		action: input.action,
		token_hash: input.tokenHash,
		expires_at: input.expiresAt.toISOString(),
		used_at: null,
		created_at: now.toISOString(),
	}
	await db.insertInto('order_action_links').values(row).execute()
	return row
}

/** The unused, unexpired link with this token hash, whatever it does; undefined otherwise. */
export async function findUsableOrderActionLink(
	db: DB,
	tokenHash: string,
	now = new Date(),
): Promise<OrderActionLink | undefined> {
	return db
		.selectFrom('order_action_links')
		.selectAll()
		.where('token_hash', '=', tokenHash)
		.where('used_at', 'is', null)
		.where('expires_at', '>', now.toISOString())
		.executeTakeFirst()
}

/**
 * Marks the link with this token hash and action used, if it is unused and unexpired: one
 * statement, so of any number of concurrent calls exactly one gets the row, the others undefined.
 */
export async function consumeOrderActionLink(
	db: DB,
	tokenHash: string,
	action: OrderLinkAction,
	now = new Date(),
): Promise<OrderActionLink | undefined> {
	const at = now.toISOString()
	return db
		.updateTable('order_action_links')
		.set({ used_at: at })
		.where('token_hash', '=', tokenHash)
		.where('action', '=', action)
		.where('used_at', 'is', null)
		.where('expires_at', '>', at)
		.returningAll()
		.executeTakeFirst()
}

/** Deletes links that expired before `before` (used or not): they can do nothing any more. */
export async function deleteExpiredOrderActionLinks(db: DB, before: Date): Promise<number> {
	const result = await db
		.deleteFrom('order_action_links')
		.where('expires_at', '<', before.toISOString())
		.executeTakeFirst()
	return Number(result.numDeletedRows)
}
