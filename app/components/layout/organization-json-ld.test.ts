import { describe, expect, it } from 'vitest'
import { DEFAULT_SHOP } from '#tests/support/fixtures/shop-identity.ts'
import { organizationJsonLd, organizationMeta } from './organization-json-ld.ts'

const mill = {
	...DEFAULT_SHOP,
	name: 'Mill Street Screens',
	legalName: 'Mill Street Screens LLC',
	address: '120 Mill Street, Dayton, OH 45402',
	phone: { display: '(937) 226-0142', href: 'tel:+19372260142' },
	supportEmail: 'help@millstreetscreens.com',
}

describe('organizationJsonLd', () => {
	it("carries the shop's name, legal name, address, phone and e-mail", () => {
		expect(organizationJsonLd('https://mill.example', mill)).toEqual({
			'@context': 'https://schema.org',
			'@type': 'Organization',
			name: 'Mill Street Screens',
			legalName: 'Mill Street Screens LLC',
			url: 'https://mill.example/',
			address: '120 Mill Street, Dayton, OH 45402',
			telephone: '+19372260142',
			email: 'help@millstreetscreens.com',
			contactPoint: {
				'@type': 'ContactPoint',
				contactType: 'customer service',
				telephone: '+19372260142',
				email: 'help@millstreetscreens.com',
			},
		})
	})

	it('leaves out an address the owner has not set', () => {
		expect(organizationJsonLd('https://mill.example', DEFAULT_SHOP)).not.toHaveProperty('address')
	})

	it("is a route's meta tag when the root loader gave the origin and identity", () => {
		const matches = [{ id: 'root', loaderData: { origin: 'https://mill.example', shop: mill } }]
		expect(organizationMeta(matches)).toEqual([
			{ 'script:ld+json': organizationJsonLd('https://mill.example', mill) },
		])
		expect(organizationMeta([{ id: 'root', loaderData: undefined }])).toEqual([])
	})
})
