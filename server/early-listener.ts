// A new process listens before the shop's bundle has loaded. Loading it costs about 0.6 s of CPU
// on an idle machine and seconds under a crowd, and until then connections sat in the kernel's
// queue unanswered. Listening first, the process answers at once: GET /healthz says 503
// "starting" with Retry-After, and every other request waits here until the shop takes the
// server over (its admission line then decides), at most `maxWaitMs`, after which it is answered
// 503 + Retry-After instead of being left waiting. Built on its own into a small file that
// server.js loads first (scripts/build-early-listener.mjs); the shop's start() adopts the server.
import {
	createServer,
	type IncomingMessage,
	type RequestListener,
	type Server,
	type ServerResponse,
} from 'node:http'
import { parseEnv } from '#app/utils/env.server.ts'

export type EarlyListener = {
	server: Server
	/** The shop's listener takes every request from now on, the waiting ones first. */
	handOver: (listener: RequestListener) => void
}

export type EarlyListenerOptions = {
	/** Where to listen (PORT and HOST); the environment by default. */
	address?: { port: number; host: string }
	/** The longest a request waits for the shop before it is answered 503. */
	maxWaitMs?: number
	/** Requests that may wait at once; one more is answered 503 at once. */
	maxWaiting?: number
	/** How long to retry while the port is still held (the old process of a restart stopping). */
	portWaitMs?: number
}

const STARTING = JSON.stringify({ status: 'starting' })
const STARTING_MESSAGE = 'The shop is starting: please try again in a moment.'
const TEXT = 'text/plain; charset=utf-8'
const PORT_RETRY_MS = 100

function answer(res: ServerResponse, type: string, body: string) {
	if (res.headersSent) return
	res.writeHead(503, {
		'Content-Type': type,
		'Cache-Control': 'no-store',
		'Retry-After': '1',
		'X-Content-Type-Options': 'nosniff',
	})
	res.end(body)
}

const isHealthCheck = (method: string | undefined, url: string | undefined) =>
	(method === 'GET' || method === 'HEAD') && url?.split('?')[0] === '/healthz'

/** Listens on `port`, retrying while another process still holds it, up to `waitMs`. */
async function listenWhenFree(server: Server, port: number, host: string, waitMs: number) {
	const until = performance.now() + waitMs
	for (;;) {
		try {
			await new Promise<void>((resolve, reject) => {
				server.once('error', reject)
				server.listen(port, host, () => {
					server.off('error', reject)
					resolve()
				})
			})
			return
		} catch (error) {
			const inUse = (error as { code?: string }).code === 'EADDRINUSE'
			if (!inUse || performance.now() >= until) throw error
			await new Promise((resolve) => setTimeout(resolve, PORT_RETRY_MS))
		}
	}
}

export async function listenEarly({
	address,
	maxWaitMs = 2000,
	maxWaiting = 256,
	portWaitMs = 5000,
}: EarlyListenerOptions = {}): Promise<EarlyListener> {
	const { PORT: port, HOST: host } = address
		? { PORT: address.port, HOST: address.host }
		: parseEnv()
	const server = createServer()
	const waiting = new Map<ServerResponse, { req: IncomingMessage; timer: NodeJS.Timeout }>()

	const early: RequestListener = (req, res) => {
		if (isHealthCheck(req.method, req.url)) return answer(res, 'application/json', STARTING)
		if (waiting.size >= maxWaiting) return answer(res, TEXT, STARTING_MESSAGE)
		const timer = setTimeout(() => {
			waiting.delete(res)
			answer(res, TEXT, STARTING_MESSAGE)
		}, maxWaitMs)
		waiting.set(res, { req, timer })
		res.once('close', () => {
			clearTimeout(timer)
			waiting.delete(res)
		})
	}

	server.on('request', early)
	await listenWhenFree(server, port, host, portWaitMs)
	return {
		server,
		handOver(listener) {
			server.off('request', early)
			server.on('request', listener)
			const handed = [...waiting]
			waiting.clear()
			for (const [res, { req, timer }] of handed) {
				clearTimeout(timer)
				listener(req, res)
			}
		},
	}
}
