import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server.ts'
import { shopIdentity, shopSettingsWarnings } from './shop-settings.server.ts'

const REAL = {
	SHOP_NAME: 'Mill Street Screens',
	SHOP_LEGAL_NAME: 'Mill Street Screens LLC',
	SHOP_ADDRESS: '120 Mill Street, Dayton, OH 45402',
	SHOP_PHONE: '(937) 226-0142',
	SHOP_SUPPORT_EMAIL: 'help@millstreetscreens.com',
	SHOP_ORDERS_EMAIL: 'orders@millstreetscreens.com',
	SHOP_BULK_EMAIL: 'trade@millstreetscreens.com',
	SHOP_HOURS: 'Mon-Fri: 8:30AM-5PM ET; Sat, Sun: Closed',
}

describe('shop identity settings', () => {
	it("defaults to today's values, with no legal name or address of its own", () => {
		const env = parseEnv({})
		expect(shopIdentity(env)).toEqual({
			name: 'Signature Screens',
			legalName: 'Signature Screens',
			address: null,
			phone: { display: '(800) 555-0142', href: 'tel:+18005550142' },
			supportEmail: 'support@signaturescreens.com',
			ordersEmail: 'orders@signaturescreens.com',
			bulkEmail: 'bulk@signaturescreens.com',
			hours: [
				{ days: 'Mon-Fri', time: '8AM-6PM EST' },
				{ days: 'Sat', time: '9AM-4PM EST' },
				{ days: 'Sun', time: 'Closed' },
			],
		})
		expect(env.MAIL_FROM).toBe('Signature Screens <orders@signaturescreens.com>')
		expect(env.SHOP_INBOX).toBe('orders@signaturescreens.com')
	})

	it("reads the owner's values, and the mail sender and inbox follow them", () => {
		const env = parseEnv(REAL)
		expect(shopIdentity(env)).toEqual({
			name: 'Mill Street Screens',
			legalName: 'Mill Street Screens LLC',
			address: '120 Mill Street, Dayton, OH 45402',
			phone: { display: '(937) 226-0142', href: 'tel:+19372260142' },
			supportEmail: 'help@millstreetscreens.com',
			ordersEmail: 'orders@millstreetscreens.com',
			bulkEmail: 'trade@millstreetscreens.com',
			hours: [
				{ days: 'Mon-Fri', time: '8:30AM-5PM ET' },
				{ days: 'Sat, Sun', time: 'Closed' },
			],
		})
		expect(env.MAIL_FROM).toBe('Mill Street Screens <orders@millstreetscreens.com>')
		expect(env.SHOP_INBOX).toBe('orders@millstreetscreens.com')
		expect(parseEnv({ ...REAL, SHOP_NAME: 'Smith, Sons & Co.' }).MAIL_FROM).toBe(
			'"Smith, Sons & Co." <orders@millstreetscreens.com>',
		)
		const named = parseEnv({
			...REAL,
			MAIL_FROM: 'Shop <noreply@mill.example>',
			SHOP_INBOX: 'in@mill.example',
		})
		expect([named.MAIL_FROM, named.SHOP_INBOX]).toEqual([
			'Shop <noreply@mill.example>',
			'in@mill.example',
		])
	})

	it('writes phone links for North American and international numbers', () => {
		const href = (SHOP_PHONE: string) => shopIdentity(parseEnv({ SHOP_PHONE })).phone.href
		expect(href('937.226.0142')).toBe('tel:+19372260142')
		expect(href('1-937-226-0142')).toBe('tel:+19372260142')
		expect(href('+44 20 7946 0000')).toBe('tel:+442079460000')
	})

	it('treats empty values as unset', () => {
		const env = parseEnv({ SHOP_NAME: ' ', SHOP_ADDRESS: '', SHOP_LEGAL_NAME: '  ' })
		expect(shopIdentity(env)).toMatchObject({
			name: 'Signature Screens',
			legalName: 'Signature Screens',
			address: null,
		})
	})

	it('stops the start with a message naming each bad value', () => {
		const parse = () =>
			parseEnv({
				SHOP_PHONE: 'call us',
				SHOP_SUPPORT_EMAIL: 'support',
				SHOP_HOURS: 'weekdays',
				SHOP_ADDRESS: '120 Mill Street\nDayton',
			})
		expect(parse).toThrow(/SHOP_ADDRESS: must be one line/)
		expect(parse).toThrow(/SHOP_PHONE: must be a phone number such as \(800\) 555-0142/)
		expect(parse).toThrow(/SHOP_SUPPORT_EMAIL: must be an e-mail address/)
		expect(parse).toThrow(/SHOP_HOURS: must list days and times like 'Mon-Fri: 8AM-6PM EST/)
		expect(() => parseEnv({ SHOP_PHONE: '555-0142' })).toThrow(/SHOP_PHONE/)
		expect(() => parseEnv({ SHOP_PHONE: '+1 234' })).toThrow(/SHOP_PHONE/)
		expect(() => parseEnv({ SHOP_HOURS: 'Mon-Fri: ; Sat: 9-4' })).toThrow(/SHOP_HOURS/)
		expect(() => parseEnv({ SHOP_NAME: 'x'.repeat(81) })).toThrow(/SHOP_NAME: must be at most 80/)
	})
})

describe('shopSettingsWarnings', () => {
	it('warns in production once for each value still at a placeholder', () => {
		expect(shopSettingsWarnings(parseEnv({ NODE_ENV: 'production' }))).toEqual([
			"SHOP_PHONE is (800) 555-0142, a fictional 555 number: set the shop's real phone number.",
			"SHOP_SUPPORT_EMAIL is support@signaturescreens.com, an example address: set the shop's real e-mail address.",
			"SHOP_ORDERS_EMAIL is orders@signaturescreens.com, an example address: set the shop's real e-mail address.",
			"SHOP_BULK_EMAIL is bulk@signaturescreens.com, an example address: set the shop's real e-mail address.",
			'SHOP_LEGAL_NAME is not set: the footer, /contact and the Organization data show the brand instead of the registered company name.',
			'SHOP_ADDRESS is not set: the footer, /contact and the Organization data show no street address.',
		])
	})

	it("is silent in production once the owner's values are set", () => {
		expect(shopSettingsWarnings(parseEnv({ NODE_ENV: 'production', ...REAL }))).toEqual([])
	})

	it('names each remaining placeholder: another 555-01xx number, an example.com address', () => {
		const warnings = shopSettingsWarnings(
			parseEnv({
				NODE_ENV: 'production',
				...REAL,
				SHOP_PHONE: '+1 212 555 0199',
				SHOP_BULK_EMAIL: 'bulk@example.com',
			}),
		)
		expect(warnings).toHaveLength(2)
		expect(warnings[0]).toMatch(/^SHOP_PHONE is \+1 212 555 0199, a fictional 555 number/)
		expect(warnings[1]).toMatch(/^SHOP_BULK_EMAIL is bulk@example.com, an example address/)
		// A real 555 exchange outside the fictional 0100-0199 block is not a placeholder.
		expect(
			shopSettingsWarnings(
				parseEnv({ NODE_ENV: 'production', ...REAL, SHOP_PHONE: '(212) 555-1234' }),
			),
		).toEqual([])
	})

	it('says nothing outside production', () => {
		expect(shopSettingsWarnings(parseEnv({ NODE_ENV: 'development' }))).toEqual([])
		expect(shopSettingsWarnings(parseEnv({ NODE_ENV: 'test' }))).toEqual([])
	})
})
