import { describe, expect, it } from 'vitest'
import { paidOrder } from '#tests/support/fixtures/paid-order.ts'
import { parseCsv } from '#tests/support/fixtures/admin.ts'
import { DEFAULT_SHOP } from '#tests/support/fixtures/shop-identity.ts'
import {
	latePaymentEmail,
	orderConfirmationEmail,
	orderNotificationEmail,
} from './order-emails.server.ts'
const MAIL_LINE_LIMIT = 50

const SITE = 'https://shop.example'
const SETTINGS = { shopInbox: 'orders@shop.example', siteUrl: SITE, shop: DEFAULT_SHOP }
const ADMIN_URL = `${SITE}/admin/order?number=AB12CD34`

/** The item lines a plain-text body lists. */
const listedLines = (text: string) => text.split('\n').filter((line) => line.startsWith('- '))

describe("the shop's new-order e-mail", () => {
	const mail = orderNotificationEmail(paidOrder(), SETTINGS)

	it('gives the ship-by date and links to the order in the back office at the public origin', () => {
		expect(mail.text).toContain('Ships by: Wednesday, November 25')
		expect(mail.text).toContain(`Open the order in the back office: ${ADMIN_URL}`)
		expect(mail.html).toContain('Ships by</th>')
		expect(mail.html).toContain('Wednesday, November 25')
		expect(mail.html).toContain(`<a href="${ADMIN_URL}">Open the order in the back office</a>`)
	})

	it('has no JSON dump of the order', () => {
		for (const body of [mail.text, mail.html]) {
			expect(body).not.toMatch(/payload/i)
			expect(body).not.toContain('"orderId"')
			expect(body).not.toContain('{')
		}
		expect(mail.html).not.toContain('<pre')
	})

	it('still names the customer, the total and every line of a short order, with no attachment', () => {
		expect(mail.to).toBe('orders@shop.example')
		expect(mail.replyTo).toBe('jane@example.com')
		expect(mail.text).toContain('Customer name: Jane Doe')
		expect(listedLines(mail.text)).toHaveLength(2)
		expect(mail.text).not.toContain('more line')
		expect(mail.attachments).toEqual([])
	})
})

describe("the customer's confirmation", () => {
	const mail = orderConfirmationEmail(paidOrder(), SITE, DEFAULT_SHOP)

	it('does not say a confirmation is on its way: it is the confirmation', () => {
		for (const body of [mail.text, mail.html]) {
			expect(body).not.toContain('on its way')
			expect(body).toContain('Keep this e-mail: your order number is at the top.')
		}
		expect(mail.text).toContain('Ships by Wednesday, November 25')
	})

	it('says the screens are made smaller than the openings by the clearance the order stored', () => {
		const sentence = (clearance: number | null) =>
			orderConfirmationEmail(paidOrder(2, { clearance_sixteenths: clearance }), SITE, DEFAULT_SHOP)
		const made =
			'Measure the opening; we make the screen 3/16" smaller in width and height so it fits.'
		const three = sentence(3)
		expect(three.text).toContain(made)
		expect(three.html).toContain(made.replace('"', '&quot;'))
		// An order from before the clearance was stored was made to the size ordered.
		expect(sentence(null).text).toContain('we make the screen to exactly that size.')
	})

	it('says until when the order can be changed or cancelled, from its own payment, and how', () => {
		// Paid Monday, November 23, 10:00 AM ET: the cut-off is the next business day at 2:00 PM.
		const until = 'You can change or cancel this order until Tuesday, November 24, 2:00 PM ET.'
		const how = `To change or cancel it, use Change order or Cancel order at ${SITE}/track-order with your order number and this e-mail address, or reply to this e-mail or call ${DEFAULT_SHOP.phone.display}.`
		for (const body of [mail.text, mail.html]) {
			expect(body).toContain(until)
			expect(body).toContain(how)
		}
		// Paid the Wednesday before Thanksgiving after 2:00 PM: Friday.
		const beforeThanksgiving = orderConfirmationEmail(
			paidOrder(2, { paid_at: '2026-11-25T19:01:00.000Z' }),
			SITE,
			DEFAULT_SHOP,
		)
		expect(beforeThanksgiving.text).toContain(
			'You can change or cancel this order until Friday, November 27, 2:00 PM ET.',
		)
	})
})

describe("a long order's e-mails", () => {
	const order = paidOrder(MAIL_LINE_LIMIT + 10)
	const mails = [
		orderConfirmationEmail(order, SITE, DEFAULT_SHOP),
		orderNotificationEmail(order, SETTINGS),
		latePaymentEmail({ ...order, status: 'expired' }, SETTINGS),
	]

	it(`list the first ${MAIL_LINE_LIMIT} lines and say how many more there are`, () => {
		for (const mail of mails) {
			const listed = listedLines(mail.text)
			expect(listed).toHaveLength(MAIL_LINE_LIMIT)
			expect(listed.at(-1)).toContain(`(Label: Room ${MAIL_LINE_LIMIT})`)
			const lines = mail.text.split('\n')
			expect(lines[lines.indexOf(listed.at(-1)!) + 1]).toBe(
				'... and 10 more lines: every line is in the attached file order-AB12CD34.csv.',
			)
			expect(mail.html).toContain(`Label: Room ${MAIL_LINE_LIMIT}</span>`)
			expect(mail.html).not.toContain(`Label: Room ${MAIL_LINE_LIMIT + 1}</span>`)
			expect(mail.html).toContain('... and 10 more lines: every line is in the attached file')
		}
	})

	it('attach every line as a CSV file', () => {
		for (const mail of mails) {
			expect(mail.attachments).toHaveLength(1)
			const [file] = mail.attachments!
			expect(file).toMatchObject({
				filename: 'order-AB12CD34.csv',
				contentType: 'text/csv; charset=utf-8',
			})
			const rows = parseCsv(file!.content)
			expect(rows).toHaveLength(MAIL_LINE_LIMIT + 11)
			expect(rows[0]![0]).toBe('label')
			expect(rows.at(-1)).toEqual([
				`Room ${MAIL_LINE_LIMIT + 10}`,
				'30',
				'7',
				'40',
				'8',
				'3',
				'30 7/16" x 40 1/2"',
				'51.00',
				'153.00',
			])
		}
	})
})

describe('the late-payment notice', () => {
	it('links to the order in the back office', () => {
		const mail = latePaymentEmail(paidOrder(1, { status: 'expired' }), SETTINGS)
		expect(mail.text).toContain(ADMIN_URL)
		expect(mail.html).toContain(`<a href="${ADMIN_URL}">`)
	})
})
