// The mail outbox: every e-mail is a row first and is sent by the worker (server/outbox-worker.ts),
// so a message survives an SMTP outage or a restart. A worker claims a few due messages at once
// under a lease (locked_until + lease_token); only the holder of the lease can settle each one.
import { randomUUID } from 'node:crypto'
import type { ExpressionBuilder, Selectable } from 'kysely'
import type { MailAttachment, MailMessage } from '#app/domain/mail/mail-message.ts'
import { dialectOf, type DB } from '#db/index.ts'
import type { Database, OutboxTable } from '#db/schema.ts'

export type OutboxMail = Selectable<OutboxTable>
export type ClaimedMail = OutboxMail & { lease_token: string }

export type OutboxPolicy = {
	/** How long a claim lasts; a worker that dies mid-send frees its message after this. */
	leaseMs: number
	/** Wait after the first failed attempt; it doubles with each further failure... */
	firstRetryMs: number
	/** ...up to this. */
	maxRetryMs: number
	/** Failed attempts after which the message is given up (status failed). */
	maxAttempts: number
}

export const OUTBOX_POLICY: OutboxPolicy = {
	leaseMs: 10 * 60_000,
	firstRetryMs: 30_000,
	maxRetryMs: 60 * 60_000,
	maxAttempts: 8,
}

/** Wait before the next attempt after `failedAttempts` failures (1, 2, ...). */
export function retryDelayMs(failedAttempts: number, policy: OutboxPolicy = OUTBOX_POLICY): number {
	return Math.min(policy.firstRetryMs * 2 ** Math.max(0, failedAttempts - 1), policy.maxRetryMs)
}

/** Which mail goes out first when several are due: orders and accounts before inquiries, so a
 * flood of inquiries or bulk requests cannot hold up a confirmation or a sign-in link. */
export const MAIL_PRIORITY = { urgent: 0, inquiry: 1 } as const
export type MailPriority = keyof typeof MAIL_PRIORITY

/** Queues an e-mail; pass a transaction to queue it together with the data it belongs to. */
export async function enqueueMail(
	db: DB,
	message: MailMessage,
	now = new Date(),
	priority: MailPriority = 'urgent',
): Promise<string> {
	const [id] = await enqueueMails(db, [message], now, priority)
	return id!
}

/** Queues several e-mails in one statement (one database round trip); returns their ids. */
export async function enqueueMails(
	db: DB,
	messages: readonly MailMessage[],
	now = new Date(),
	priority: MailPriority = 'urgent',
): Promise<string[]> {
	if (messages.length === 0) return []
	const at = now.toISOString()
	const rows = messages.map((message) => ({
		id: randomUUID(),
		to_address: message.to,
		reply_to: message.replyTo ?? null,
		subject: message.subject,
		text_body: message.text,
		html_body: message.html,
		attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
		priority: MAIL_PRIORITY[priority],
		next_attempt_at: at,
		created_at: at,
	}))
	await db.insertInto('outbox').values(rows).execute()
	return rows.map((row) => row.id)
}

/** The files stored with a queued message (enqueueMail wrote them as JSON). */
export function attachmentsOf(mail: Pick<OutboxMail, 'attachments'>): MailAttachment[] {
	if (!mail.attachments) return []
	const parsed: unknown = JSON.parse(mail.attachments)
	return Array.isArray(parsed) ? (parsed as MailAttachment[]) : []
}

/** The message a queued row asks to send, as the outbox worker hands it to its transport. */
export function outgoingMailOf(
	mail: Pick<
		OutboxMail,
		'id' | 'to_address' | 'reply_to' | 'subject' | 'text_body' | 'html_body' | 'attachments'
	>,
) {
	return {
		id: mail.id,
		to: mail.to_address,
		replyTo: mail.reply_to,
		subject: mail.subject,
		text: mail.text_body,
		html: mail.html_body,
		attachments: attachmentsOf(mail),
	}
}

function isDue(nowIso: string) {
	return (eb: ExpressionBuilder<Database, 'outbox'>) =>
		eb.and([
			eb('status', '=', 'pending'),
			eb('next_attempt_at', '<=', nowIso),
			eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]),
		])
}

/**
 * Claims the most urgent, then most overdue message for this caller only, or returns undefined
 * when none is due (claimDueMails with a limit of one).
 */
export async function claimDueMail(
	db: DB,
	options: { now: Date; leaseMs?: number },
): Promise<ClaimedMail | undefined> {
	const [mail] = await claimDueMails(db, { ...options, limit: 1 })
	return mail
}

/**
 * Claims up to `limit` due messages for this caller only under one lease, most urgent and then
 * most overdue first; none when nothing is due. One statement: on PostgreSQL the rows are picked
 * with FOR UPDATE SKIP LOCKED, on SQLite the UPDATE holds the write lock; both re-check that each
 * row is still due, so two workers never hold the same message.
 */
export async function claimDueMails(
	db: DB,
	{ now, leaseMs = OUTBOX_POLICY.leaseMs, limit }: { now: Date; leaseMs?: number; limit: number },
): Promise<ClaimedMail[]> {
	const nowIso = now.toISOString()
	const leaseToken = randomUUID()
	let due = db
		.selectFrom('outbox')
		.select('id')
		.where(isDue(nowIso))
		.orderBy('priority')
		.orderBy('next_attempt_at')
		.orderBy('created_at')
		.limit(limit)
	if (dialectOf(db) === 'postgres') due = due.forUpdate().skipLocked()
	// The pick is materialized, so it runs once: PostgreSQL would otherwise be free to run a
	// LIMIT ... SKIP LOCKED subquery again per row and claim more than `limit`.
	const claimed = await db
		.with(
			(cte) => cte('picked').materialized(),
			() => due,
		)
		.updateTable('outbox')
		.set({ locked_until: new Date(now.getTime() + leaseMs).toISOString(), lease_token: leaseToken })
		.where('id', 'in', (eb) => eb.selectFrom('picked').select('picked.id'))
		.where(isDue(nowIso))
		.returningAll()
		.execute()
	// RETURNING gives no order: send in the order they were picked.
	return claimed
		.map((mail) => ({ ...mail, lease_token: leaseToken }))
		.sort(
			(a, b) =>
				a.priority - b.priority ||
				compareText(a.next_attempt_at, b.next_attempt_at) ||
				compareText(a.created_at, b.created_at),
		)
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Gives claimed messages back unsent (a worker stopping), so any worker may send them now. */
export async function releaseMails(db: DB, mails: readonly ClaimedMail[]): Promise<void> {
	for (const leaseToken of new Set(mails.map((mail) => mail.lease_token))) {
		await db
			.updateTable('outbox')
			.set({ locked_until: null, lease_token: null })
			.where(
				'id',
				'in',
				mails.filter((mail) => mail.lease_token === leaseToken).map((mail) => mail.id),
			)
			.where('lease_token', '=', leaseToken)
			.execute()
	}
}

/** Settles a claimed message as sent. False when the lease was lost (it expired and another
 * worker took the message over). */
export async function markMailSent(db: DB, mail: ClaimedMail, now = new Date()): Promise<boolean> {
	const result = await db
		.updateTable('outbox')
		.set({ status: 'sent', sent_at: now.toISOString(), locked_until: null, lease_token: null })
		.where('id', '=', mail.id)
		.where('lease_token', '=', mail.lease_token)
		.executeTakeFirst()
	return result.numUpdatedRows > 0n
}

/** Records a failed attempt: schedules the next one with backoff, or gives up after maxAttempts. */
export async function recordFailedAttempt(
	db: DB,
	mail: ClaimedMail,
	error: string,
	{ now = new Date(), policy = OUTBOX_POLICY }: { now?: Date; policy?: OutboxPolicy } = {},
): Promise<{ status: 'pending' | 'failed'; attempts: number; nextAttemptAt: string }> {
	const attempts = mail.attempts + 1
	const status = attempts >= policy.maxAttempts ? 'failed' : 'pending'
	const nextAttemptAt =
		status === 'failed'
			? mail.next_attempt_at
			: new Date(now.getTime() + retryDelayMs(attempts, policy)).toISOString()
	await db
		.updateTable('outbox')
		.set({
			status,
			attempts,
			next_attempt_at: nextAttemptAt,
			last_error: error.slice(0, 2000),
			locked_until: null,
			lease_token: null,
		})
		.where('id', '=', mail.id)
		.where('lease_token', '=', mail.lease_token)
		.execute()
	return { status, attempts, nextAttemptAt }
}

/** Messages given up on, newest first (for the back office). */
export async function listFailedMail(
	db: DB,
	{ limit = 100 }: { limit?: number } = {},
): Promise<OutboxMail[]> {
	return db
		.selectFrom('outbox')
		.selectAll()
		.where('status', '=', 'failed')
		.orderBy('created_at', 'desc')
		.limit(limit)
		.execute()
}

/** Puts a failed message back in the queue with a fresh set of attempts. False if it was not failed. */
export async function retryMail(db: DB, id: string, now = new Date()): Promise<boolean> {
	const result = await db
		.updateTable('outbox')
		.set({
			status: 'pending',
			attempts: 0,
			next_attempt_at: now.toISOString(),
			locked_until: null,
			lease_token: null,
		})
		.where('id', '=', id)
		.where('status', '=', 'failed')
		.executeTakeFirst()
	return result.numUpdatedRows > 0n
}

export async function findMail(db: DB, id: string): Promise<OutboxMail | undefined> {
	return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst()
}
