// The owner's volume discounts: read by /bulk-orders and the quote workflow, set in
// the back office. No rows means no volume discount.
import type { VolumeTier } from '#app/domain/quote/volume-pricing.ts'
import type { DB } from '#db/index.ts'

export async function listVolumeTiers(db: DB): Promise<VolumeTier[]> {
	const rows = await db.selectFrom('volume_tiers').selectAll().orderBy('min_screens').execute()
	return rows.map((row) => ({ minScreens: row.min_screens, basisPoints: row.basis_points }))
}

/** Replaces every tier at once, so readers see the old set or the new one, never a mix. */
export async function replaceVolumeTiers(db: DB, tiers: readonly VolumeTier[]): Promise<void> {
	const replace = async (trx: DB) => {
		await trx.deleteFrom('volume_tiers').execute()
		if (tiers.length === 0) return
		await trx
			.insertInto('volume_tiers')
			.values(
				tiers.map((tier) => ({ min_screens: tier.minScreens, basis_points: tier.basisPoints })),
			)
			.execute()
	}
	await (db.isTransaction ? replace(db) : db.transaction().execute(replace))
}
