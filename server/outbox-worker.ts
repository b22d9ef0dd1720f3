// Sends the outbox: polls every OUTBOX_POLL_MS and whenever wake() says new mail is waiting.
// Several server processes can run it over one database; the claim lease keeps them apart.
import {
	outgoingMailOf,
	claimDueMails,
	markMailSent,
	OUTBOX_POLICY,
	recordFailedAttempt,
	releaseMails,
	type ClaimedMail,
	type OutboxPolicy,
} from '#app/models/mail/outbox.server.ts'
import { createMailTransport, type MailTransport } from '#app/services/mail/transports.server.ts'
import type { Env } from '#app/utils/env.server.ts'
import type { DB } from '#db/index.ts'

type Log = Pick<Console, 'info' | 'warn' | 'error'>

export type DeliveryDeps = {
	db: DB
	transport: MailTransport
	now?: () => Date
	policy?: OutboxPolicy
	log?: Log
	/** Checked between messages: once true, no further message is claimed. */
	stopping?: () => boolean
}

export type DeliveryReport = { sent: number; retrying: number; failed: number }

/** Messages claimed at once: one statement per round instead of one per message. A worker that
 * dies holds at most this many messages until their lease expires. */
export const CLAIM_BATCH = 10

/** Claims due messages a batch at a time and sends them one by one until none is due; each
 * failure is rescheduled. */
export async function deliverDueMail({
	db,
	transport,
	now = () => new Date(),
	policy = OUTBOX_POLICY,
	log = console,
	stopping = () => false,
}: DeliveryDeps): Promise<DeliveryReport> {
	const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 }
	while (!stopping()) {
		const batch = await claimDueMails(db, {
			now: now(),
			leaseMs: policy.leaseMs,
			limit: CLAIM_BATCH,
		})
		for (const [index, mail] of batch.entries()) {
			if (stopping()) {
				// The rest go back to the queue at once rather than when their lease expires.
				await releaseMails(db, batch.slice(index))
				return report
			}
			await deliverOne(db, transport, mail, { now, policy, log }, report)
		}
		// A short batch took everything due; mail queued since is found on wake() or the next poll.
		if (batch.length < CLAIM_BATCH) break
	}
	return report
}

async function deliverOne(
	db: DB,
	transport: MailTransport,
	mail: ClaimedMail,
	{ now, policy, log }: { now: () => Date; policy: OutboxPolicy; log: Log },
	report: DeliveryReport,
): Promise<void> {
	const outgoing = outgoingMailOf(mail)
	try {
		await transport.send(outgoing)
	} catch (error) {
		const outcome = await recordFailedAttempt(db, mail, describeError(error), {
			now: now(),
			policy,
		})
		report[outcome.status === 'failed' ? 'failed' : 'retrying']++
		log.warn(
			outcome.status === 'failed'
				? `Outbox: gave up on mail ${mail.id} after ${outcome.attempts} attempts: ${describeError(error)}`
				: `Outbox: mail ${mail.id} failed (attempt ${outcome.attempts}), retrying at ${outcome.nextAttemptAt}: ${describeError(error)}`,
		)
		return
	}
	// Sent but not settled (e.g. the database went away): the lease expires and it is sent
	// again, with the same Message-ID. At-least-once is the most any outbox can promise.
	if (await markMailSent(db, mail, now())) report.sent++
	else log.warn(`Outbox: mail ${mail.id} was sent after its lease had expired`)
}

function describeError(error: unknown): string {
	if (!(error instanceof Error)) return String(error)
	const code = (error as { code?: unknown }).code
	return typeof code === 'string' ? `${code}: ${error.message}` : error.message
}

export type OutboxWorker = { wake: () => void; stop: () => Promise<void> }

export function startOutboxWorker({
	db,
	env,
	transport = createMailTransport(env),
	now,
	policy,
	log = console,
}: {
	db: DB
	env: Pick<Env, 'SMTP_URL' | 'MAIL_DIR' | 'MAIL_FROM' | 'OUTBOX_POLL_MS'>
	transport?: MailTransport
	now?: () => Date
	policy?: OutboxPolicy
	log?: Log
}): OutboxWorker {
	let stopped = false
	let running: Promise<void> | undefined
	let runAgain = false
	let timer: NodeJS.Timeout | undefined

	const schedule = () => {
		if (stopped) return
		timer = setTimeout(run, env.OUTBOX_POLL_MS)
		timer.unref()
	}

	const run = () => {
		clearTimeout(timer)
		if (stopped) return
		if (running) {
			runAgain = true
			return
		}
		running = deliverDueMail({ db, transport, now, policy, log, stopping: () => stopped })
			.then(
				() => {},
				(error: unknown) => log.error('Outbox: delivery round failed, will retry', error),
			)
			.finally(() => {
				running = undefined
				if (runAgain && !stopped) {
					runAgain = false
					run()
				} else schedule()
			})
	}

	log.info(`Outbox: mail goes to ${transport.description}`)
	run()

	return {
		wake: run,
		async stop() {
			stopped = true
			clearTimeout(timer)
			await running
			transport.close()
		},
	}
}
