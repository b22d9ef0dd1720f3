// The HTTP side of the direct /api/cart handler; what the cart does is tested through both entry
// points in app/routes/api.cart.test.ts.
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { signOut } from '#app/services/auth/auth-api.server.ts'
import { browserRequest, testContext } from '#tests/support/fixtures/auth.ts'
import { cartLine, signedInCookie, type CartTestContext } from '#tests/support/fixtures/cart.ts'
import { startTestServer, type TestServer } from '#tests/support/fixtures/http-server.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { limitRequestBody } from './body-limit.ts'
import { publicOrigin } from '#app/utils/public-origin.server.ts'
import { createCartApi } from './cart-api.ts'

const LEFT_ALONE = 418
const SMALL_LIMIT = 2000

describeEachDatabase('the direct /api/cart handler', (getDb) => {
	let ctx: CartTestContext
	let server: TestServer
	let cookie: string
	beforeAll(async () => {
		ctx = testContext(getDb().db, getDb().dialect)
		const handleCartApi = createCartApi(ctx, publicOrigin(ctx.env))
		// As server/app.ts composes it: the body limit first, then the handler, then the rest.
		server = await startTestServer((req, res) => {
			if (!limitRequestBody(req, res, SMALL_LIMIT)) return
			if (handleCartApi(req, res)) return
			res.writeHead(LEFT_ALONE).end()
		})
	})
	afterAll(() => server.close())
	beforeEach(async () => {
		await getDb().clear()
		cookie = await signedInCookie(ctx, 'lee@example.com')
	})

	const post = (body: string, headers: Record<string, string> = {}) =>
		fetch(`${server.url}/api/cart`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Cookie: cookie, ...headers },
			body,
		})

	it('answers private JSON with its length', async () => {
		const response = await post(JSON.stringify({ intent: 'add', item: cartLine({}, 'a') }))
		const text = await response.text()
		expect(response.status).toBe(200)
		expect(Object.fromEntries(response.headers)).toMatchObject({
			'content-type': 'application/json',
			'cache-control': 'private, no-store',
			vary: 'Cookie',
			'content-length': String(Buffer.byteLength(text)),
		})
		expect(JSON.parse(text).items).toEqual([expect.objectContaining({ id: 'a' })])
	})

	it('passes on the cookie that clears a session which ended', async () => {
		await signOut(ctx, browserRequest([cookie]))
		const response = await post(JSON.stringify({ intent: 'clear' }))
		expect(response.status).toBe(401)
		expect(response.headers.getSetCookie().join('\n')).toMatch(/shop\.session_token=;.*Max-Age=0/)
	})

	it('reads a JSON body as fetch does, a leading byte order mark included', async () => {
		const response = await post(`\uFEFF${JSON.stringify({ intent: 'clear' })}`)
		expect([response.status, await response.json()]).toEqual([200, { items: [] }])
	})

	it('leaves other methods and paths to the next handler', async () => {
		const statuses = await Promise.all(
			[
				['HEAD', '/api/cart'],
				['PUT', '/api/cart'],
				['GET', '/api/cart/'],
				['GET', '/api/carts'],
				['GET', '/api/cart.data'],
			].map(async ([method, path]) => {
				const response = await fetch(`${server.url}${path}`, {
					method,
					headers: { Cookie: cookie },
				})
				return `${method} ${path} ${response.status}`
			}),
		)
		expect(statuses).toEqual([
			`HEAD /api/cart ${LEFT_ALONE}`,
			`PUT /api/cart ${LEFT_ALONE}`,
			`GET /api/cart/ ${LEFT_ALONE}`,
			`GET /api/carts ${LEFT_ALONE}`,
			`GET /api/cart.data ${LEFT_ALONE}`,
		])
		const query = await fetch(`${server.url}/api/cart?x=1`, { headers: { Cookie: cookie } })
		expect(query.status).toBe(200)
	})

	it('answers only 413 when a streamed body passes the limit, and keeps serving', async () => {
		const status = await new Promise<number>((resolve, reject) => {
			const req = httpRequest(`${server.url}/api/cart`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Cookie: cookie },
			})
			req.on('response', (res) => {
				res.resume()
				resolve(res.statusCode ?? 0)
			})
			req.on('error', (error) => (req.writableEnded ? undefined : reject(error)))
			req.write(`{"intent":"clear","padding":"${'x'.repeat(SMALL_LIMIT * 2)}`)
			req.end('"}')
		})
		expect(status).toBe(413)
		expect((await post(JSON.stringify({ intent: 'clear' }))).status).toBe(200)
	})
})
