import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { listenEarly, type EarlyListener } from './early-listener.ts'

const servers: Server[] = []
afterEach(async () => {
	for (const server of servers.splice(0)) {
		server.closeAllConnections()
		await new Promise<void>((resolve) => server.close(() => resolve()))
	}
})

const address = (port = 0) => ({ port, host: '127.0.0.1' })

async function listening(options: Parameters<typeof listenEarly>[0] = {}): Promise<EarlyListener> {
	const early = await listenEarly({ address: address(), ...options })
	servers.push(early.server)
	return early
}

const urlOf = (server: Server, path: string) =>
	`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`

/** A server that holds a port, as the old process of a restart does until it stops. */
async function holdPort(): Promise<Server> {
	const holder = createServer()
	await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
	return holder
}

describe('listenEarly', () => {
	it('answers /healthz at once with 503 "starting" and Retry-After while the shop loads', async () => {
		const { server } = await listening()
		const response = await fetch(urlOf(server, '/healthz'))
		expect(response.status).toBe(503)
		expect(response.headers.get('retry-after')).toBe('1')
		expect(response.headers.get('cache-control')).toBe('no-store')
		expect(await response.json()).toEqual({ status: 'starting' })
	})

	it('holds other requests until the shop takes over, which then answers them, body and all', async () => {
		const early = await listening()
		const page = fetch(urlOf(early.server, '/order'))
		const post = fetch(urlOf(early.server, '/cart'), { method: 'POST', body: 'width=30' })
		await new Promise((resolve) => setTimeout(resolve, 100))
		early.handOver((req, res) => {
			let body = ''
			req.setEncoding('utf8')
			req.on('data', (chunk: string) => (body += chunk))
			req.on('end', () => res.end(`${req.method} ${req.url} ${body}`))
		})
		expect(await (await page).text()).toBe('GET /order ')
		expect(await (await post).text()).toBe('POST /cart width=30')
		// And everything after the hand-over, /healthz included, goes to the shop.
		expect(await (await fetch(urlOf(early.server, '/healthz'))).text()).toBe('GET /healthz ')
	})

	it('answers 503 with Retry-After to a request that waited too long for the shop', async () => {
		const { server } = await listening({ maxWaitMs: 50 })
		const response = await fetch(urlOf(server, '/order'))
		expect(response.status).toBe(503)
		expect(response.headers.get('retry-after')).toBe('1')
		expect(await response.text()).toMatch(/starting: please try again in a moment/)
	})

	it('answers 503 at once when as many requests as it holds are waiting already', async () => {
		const early = await listening({ maxWaiting: 1 })
		const first = fetch(urlOf(early.server, '/'))
		await new Promise((resolve) => setTimeout(resolve, 50))
		const second = await fetch(urlOf(early.server, '/faq'))
		expect(second.status).toBe(503)
		early.handOver((_req, res) => res.end('shop'))
		expect(await (await first).text()).toBe('shop')
	})

	it('waits for a port another process still holds, and listens once it is free', async () => {
		const holder = await holdPort()
		const { port } = holder.address() as AddressInfo
		const early = listenEarly({ address: address(port), portWaitMs: 5000 })
		setTimeout(() => holder.close(), 300)
		const { server } = await early
		servers.push(server)
		expect((await fetch(urlOf(server, '/healthz'))).status).toBe(503)
	})

	it('gives up with EADDRINUSE when the port stays taken', async () => {
		const holder = await holdPort()
		servers.push(holder)
		const { port } = holder.address() as AddressInfo
		await expect(listenEarly({ address: address(port), portWaitMs: 200 })).rejects.toMatchObject({
			code: 'EADDRINUSE',
		})
	})
})
