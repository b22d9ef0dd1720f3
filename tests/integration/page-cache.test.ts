// The page cache in the production server (server/page-cache.ts): anonymous visitors of public
// pages get the stored page, each with its own CSP nonce, byte for byte what a fresh render
// gives; anything personal, odd or uncacheable is rendered as before.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startShopProcess, type ShopProcess } from '#tests/support/integration/shop-process.ts'
import { rawRequest, type RawAnswer } from '#tests/support/integration/raw-request.ts'
import { freePort } from '#tests/support/stand-ins/smtp.ts'

let dir: string
let shop: ShopProcess

function startShop(name: string, env: Record<string, string> = {}) {
	return freePort().then((port) =>
		startShopProcess({
			env: {
				PORT: String(port),
				SQLITE_PATH: join(dir, `${name}.db`),
				MAIL_DIR: join(dir, `${name}-mail`),
				LOG_LEVEL: 'warn',
				...env,
			},
			logFile: join(dir, `${name}.log`),
		}),
	)
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
	rawRequest(`${shop.url}${path}`, { method, headers })

/** Asks until the page comes from the cache (sent whole, with a length), at most 50 times. */
async function cached(path: string, headers: Record<string, string> = {}) {
	for (let attempt = 0; attempt < 50; attempt++) {
		const answer = await get(path, headers)
		if (answer.headers['content-length']) return answer
		await new Promise((done) => setTimeout(done, 20))
	}
	throw new Error(`${path} was never served from the cache`)
}

const nonceOf = (answer: RawAnswer) =>
	/'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1]
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""')

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), 'shop-page-cache-'))
	shop = await startShop('shop')
})

afterAll(async () => {
	await shop?.stop()
	rmSync(dir, { recursive: true, force: true })
})

describe('page cache', { timeout: 30_000 }, () => {
	test('serves each anonymous visitor the same page with a nonce of its own', async () => {
		const first = await cached('/order')
		const second = await get('/order')
		const nonces = [nonceOf(first), nonceOf(second)]
		expect(nonces[0]).toBeTruthy()
		expect(nonces[0]).not.toBe(nonces[1])
		for (const [answer, nonce] of [
			[first, nonces[0]],
			[second, nonces[1]],
		] as const) {
			const html = answer.body.toString()
			const scriptNonces = [...html.matchAll(/<script[^>]*nonce="([^"]*)"/g)].map((m) => m[1])
			expect(scriptNonces.length).toBeGreaterThan(0)
			expect(new Set(scriptNonces)).toEqual(new Set([nonce]))
			expect(answer.headers['x-content-type-options']).toBe('nosniff')
			expect(answer.headers['x-request-id']).toBeTruthy()
		}
		expect(withoutNonces(second.body.toString())).toBe(withoutNonces(first.body.toString()))
	})

	test('gives exactly what a fresh render gives', async () => {
		const fromCache = await cached('/')
		// Any cookie means the page is rendered for this request.
		const fresh = await get('/', { Cookie: 'unrelated=1' })
		expect(fresh.headers['content-length']).toBeUndefined()
		expect(withoutNonces(fromCache.body.toString())).toBe(withoutNonces(fresh.body.toString()))
	})

	test('sends gzip to clients that accept it, and only to them', async () => {
		const plain = await cached('/faq')
		const zipped = await get('/faq', { 'Accept-Encoding': 'br;q=0.5, gzip' })
		expect(zipped.headers['content-encoding']).toBe('gzip')
		expect(zipped.headers.vary).toMatch(/Accept-Encoding/i)
		expect(zipped.body.length).toBeLessThan(plain.body.length / 3)
		const unzipped = gunzipSync(zipped.body).toString()
		expect(unzipped).toContain(`nonce="${nonceOf(zipped)}"`)
		expect(withoutNonces(unzipped)).toBe(withoutNonces(plain.body.toString()))
		const refused = await get('/faq', { 'Accept-Encoding': 'gzip;q=0, identity' })
		expect(refused.headers['content-encoding']).toBeUndefined()
	})

	test('keeps one page for every loopback name, with the public origin in its links', async () => {
		const a = await cached('/about', { Host: `localhost:${shop.port}` })
		const b = await get('/about', { Host: `127.0.0.2:${shop.port}` })
		expect(b.headers['content-length'], 'served from the page the other name filled').toBeTruthy()
		for (const answer of [a, b]) {
			expect(answer.body.toString()).toContain(`href="http://localhost:${shop.port}/about"`)
			expect(answer.body.toString()).not.toContain('127.0.0.')
		}
		// Any other name is refused before the cache (it could only multiply renders).
		expect((await get('/about', { Host: 'a.example' })).status).toBe(421)
	})

	test('serves a link with tracking parameters the page without them', async () => {
		const plain = await cached('/')
		const tracked = await get('/?utm_source=x&gclid=y')
		expect(tracked.headers['content-length'], 'served from the cache').toBeTruthy()
		expect(nonceOf(tracked)).toBeTruthy()
		expect(nonceOf(tracked)).not.toBe(nonceOf(plain))
		expect(withoutNonces(tracked.body.toString())).toBe(withoutNonces(plain.body.toString()))
		expect(tracked.body.toString()).toContain(
			`<link rel="canonical" href="http://localhost:${shop.port}/"/>`,
		)
		expect(tracked.body.toString()).not.toMatch(/utm_source|gclid/)
		// Any other parameter still gets a render of its own.
		const other = await get('/?foo=1&utm_source=x')
		expect(other.status).toBe(200)
		expect(other.headers['content-length']).toBeUndefined()
	})

	test('renders everything else for the request', async () => {
		await cached('/contact')
		for (const [path, headers, method] of [
			['/contact?from=ad', {}, 'GET'],
			['/contact', { Authorization: 'Bearer x' }, 'GET'],
			['/contact', {}, 'HEAD'],
			['/auth', {}, 'GET'],
			['/contact/', {}, 'GET'],
		] as const) {
			const answer = await get(path, headers, method)
			expect(answer.status, `${method} ${path}`).toBeLessThan(500)
			expect(answer.headers['content-length'], `${method} ${path}`).toBeUndefined()
		}
	})
})

describe('a Host header that makes no URL', { timeout: 30_000 }, () => {
	test('gets a 400 on pages, the cart API and assets alike, and the server lives on', async () => {
		const session = { Cookie: 'shop.session_token=forged.signature' }
		for (const host of ['a b', '[::1', 'x:99999']) {
			for (const path of ['/about', '/api/cart', '/favicon.svg']) {
				const answer = await get(path, { Host: host, ...session })
				expect(answer.status, `${host} ${path}`).toBe(400)
				expect(answer.headers['x-content-type-options']).toBe('nosniff')
			}
		}
		expect((await get('/healthz')).status).toBe(200)
	})
})

describe('page cache with PUBLIC_URL', { timeout: 30_000 }, () => {
	test('keeps one page for every Host, with the public origin in its links', async () => {
		const local = shop
		shop = await startShop('public-url', { PUBLIC_URL: 'https://shop.example' })
		try {
			const a = await cached('/about', { Host: 'a.example' })
			const b = await get('/about', { Host: 'b.example' })
			expect(b.headers['content-length'], 'served from the page Host a.example filled').toBeTruthy()
			for (const answer of [a, b]) {
				expect(answer.body.toString()).toContain('href="https://shop.example/about"')
				expect(answer.body.toString()).not.toMatch(/[ab]\.example/)
			}
		} finally {
			await shop.stop()
			shop = local
		}
	})
})
