import { describe, expect, it } from 'vitest'
import { carrierTrackingUrl } from './carrier-tracking.ts'

describe('carrierTrackingUrl', () => {
	it('links each carrier the back office suggests to its own tracking page', () => {
		expect(carrierTrackingUrl('UPS', '1Z999AA10123456784')).toBe(
			'https://www.ups.com/track?tracknum=1Z999AA10123456784',
		)
		expect(carrierTrackingUrl('USPS', '9400111899223817576346')).toBe(
			'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223817576346',
		)
		expect(carrierTrackingUrl('FedEx', '449044304137821')).toBe(
			'https://www.fedex.com/fedextrack/?trknbr=449044304137821',
		)
		expect(carrierTrackingUrl('DHL', '1234567890')).toBe(
			'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
		)
	})

	it('recognises a carrier however the owner wrote its name', () => {
		for (const carrier of ['ups', 'UPS Ground', ' U.P.S. ', 'United Parcel Service']) {
			expect(carrierTrackingUrl(carrier, '1Z1')).toBe('https://www.ups.com/track?tracknum=1Z1')
		}
		for (const carrier of ['usps', 'USPS Priority Mail', 'United States Postal Service']) {
			expect(carrierTrackingUrl(carrier, '94')).toMatch(/^https:\/\/tools\.usps\.com\//)
		}
		expect(carrierTrackingUrl('Fed Ex Ground', '44')).toMatch(/^https:\/\/www\.fedex\.com\//)
	})

	it('has no link for a carrier it does not know, or without a number', () => {
		expect(carrierTrackingUrl('Local courier', 'A-1')).toBeNull()
		expect(carrierTrackingUrl('OnTrac', 'C1')).toBeNull()
		expect(carrierTrackingUrl('', '1Z1')).toBeNull()
		expect(carrierTrackingUrl('UPS', '  ')).toBeNull()
	})

	it('encodes the number, so a space or anything odd cannot change the address', () => {
		expect(carrierTrackingUrl('UPS', '1Z 999 AA1')).toBe(
			'https://www.ups.com/track?tracknum=1Z%20999%20AA1',
		)
		expect(carrierTrackingUrl('FedEx', '12&x=<y>#z')).toBe(
			'https://www.fedex.com/fedextrack/?trknbr=12%26x%3D%3Cy%3E%23z',
		)
	})
})
