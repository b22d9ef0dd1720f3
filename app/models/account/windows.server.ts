// A signed-in customer's window book: each opening they bought or saved, a
// label and a size, once per user (a unique index on user, label and size). Every function takes
// the owner's id and touches only that user's rows: another user's window id finds nothing.
import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { DB } from '#db/index.ts'
import type { WindowTable } from '#db/schema.ts'
import { isUniqueViolation } from '#db/unique-violation.ts'

export type WindowRow = Selectable<WindowTable>

/** A label ('' for none) and a size in whole inches plus sixteenths. */
export type Opening = {
	label: string
	width: number
	width_sixteenths: number
	height: number
	height_sixteenths: number
}

/** The opening an order or cart line describes. */
export function openingOf(item: Omit<Opening, 'label'> & { label?: string | null }): Opening {
	return {
		label: item.label ?? '',
		width: item.width,
		width_sixteenths: item.width_sixteenths,
		height: item.height,
		height_sixteenths: item.height_sixteenths,
	}
}

/** The user's windows, by label (unlabelled last) then size. */
export async function listWindows(db: DB, userId: string): Promise<WindowRow[]> {
	const rows = await db.selectFrom('windows').selectAll().where('user_id', '=', userId).execute()
	return rows.sort(
		(a, b) =>
			Number(a.label === '') - Number(b.label === '') ||
			a.label.localeCompare(b.label) ||
			a.width - b.width ||
			a.width_sixteenths - b.width_sixteenths ||
			a.height - b.height ||
			a.height_sixteenths - b.height_sixteenths,
	)
}

/** The user's windows among `ids`; ids that are not theirs (or gone) are left out. */
export async function findWindows(
	db: DB,
	userId: string,
	ids: readonly string[],
): Promise<WindowRow[]> {
	if (ids.length === 0) return []
	return db
		.selectFrom('windows')
		.selectAll()
		.where('user_id', '=', userId)
		.where('id', 'in', [...ids])
		.execute()
}

/** Saves openings the user does not have yet (same label and size); answers how many were new. */
export async function addWindows(
	db: DB,
	userId: string,
	openings: readonly Opening[],
	now = new Date(),
): Promise<number> {
	if (openings.length === 0) return 0
	const at = now.toISOString()
	const inserted = await db
		.insertInto('windows')
		.values(
			openings.map((opening) => ({
				id: randomUUID(),
				user_id: userId,
				...opening,
				created_at: at,
			})),
		)
		.onConflict((conflict) => conflict.doNothing())
		.returning('id')
		.execute()
	return inserted.length
}

/**
 * Gives one of the user's windows a new label ('' for none): 'renamed', 'not-found' (not theirs
 * or gone) or 'duplicate' (they already have that label on that size).
 */
export async function renameWindow(
	db: DB,
	userId: string,
	id: string,
	label: string,
): Promise<'renamed' | 'not-found' | 'duplicate'> {
	try {
		const result = await db
			.updateTable('windows')
			.set({ label })
			.where('user_id', '=', userId)
			.where('id', '=', id)
			.executeTakeFirst()
		return Number(result.numUpdatedRows) > 0 ? 'renamed' : 'not-found'
	} catch (error) {
		if (isUniqueViolation(error)) return 'duplicate'
		throw error
	}
}

/** Deletes one of the user's windows; false when it is not theirs or already gone. */
export async function deleteWindow(db: DB, userId: string, id: string): Promise<boolean> {
	const result = await db
		.deleteFrom('windows')
		.where('user_id', '=', userId)
		.where('id', '=', id)
		.executeTakeFirst()
	return Number(result.numDeletedRows) > 0
}
