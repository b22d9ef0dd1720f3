import { describe, expect, it } from 'vitest'
import { paidOrder } from '#tests/support/fixtures/paid-order.ts'
import { DEFAULT_SHOP } from '#tests/support/fixtures/shop-identity.ts'
import { orderCanceledEmail, orderRefundedEmail } from './refund-emails.server.ts'

const SITE = 'https://shop.example'

describe('the refund e-mails', () => {
	it('tells of a cancel with what is refunded, linking to /track-order on the public origin', () => {
		const order = paidOrder(1, { status: 'canceled', customer_name: 'Jane <b>Doe</b>' })
		const mail = orderCanceledEmail(order, 11016, SITE, DEFAULT_SHOP)
		expect(mail).toMatchObject({
			to: 'jane@example.com',
			replyTo: DEFAULT_SHOP.supportEmail,
			subject: 'Your order AB12CD34 has been canceled',
		})
		expect(mail.text).toContain(
			'We are refunding $110.16, shipping included, to the card you paid with. It shows on your statement within 3-5 business days.',
		)
		expect(mail.text).toContain(`${SITE}/track-order`)
		expect(mail.html).toContain(`href="${SITE}/track-order"`)
		// Interpolated text is escaped.
		expect(mail.html).toContain('Jane &lt;b&gt;Doe&lt;/b&gt;')
		expect(orderCanceledEmail(order, 0, SITE, DEFAULT_SHOP).text).toContain(
			'Nothing more is refunded',
		)
	})

	it('tells of a refund with its reason and the new net total', () => {
		const order = paidOrder(1, { amount_paid_cents: 13511, refunded_cents: 2495 })
		const mail = orderRefundedEmail(
			order,
			{ amountCents: 2495, reason: 'Shipping refunded' },
			SITE,
			DEFAULT_SHOP,
		)
		expect(mail.subject).toBe('We refunded $24.95 on your order AB12CD34')
		expect(mail.text).toContain('We refunded $24.95 to the card you paid with (Shipping refunded).')
		expect(mail.text).toContain(
			'You paid $135.11; with $24.95 refunded, your order now comes to $110.16.',
		)
	})
})
