import { gzipSync } from 'node:zlib'
import compression from 'compression'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '#tests/support/fixtures/http-server.ts'
import {
	formatRequestLog,
	loggablePath,
	logRequest,
	requestIdFrom,
	requestLogsEnabled,
	type RequestLogEntry,
} from './request-log.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('requestIdFrom', () => {
	it('keeps a plain id from a proxy', () => {
		expect(requestIdFrom('lb-7f3a.2:9')).toBe('lb-7f3a.2:9')
	})

	it('replaces a missing, repeated, overlong or odd id with a UUID', () => {
		for (const header of [undefined, '', ['a', 'b'], 'x'.repeat(129), 'a b', 'id\n{"level":"x"}']) {
			expect(requestIdFrom(header)).toMatch(UUID)
		}
	})
})

describe('loggablePath', () => {
	it('keeps plain paths and harmless query values', () => {
		expect(loggablePath('/faq')).toBe('/faq')
		expect(loggablePath('/order?width=24')).toBe('/order?width=24')
	})

	it('never writes secrets or e-mail addresses from the query', () => {
		const path = loggablePath(
			'/payment-success?session_id=cs_live_123&email=a%40b.c&token=t&api_key=k&page=2',
		)
		expect(path).toBe(
			'/payment-success?session_id=[redacted]&email=[redacted]&token=[redacted]&api_key=[redacted]&page=2',
		)
	})
})

describe('formatRequestLog', () => {
	it('is exactly one JSON line', () => {
		const entry: RequestLogEntry = {
			time: '2025-01-01T00:00:00.000Z',
			level: 'info',
			requestId: 'r1',
			method: 'GET',
			path: '/a\nb',
			status: 200,
			durationMs: 1.5,
			bytes: 10,
		}
		const line = formatRequestLog(entry)
		expect(line.endsWith('\n')).toBe(true)
		expect(line.slice(0, -1)).not.toContain('\n')
		expect(JSON.parse(line)).toEqual(entry)
	})
})

describe('requestLogsEnabled', () => {
	it('is quiet under tests and above info', () => {
		expect(requestLogsEnabled({ NODE_ENV: 'production', LOG_LEVEL: 'info' })).toBe(true)
		expect(requestLogsEnabled({ NODE_ENV: 'development', LOG_LEVEL: 'debug' })).toBe(true)
		expect(requestLogsEnabled({ NODE_ENV: 'test', LOG_LEVEL: 'info' })).toBe(false)
		expect(requestLogsEnabled({ NODE_ENV: 'production', LOG_LEVEL: 'silent' })).toBe(false)
		expect(requestLogsEnabled({ NODE_ENV: 'production', LOG_LEVEL: 'warn' })).toBe(false)
	})
})

describe('logRequest on a real server', () => {
	const lines: string[] = []
	let enabled = true
	let server: TestServer
	const body = 'x'.repeat(5000)
	beforeAll(async () => {
		const compress = compression()
		server = await startTestServer((req, res) => {
			logRequest(req, res, { enabled, write: (line) => lines.push(line) })
			// The order server/app.ts uses: the log sees what compression puts on the wire.
			compress(req as never, res as never, () => {
				const status = req.url?.startsWith('/missing') ? 404 : 200
				req.url = '/rewritten-by-a-later-handler'
				res.writeHead(status, { 'Content-Type': 'text/plain' })
				res.end(body)
			})
		})
	})
	afterAll(() => server.close())

	const nextLine = async () => {
		await expect.poll(() => lines.length).toBeGreaterThan(0)
		return JSON.parse(lines.shift()!) as RequestLogEntry
	}

	it('writes one line per request with id, method, path, status, duration and bytes', async () => {
		const response = await fetch(`${server.url}/missing?token=secret`, {
			headers: { 'X-Request-Id': 'abc-123', 'Accept-Encoding': 'identity' },
		})
		expect(await response.text()).toBe(body)
		expect(response.headers.get('x-request-id')).toBe('abc-123')
		const entry = await nextLine()
		expect(entry).toMatchObject({
			level: 'info',
			requestId: 'abc-123',
			method: 'GET',
			path: '/missing?token=[redacted]',
			status: 404,
			bytes: body.length,
		})
		expect(Date.parse(entry.time)).toBeGreaterThan(Date.now() - 60_000)
		expect(entry.durationMs).toBeGreaterThanOrEqual(0)
	})

	it('counts compressed bytes when the response is compressed, and makes up an id', async () => {
		const response = await fetch(`${server.url}/`, { headers: { 'Accept-Encoding': 'gzip' } })
		await response.text()
		const entry = await nextLine()
		expect(entry.requestId).toMatch(UUID)
		expect(response.headers.get('x-request-id')).toBe(entry.requestId)
		expect(entry.bytes).toBeLessThan(body.length)
		expect(Math.abs(entry.bytes - gzipSync(body).length)).toBeLessThan(40)
	})

	it('still sets the id but writes nothing when disabled', async () => {
		enabled = false
		const response = await fetch(`${server.url}/`)
		await response.text()
		expect(response.headers.get('x-request-id')).toMatch(UUID)
		await new Promise((resolve) => setTimeout(resolve, 50))
		expect(lines).toEqual([])
		enabled = true
	})
})
