import { beforeEach, expect, it } from 'vitest'
import { attachmentsOf } from '#app/models/mail/outbox.server.ts'
import { findQuote } from '#app/models/quote/quotes.server.ts'
import { listVolumeTiers, replaceVolumeTiers } from '#app/models/quote/volume-tiers.server.ts'
import { buildMail } from '#app/services/mail/message.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import {
	approveQuote,
	openQuoteByToken,
	QUOTE_VALID_DAYS,
	requestQuote,
} from './contractor-quotes.server.ts'

const env = parseEnv({
	NODE_ENV: 'test',
	SHOP_INBOX: 'orders@signaturescreens.com',
	PUBLIC_URL: 'https://shop.example',
})
const T0 = new Date('2030-02-04T15:00:00.000Z')
const DAY = 24 * 60 * 60 * 1000
const contact = { name: 'Pat Builder', company: 'Acme, Inc.', email: 'pat@example.com' }
// 7 lines, 120 screens: 100 x $51.00 + 10 x $40.00 + 10 x $52.00 = $6,020.00 at list price.
const JOB = [
	'Label\tWidth\tHeight\tQty',
	'Unit 1 kitchen\t30 5/16\t40\t20',
	...[2, 3, 4, 5].map((unit) => `Unit ${unit}\t30\t40\t20`),
	'Bath\t12\t12\t10',
	'Den\t30-1/2\t42.25\t10',
].join('\n')

describeEachDatabase('contractor quotes', (getDb) => {
	beforeEach(() => getDb().clear())

	it('stores a quote with every line and label, priced with the tiers, and e-mails both sides', async () => {
		const { db } = getDb()
		await replaceVolumeTiers(db, [
			{ minScreens: 100, basisPoints: 800 },
			{ minScreens: 500, basisPoints: 1200 },
		])
		expect(await listVolumeTiers(db)).toHaveLength(2)
		const result = await requestQuote(db, { contact, jobList: JOB }, env, T0)
		if (!result.ok) throw new Error(JSON.stringify(result.problems))
		const quote = (await findQuote(db, result.quote.id))!
		expect(quote).toMatchObject({
			status: 'requested',
			number: expect.stringMatching(/^Q-[A-Z2-9]{8}$/),
			screen_count: 120,
			list_subtotal_cents: 602000,
			discount_basis_points: 800,
			discount_cents: 48160,
			subtotal_cents: 553840,
			tax_cents: 44307,
			shipping_cents: 0,
			total_cents: 598147,
			token_hash: null,
			expires_at: new Date(T0.getTime() + QUOTE_VALID_DAYS * DAY).toISOString(),
		})
		expect(quote.lines).toHaveLength(7)
		expect(quote.lines[0]).toMatchObject({
			position: 1,
			source_row: 2,
			label: 'Unit 1 kitchen',
			width: 30,
			width_sixteenths: 5,
			height: 40,
			height_sixteenths: 0,
			quantity: 20,
			unit_price_cents: 5100,
			line_total_cents: 102000,
		})
		expect(quote.lines[6]).toMatchObject({
			label: 'Den',
			width_sixteenths: 8,
			height: 42,
			height_sixteenths: 4,
		})

		const mail = await db.selectFrom('outbox').selectAll().orderBy('to_address').execute()
		expect(mail.map((each) => each.to_address)).toEqual([
			'orders@signaturescreens.com',
			'pat@example.com',
		])
		expect(mail[0]!.text_body).toContain(`https://shop.example/admin/quotes?id=${quote.id}`)
		expect(mail[0]!.reply_to).toBe('pat@example.com')
		for (const each of mail) {
			const [file] = attachmentsOf(each)
			expect(file).toMatchObject({
				filename: `quote-${quote.number}.csv`,
				contentType: 'text/csv; charset=utf-8',
			})
			expect(file!.content.split('\r\n')[1]).toBe(
				'Unit 1 kitchen,30,5,40,0,20,"30 5/16"" x 40""",51.00,1020.00',
			)
		}
		// The attachment travels with the message the transport builds.
		const built = await buildMail(
			{
				...mail[1]!,
				id: mail[1]!.id,
				to: mail[1]!.to_address,
				text: mail[1]!.text_body,
				html: mail[1]!.html_body,
				attachments: attachmentsOf(mail[1]!),
			},
			'Shop <orders@example.com>',
		)
		expect(built.raw.toString()).toMatch(
			/Content-Disposition: attachment; filename=quote-Q-[A-Z2-9]{8}\.csv/,
		)
	})

	it('refuses a list with a bad row and stores nothing', async () => {
		const { db } = getDb()
		const result = await requestQuote(db, { contact, jobList: 'A,30,40,1\nB,5,40,1' }, env, T0)
		expect(result).toMatchObject({ ok: false, problems: [{ row: 2, kind: 'dimensionsTooSmall' }] })
		expect(await db.selectFrom('quotes').selectAll().execute()).toEqual([])
		expect(await db.selectFrom('outbox').selectAll().execute()).toEqual([])
	})

	it('approves with the owner discount and note; the private link opens it, a tampered one does not', async () => {
		const { db } = getDb()
		const requested = await requestQuote(db, { contact, jobList: JOB }, env, T0)
		if (!requested.ok) throw new Error('fixture should be valid')
		expect(requested.quote.discount_cents).toBe(0)
		const later = new Date(T0.getTime() + 2 * DAY)
		const approval = {
			id: requested.quote.id,
			basisPoints: 1000,
			note: 'Delivery in two lots.',
			approvedBy: 'owner@example.com',
		}
		const approved = await approveQuote(db, approval, env, later)
		if (!approved.ok) throw new Error(approved.reason)
		expect(approved.quote).toMatchObject({
			status: 'approved',
			discount_basis_points: 1000,
			discount_cents: 60200,
			subtotal_cents: 541800,
			tax_cents: 43344,
			total_cents: 585144,
			owner_note: 'Delivery in two lots.',
			approved_at: later.toISOString(),
			expires_at: new Date(later.getTime() + QUOTE_VALID_DAYS * DAY).toISOString(),
		})
		// Only the hash is stored; the token is in the contractor's e-mail alone.
		expect(approved.quote.token_hash).toMatch(/^[0-9a-f]{64}$/)
		expect(approved.quote.token_hash).not.toContain(approved.token)
		const mail = await db
			.selectFrom('outbox')
			.selectAll()
			.where('subject', 'like', '%is ready%')
			.executeTakeFirstOrThrow()
		expect(mail.to_address).toBe('pat@example.com')
		expect(mail.text_body).toContain(`https://shop.example/quote?token=${approved.token}`)
		expect(mail.text_body).toContain('Total: $5,851.44')

		expect(await approveQuote(db, approval, env, later)).toEqual({
			ok: false,
			reason: 'not-waiting',
		})
		expect(await openQuoteByToken(db, approved.token, later)).toMatchObject({
			status: 'ok',
			quote: { id: approved.quote.id },
		})
		const last = approved.token.at(-1) === 'A' ? 'B' : 'A'
		const tampered = approved.token.slice(0, -1) + last
		expect(await openQuoteByToken(db, tampered, later)).toEqual({ status: 'not-found' })
		expect(await openQuoteByToken(db, `${approved.token}x`, later)).toEqual({ status: 'not-found' })
		expect(await openQuoteByToken(db, null, later)).toEqual({ status: 'not-found' })
	})

	it('refuses an expired quote: its link after 30 days, and approving a stale request', async () => {
		const { db } = getDb()
		const first = await requestQuote(db, { contact, jobList: JOB }, env, T0)
		const second = await requestQuote(db, { contact, jobList: JOB }, env, T0)
		if (!first.ok || !second.ok) throw new Error('fixture should be valid')
		const approved = await approveQuote(
			db,
			{ id: first.quote.id, basisPoints: 0, note: null, approvedBy: 'o' },
			env,
			T0,
		)
		if (!approved.ok) throw new Error(approved.reason)
		const justBefore = new Date(T0.getTime() + QUOTE_VALID_DAYS * DAY - 1)
		const atExpiry = new Date(T0.getTime() + QUOTE_VALID_DAYS * DAY)
		expect((await openQuoteByToken(db, approved.token, justBefore)).status).toBe('ok')
		expect(await openQuoteByToken(db, approved.token, atExpiry)).toEqual({
			status: 'expired',
			number: first.quote.number,
		})
		expect(
			await approveQuote(
				db,
				{ id: second.quote.id, basisPoints: 0, note: null, approvedBy: 'o' },
				env,
				atExpiry,
			),
		).toEqual({ ok: false, reason: 'expired' })
		expect(
			await approveQuote(db, { id: 'nope', basisPoints: 0, note: null, approvedBy: 'o' }, env, T0),
		).toEqual({ ok: false, reason: 'not-found' })
	})
})
