import { beforeEach, expect, it } from 'vitest'
import type { FailedMailView } from '#app/components/admin/failed-mail-list.tsx'
import { adminRequest, call, freshAdminSession } from '#tests/support/fixtures/admin.ts'
import {
	claimDueMail,
	enqueueMail,
	findMail,
	recordFailedAttempt,
} from '#app/models/mail/outbox.server.ts'
import type { TestAppContext } from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { action, loader } from './admin.outbox.tsx'

describeEachDatabase('/admin/outbox', (getDb) => {
	let ctx: TestAppContext
	let cookie: string
	beforeEach(async () => {
		;({ ctx, cookie } = await freshAdminSession(getDb()))
		// The admin's sign-in sent nothing; earlier mail does not matter here.
		await ctx.db.deleteFrom('outbox').execute()
	})

	/** A message the worker gave up on after its last attempt failed. */
	async function failedMail(subject: string) {
		const id = await enqueueMail(ctx.db, { to: 'pat@example.com', subject, text: 't', html: 'h' })
		const claimed = await claimDueMail(ctx.db, { now: new Date() })
		const policy = { leaseMs: 1000, firstRetryMs: 1000, maxRetryMs: 1000, maxAttempts: 1 }
		await recordFailedAttempt(
			ctx.db,
			claimed!,
			'550 5.1.1 <pat@example.com>: mailbox unavailable',
			{ policy },
		)
		return id
	}

	it('lists failed e-mails with their error, and Retry queues one again and wakes the outbox', async () => {
		const id = await failedMail('Your order ABCD1234 has shipped')
		await enqueueMail(ctx.db, { to: 'ok@example.com', subject: 'Pending', text: 't', html: 'h' })
		const page = await call(loader, adminRequest('/admin/outbox', cookie), ctx)
		expect((page.data as { mails: FailedMailView[] }).mails).toMatchObject([
			{
				id,
				to: 'pat@example.com',
				subject: 'Your order ABCD1234 has shipped',
				attempts: 1,
				lastError: '550 5.1.1 <pat@example.com>: mailbox unavailable',
			},
		])

		const wakeups = ctx.wakeups()
		const retried = await call(action, adminRequest('/admin/outbox', cookie, { id }), ctx)
		expect(retried.status).toBe(302)
		expect(retried.response!.headers.get('Location')).toBe('/admin/outbox')
		expect(ctx.wakeups()).toBe(wakeups + 1)
		expect(await findMail(ctx.db, id)).toMatchObject({ status: 'pending', attempts: 0 })
		const after = await call(loader, adminRequest('/admin/outbox', cookie), ctx)
		expect((after.data as { mails: FailedMailView[] }).mails).toEqual([])

		// A second click (another tab) finds nothing to retry and wakes nobody.
		await call(action, adminRequest('/admin/outbox', cookie, { id }), ctx)
		expect(ctx.wakeups()).toBe(wakeups + 1)
	})

	it('answers a post without an e-mail id 400', async () => {
		const answer = await call(action, adminRequest('/admin/outbox', cookie, {}), ctx)
		expect(answer).toMatchObject({ status: 400, thrown: true })
	})
})
