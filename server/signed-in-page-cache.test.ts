import { request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '#app/utils/security-headers.server.ts'
import { startTestServer, type TestServer } from '#tests/support/fixtures/http-server.ts'
import { createSignedInPageCache, type SignedInPageCache } from './signed-in-page-cache.ts'
import { writePage } from './stored-page.ts'

const URL_ORDER = 'http://shop.test/order'
const ann = {
	id: 'user-ann-0001',
	email: 'ann@example.com',
	username: 'ann',
	fullName: 'Ann Example',
	emailVerified: true,
	isAdmin: false,
}
const bob = { ...ann, id: 'user-bob-0002', email: 'bob@example.com', username: 'bob' }
const STYLESHEET = `body{color:#123}${'.c{margin:0}'.repeat(2000)}`

/** A document as entry.server.tsx renders one: the nonce on the inline tags, the user's data last. */
function rendered(
	user: typeof ann,
	init: { status?: number; headers?: Record<string, string>; nonce?: string } = {},
): Response {
	const nonce = init.nonce ?? 'rendered0nonce0value0AA=='
	const html =
		`<!DOCTYPE html><html><head><style nonce="${nonce}">${STYLESHEET}</style>` +
		`<script nonce="${nonce}">boot()</script></head><body><main>Order your screens</main>` +
		`<script nonce="${nonce}">data(${JSON.stringify({ user })})</script></body></html>`
	return new Response(html, {
		status: init.status ?? 200,
		headers: {
			'Content-Type': 'text/html; charset=utf-8',
			'Content-Security-Policy': contentSecurityPolicy(nonce),
			...init.headers,
		},
	})
}

function cacheAt(clock: { now: number }, maxBytes = 10_000_000) {
	return createSignedInPageCache({ ttlMs: 60_000, maxBytes, now: () => clock.now })
}

let server: TestServer | undefined
afterEach(async () => {
	await server?.close()
	server = undefined
})

type Answer = { headers: Record<string, string | string[] | undefined>; body: Buffer }

/** Serves `user`'s kept copy of /order the way signed-in-documents.ts does, and asks for it. */
async function served(
	cache: SignedInPageCache,
	user: typeof ann,
	headers: Record<string, string> = {},
): Promise<Answer> {
	server ??= await startTestServer((req, res) => {
		const page = cache.get(URL_ORDER, JSON.parse(String(req.headers['x-user'])) as typeof ann)
		if (page) return writePage(page, req, res)
		res.writeHead(404).end()
	})
	return new Promise((resolve, reject) => {
		const get = request(
			`${server!.url}/order`,
			{ headers: { ...headers, 'X-User': JSON.stringify(user) } },
			(res) => {
				const chunks: Buffer[] = []
				res.on('data', (chunk: Buffer) => chunks.push(chunk))
				res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
			},
		)
		get.on('error', reject)
		get.end()
	})
}

const nonceOf = (answer: Answer) =>
	/'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1]

describe('signed-in page cache', () => {
	it("gives a customer their own copy and never another customer's", async () => {
		const cache = cacheAt({ now: 0 })
		await cache.keep(URL_ORDER, ann, rendered(ann))
		expect(cache.get(URL_ORDER, bob)).toBeUndefined()
		expect(cache.get('http://shop.test/checkout', ann)).toBeUndefined()
		await cache.keep(URL_ORDER, bob, rendered(bob))

		const forAnn = (await served(cache, ann)).body.toString()
		const forBob = (await served(cache, bob)).body.toString()
		expect(forAnn).toContain(ann.email)
		expect(forAnn).not.toContain(bob.email)
		expect(forBob).toContain(bob.email)
		expect(forBob).not.toContain(ann.email)
	})

	it('holds a changed name or e-mail under a new key: the old copy is never served for it', async () => {
		const cache = cacheAt({ now: 0 })
		await cache.keep(URL_ORDER, ann, rendered(ann))
		expect(cache.get(URL_ORDER, { ...ann, fullName: 'Ann Renamed' })).toBeUndefined()
		expect(cache.get(URL_ORDER, { ...ann, email: 'ann@new.example' })).toBeUndefined()
		expect(cache.get(URL_ORDER, { ...ann, emailVerified: false })).toBeUndefined()
		const renamed = { ...ann, fullName: 'Ann Renamed' }
		await cache.keep(URL_ORDER, renamed, rendered(renamed))
		expect((await served(cache, renamed)).body.toString()).toContain('Ann Renamed')
	})

	it.each([
		[
			'sets a cookie (a toast shown and cleared)',
			{ headers: { 'Set-Cookie': 'toast=; Max-Age=0' } },
		],
		['is not a 200', { status: 404 }],
		['failed', { status: 500 }],
		['is not HTML', { headers: { 'Content-Type': 'application/json' } }],
		['names no nonce', { headers: { 'Content-Security-Policy': "default-src 'self'" } }],
	])('keeps nothing from a render that %s, and passes it on unchanged', async (_, init) => {
		const cache = cacheAt({ now: 0 })
		const original = rendered(ann, init)
		const expectedBody = await original.clone().text()
		const passed = await cache.keep(URL_ORDER, ann, original)
		expect(cache.get(URL_ORDER, ann)).toBeUndefined()
		expect(cache.size()).toBe(0)
		expect(passed.status).toBe(original.status)
		expect([...passed.headers]).toEqual([...original.headers])
		expect(await passed.text()).toBe(expectedBody)
	})

	it('keeps nothing when the page was rendered for someone else than the key says', async () => {
		const cache = cacheAt({ now: 0 })
		await cache.keep(URL_ORDER, ann, rendered(bob))
		expect(cache.get(URL_ORDER, ann)).toBeUndefined()
	})

	it('sends every response a nonce of its own, private and not to be stored', async () => {
		const cache = cacheAt({ now: 0 })
		await cache.keep(URL_ORDER, ann, rendered(ann))
		const first = await served(cache, ann)
		const second = await served(cache, ann, { 'Accept-Encoding': 'gzip, deflate, br, zstd' })
		expect(second.headers['content-encoding']).toBe('gzip')
		const pages = [first.body.toString(), gunzipSync(second.body).toString()]
		const nonces = [nonceOf(first), nonceOf(second)]
		expect(nonces[0]).not.toBe(nonces[1])
		pages.forEach((html, i) => {
			const inPage = [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1])
			expect(inPage).toHaveLength(3)
			expect(new Set(inPage)).toEqual(new Set([nonces[i]]))
			expect(html).not.toContain('rendered0nonce0value0AA==')
		})
		expect(pages[0]!.replaceAll(nonces[0]!, '')).toBe(pages[1]!.replaceAll(nonces[1]!, ''))
		for (const answer of [first, second]) {
			expect(answer.headers['cache-control']).toBe('private, no-store')
			expect(answer.headers.vary).toBe('Accept-Encoding')
			expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
			expect(answer.headers['x-content-type-options']).toBe('nosniff')
			expect(answer.headers['set-cookie']).toBeUndefined()
		}
	})

	it('serves a copy for the time it was given, then renders again', async () => {
		const clock = { now: 0 }
		const cache = cacheAt(clock)
		await cache.keep(URL_ORDER, ann, rendered(ann))
		clock.now = 59_999
		expect(cache.get(URL_ORDER, ann)).toBeDefined()
		clock.now = 60_000
		expect(cache.get(URL_ORDER, ann)).toBeUndefined()
		expect(cache.size()).toBe(0)
		expect(cache.bytes()).toBe(0)
	})

	it('stores the parts copies share once, and drops the least recently used copy to fit', async () => {
		const cache = cacheAt({ now: 0 }, 1_000_000)
		await cache.keep(URL_ORDER, ann, rendered(ann))
		const one = cache.bytes()
		await cache.keep(URL_ORDER, bob, rendered(bob))
		// The stylesheet and the body are Ann's; Bob's copy adds its own last part and key.
		expect(cache.bytes() - one).toBeLessThan(2_000)
		expect(one).toBeGreaterThan(STYLESHEET.length)

		const small = cacheAt({ now: 0 }, one + 1_500)
		const carol = { ...ann, id: 'user-carol-3', email: 'carol@example.com' }
		await small.keep(URL_ORDER, ann, rendered(ann))
		await small.keep(URL_ORDER, bob, rendered(bob))
		expect(small.get(URL_ORDER, ann)).toBeDefined() // Ann was read last: Bob goes first
		await small.keep(URL_ORDER, carol, rendered(carol))
		expect(small.get(URL_ORDER, bob)).toBeUndefined()
		expect(small.get(URL_ORDER, ann)).toBeDefined()
		expect(small.get(URL_ORDER, carol)).toBeDefined()
		expect(small.bytes()).toBeLessThanOrEqual(one + 1_500)
	})
})
