import { beforeEach, expect, it } from 'vitest'
import type { Route } from './+types/healthz'
import type { AppContext } from '#app/utils/app-context.ts'
import type { DB } from '#db/index.ts'
import { enqueueMail } from '#app/models/mail/outbox.server.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { loader } from './healthz.ts'

function check(db: DB, dialect: AppContext['dialect']) {
	const context = { db, dialect } as AppContext
	const args = { request: new Request('http://shop.test/healthz'), params: {}, context }
	return loader(args as unknown as Route.LoaderArgs)
}

describeEachDatabase('/healthz', (getDb) => {
	beforeEach(() => getDb().clear())

	it('answers 200 with the database and the outbox backlog', async () => {
		const { db, dialect } = getDb()
		await enqueueMail(
			db,
			{ to: 'a@b.c', subject: 's', text: 't', html: 'h' },
			new Date(Date.now() - 120_000),
		)
		const response = await check(db, dialect)
		expect(response.status).toBe(200)
		expect(response.headers.get('cache-control')).toBe('no-store')
		const body = await response.json()
		expect(body).toMatchObject({
			status: 'ok',
			database: { reachable: true, dialect },
			outbox: { pending: 1 },
		})
		expect(body.outbox.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(120)
	})

	it('answers 503 when the database cannot be reached', async () => {
		const { dialect } = getDb()
		const gone = getDb().connectAgain()
		expect((await check(gone, dialect)).status).toBe(200)
		await gone.destroy()
		const response = await check(gone, dialect)
		expect(response.status).toBe(503)
		expect(await response.json()).toEqual({
			status: 'unavailable',
			database: { reachable: false, dialect },
		})
	})
})
