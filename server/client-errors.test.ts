import { createServer, request, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { answerClientErrors, statusForClientError } from './client-errors.ts'

let server: Server | undefined
afterEach(async () => {
	server?.closeAllConnections()
	await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
	server = undefined
})

async function start(): Promise<number> {
	server = createServer((_req, res) => res.end('ok'))
	answerClientErrors(server)
	await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
	return (server.address() as AddressInfo).port
}

/** A PUT whose address alone is over Node's 16 KB header limit, with an 800 KB body. */
function longAddressWithBody(port: number): Promise<number | string> {
	return new Promise((resolve) => {
		const req = request({
			host: '127.0.0.1',
			port,
			method: 'PUT',
			path: `/admin/order?number=${'%C3%A9'.repeat(3000)}`,
			headers: { 'Content-Length': 800 * 1024 },
		})
		req.on('response', (res) => {
			res.resume()
			res.on('end', () => resolve(res.statusCode ?? 0))
		})
		req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
		req.end(Buffer.alloc(800 * 1024, 0x61))
	})
}

describe('answerClientErrors', () => {
	it('answers 431 to headers over the limit, and the client gets it while still sending a body', async () => {
		const port = await start()
		const outcomes = []
		for (let attempt = 0; attempt < 10; attempt++) outcomes.push(await longAddressWithBody(port))
		expect(outcomes).toEqual(Array(10).fill(431))
	})

	it('answers 400 to a request Node cannot parse, and closes the connection', async () => {
		const port = await start()
		const answer = await new Promise<string>((resolve) => {
			const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'))
			let text = ''
			socket.on('data', (chunk) => (text += chunk.toString()))
			socket.on('close', () => resolve(text))
		})
		expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
		expect(answer).toContain('Connection: close')
	})

	it('names the status of each parser error', () => {
		expect(statusForClientError('HPE_HEADER_OVERFLOW')).toBe(431)
		expect(statusForClientError('ERR_HTTP_REQUEST_TIMEOUT')).toBe(408)
		expect(statusForClientError('HPE_INVALID_METHOD')).toBe(400)
	})
})
