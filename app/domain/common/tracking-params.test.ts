import { describe, expect, it } from 'vitest'
import { isTrackingParam, withoutTrackingParams } from './tracking-params.ts'

describe('isTrackingParam', () => {
	it.each(['utm_source', 'utm_medium', 'UTM_Campaign', 'gclid', 'fbclid', 'msclkid', 'MSCLKID'])(
		'%s is one',
		(name) => expect(isTrackingParam(name)).toBe(true),
	)
	it.each(['foo', 'q', 'utm', 'session', 'gclidx', ''])('%s is not', (name) =>
		expect(isTrackingParam(name)).toBe(false),
	)
})

describe('withoutTrackingParams', () => {
	it.each([
		['/', '/'],
		['/order', '/order'],
		['/?utm_source=x&gclid=y', '/'],
		['/?utm_source=x&gclid=y&fbclid=z&msclkid=w&utm_campaign=spring', '/'],
		['/faq?', '/faq'],
		['/faq?&&', '/faq'],
		['/faq?utm_source', '/faq'],
		['/faq?%75tm_source=x', '/faq'],
		['/?foo=1', '/?foo=1'],
		['/?utm_source=x&foo=1&gclid=y&bar=%20', '/?foo=1&bar=%20'],
		['/?%E0%A4%A=1&utm_medium=x', '/?%E0%A4%A=1'],
	])('%s -> %s', (target, expected) => {
		expect(withoutTrackingParams(target)).toBe(expected)
	})
})
