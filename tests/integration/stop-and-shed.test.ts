// The server under a crowd, as a restart meets it: more page requests at once than it has render
// slots and queue are answered 503 with Retry-After at once (never left waiting) while the
// health check still answers; and SIGTERM while keep-alive connections keep sending requests
// ends the process cleanly: a request in flight is answered with Connection: close, an idle
// connection is closed.
import { Agent, request } from 'node:http'
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ShopProcess } from '#tests/support/integration/shop-process.ts'
import {
	startThrowawayShop,
	type ThrowawayShop,
} from '#tests/support/integration/throwaway-shop.ts'

const QUEUE = 2
const CROWD = 60

let started: ThrowawayShop | undefined
let shop: ShopProcess

beforeAll(async () => {
	started = await startThrowawayShop('stop-and-shed', { RENDER_QUEUE: String(QUEUE) })
	shop = started.shop
}, 60_000)

afterAll(async () => {
	await started?.remove('kill')
})

type RawAnswer = { status: number; headers: Map<string, string>; body: string }

/** Reads one answer from a socket until the server closes it. */
function answerOf(socket: Socket): Promise<RawAnswer> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = []
		socket.on('data', (chunk: Buffer) => chunks.push(chunk))
		socket.on('error', reject)
		socket.on('close', () => {
			const text = Buffer.concat(chunks).toString('latin1')
			const [head = '', body = ''] = text.split('\r\n\r\n')
			const [statusLine = '', ...lines] = head.split('\r\n')
			const headers = new Map(
				lines.map((line) => {
					const colon = line.indexOf(':')
					return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()]
				}),
			)
			resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body })
		})
	})
}

test('page requests beyond the render slots and queue get 503 with Retry-After at once; /healthz still answers', async () => {
	const sockets = await Promise.all(
		Array.from(
			{ length: CROWD },
			() =>
				new Promise<Socket>((resolve, reject) => {
					const socket = connect(shop.port, '127.0.0.1', () => resolve(socket))
					socket.on('error', reject)
				}),
		),
	)
	const answers = sockets.map(answerOf)
	// Every connection asks for a page rendered for it (a cookie keeps the page cache out). The
	// server is paused meanwhile, so it finds all the requests at once when it goes on, however
	// slowly this process writes them; first it is given a second to accept the connections (a
	// connection it accepts only after the pause is read a turn later, one at a time).
	await new Promise((resolve) => setTimeout(resolve, 1000))
	process.kill(shop.pid, 'SIGSTOP')
	try {
		for (const socket of sockets) {
			socket.write(
				`GET /order HTTP/1.1\r\nHost: 127.0.0.1:${shop.port}\r\nCookie: visit=1\r\nConnection: close\r\n\r\n`,
			)
		}
		await new Promise((resolve) => setTimeout(resolve, 200))
	} finally {
		process.kill(shop.pid, 'SIGCONT')
	}
	const health = await fetch(`${shop.url}/healthz`)
	const all = await Promise.all(answers)

	expect(health.status).toBe(200)
	const statuses = new Set(all.map((answer) => answer.status))
	expect([...statuses].sort()).toEqual([200, 503])
	const shed = all.filter((answer) => answer.status === 503)
	expect(shed.length).toBeGreaterThan(0)
	for (const answer of shed) {
		expect(answer.headers.get('retry-after')).toBe('1')
		expect(answer.headers.get('connection')).toBe('close')
		expect(answer.body).toContain('The shop is busy right now: please try again in a moment.')
	}
}, 60_000)

test('SIGTERM while keep-alive connections keep sending requests: one in flight is told Connection: close and the process exits cleanly', async () => {
	const agent = new Agent({ keepAlive: true, maxSockets: 12 })
	const seen: { connection: string | undefined; afterStop: boolean }[] = []
	let stopSent = false
	let running = true
	const get = (path: string, headers: Record<string, string>) =>
		new Promise<void>((resolve, reject) => {
			const req = request(`${shop.url}${path}`, { agent, headers }, (res) => {
				seen.push({ connection: res.headers.connection, afterStop: stopSent })
				res.resume()
				res.on('end', resolve)
				res.on('error', reject)
			})
			req.on('error', reject)
			req.end()
		})
	// Twelve connections, each sending its next request as soon as the last is answered: four
	// ask for pages rendered each time (as many as there are render slots, so none is shed),
	// the others for the home page from the cache and the health check.
	const loops = Array.from({ length: 12 }, async (_, index) => {
		const [path, headers] =
			index < 4 ? ['/order', { Cookie: 'visit=1' }] : [index % 2 ? '/' : '/healthz', {}]
		while (running) {
			try {
				await get(path, headers)
			} catch {
				return // the server is gone
			}
		}
	})
	await new Promise((resolve) => setTimeout(resolve, 1000))
	stopSent = true
	await Promise.race([
		shop.stop(),
		new Promise((_, reject) => setTimeout(() => reject(new Error('no exit in 30 s')), 30_000)),
	])
	running = false
	await Promise.all(loops)
	agent.destroy()

	expect(shop.exitCode()).toBe(0)
	expect(seen.filter((each) => !each.afterStop).length).toBeGreaterThan(12)
	expect(seen.filter((each) => each.connection === 'close' && !each.afterStop)).toEqual([])
	expect(
		seen.filter((each) => each.afterStop && each.connection === 'close').length,
	).toBeGreaterThan(0)
}, 60_000)
