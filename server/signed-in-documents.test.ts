import { describe, expect, it } from 'vitest'
import { onlySessionCookie } from './signed-in-documents.ts'

describe('onlySessionCookie', () => {
	it.each([
		['shop.session_token=abc.def%3D', true],
		['__Secure-shop.session_token=abc.def%3D', true],
		[' shop.session_token=abc', true],
		['shop.session_token=abc; toast=xyz', false],
		['toast=xyz; shop.session_token=abc', false],
		['shop.session_token=abc; other=1', false],
		['shop.session_data=abc', false],
		['shop.dont_remember=true', false],
		['xshop.session_token=abc', false],
		['shop.session_tokens=abc', false],
		['shopXsession_token=abc', false],
		['shop.session_token', false],
		['', false],
	])('%j -> %s', (header, expected) => {
		expect(onlySessionCookie(header)).toBe(expected)
	})

	it('is false without the header', () => {
		expect(onlySessionCookie(undefined)).toBe(false)
	})
})
