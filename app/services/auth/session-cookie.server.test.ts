import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { parseCookieHeader, verifiedToken } from './session-cookie.server.ts'

const SECRET = 'a-secret-that-is-long-enough-for-signing'
const sign = (token: string, secret = SECRET) =>
	`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`

describe('parseCookieHeader', () => {
	it('reads each cookie once, the first of a repeated name winning, decoded and unquoted', () => {
		const cookies = parseCookieHeader(' a=1; b="two"; a=3;c=x%2Ey ; broken; d=%E0%A4%A')
		expect(Object.fromEntries(cookies)).toEqual({ a: '1', b: 'two', c: 'x.y', d: '%E0%A4%A' })
	})

	it('answers an empty map for an empty header', () => {
		expect(parseCookieHeader('').size).toBe(0)
	})
})

describe('verifiedToken', () => {
	it('answers the token of a value signed with the secret', () => {
		expect(verifiedToken(sign('abc.def'), SECRET)).toBe('abc.def')
	})

	it('answers null for another secret, a changed token or signature, or no signature', () => {
		const good = sign('token')
		expect(verifiedToken(sign('token', 'another-secret'), SECRET)).toBeNull()
		expect(verifiedToken(good.replace(/^token/, 'tokem'), SECRET)).toBeNull()
		expect(verifiedToken(good.slice(0, -2) + 'A=', SECRET)).toBeNull()
		expect(verifiedToken(good.slice(0, -1), SECRET)).toBeNull()
		expect(verifiedToken('token', SECRET)).toBeNull()
		expect(verifiedToken(`.${good.split('.')[1]}`, SECRET)).toBeNull()
		expect(verifiedToken(`${good}é`, SECRET)).toBeNull()
	})
})
