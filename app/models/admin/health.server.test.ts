import { beforeEach, expect, it } from 'vitest'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { outboxBacklog, pingDatabase } from './health.server.ts'
import { claimDueMail, enqueueMail, markMailSent } from '#app/models/mail/outbox.server.ts'

const T0 = new Date('2030-01-01T12:00:00.000Z')
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000)
const message = { to: 'shop@example.com', subject: 'Hi', text: 'text', html: '<p>html</p>' }

describeEachDatabase('health checks', (getDb) => {
	beforeEach(() => getDb().clear())

	it('pings the database', async () => {
		const { latencyMs } = await pingDatabase(getDb().db)
		expect(latencyMs).toBeGreaterThanOrEqual(0)
	})

	it('reports an empty outbox as no backlog', async () => {
		expect(await outboxBacklog(getDb().db, at(0))).toEqual({
			pending: 0,
			oldestPendingAgeSeconds: null,
		})
	})

	it('counts pending mail and the age of the oldest, ignoring sent mail', async () => {
		const { db } = getDb()
		await enqueueMail(db, message, at(0))
		await enqueueMail(db, message, at(30))
		await enqueueMail(db, message, at(60))
		const first = await claimDueMail(db, { now: at(61) })
		await markMailSent(db, first!, at(62))
		expect(await outboxBacklog(db, at(90))).toEqual({ pending: 2, oldestPendingAgeSeconds: 60 })
	})

	it('rejects when the database is gone', async () => {
		const other = getDb().connectAgain()
		await pingDatabase(other)
		await other.destroy()
		await expect(pingDatabase(other)).rejects.toThrow()
	})
})
