import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { isShopOrigin } from '#app/utils/public-origin.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { isSameOriginWrite } from './same-origin.ts'

function request(method: string, headers: Record<string, string>) {
	return { method, headers } as unknown as IncomingMessage
}

const publicUrl = parseEnv({ PUBLIC_URL: 'https://shop.test' })
const shop = (origin: string) => isShopOrigin(origin, publicUrl)

describe('isSameOriginWrite', () => {
	it('allows reads from anywhere', () => {
		expect(isSameOriginWrite(request('GET', { origin: 'https://evil.test' }), shop)).toBe(true)
	})

	it('allows a POST from the shop itself', () => {
		const headers = { origin: 'https://shop.test', 'sec-fetch-site': 'same-origin' }
		expect(isSameOriginWrite(request('POST', headers), shop)).toBe(true)
	})

	it('refuses a POST naming another origin', () => {
		expect(isSameOriginWrite(request('POST', { origin: 'https://evil.test' }), shop)).toBe(false)
		expect(isSameOriginWrite(request('DELETE', { origin: 'null' }), shop)).toBe(false)
		expect(isSameOriginWrite(request('POST', { origin: 'not a url' }), shop)).toBe(false)
	})

	it('compares Origin with the configured origin, never with Host or X-Forwarded-Host', () => {
		for (const headers of <Record<string, string>[]>[
			{ origin: 'http://attacker.example', host: 'attacker.example' },
			{ origin: 'https://attacker.example', 'x-forwarded-host': 'attacker.example' },
			{ origin: 'http://shop.test', host: 'shop.test' },
		]) {
			expect(isSameOriginWrite(request('POST', headers), shop), JSON.stringify(headers)).toBe(false)
		}
	})

	it('without PUBLIC_URL accepts the loopback origins on PORT', () => {
		const env = parseEnv({ PORT: '3311', ALLOWED_HOSTS: 'shop.lan' })
		const local = (origin: string) => isShopOrigin(origin, env)
		for (const origin of [
			'http://localhost:3311',
			'http://127.0.0.1:3311',
			'http://127.8.9.10:3311',
			'http://[::1]:3311',
			'http://shop.lan:3311',
		]) {
			expect(isSameOriginWrite(request('POST', { origin }), local), origin).toBe(true)
		}
		for (const origin of [
			'https://localhost:3311',
			'http://localhost:3000',
			'http://localhost',
			'http://attacker.example:3311',
			'http://localhost:3311/',
		]) {
			expect(isSameOriginWrite(request('POST', { origin }), local), origin).toBe(false)
		}
	})

	it('refuses a cross-site fetch even without Origin', () => {
		expect(isSameOriginWrite(request('POST', { 'sec-fetch-site': 'cross-site' }), shop)).toBe(false)
	})

	it('leaves header-less server-to-server calls to the route', () => {
		expect(isSameOriginWrite(request('POST', {}), shop)).toBe(true)
	})
})
