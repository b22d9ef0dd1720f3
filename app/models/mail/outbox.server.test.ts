import { beforeEach, describe, expect, it } from 'vitest'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import {
	claimDueMail,
	claimDueMails,
	enqueueMail,
	enqueueMails,
	findMail,
	listFailedMail,
	markMailSent,
	OUTBOX_POLICY,
	recordFailedAttempt,
	releaseMails,
	retryDelayMs,
	retryMail,
	type OutboxPolicy,
} from './outbox.server.ts'

const T0 = new Date('2030-01-01T12:00:00.000Z')
const at = (ms: number) => new Date(T0.getTime() + ms)
const message = (n = 1) => ({
	to: 'shop@example.com',
	subject: `Message ${n}`,
	text: 'text',
	html: '<p>html</p>',
})

describe('retryDelayMs', () => {
	it('starts at 30 s and doubles up to one hour', () => {
		expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n) / 1000)).toEqual([
			30, 60, 120, 240, 480, 960, 1920, 3600,
		])
	})
})

describeEachDatabase('outbox', (getDb) => {
	beforeEach(() => getDb().clear())

	it('queues a pending message that is due at once', async () => {
		const { db } = getDb()
		const id = await enqueueMail(db, { ...message(), replyTo: 'jane@example.com' }, T0)
		expect(await findMail(db, id)).toMatchObject({
			status: 'pending',
			attempts: 0,
			reply_to: 'jane@example.com',
			next_attempt_at: T0.toISOString(),
			locked_until: null,
		})
	})

	it('claims the oldest due message once and leases it', async () => {
		const { db } = getDb()
		const first = await enqueueMail(db, message(1), T0)
		const second = await enqueueMail(db, message(2), at(1))
		const claimed = await claimDueMail(db, { now: at(10), leaseMs: 60_000 })
		expect(claimed).toMatchObject({ id: first, locked_until: at(60_010).toISOString() })
		expect((await claimDueMail(db, { now: at(10), leaseMs: 60_000 }))?.id).toBe(second)
		expect(await claimDueMail(db, { now: at(10), leaseMs: 60_000 })).toBeUndefined()
	})

	it('queues several messages in one call, each due at once', async () => {
		const { db } = getDb()
		const ids = await enqueueMails(
			db,
			[message(1), { ...message(2), replyTo: 'a@example.com' }],
			T0,
		)
		expect(ids).toHaveLength(2)
		expect(await findMail(db, ids[0]!)).toMatchObject({ subject: 'Message 1', reply_to: null })
		expect(await findMail(db, ids[1]!)).toMatchObject({
			subject: 'Message 2',
			reply_to: 'a@example.com',
			status: 'pending',
			next_attempt_at: T0.toISOString(),
		})
		expect(await enqueueMails(db, [], T0)).toEqual([])
	})

	it('claims a batch under one lease in the order it would claim them one by one', async () => {
		const { db } = getDb()
		const inquiry = await enqueueMail(db, message(1), at(1), 'inquiry')
		const older = await enqueueMail(db, message(2), at(2))
		const newer = await enqueueMail(db, message(3), at(3))
		const last = await enqueueMail(db, message(4), at(4), 'inquiry')

		const batch = await claimDueMails(db, { now: at(10), leaseMs: 60_000, limit: 3 })
		expect(batch.map((mail) => mail.id)).toEqual([older, newer, inquiry])
		expect(new Set(batch.map((mail) => mail.lease_token)).size).toBe(1)
		expect(batch[0]).toMatchObject({ locked_until: at(60_010).toISOString() })
		expect((await claimDueMails(db, { now: at(10), limit: 3 })).map((mail) => mail.id)).toEqual([
			last,
		])
		expect(await claimDueMails(db, { now: at(10), limit: 3 })).toEqual([])
	})

	it('gives released messages back to the queue at once, and only those it still holds', async () => {
		const { db } = getDb()
		const first = await enqueueMail(db, message(1), T0)
		const second = await enqueueMail(db, message(2), at(1))
		const [a, b] = await claimDueMails(db, { now: at(10), leaseMs: 60_000, limit: 2 })
		await releaseMails(db, [a!, b!])
		expect(await findMail(db, first)).toMatchObject({ locked_until: null, lease_token: null })
		const again = await claimDueMails(db, { now: at(11), leaseMs: 60_000, limit: 2 })
		expect(again.map((mail) => mail.id)).toEqual([first, second])
		// The old claim no longer holds the messages: releasing it leaves the new lease alone.
		await releaseMails(db, [a!])
		expect(await findMail(db, first)).toMatchObject({ lease_token: again[0]!.lease_token })
	})

	it('claims order and account mail before older inquiry mail (issue 11: a flood waits)', async () => {
		const { db } = getDb()
		const flood = await Promise.all(
			[1, 2, 3].map((n) => enqueueMail(db, message(n), at(n), 'inquiry')),
		)
		const confirmation = await enqueueMail(db, message(9), at(9))
		const order = [] as string[]
		for (let i = 0; i < 4; i++) order.push((await claimDueMail(db, { now: at(100) }))!.id)
		expect(order[0]).toBe(confirmation)
		expect(order.slice(1).sort()).toEqual([...flood].sort())
	})

	it('does not claim a message before it is due', async () => {
		const { db } = getDb()
		await enqueueMail(db, message(), at(5000))
		expect(await claimDueMail(db, { now: at(4999) })).toBeUndefined()
		expect(await claimDueMail(db, { now: at(5000) })).toBeDefined()
	})

	it('frees the message of a worker that died mid-send when its lease expires', async () => {
		const { db } = getDb()
		const id = await enqueueMail(db, message(), T0)
		const lost = await claimDueMail(db, { now: T0, leaseMs: 60_000 })
		expect(await claimDueMail(db, { now: at(59_999), leaseMs: 60_000 })).toBeUndefined()
		const taken = await claimDueMail(db, { now: at(60_000), leaseMs: 60_000 })
		expect(taken?.id).toBe(id)
		// The first worker lost its lease, so it can no longer settle the message.
		expect(await markMailSent(db, lost!, at(61_000))).toBe(false)
		expect(await markMailSent(db, taken!, at(61_000))).toBe(true)
		expect(await findMail(db, id)).toMatchObject({
			status: 'sent',
			sent_at: at(61_000).toISOString(),
		})
		expect(await claimDueMail(db, { now: at(10_000_000) })).toBeUndefined()
	})

	it('hands each message to exactly one of two racing connections', async () => {
		const { db, connectAgain } = getDb()
		const other = connectAgain()
		const ids = new Set<string>()
		for (let n = 0; n < 40; n++) ids.add(await enqueueMail(db, message(n), T0))
		const claims = await Promise.all(
			Array.from({ length: 100 }, (_, i) => claimDueMail(i % 2 ? db : other, { now: at(1) })),
		)
		const claimed = claims.flatMap((claim) => (claim ? [claim.id] : []))
		expect(new Set(claimed).size).toBe(claimed.length)
		expect(new Set(claimed)).toEqual(ids)
	})

	it('retries with backoff and gives up after the last attempt', async () => {
		const { db } = getDb()
		const policy: OutboxPolicy = {
			...OUTBOX_POLICY,
			firstRetryMs: 1000,
			maxRetryMs: 3000,
			maxAttempts: 4,
		}
		const id = await enqueueMail(db, message(), T0)
		let now = T0
		const waits: number[] = []
		for (let attempt = 1; attempt <= 4; attempt++) {
			const claimed = await claimDueMail(db, { now })
			expect(claimed?.id).toBe(id)
			const outcome = await recordFailedAttempt(db, claimed!, `ECONNREFUSED ${attempt}`, {
				now,
				policy,
			})
			expect(outcome.attempts).toBe(attempt)
			if (attempt < 4) {
				expect(outcome.status).toBe('pending')
				const next = new Date(outcome.nextAttemptAt)
				waits.push(next.getTime() - now.getTime())
				expect(await claimDueMail(db, { now: new Date(next.getTime() - 1) })).toBeUndefined()
				now = next
			} else expect(outcome.status).toBe('failed')
		}
		expect(waits).toEqual([1000, 2000, 3000])
		expect(await findMail(db, id)).toMatchObject({
			status: 'failed',
			attempts: 4,
			last_error: 'ECONNREFUSED 4',
		})
		expect(await claimDueMail(db, { now: at(10_000_000) })).toBeUndefined()
	})

	it('lists failed messages and puts one back in the queue on retry', async () => {
		const { db } = getDb()
		const policy: OutboxPolicy = { ...OUTBOX_POLICY, maxAttempts: 1 }
		const failedId = await enqueueMail(db, message(1), T0)
		await enqueueMail(db, message(2), at(30_000))
		await recordFailedAttempt(db, (await claimDueMail(db, { now: T0 }))!, 'refused', {
			now: T0,
			policy,
		})
		expect((await listFailedMail(db)).map((mail) => mail.id)).toEqual([failedId])

		expect(await retryMail(db, failedId, at(20_000))).toBe(true)
		expect(await retryMail(db, failedId, at(20_000))).toBe(false)
		expect(await listFailedMail(db)).toEqual([])
		expect(await findMail(db, failedId)).toMatchObject({ status: 'pending', attempts: 0 })
		expect((await claimDueMail(db, { now: at(20_000) }))?.id).toBe(failedId)
	})
})
