import { describe, expect, it } from 'vitest'
import { paidOrder } from '#tests/support/fixtures/paid-order.ts'
import { DEFAULT_SHOP } from '#tests/support/fixtures/shop-identity.ts'
import { changePaymentEmail, orderChangedEmail } from './order-changed-email.server.ts'

const SITE = 'https://shop.example'

describe('the changed-order e-mail', () => {
	it('lists the lines and total as they are now and the refunded amount, with links from the site', () => {
		const order = paidOrder(2, { customer_name: 'Jane <b>Doe</b>' })
		const mail = orderChangedEmail(order, -1234, SITE, DEFAULT_SHOP)
		expect(mail.subject).toBe('Your order AB12CD34 was changed')
		expect(mail.to).toBe('jane@example.com')
		expect(mail.text).toContain('$12.34 is refunded to your card')
		expect(mail.text).toContain('30 7/16" x 40 1/2"')
		expect(mail.text).toContain('Label: Room 2')
		expect(mail.text).toContain(`Total: $${(order.total_cents / 100).toFixed(2)}`)
		expect(mail.text).toContain(`${SITE}/track-order`)
		expect(mail.html).toContain('Jane &lt;b&gt;Doe&lt;/b&gt;')
		expect(mail.html).not.toContain('<b>Doe</b>')
	})

	it('says what was paid for a higher total, and nothing about money for the same total', () => {
		expect(orderChangedEmail(paidOrder(1), 1080, SITE, DEFAULT_SHOP).text).toContain(
			'We received your payment of $10.80 for the change.',
		)
		const same = orderChangedEmail(paidOrder(1), 0, SITE, DEFAULT_SHOP).text
		expect(same).not.toMatch(/refunded|payment of/)
	})
})

describe('the e-mail asking to pay for a change', () => {
	it('gives the amount, the change and the link to pay it', () => {
		const payUrl = `${SITE}/pay-change?change=7c9e6679-7425-40de-944b-e07fc1f90ae7`
		const mail = changePaymentEmail(
			paidOrder(1),
			{
				differenceCents: 1080,
				newTotalCents: 12096,
				summary: 'line 1: size 30" x 40" -> 30" x 50"',
				payUrl,
			},
			SITE,
			DEFAULT_SHOP,
		)
		expect(mail.subject).toBe('Your order AB12CD34: a change to confirm with payment')
		expect(mail.text).toContain(`Pay $10.80 for the change: ${payUrl}`)
		expect(mail.text).toContain('New order total: $120.96')
		expect(mail.html).toContain(`href="${payUrl}"`)
	})
})
