// The daily late-orders check: once a shop day, from LATE_CHECK_HOUR shop time, the shop's inbox
// gets the list of orders past their ship-by date (through the outbox). Every server instance
// runs the timer; the claim row (job, shop day) in daily_job_runs lets exactly one of them send.
// The claim and the e-mail are one transaction, so a crash between them leaves no claimed day
// without its e-mail.
import { shopClock } from '#app/domain/calendar/shop-clock.ts'
import { claimDailyJob, listLateOrders } from '#app/models/production/production.server.ts'
import { enqueueMail } from '#app/models/mail/outbox.server.ts'
import type { MailSender } from '#app/services/mail/html.server.ts'
import { lateOrdersEmail } from '#app/services/mail/late-orders-email.server.ts'
import type { DB } from '#db/index.ts'
import { inTransaction } from '#db/transaction.ts'

export const LATE_ORDERS_JOB = 'late-orders'
/** The shop hour (America/New_York) from which the day's check runs: before the workday. */
export const LATE_CHECK_HOUR = 7

export type LateCheckSettings = { shopInbox: string; siteUrl: string; shop: MailSender }

export type LateCheckOutcome =
	| { ran: false; reason: 'too_early' | 'already_claimed' }
	| { ran: true; late: number; mailed: boolean }

/** Runs the day's check if it is time and no instance has claimed the day. Wake the outbox after. */
export async function runLateOrderCheck(
	db: DB,
	settings: LateCheckSettings,
	now = new Date(),
): Promise<LateCheckOutcome> {
	const { date: today, hour } = shopClock(now)
	if (hour < LATE_CHECK_HOUR) return { ran: false, reason: 'too_early' }
	return inTransaction(db, async (trx): Promise<LateCheckOutcome> => {
		// First statement writes, so on SQLite the transaction takes the write lock at once.
		if (!(await claimDailyJob(trx, LATE_ORDERS_JOB, today, now))) {
			return { ran: false, reason: 'already_claimed' }
		}
		const late = await listLateOrders(trx, today)
		if (late.length === 0) return { ran: true, late: 0, mailed: false }
		await enqueueMail(trx, lateOrdersEmail(late, today, settings), now)
		return { ran: true, late: late.length, mailed: true }
	})
}

export type LateOrderChecker = { stop(): Promise<void> }

/** Tries the check every `intervalMs` (and once at start); cheap when the day is claimed. */
export function startLateOrderCheck(
	deps: { db: DB; settings: LateCheckSettings; wakeOutbox: () => void },
	{ intervalMs = 10 * 60_000 }: { intervalMs?: number } = {},
): LateOrderChecker {
	let running: Promise<unknown> = Promise.resolve()
	const tick = () => {
		running = runLateOrderCheck(deps.db, deps.settings)
			.then((outcome) => {
				if (outcome.ran && outcome.mailed) deps.wakeOutbox()
			})
			.catch((error: unknown) => console.error('Late-orders check failed, will retry:', error))
	}
	tick()
	const timer = setInterval(tick, intervalMs)
	timer.unref()
	return {
		async stop() {
			clearInterval(timer)
			await running
		},
	}
}
