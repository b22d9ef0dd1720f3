// The HTTP side of the direct POST /api/create-payment handler, held to the route module's answers;
// what creating a payment does is tested in app/routes/api.create-payment.test.ts.
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { action } from '#app/routes/api.create-payment.ts'
import { publicOrigin } from '#app/utils/public-origin.server.ts'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import { throttlePublicWrite } from '#app/workflows/limits/public-write-limits.server.ts'
import { PUBLIC_WRITE_LIMITS } from '#app/workflows/limits/public-write-limits.server.ts'
import { signedInCookie } from '#tests/support/fixtures/cart.ts'
import { startTestServer, type TestServer } from '#tests/support/fixtures/http-server.ts'
import {
	cartItem,
	createPaymentRequest,
	paymentContext,
	routeArgs,
	type TestAppContext,
} from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { limitRequestBody } from './body-limit.ts'
import { createPaymentApi } from './create-payment-api.ts'

const LEFT_ALONE = 418
const SMALL_LIMIT = 2000

describeEachDatabase('the direct /api/create-payment handler', (getDb) => {
	const servers: TestServer[] = []
	beforeEach(() => getDb().clear())
	afterAll(() => Promise.all(servers.map((server) => server.close())))

	/** The handler as server/app.ts composes it: the body limit first, then it, then the rest. */
	async function serve(env: Record<string, string> = {}) {
		const { db, dialect } = getDb()
		const ctx = paymentContext(db, dialect, createTestProvider(db), env)
		const handle = createPaymentApi(ctx, publicOrigin(ctx.env))
		const server = await startTestServer((req, res) => {
			if (!limitRequestBody(req, res, SMALL_LIMIT)) return
			if (handle(req, res)) return
			res.writeHead(LEFT_ALONE).end()
		})
		servers.push(server)
		return { ctx, url: server.url }
	}
	let shop: { ctx: TestAppContext; url: string }
	beforeAll(async () => {
		shop = await serve()
	})

	const post = (url: string, body: string, headers: Record<string, string> = {}) =>
		fetch(`${url}/api/create-payment`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', ...headers },
			body,
		})

	it('answers the hosted checkout as JSON with its length, private for a signed-in customer', async () => {
		const body = JSON.stringify({ items: [cartItem()] })
		const guest = await post(shop.url, body)
		const text = await guest.text()
		expect(guest.status).toBe(200)
		expect(Object.fromEntries(guest.headers)).toMatchObject({
			'content-type': 'application/json',
			'cache-control': 'no-store',
			'content-length': String(Buffer.byteLength(text)),
		})
		expect(JSON.parse(text).url).toMatch(/^http:\/\/shop\.test\/test-checkout\?session=tcs_/)

		const cookie = await signedInCookie(shop.ctx, 'pat@example.com')
		const customer = await post(shop.url, body, { Cookie: cookie })
		expect(customer.status).toBe(200)
		expect(customer.headers.get('cache-control')).toBe('private, no-store')
		const orders = await getDb()
			.db.selectFrom('orders')
			.select(['user_id', 'email'])
			.orderBy('created_at')
			.execute()
		expect(orders.map((order) => order.email)).toEqual([null, 'pat@example.com'])
	})

	it("gives the route module's answer to every request it refuses", async () => {
		const refused: [string, Record<string, string>][] = [
			['{"items": [', {}],
			[JSON.stringify({ items: [] }), {}],
			[JSON.stringify({ items: [{ ...cartItem(), width: 2 }] }), {}],
			[JSON.stringify({ items: [cartItem()], shippingMethod: 'drone' }), {}],
			[JSON.stringify({ items: [cartItem()] }), { 'Content-Type': 'text/plain' }],
			['', {}],
		]
		for (const [body, headers] of refused) {
			const direct = await post(shop.url, body, headers)
			const request = createPaymentRequest(body)
			for (const [name, value] of Object.entries(headers)) request.headers.set(name, value)
			const routed = (await action(routeArgs(request, shop.ctx))) as Response
			expect([direct.status, await direct.json()]).toEqual([routed.status, await routed.json()])
			expect(direct.headers.get('cache-control')).toBe('no-store')
		}
	})

	it('counts payments per client address, read from X-Forwarded-For only behind a proxy', async () => {
		const limit = PUBLIC_WRITE_LIMITS['create-payment'].limit
		const body = JSON.stringify({ items: [cartItem()] })
		const proxied = await serve({ TRUST_PROXY: 'true' })
		const fill = async (ctx: TestAppContext, headers: Record<string, string>) => {
			const request = { headers: new Headers(headers) }
			for (let i = 0; i < limit; i++) await throttlePublicWrite(ctx, request, 'create-payment')
		}
		await fill({ ...proxied.ctx, clientAddress: '127.0.0.1' }, { 'X-Forwarded-For': '10.1.1.1' })
		const refused = await post(proxied.url, body, { 'X-Forwarded-For': '10.1.1.1' })
		expect(refused.status).toBe(429)
		expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
		expect((await refused.json()).error).toBe('Payment Error')
		expect((await post(proxied.url, body, { 'X-Forwarded-For': '10.1.1.2' })).status).toBe(200)

		// Without TRUST_PROXY the header is the client's own word: the socket's address counts.
		await fill({ ...shop.ctx, clientAddress: '127.0.0.1' }, {})
		const spoofed = await post(shop.url, body, { 'X-Forwarded-For': '10.9.9.9' })
		expect(spoofed.status).toBe(429)
	})

	it('leaves other methods and paths to the next handler', async () => {
		const statuses = await Promise.all(
			[
				['GET', '/api/create-payment'],
				['PUT', '/api/create-payment'],
				['POST', '/api/create-payment/'],
				['POST', '/api/create-payment.data'],
				['POST', '/api/create-payments'],
			].map(async ([method, path]) => {
				const response = await fetch(`${shop.url}${path}`, { method })
				return `${method} ${path} ${response.status}`
			}),
		)
		expect(statuses).toEqual([
			`GET /api/create-payment ${LEFT_ALONE}`,
			`PUT /api/create-payment ${LEFT_ALONE}`,
			`POST /api/create-payment/ ${LEFT_ALONE}`,
			`POST /api/create-payment.data ${LEFT_ALONE}`,
			`POST /api/create-payments ${LEFT_ALONE}`,
		])
	})

	it('answers only 413 when a streamed body passes the limit, and keeps serving', async () => {
		const status = await new Promise<number>((resolve, reject) => {
			const req = httpRequest(`${shop.url}/api/create-payment`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
			})
			req.on('response', (res) => {
				res.resume()
				resolve(res.statusCode ?? 0)
			})
			req.on('error', (error) => (req.writableEnded ? undefined : reject(error)))
			req.write(`{"items":[],"padding":"${'x'.repeat(SMALL_LIMIT * 2)}`)
			req.end('"}')
		})
		expect(status).toBe(413)
		expect((await post(shop.url, JSON.stringify({ items: [cartItem()] }))).status).toBe(200)
	})
})
