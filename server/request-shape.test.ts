import { describe, expect, it } from 'vitest'
import { hostIsValid, isAccountPost, isFetchableMethod, urlHasNul } from './request-shape.ts'

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'PURGE']

function fetchAccepts(method: string): boolean {
	try {
		new Request('http://shop.test/', { method })
		return true
	} catch {
		return false
	}
}

describe('isFetchableMethod', () => {
	it('agrees with what the fetch Request constructor accepts', () => {
		for (const method of [...METHODS, 'CONNECT', 'TRACE', 'TRACK', 'trace']) {
			expect(isFetchableMethod(method), method).toBe(fetchAccepts(method))
		}
	})

	it('refuses the methods fetch forbids', () => {
		expect(isFetchableMethod('TRACE')).toBe(false)
		expect(isFetchableMethod('CONNECT')).toBe(false)
		expect(isFetchableMethod('GET')).toBe(true)
	})
})

describe('urlHasNul', () => {
	it('finds a NUL however the URL writes it', () => {
		expect(urlHasNul('/payment-success?session_id=%00')).toBe(true)
		expect(urlHasNul('/admin?q=a%00b')).toBe(true)
		expect(urlHasNul('/auth\0')).toBe(true)
	})

	it('leaves every other URL alone', () => {
		expect(urlHasNul('/track-order?number=%2500')).toBe(false)
		expect(urlHasNul('/order?x=%C3%A9&y=100')).toBe(false)
		expect(urlHasNul(undefined)).toBe(false)
	})
})

describe('hostIsValid', () => {
	it('takes names, addresses and ports a URL can hold, and no Host at all', () => {
		for (const host of ['shop.example', 'localhost:3000', '127.0.0.1', '[::1]:8080', undefined]) {
			expect(hostIsValid(host), String(host)).toBe(true)
		}
	})

	it('refuses what makes no URL or would change its path', () => {
		for (const host of ['a b', '[::1', 'x:99999', '', 'a/b', 'u@h', 'a?b', 'a#b', 'a\\b']) {
			expect(hostIsValid(host), host).toBe(false)
		}
	})

	it('refuses a bad host after a good one was remembered', () => {
		expect(hostIsValid('shop.example')).toBe(true)
		expect(hostIsValid('shop.example x')).toBe(false)
		expect(hostIsValid('shop.example')).toBe(true)
	})
})

describe('isAccountPost', () => {
	it('knows the posts of the account page, as forms and as data requests', () => {
		expect(isAccountPost('POST', '/auth')).toBe(true)
		expect(isAccountPost('POST', '/auth?mode=sign-up')).toBe(true)
		expect(isAccountPost('POST', '/auth.data')).toBe(true)
		expect(isAccountPost('post', '/auth.data?mode=reset')).toBe(true)
	})

	it('reads the path as the router matches it', () => {
		expect(isAccountPost('POST', '/AUTH')).toBe(true)
		expect(isAccountPost('POST', '/auth/')).toBe(true)
		expect(isAccountPost('POST', '/%61uth')).toBe(true)
	})

	it('leaves reads and other pages alone', () => {
		expect(isAccountPost('GET', '/auth')).toBe(false)
		expect(isAccountPost('POST', '/account')).toBe(false)
		expect(isAccountPost('POST', '/authx')).toBe(false)
		expect(isAccountPost('POST', '/auth/other')).toBe(false)
		expect(isAccountPost('POST', '/%E0%A4%A')).toBe(false)
		expect(isAccountPost('POST', undefined)).toBe(false)
	})
})
