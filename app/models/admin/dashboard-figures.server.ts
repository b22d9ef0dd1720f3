// The back office's dashboard line: paid orders and revenue today and this week (shop days), and
// how many orders wait at each step before shipping.
import { TRACKING_STEPS } from '#app/domain/order/order-status.ts'
import { sql } from 'kysely'
import type { DB } from '#db/index.ts'
import { shopDate, shopDaysRange, weekStartDate } from '#app/domain/calendar/shop-calendar.ts'

/** Steps at which an order waits for the shop. */
export const WAITING_STEPS = ['received', 'in_production', 'quality_check'] as const
export type WaitingStep = (typeof WAITING_STEPS)[number]

export type PeriodFigures = { orders: number; revenueCents: number }

export type DashboardFigures = {
	today: PeriodFigures
	week: PeriodFigures
	waiting: Record<WaitingStep, number>
	/** Orders flagged for the shop to look at (e.g. paid after they expired). */
	flagged: number
	newInquiries: number
}

// Revenue counts orders paid in the period that are on the status guide, net of their refunds:
// canceled orders and payments that came after an order closed (flagged instead) are left out.
async function paidInPeriod(db: DB, start: string, end: string): Promise<PeriodFigures> {
	const row = await db
		.selectFrom('orders')
		.select((eb) => [
			eb.fn.countAll<number | string>().as('orders'),
			eb.fn.sum<number | string | null>(sql`total_cents - refunded_cents`).as('revenue'),
		])
		.where('paid_at', '>=', start)
		.where('paid_at', '<', end)
		.where('status', 'in', TRACKING_STEPS)
		.executeTakeFirstOrThrow()
	// PostgreSQL answers count and sum as bigint strings.
	return { orders: Number(row.orders), revenueCents: Number(row.revenue ?? 0) }
}

export async function dashboardFigures(db: DB, now = new Date()): Promise<DashboardFigures> {
	const today = shopDate(now)
	const day = shopDaysRange(today, today)
	const week = shopDaysRange(weekStartDate(today), today)
	const [todayFigures, weekFigures, waitingRows, flagged, inquiries] = await Promise.all([
		paidInPeriod(db, day.start, day.end),
		paidInPeriod(db, week.start, week.end),
		db
			.selectFrom('orders')
			.select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
			.where('status', 'in', WAITING_STEPS)
			.groupBy('status')
			.execute(),
		db
			.selectFrom('orders')
			.select((eb) => eb.fn.countAll<number | string>().as('count'))
			.where('needs_review', '=', 1)
			.executeTakeFirstOrThrow(),
		db
			.selectFrom('inquiries')
			.select((eb) => eb.fn.countAll<number | string>().as('count'))
			.where('status', '=', 'new')
			.executeTakeFirstOrThrow(),
	])
	const waiting = Object.fromEntries(WAITING_STEPS.map((step) => [step, 0])) as Record<
		WaitingStep,
		number
	>
	for (const row of waitingRows) waiting[row.status as WaitingStep] = Number(row.count)
	return {
		today: todayFigures,
		week: weekFigures,
		waiting,
		flagged: Number(flagged.count),
		newInquiries: Number(inquiries.count),
	}
}
