// One JSON line per request on stdout, for whatever collects the process output (journald,
// docker logs, a log shipper). Each request gets an id, echoed as X-Request-Id, so a customer's
// report, a load balancer's log and ours can be matched.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { formatLogLine } from '#app/utils/log-line.server.ts'

export type RequestLogEntry = {
	time: string
	level: 'info' | 'error'
	requestId: string
	method: string
	path: string
	status: number
	durationMs: number
	bytes: number
	/** The client went away before the response was complete. */
	aborted?: true
}

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/
// Query values that may carry secrets or personal data are never written to the log.
const SENSITIVE_QUERY_KEY = /token|secret|session|password|passwd|key|code|email|signature|auth/i

/** The caller's X-Request-Id when it is a plain token (a proxy's id), else a fresh UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
	return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID()
}

/** The request target with the values of sensitive query parameters replaced. */
export function loggablePath(url: string | undefined): string {
	const target = url ?? '/'
	const queryStart = target.indexOf('?')
	if (queryStart === -1) return target
	const params = new URLSearchParams(target.slice(queryStart + 1))
	const shown = [...params].map(([key, value]) =>
		SENSITIVE_QUERY_KEY.test(key) ? `${key}=[redacted]` : `${key}=${value}`,
	)
	return `${target.slice(0, queryStart)}?${shown.join('&')}`
}

export function formatRequestLog(entry: RequestLogEntry): string {
	return `${JSON.stringify(entry)}\n`
}

export type RequestLogOptions = {
	/** False under NODE_ENV=test or LOG_LEVEL above info: ids are still set, nothing is written. */
	enabled: boolean
	write?: (line: string) => void
}

/**
 * Gives the request its id (response header X-Request-Id) and, when enabled, writes the log line
 * once the response is finished or the client has gone. Call before anything writes to `res`.
 */
export function logRequest(
	req: IncomingMessage,
	res: ServerResponse,
	{ enabled, write = (line) => process.stdout.write(line) }: RequestLogOptions,
): string {
	const requestId = requestIdFrom(req.headers['x-request-id'])
	res.setHeader('X-Request-Id', requestId)
	if (!enabled) return requestId

	const started = performance.now()
	const time = new Date().toISOString()
	// Read now: the static file handler rewrites req.url (/assets/x.js -> /x.js).
	const url = req.url
	const method = req.method ?? 'GET'
	const bytes = countBodyBytes(res)
	let written = false
	const finish = (aborted: boolean) => {
		if (written) return
		written = true
		// 499 (nginx's "client closed request") when the client left before any answer.
		const status = res.headersSent ? res.statusCode : 499
		write(
			formatRequestLog({
				time,
				level: status >= 500 ? 'error' : 'info',
				requestId,
				method,
				path: loggablePath(url),
				status,
				durationMs: Math.round((performance.now() - started) * 10) / 10,
				bytes: bytes(),
				...(aborted ? { aborted: true as const } : {}),
			}),
		)
	}
	res.once('finish', () => finish(false))
	res.once('close', () => finish(!res.writableFinished))
	return requestId
}

// Counts what goes on the wire: installed before the compression middleware wraps write/end,
// so compressed responses are counted compressed.
function countBodyBytes(res: ServerResponse): () => number {
	let total = 0
	const add = (chunk: unknown, encoding: unknown) => {
		if (typeof chunk === 'string') {
			total += Buffer.byteLength(
				chunk,
				typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
			)
		} else if (chunk instanceof Uint8Array) total += chunk.byteLength
	}
	const write = res.write
	const end = res.end
	res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
		add(chunk, rest[0])
		return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
	} as ServerResponse['write']
	res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
		if (typeof chunk !== 'function') add(chunk, rest[0])
		return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest)
	} as ServerResponse['end']
	return () => total
}

/** A request the server refused for a reason worth an operator's look, as one JSON line. */
export type WarningLogEntry = {
	time: string
	level: 'warn'
	requestId: string
	message: string
	method: string
	path: string
	/** The request's Origin header, when that is what was refused. */
	origin?: string
}

export function formatWarning(entry: Omit<WarningLogEntry, 'time' | 'level'>): string {
	return formatLogLine('warn', { ...entry, path: loggablePath(entry.path) })
}

/** Warnings are written at LOG_LEVEL warn, info or debug, never under NODE_ENV=test. */
export function warningLogsEnabled(env: { NODE_ENV: string; LOG_LEVEL: string }): boolean {
	return env.NODE_ENV !== 'test' && env.LOG_LEVEL !== 'error' && env.LOG_LEVEL !== 'silent'
}

/** Request logs are written at LOG_LEVEL info or debug, never under NODE_ENV=test. */
export function requestLogsEnabled(env: { NODE_ENV: string; LOG_LEVEL: string }): boolean {
	return env.NODE_ENV !== 'test' && (env.LOG_LEVEL === 'info' || env.LOG_LEVEL === 'debug')
}
