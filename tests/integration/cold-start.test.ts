// Right after a restart the server takes a crowd at once: 200 connections of mixed requests
// (pages, page data, sign-ins, cart changes, checkouts), arriving as soon as it says it listens
// (after its warm-up: first renders, prepared statements, the page cache). A health probe on a
// new connection in the middle of that crowd still answers within a second.
import { request, type OutgoingHttpHeaders } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ShopProcess } from '#tests/support/integration/shop-process.ts'
import {
	startThrowawayShop,
	type ThrowawayShop,
} from '#tests/support/integration/throwaway-shop.ts'

let started: ThrowawayShop | undefined
let shop: ShopProcess

beforeAll(async () => {
	started = await startThrowawayShop('cold-start')
	shop = started.shop
}, 60_000)

afterAll(async () => {
	await started?.remove()
})

type Call = { method: string; path: string; body?: string; type?: string }

const screen = (id: string) => ({
	id,
	width: 24,
	widthFraction: 0.5,
	height: 36,
	heightFraction: 0,
	quantity: 2,
	price: 1,
	timestamp: '2026-01-01T00:00:00.000Z',
})
const json = (path: string, body: unknown): Call => ({
	method: 'POST',
	path,
	body: JSON.stringify(body),
	type: 'application/json',
})
const form = (path: string, fields: Record<string, string>): Call => ({
	method: 'POST',
	path,
	body: new URLSearchParams(fields).toString(),
	type: 'application/x-www-form-urlencoded',
})

function mixedCall(index: number): Call {
	const calls: Call[] = [
		{ method: 'GET', path: '/' },
		{ method: 'GET', path: '/order' },
		{ method: 'GET', path: '/faq?from=ad' },
		{ method: 'GET', path: '/checkout' },
		{ method: 'GET', path: '/auth' },
		{ method: 'GET', path: '/track-order' },
		{ method: 'GET', path: '/order.data' },
		{ method: 'GET', path: '/sitemap.xml' },
		form('/auth', {
			intent: 'sign-in',
			email: `crowd${index}@example.com`,
			password: 'wrong-password-1',
		}),
		json('/api/create-payment', { items: [screen(`c${index}`)], cartKey: `crowd-${index}` }),
	]
	return calls[index % calls.length]!
}

/** One request on a connection of its own; resolves with the status (0 if none came). */
function send(url: string, call: Call, timeoutMs = 30_000): Promise<number> {
	return new Promise((resolve) => {
		const headers: OutgoingHttpHeaders = { Origin: url }
		if (call.type) headers['Content-Type'] = call.type
		const req = request(
			`${url}${call.path}`,
			{ method: call.method, headers, agent: false },
			(res) => {
				res.resume()
				res.on('end', () => resolve(res.statusCode ?? 0))
				res.on('error', () => resolve(0))
			},
		)
		req.setTimeout(timeoutMs, () => req.destroy())
		req.on('error', () => resolve(0))
		req.end(call.body)
	})
}

test(
	'a health probe answers within 1 s while 200 new connections arrive',
	{ timeout: 60_000 },
	async () => {
		const crowd = Array.from({ length: 200 }, (_, index) => send(shop.url, mixedCall(index)))
		const started = performance.now()
		const health = await send(shop.url, { method: 'GET', path: '/healthz' })
		const probeMs = performance.now() - started
		const statuses = await Promise.all(crowd)
		console.info(`GET /healthz answered in ${Math.round(probeMs)} ms among 200 new connections`)

		expect(health).toBe(200)
		expect(probeMs, 'GET /healthz on a new connection, in ms').toBeLessThan(1000)
		expect(statuses.filter((status) => status === 0 || status >= 500)).toEqual([])
	},
)

test('a new process answers /healthz while it warms up, before it lets pages render', async () => {
	// A fresh process, timed from its spawn: the health check does not wait for the warm-up.
	await started?.remove()
	started = await startThrowawayShop('cold-start-health')
	shop = started.shop
	const { healthy, ready } = shop.startTimes
	console.info(`/healthz 200 after ${healthy} ms, warmed up after ${ready} ms (from spawn)`)
	expect(healthy, 'first /healthz 200 before the warm-up ended, ms from spawn').toBeLessThan(ready)
})
