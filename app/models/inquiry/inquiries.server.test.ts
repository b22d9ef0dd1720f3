import { beforeEach, expect, it } from 'vitest'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { insertInquiry, listInquiries, markInquiryHandled } from './inquiries.server.ts'

const T0 = new Date('2030-02-03T04:05:06.000Z')

describeEachDatabase('inquiries', (getDb) => {
	beforeEach(() => getDb().clear())

	it('lists newest first, filters, and marks an inquiry handled once', async () => {
		const { db } = getDb()
		const older = await insertInquiry(
			db,
			{ kind: 'question', email: 'a@example.com', message: 'A' },
			T0,
		)
		const newer = await insertInquiry(
			db,
			{ kind: 'bulk', name: 'B', email: 'b@example.com', quantity: 100, message: 'B' },
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
