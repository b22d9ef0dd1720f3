// The production queue (paid orders the workshop still has to make, by ship-by date), the late
// orders among them, and the claims of daily jobs (db/migrations/0011-ship-by-dates.ts).
import { PRODUCTION_STEPS } from '#app/domain/production/production-queue.ts'
import type { DB } from '#db/index.ts'

export type ProductionRow = {
	id: string
	number: string | null
	status: string
	customer_name: string | null
	screen_count: number
	shipping_method: string | null
	ship_by: string | null
	paid_at: string | null
	/** 1 while the order's fit check holds it (db/migrations/0019). */
	fit_hold: number
}

function queue(db: DB) {
	return db
		.selectFrom('orders')
		.select([
			'id',
			'number',
			'status',
			'customer_name',
			'screen_count',
			'shipping_method',
			'ship_by',
			'paid_at',
			'fit_hold',
		])
		.where('status', 'in', PRODUCTION_STEPS)
}

/** Every order in Order Received, In Production or Quality Check: earliest ship-by first, orders
 * without a date (paid before ship-by dates) last, then by payment time. */
export async function listProductionQueue(db: DB): Promise<ProductionRow[]> {
	return queue(db)
		.orderBy((eb) => eb.case().when('ship_by', 'is', null).then(1).else(0).end())
		.orderBy('ship_by')
		.orderBy('paid_at')
		.orderBy('id')
		.execute()
}

/** The queue's orders whose ship-by day is before `today` ('YYYY-MM-DD'), earliest first. */
export async function listLateOrders(db: DB, today: string): Promise<ProductionRow[]> {
	return queue(db)
		.where('ship_by', '<', today)
		.orderBy('ship_by')
		.orderBy('paid_at')
		.orderBy('id')
		.execute()
}

/**
 * Claims a daily job for a day: true for exactly one caller per (job, day), however many
 * instances try at once (the primary key decides; the others' insert does nothing).
 */
export async function claimDailyJob(
	db: DB,
	job: string,
	day: string,
	now = new Date(),
): Promise<boolean> {
	const claimed = await db
		.insertInto('daily_job_runs')
		.values({ job, day, claimed_at: now.toISOString() })
		.onConflict((conflict) => conflict.columns(['job', 'day']).doNothing())
		.returning('job')
		.executeTakeFirst()
	return claimed !== undefined
}
