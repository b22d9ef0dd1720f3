import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '#tests/support/fixtures/http-server.ts'
import {
	applySecurityHeaders,
	contentSecurityPolicy,
	createNonce,
	STATIC_SECURITY_HEADERS,
} from './security-headers.server.ts'

function directives(policy: string): Map<string, string[]> {
	return new Map(
		policy.split(';').map((part) => {
			const [name = '', ...values] = part.trim().split(/\s+/)
			return [name, values]
		}),
	)
}

describe('contentSecurityPolicy', () => {
	const nonce = createNonce()
	const policy = directives(contentSecurityPolicy(nonce))

	it('allows scripts from this origin and the nonce only, never inline or eval', () => {
		expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`])
		expect(contentSecurityPolicy(nonce)).not.toMatch(/unsafe-inline|unsafe-eval/)
	})

	it('locks down everything else the issue names', () => {
		expect(policy.get('default-src')).toEqual(["'self'"])
		expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`])
		expect(policy.get('img-src')).toEqual(["'self'", 'data:'])
		expect(policy.get('object-src')).toEqual(["'none'"])
		expect(policy.get('base-uri')).toEqual(["'self'"])
		expect(policy.get('frame-ancestors')).toEqual(["'none'"])
		expect(policy.get('form-action')).toEqual(["'self'", 'https://checkout.stripe.com'])
	})
})

describe('createNonce', () => {
	it('is 128 random bits, different every time', () => {
		const nonces = new Set(Array.from({ length: 1000 }, createNonce))
		expect(nonces.size).toBe(1000)
		for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
	})
})

describe('applySecurityHeaders on a real response', () => {
	let server: TestServer
	beforeAll(async () => {
		server = await startTestServer((req, res) => {
			applySecurityHeaders(res)
			// Like React Router: the route's own headers are passed to writeHead afterwards.
			res.writeHead(req.url === '/missing' ? 404 : 200, ['Content-Type', 'text/plain'])
			res.end('ok')
		})
	})
	afterAll(() => server.close())

	it('sends every header, with a new nonce per response, on errors too', async () => {
		const first = await fetch(`${server.url}/`)
		const second = await fetch(`${server.url}/missing`)
		expect(second.status).toBe(404)
		for (const response of [first, second]) {
			for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) {
				expect(response.headers.get(name)).toBe(value)
			}
			expect(response.headers.get('content-type')).toBe('text/plain')
		}
		const nonceOf = (response: Response) =>
			/'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
		expect(nonceOf(first)).toBeTruthy()
		expect(nonceOf(second)).toBeTruthy()
		expect(nonceOf(first)).not.toBe(nonceOf(second))
		expect(first.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/)
		expect(first.headers.get('x-content-type-options')).toBe('nosniff')
	})
})
