import { describe, expect, it } from 'vitest'
import { parseEnv } from '#app/utils/env.server.ts'
import { clientIp, normalizeIp } from './client-ip.server.ts'

const direct = parseEnv({})
const proxied = parseEnv({ TRUST_PROXY: 'true' })

function request(headers: Record<string, string> = {}, url = 'http://shop.test/auth') {
	return new Request(url, { headers })
}

describe('clientIp', () => {
	it('takes the socket address and ignores X-Forwarded-For unless a proxy is trusted', () => {
		const spoofed = request({ 'X-Forwarded-For': '6.6.6.6' })
		expect(clientIp(spoofed, { env: direct, clientAddress: '203.0.113.7' })).toBe('203.0.113.7')
	})

	it("behind a trusted proxy takes the address the proxy appended, not the client's own claim", () => {
		const viaProxy = request({ 'X-Forwarded-For': '6.6.6.6, 198.51.100.20' })
		expect(clientIp(viaProxy, { env: proxied, clientAddress: '10.0.0.2' })).toBe('198.51.100.20')
		expect(clientIp(request(), { env: proxied, clientAddress: '10.0.0.2' })).toBe('10.0.0.2')
	})

	it("answers 'unknown' without any address", () => {
		expect(clientIp(request(), { env: direct })).toBe('unknown')
	})
})

describe('normalizeIp', () => {
	it('keeps IPv4 and unwraps IPv4-mapped IPv6', () => {
		expect(normalizeIp('192.0.2.1')).toBe('192.0.2.1')
		expect(normalizeIp('::ffff:192.0.2.1')).toBe('192.0.2.1')
	})

	it('cuts IPv6 to its /64 network, however it is written', () => {
		expect(normalizeIp('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
		expect(normalizeIp('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64')
		expect(normalizeIp('[2001:db8::1%eth0]')).toBe('2001:db8:0:0::/64')
		expect(normalizeIp('::1')).toBe('0:0:0:0::/64')
	})

	it('refuses what is not an address', () => {
		expect(normalizeIp('')).toBeNull()
		expect(normalizeIp('not-an-ip')).toBeNull()
		expect(normalizeIp('999.1.1.1')).toBeNull()
	})
})
