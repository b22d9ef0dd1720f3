import { beforeEach, expect, it } from 'vitest'
import type { InquiryView } from '#app/components/admin/inquiry-list.tsx'
import { adminRequest, call, freshAdminSession } from '#tests/support/fixtures/admin.ts'
import { createInquiry } from '#app/workflows/inquiry/inquiry-submission.server.ts'
import type { TestAppContext } from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { action, loader } from './admin.inbox.tsx'

type Inbox = {
	filter: string
	inquiries: InquiryView[]
	open: InquiryView | null
	problem: string | null
}

describeEachDatabase('/admin/inbox', (getDb) => {
	let ctx: TestAppContext
	let cookie: string
	beforeEach(async () => {
		;({ ctx, cookie } = await freshAdminSession(getDb()))
	})
	const inbox = async (query = '') => {
		const answer = await call(loader, adminRequest(`/admin/inbox${query}`, cookie), ctx)
		return { status: answer.status, ...(answer.data as Inbox) }
	}

	it('lists new inquiries newest first, opens one with a reply link, and marks it handled once', async () => {
		const question = await createInquiry(
			ctx.db,
			{
				kind: 'question',
				name: 'Ann',
				email: 'ann+screens@example.com',
				message: 'Do you ship to Alaska?',
			},
			ctx.env,
			new Date('2030-01-01T12:00:00Z'),
		)
		const bulk = await createInquiry(
			ctx.db,
			{
				kind: 'bulk',
				name: 'Bo',
				company: 'Acme',
				email: 'bo@acme.example',
				quantity: 250,
				message: 'Quote please',
			},
			ctx.env,
			new Date('2030-01-02T12:00:00Z'),
		)
		const list = await inbox()
		expect(list.inquiries.map((inquiry) => inquiry.id)).toEqual([bulk.id, question.id])
		expect(list.inquiries[0]).toMatchObject({
			kindLabel: 'Bulk request',
			company: 'Acme',
			quantity: 250,
			handled: false,
			replyHref:
				'mailto:bo@acme.example?subject=Re%3A%20Your%20bulk%20order%20request%20(250%20screens)%20-%20Signature%20Screens',
		})

		const opened = await inbox(`?id=${question.id}`)
		expect(opened.open).toMatchObject({
			kindLabel: 'Question',
			message: 'Do you ship to Alaska?',
			replyHref:
				'mailto:ann%2Bscreens@example.com?subject=Re%3A%20Your%20question%20to%20Signature%20Screens',
		})

		const marked = await call(
			action,
			adminRequest('/admin/inbox', cookie, { id: question.id }),
			ctx,
		)
		expect(marked.status).toBe(302)
		expect(marked.response!.headers.get('Location')).toBe(`/admin/inbox?id=${question.id}`)
		expect((await inbox()).inquiries.map((inquiry) => inquiry.id)).toEqual([bulk.id])
		const handled = await inbox('?status=handled')
		expect(handled.inquiries).toMatchObject([{ id: question.id, handled: true }])
		expect((await inbox('?status=all')).inquiries).toHaveLength(2)

		const again = await call(action, adminRequest('/admin/inbox', cookie, { id: question.id }), ctx)
		expect(again.status).toBe(302)
	})

	it('answers an unknown inquiry 404 and a bad filter 400, with a message', async () => {
		expect(await inbox('?id=nope')).toMatchObject({
			status: 404,
			problem: 'That inquiry does not exist.',
		})
		expect(await inbox('?status=spam')).toMatchObject({
			status: 400,
			problem: 'Unknown inbox filter.',
		})
		const missing = await call(action, adminRequest('/admin/inbox', cookie, { id: 'nope' }), ctx)
		expect(missing).toMatchObject({ status: 404, thrown: true })
		const empty = await call(action, adminRequest('/admin/inbox', cookie, {}), ctx)
		expect(empty).toMatchObject({ status: 400, thrown: true })
	})
})
