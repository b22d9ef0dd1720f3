import { describe, expect, it } from 'vitest'
import { paidOrder } from '#tests/support/fixtures/paid-order.ts'
import { DEFAULT_SHOP } from '#tests/support/fixtures/shop-identity.ts'
import { orderStatusEmail } from './status-emails.server.ts'

const SITE = 'https://shop.example'
// Wednesday, November 25, 2026, 10:00 in New York: the day before Thanksgiving.
const SHIPPED_AT = new Date('2026-11-25T15:00:00.000Z')
const NUMBER = '1Z999AA10123456784'

function shippedEmail(carrier: string, trackingNumber: string, method = 'standard') {
	const order = paidOrder(1, {
		status: 'shipped',
		carrier,
		tracking_number: trackingNumber,
		shipping_method: method,
	})
	return orderStatusEmail(order, SITE, DEFAULT_SHOP, SHIPPED_AT)
}

/** The words a mail client shows of an HTML body (tags and link targets left out). */
const shownText = (html: string) => html.replace(/<[^>]*>/g, ' ')
const occurrences = (text: string, part: string) => text.split(part).length - 1

describe('the shipped e-mail', () => {
	it("gives the tracking number once, as a link to the carrier's tracking page", () => {
		const mail = shippedEmail('UPS', NUMBER)
		const url = `https://www.ups.com/track?tracknum=${NUMBER}`
		expect(mail.html).toContain(`<a href="${url}"><strong>${NUMBER}</strong></a>`)
		expect(occurrences(shownText(mail.html), NUMBER)).toBe(1)
		expect(mail.text.split('\n').filter((line) => line.includes(NUMBER))).toEqual([
			`Tracking number: ${NUMBER}`,
			`Follow it on the carrier's site: ${url}`,
		])
		expect(mail.text).toContain('Carrier: UPS')
	})

	it('gives the delivery range in business days from the day it shipped', () => {
		// Standard, 5-7 business days after Wednesday: Thanksgiving and the weekend are skipped.
		const standard = shippedEmail('UPS', NUMBER)
		const range = 'Arrives Dec 3 – Dec 7 (an estimate, in business days from the day it shipped).'
		expect(standard.text).toContain(range)
		expect(standard.html).toContain('Arrives Dec 3 – Dec 7')
		// Expedited, 2-3 business days.
		expect(shippedEmail('UPS', NUMBER, 'expedited').text).toContain('Arrives Nov 30 – Dec 1')
	})

	it('shows the number once, unlinked, for a carrier it does not recognise', () => {
		const mail = shippedEmail('Local courier', 'AB-12 34')
		expect(mail.html).toContain('<strong>AB-12 34</strong>')
		expect(mail.html).not.toContain('<a href="https://www.ups')
		expect(occurrences(shownText(mail.html), 'AB-12 34')).toBe(1)
		expect(occurrences(mail.text, 'AB-12 34')).toBe(1)
		expect(mail.text).not.toContain("carrier's site")
		expect(mail.text).toContain('Your screens are on their way with Local courier.')
	})

	it('encodes the number in the link', () => {
		const mail = shippedEmail('USPS', '9400 1118')
		const url = 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201118'
		expect(mail.html).toContain(`<a href="${url}"><strong>9400 1118</strong></a>`)
		expect(mail.text).toContain(url)
	})

	it('links the number but gives no range for an order without a shipping method', () => {
		const mail = orderStatusEmail(
			paidOrder(1, {
				status: 'shipped',
				carrier: 'UPS',
				tracking_number: NUMBER,
				shipping_method: null,
			}),
			SITE,
			DEFAULT_SHOP,
			SHIPPED_AT,
		)
		expect(mail.text).not.toContain('Arrives')
		expect(mail.html).toContain(`<a href="https://www.ups.com/track?tracknum=${NUMBER}">`)
	})
})
