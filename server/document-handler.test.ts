import { randomBytes } from 'node:crypto'
import { Agent, request, type IncomingMessage } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readClaimUpload } from '#app/workflows/claims/claim-photo-intake.server.ts'
import { startTestServer, type TestServer } from '#tests/support/fixtures/http-server.ts'
import { fetchRequest, LINGER_MS } from './document-handler.ts'

const MB = 1024 * 1024
const BOUNDARY = 'claim-upload-test'
const PHOTO_HEAD = Buffer.from(
	`--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="huge.jpg"\r\n` +
		'Content-Type: image/jpeg\r\n\r\n',
)

type Sent = { status: number; headers: IncomingMessage['headers']; body: string; written: number }

/**
 * Posts `total` bytes of a multipart body (one photo part, then zeros) to `url`, in 64 KB writes
 * that wait for the socket to drain. It stops writing once the response has come, or, with
 * `stallAfter`, once it has written that many bytes (and then waits, its body unfinished).
 */
function upload(
	url: string,
	total: number,
	options: { contentLength?: boolean; stallAfter?: number } = {},
): Promise<Sent & { closed: Promise<number> }> {
	return new Promise((resolve, reject) => {
		let written = 0
		let answered = false
		const req = request(url, {
			method: 'POST',
			headers: {
				'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
				...(options.contentLength ? { 'Content-Length': String(total) } : {}),
			},
		})
		req.on('response', (res) => {
			answered = true
			let body = ''
			res.setEncoding('utf8')
			res.on('data', (text: string) => (body += text))
			res.on('end', () => {
				const answeredAt = performance.now()
				const closed = new Promise<number>((done) =>
					req.socket!.once('close', () => done(performance.now() - answeredAt)),
				)
				resolve({ status: res.statusCode ?? 0, headers: res.headers, body, written, closed })
				if (options.stallAfter === undefined) req.destroy()
			})
		})
		req.on('error', (error) => (answered ? undefined : reject(error)))
		void (async () => {
			const chunk = Buffer.alloc(64 * 1024)
			let first = true
			const stop = Math.min(total, options.stallAfter ?? total)
			while (written < stop && !answered && !req.destroyed) {
				const piece = first ? Buffer.concat([PHOTO_HEAD, chunk]) : chunk
				first = false
				const part = piece.subarray(0, stop - written)
				written += part.length
				if (!req.write(part)) await new Promise((next) => req.once('drain', next))
			}
			if (written === total && !answered && !req.destroyed) req.end()
		})()
	})
}

describe('fetchRequest', () => {
	let server: TestServer
	/** Bytes the server had read from each claim's connection when it answered. */
	const readFromSocket: number[] = []
	beforeAll(async () => {
		server = await startTestServer(async (req, res) => {
			// As React Router does: the action's Request is another one around the same body.
			const made = fetchRequest(req, res, 'http://shop.test', new AbortController().signal)
			const request = new Request(made.url, {
				method: made.method,
				headers: made.headers,
				body: made.body,
				duplex: 'half',
			} as RequestInit)
			if (req.url === '/ignore') {
				res.writeHead(204)
				res.end()
				return
			}
			if (req.url === '/echo') {
				const bytes = Buffer.from(await request.arrayBuffer())
				res.writeHead(200, { 'Content-Type': 'application/octet-stream' })
				res.end(bytes)
				return
			}
			const claim = await readClaimUpload(request)
			readFromSocket.push(req.socket.bytesRead)
			res.writeHead(claim.ok ? 200 : claim.status, { 'Content-Type': 'text/plain' })
			res.end(claim.ok ? 'taken' : claim.message)
		})
	})
	afterAll(() => server.close())

	it('hands the whole body of a large post to a reader that reads it', async () => {
		const body = randomBytes(3 * MB)
		const response = await fetch(`${server.url}/echo`, { method: 'POST', body })
		expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true)
	})

	it('serves the next request of a connection whose body was refused or left unread', async () => {
		const agent = new Agent({ keepAlive: true, maxSockets: 1 })
		const post = (path: string, body: Buffer) =>
			new Promise<{ status: number; body: string; port: number }>((resolve, reject) => {
				const req = request(`${server.url}${path}`, {
					method: 'POST',
					agent,
					headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
				})
				req.on('response', (res) => {
					let text = ''
					res.setEncoding('utf8')
					res.on('data', (piece: string) => (text += piece))
					res.on('end', () =>
						resolve({ status: res.statusCode ?? 0, body: text, port: req.socket!.localPort! }),
					)
				})
				req.on('error', reject)
				req.end(body)
			})
		try {
			const tooLarge = Buffer.concat([
				PHOTO_HEAD,
				Buffer.alloc(11 * MB),
				Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
			])
			const refused = await post('/claims', tooLarge)
			expect(refused.status).toBe(413)
			const ignored = await post('/ignore', randomBytes(MB))
			expect(ignored.status).toBe(204)
			const echoed = await post('/echo', Buffer.from('still here'))
			expect([echoed.status, echoed.body]).toEqual([200, 'still here'])
			// One connection served all three.
			expect(new Set([refused.port, ignored.port, echoed.port]).size).toBe(1)
		} finally {
			agent.destroy()
		}
	})

	it('stops reading a streamed 50 MB upload once its photo passes 10 MB, and answers', async () => {
		readFromSocket.length = 0
		const sent = await upload(`${server.url}/claims`, 50 * MB)
		expect(sent.status).toBe(413)
		expect(sent.body).toBe('“huge.jpg” is larger than 10 MB. Please choose a smaller photo.')
		// Read when it answered: the photo's 10 MB and what one socket read brings past them.
		expect(readFromSocket[0]).toBeGreaterThan(10 * MB)
		expect(readFromSocket[0]).toBeLessThan(11 * MB)
		// The client, reading the answer while it uploads, stopped before its 50 MB.
		expect(sent.written).toBeLessThan(30 * MB)
	})

	it('refuses a 50 MB upload from its Content-Length, having read next to nothing', async () => {
		readFromSocket.length = 0
		const sent = await upload(`${server.url}/claims`, 50 * MB + 1, { contentLength: true })
		expect(sent.status).toBe(413)
		expect(sent.body).toMatch(/^The photos are too large together/)
		expect(readFromSocket[0]).toBeLessThan(1 * MB)
	})

	it('closes the connection of a refused upload whose rest does not come in time', async () => {
		const sent = await upload(`${server.url}/claims`, 50 * MB, { stallAfter: 11 * MB })
		expect(sent.status).toBe(413)
		const closedAfter = await sent.closed
		expect(closedAfter).toBeGreaterThan(LINGER_MS - 500)
		expect(closedAfter).toBeLessThan(LINGER_MS + 2000)
	})
})
