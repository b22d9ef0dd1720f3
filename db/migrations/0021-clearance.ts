import type { Kysely } from 'kysely'

// The workshop's clearance an order was made under (app/domain/production/clearance.ts): the
// customer's sizes are openings, and each screen is made clearance_sixteenths smaller off its
// width and off its height. Stored when the order is made, so a later change of the setting
// (SHOP_CLEARANCE_SIXTEENTHS) never changes what an order's screens are cut to. Null on the
// orders made before it was stored: they were built to the size ordered (clearance 0).
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema.alterTable('orders').addColumn('clearance_sixteenths', 'integer').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.alterTable('orders').dropColumn('clearance_sixteenths').execute()
}
