import { describe, expect, it } from 'vitest'
import { listeningBanner } from './listening-banner.ts'

describe('listeningBanner', () => {
	it('names the address the server is bound to, not localhost', () => {
		expect(listeningBanner({ address: '127.0.0.1', family: 'IPv4', port: 3391 }, 'sqlite')).toBe(
			'Shop listening on http://127.0.0.1:3391 (sqlite)',
		)
	})

	it('says when the server answers on every interface', () => {
		expect(listeningBanner({ address: '0.0.0.0', family: 'IPv4', port: 3000 }, 'postgres')).toBe(
			'Shop listening on http://0.0.0.0:3000 on every interface (postgres)',
		)
		expect(listeningBanner({ address: '::', family: 'IPv6', port: 3000 }, 'sqlite')).toBe(
			'Shop listening on http://[::]:3000 on every interface (sqlite)',
		)
	})

	it('puts an IPv6 address in brackets and names development mode', () => {
		expect(
			listeningBanner({ address: '::1', family: 'IPv6', port: 5173 }, 'sqlite', 'development'),
		).toBe('Shop listening on http://[::1]:5173 (sqlite, development)')
	})
})
