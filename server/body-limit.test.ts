import { randomBytes } from 'node:crypto'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '#tests/support/fixtures/http-server.ts'
import {
	answerExpectContinue,
	BODY_TOO_LARGE_MESSAGE,
	limitRequestBody,
	MAX_BODY_BYTES,
} from './body-limit.ts'

const SMALL_LIMIT = 1000

/** Sends the body in chunks without a Content-Length (chunked), as a streaming client does. */
function sendChunked(url: string, chunks: Buffer[]): Promise<{ status: number; body: Buffer }> {
	return new Promise((resolve, reject) => {
		const req = request(url, {
			method: 'POST',
			headers: { 'Content-Type': 'application/octet-stream' },
		})
		req.on('response', (res) => {
			const body: Buffer[] = []
			res.on('data', (chunk: Buffer) => body.push(chunk))
			res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(body) }))
		})
		// Once refused, the server closes the connection while we may still be writing.
		req.on('error', (error) => (req.writableEnded ? undefined : reject(error)))
		void (async () => {
			for (const chunk of chunks) {
				if (req.destroyed) return
				req.write(chunk)
				await new Promise((next) => setTimeout(next, 5))
			}
			req.end()
		})()
	})
}

describe('limitRequestBody', () => {
	let server: TestServer
	let routeCalls = 0
	beforeAll(async () => {
		const limit = (path: string) => (path.startsWith('/default') ? MAX_BODY_BYTES : SMALL_LIMIT)
		server = await startTestServer((req, res) => {
			if (!limitRequestBody(req, res, limit(req.url ?? '/'))) return
			routeCalls++
			// Reads the body the way React Router's request adapter does: 'data' events.
			const chunks: Buffer[] = []
			req.on('data', (chunk: Buffer) => chunks.push(chunk))
			req.on('end', () => {
				res.writeHead(200, { 'Content-Type': 'application/octet-stream' })
				res.end(Buffer.concat(chunks))
			})
		})
		answerExpectContinue(server.server, SMALL_LIMIT)
	})
	afterAll(() => server.close())

	it('passes a body up to the limit through untouched (raw bytes, e.g. for a webhook signature)', async () => {
		const body = randomBytes(SMALL_LIMIT)
		const response = await fetch(`${server.url}/echo`, { method: 'POST', body })
		expect(response.status).toBe(200)
		expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true)
	})

	it('refuses a declared Content-Length over the limit before the route runs', async () => {
		const before = routeCalls
		const response = await fetch(`${server.url}/echo`, {
			method: 'POST',
			body: randomBytes(SMALL_LIMIT + 1),
		})
		expect(response.status).toBe(413)
		expect(await response.text()).toBe(BODY_TOO_LARGE_MESSAGE)
		expect(response.headers.get('connection')).toBe('close')
		expect(routeCalls).toBe(before)
	})

	it('refuses a chunked body as soon as it passes the limit', async () => {
		const chunks = Array.from({ length: 50 }, () => randomBytes(100))
		const { status, body } = await sendChunked(`${server.url}/echo`, chunks)
		expect(status).toBe(413)
		expect(body.toString('utf8')).toBe(BODY_TOO_LARGE_MESSAGE)
	})

	it('lets a chunked body under the limit through whole', async () => {
		const chunks = Array.from({ length: 9 }, () => randomBytes(100))
		const { status, body } = await sendChunked(`${server.url}/echo`, chunks)
		expect(status).toBe(200)
		expect(body.equals(Buffer.concat(chunks))).toBe(true)
	})

	it('answers 413 instead of 100 Continue when the client asks first', async () => {
		const answer = (length: number) =>
			new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
				let continued = false
				const req = request(`${server.url}/echo`, {
					method: 'POST',
					headers: { 'Content-Length': String(length), Expect: '100-continue' },
				})
				req.on('continue', () => {
					continued = true
					req.end(randomBytes(length))
				})
				req.on('response', (res) => {
					res.resume()
					res.on('end', () => resolve({ status: res.statusCode ?? 0, continued }))
				})
				req.on('error', reject)
				req.flushHeaders()
			})
		expect(await answer(SMALL_LIMIT + 1)).toEqual({ status: 413, continued: false })
		expect(await answer(SMALL_LIMIT)).toEqual({ status: 200, continued: true })
	})

	it('has a 1 MB default that names itself in the message', async () => {
		expect(BODY_TOO_LARGE_MESSAGE).toMatch(/1 MB/)
		const atLimit = await fetch(`${server.url}/default`, {
			method: 'POST',
			body: randomBytes(MAX_BODY_BYTES),
		})
		expect(atLimit.status).toBe(200)
		const over = await fetch(`${server.url}/default`, {
			method: 'POST',
			body: randomBytes(MAX_BODY_BYTES + 1),
		})
		expect(over.status).toBe(413)
	})

	it('survives a client that hangs up mid-upload', async () => {
		await new Promise<void>((resolve) => {
			const req = request(`${server.url}/echo`, {
				method: 'POST',
				headers: { 'Content-Length': '900' },
			})
			req.on('error', () => resolve())
			req.write(randomBytes(100), () => setTimeout(() => req.destroy(), 20))
			req.on('close', () => resolve())
		})
		const response = await fetch(`${server.url}/echo`, { method: 'POST', body: 'still here' })
		expect(await response.text()).toBe('still here')
	})
})
