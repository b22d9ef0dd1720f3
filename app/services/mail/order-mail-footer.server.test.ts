import { describe, expect, it } from 'vitest'
import { DEFAULT_SHOP } from '#tests/support/fixtures/shop-identity.ts'
import { orderFooterHtml, orderFooterText } from './order-mail-footer.server.ts'

const mill = { ...DEFAULT_SHOP, phone: { display: '(937) 226-0142', href: 'tel:+19372260142' } }

describe('the footer of an order e-mail', () => {
	it("names the phone number from the shop's settings", () => {
		const url = 'https://mill.example/track-order'
		expect(orderFooterText('AB12CD34', url, mill)).toContain(
			'Questions? Reply to this e-mail or call (937) 226-0142.',
		)
		expect(orderFooterHtml('AB12CD34', url, mill).value).toContain(
			'<a href="tel:+19372260142">(937) 226-0142</a>',
		)
	})
})
