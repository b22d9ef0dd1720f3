import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { isSameOriginWrite } from './same-origin.ts'

function request(method: string, headers: Record<string, string>) {
	return { method, headers } as unknown as IncomingMessage
}

describe('isSameOriginWrite', () => {
	it('allows reads from anywhere', () => {
		expect(
			isSameOriginWrite(request('GET', { origin: 'https://evil.test', host: 'shop.test' })),
		).toBe(true)
	})

	it('allows a POST from the shop itself', () => {
		const headers = {
			origin: 'https://shop.test',
			host: 'shop.test',
			'sec-fetch-site': 'same-origin',
		}
		expect(isSameOriginWrite(request('POST', headers))).toBe(true)
	})

	it('refuses a POST naming another origin', () => {
		expect(
			isSameOriginWrite(request('POST', { origin: 'https://evil.test', host: 'shop.test' })),
		).toBe(false)
		expect(isSameOriginWrite(request('DELETE', { origin: 'null', host: 'shop.test' }))).toBe(false)
	})

	it('refuses a cross-site fetch even without Origin', () => {
		expect(
			isSameOriginWrite(request('POST', { host: 'shop.test', 'sec-fetch-site': 'cross-site' })),
		).toBe(false)
	})

	it('leaves header-less server-to-server calls to the route', () => {
		expect(isSameOriginWrite(request('POST', { host: 'shop.test' }))).toBe(true)
	})

	it('reads X-Forwarded-Host only behind a trusted proxy', () => {
		const headers = {
			origin: 'https://shop.test',
			host: '10.0.0.5:3000',
			'x-forwarded-host': 'shop.test',
		}
		expect(isSameOriginWrite(request('POST', headers), true)).toBe(true)
		expect(isSameOriginWrite(request('POST', headers), false)).toBe(false)
	})
})
