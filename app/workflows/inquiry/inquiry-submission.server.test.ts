import { sql } from 'kysely'
import { beforeEach, expect, it } from 'vitest'
import { parseBulkQuote } from '#app/domain/quote/bulk-quote.ts'
import { listInquiries } from '#app/models/inquiry/inquiries.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { createInquiry } from './inquiry-submission.server.ts'

const env = parseEnv({ NODE_ENV: 'test', SHOP_INBOX: 'orders@signaturescreens.com' })
const T0 = new Date('2030-02-03T04:05:06.000Z')

describeEachDatabase('inquiry submission', (getDb) => {
	beforeEach(() => getDb().clear())

	it('stores a bulk-quote request and queues its e-mail to the shop', async () => {
		const { db } = getDb()
		const parsed = parseBulkQuote({
			name: 'Jane <b>Doe</b>',
			company: 'Acme Rentals',
			email: 'jane@example.com',
			phone: '(555) 123-4567',
			quantity: '1,250',
			message: 'We manage 300 units.\nNeed screens by May.',
		})
		if (!parsed.success) throw new Error('fixture should be valid')
		const inquiry = await createInquiry(db, { kind: 'bulk', ...parsed.data }, env, T0)

		expect(await listInquiries(db)).toEqual([inquiry])
		expect(inquiry).toMatchObject({
			kind: 'bulk',
			status: 'new',
			quantity: 1250,
			company: 'Acme Rentals',
			created_at: T0.toISOString(),
		})

		const queued = await db.selectFrom('outbox').selectAll().execute()
		expect(queued).toHaveLength(1)
		const mail = queued[0]!
		expect(mail).toMatchObject({
			to_address: env.SHOP_INBOX,
			reply_to: 'jane@example.com',
			status: 'pending',
		})
		expect(mail.subject).toBe(
			'Bulk quote request: 1,250 screens from Jane <b>Doe</b> (Acme Rentals)',
		)
		expect(mail.text_body).toContain('Phone: (555) 123-4567')
		expect(mail.text_body).toContain('We manage 300 units.\nNeed screens by May.')
		expect(mail.html_body).toContain('Jane &lt;b&gt;Doe&lt;/b&gt;')
		expect(mail.html_body).not.toContain('<b>Doe')
		expect(mail.html_body).toContain('<a href="mailto:jane@example.com">jane@example.com</a>')
		expect(mail.html_body).toContain('We manage 300 units.<br />Need screens by May.')
	})

	it('stores a question without company or quantity', async () => {
		const { db } = getDb()
		const inquiry = await createInquiry(
			db,
			{ kind: 'question', email: 'sam@example.com', message: 'Do you ship to Alaska?' },
			env,
		)
		expect(inquiry).toMatchObject({ kind: 'question', name: null, company: null, quantity: null })
		const mail = await db
			.selectFrom('outbox')
			.select(['subject', 'text_body'])
			.executeTakeFirstOrThrow()
		expect(mail.subject).toBe('Question from sam@example.com')
		expect(mail.text_body).not.toContain('Approximate quantity')
	})

	it('stores nothing when the e-mail cannot be queued', async () => {
		const { db } = getDb()
		await sql`alter table outbox rename to outbox_away`.execute(db)
		try {
			await expect(
				createInquiry(db, { kind: 'question', email: 'sam@example.com', message: 'Hello?' }, env),
			).rejects.toThrow()
		} finally {
			await sql`alter table outbox_away rename to outbox`.execute(db)
		}
		expect(await listInquiries(db)).toEqual([])
	})
})
