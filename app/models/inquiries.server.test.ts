import { sql } from 'kysely'
import { beforeEach, expect, it } from 'vitest'
import { parseBulkQuote } from '#app/domain/bulk-quote.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { createInquiry, listInquiries, markInquiryHandled } from './inquiries.server.ts'

const env = { SHOP_INBOX: 'orders@signaturescreens.com' }
const T0 = new Date('2030-02-03T04:05:06.000Z')

describeEachDatabase('inquiries', (getDb) => {
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

	it('lists newest first, filters, and marks an inquiry handled once', async () => {
		const { db } = getDb()
		const older = await createInquiry(
			db,
			{ kind: 'question', email: 'a@example.com', message: 'A' },
			env,
			T0,
		)
		const newer = await createInquiry(
			db,
			{ kind: 'bulk', name: 'B', email: 'b@example.com', quantity: 100, message: 'B' },
			env,
			new Date(T0.getTime() + 1000),
		)
		expect((await listInquiries(db)).map((each) => each.id)).toEqual([newer.id, older.id])
		expect((await listInquiries(db, { kind: 'question' })).map((each) => each.id)).toEqual([
			older.id,
		])

		expect(await markInquiryHandled(db, older.id, new Date(T0.getTime() + 5000))).toBe(true)
		expect(await markInquiryHandled(db, older.id)).toBe(false)
		expect(await markInquiryHandled(db, 'no-such-id')).toBe(false)
		expect((await listInquiries(db, { status: 'new' })).map((each) => each.id)).toEqual([newer.id])
		expect(await listInquiries(db, { status: 'handled' })).toMatchObject([
			{ id: older.id, handled_at: new Date(T0.getTime() + 5000).toISOString() },
		])
	})
})
