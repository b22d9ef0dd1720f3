// Hands a request to React Router as a Fetch Request, as @react-router/node's listener does, but
// with the URL's origin chosen by the server rather than taken from the Host header: the page's
// own origin when the request names one the shop answers for (React Router compares an action's
// Origin with the URL's), else the public origin.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { loadContext, type AppContext } from '#app/utils/app-context.ts'
import type { SessionRead } from '#app/domain/auth/session-user.ts'

export type DocumentHandlerOptions = {
	/** The routes; in development a function that answers them as they are now. */
	build: ServerBuild | (() => Promise<ServerBuild>)
	/** 'development' shows errors' details in the page; the production server never does. */
	mode?: 'development' | 'production'
	context: Omit<AppContext, 'clientAddress'>
	/** The origin of the Request's URL for this request (never read from its Host header). */
	originFor: (req: IncomingMessage) => string
}

export type DocumentOptions = {
	/** The request's Fetch Request, when the caller made it already (requestFor). */
	request?: Request
	/** Sees the rendered response before it is sent, and answers the one to send. */
	keep?: (response: Response) => Promise<Response>
	/** The session the caller read for this GET: the loaders get it instead of reading again. */
	sessionRead?: Promise<SessionRead>
}

export function createDocumentHandler({
	build,
	mode = 'production',
	context,
	originFor,
}: DocumentHandlerOptions) {
	const handle = createRequestHandler(build, mode)

	/** The Fetch Request React Router gets for `req`, aborted when the response closes. */
	function requestFor(req: IncomingMessage, res: ServerResponse): Request {
		const controller = new AbortController()
		res.on('close', () => controller.abort())
		return fetchRequest(req, res, originFor(req), controller.signal)
	}

	async function handleDocument(
		req: IncomingMessage,
		res: ServerResponse,
		{ request = requestFor(req, res), keep, sessionRead }: DocumentOptions = {},
	): Promise<void> {
		let response: Response
		try {
			const clientAddress = req.socket.remoteAddress
			response = await handle(request, loadContext({ ...context, clientAddress, sessionRead }))
			if (keep) response = await keep(response)
		} catch (error) {
			console.error(error)
			response = new Response('Internal Server Error', {
				status: 500,
				headers: { 'Content-Type': 'text/plain' },
			})
		}
		const rawHeaders: string[] = []
		for (const [name, value] of response.headers) rawHeaders.push(name, value)
		res.writeHead(response.status, rawHeaders)
		if (response.body !== null && req.method !== 'HEAD') {
			for await (const chunk of response.body) res.write(chunk)
		}
		res.end()
	}

	return { handleDocument, requestFor }
}

export function fetchRequest(
	req: IncomingMessage,
	res: ServerResponse,
	origin: string,
	signal: AbortSignal,
): Request {
	const method = req.method ?? 'GET'
	const headers = new Headers()
	const raw = req.rawHeaders
	for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i] ?? '', raw[i + 1] ?? '')
	const init: RequestInit & { duplex?: 'half' } = { method, headers, signal }
	if (method !== 'GET' && method !== 'HEAD') {
		init.body = requestBody(req, res)
		init.duplex = 'half'
	}
	return new Request(urlOf(req.url, origin), init)
}

/** Bytes of the request body read ahead of the route's reader, at most (one socket read more). */
const BODY_READ_AHEAD = 64 * 1024

/** How long the rest of a body left unread is read (and dropped) after the answer, at most. */
export const LINGER_MS = 3000

/**
 * `req`'s body as a Web stream that reads it only as fast as the route does: the request is paused
 * while 64 KB wait unread, so a slow reader (or one that stopped) never has the rest of a large
 * upload queued in memory. A reader that cancels the stream (a body refused past its limit, as
 * app/utils/multipart-body.server.ts does) stops it: nothing more is queued or read before the
 * answer.
 *
 * Once the answer is sent, what the route left unread is read and dropped, as Node does for a body
 * no one listened to: the connection then serves its next request, and a client still uploading
 * receives the answer (closing a connection with unread bytes resets it, and a browser shows a
 * network error instead of the message). That reading is bounded by the server's body cap
 * (server/body-limit.ts) and by time: the connection is closed LINGER_MS after the answer if the
 * body has not ended by then.
 */
function requestBody(req: IncomingMessage, res: ServerResponse): ReadableStream<Uint8Array> {
	let settled = false
	let onData = (_chunk: Buffer) => {}
	const stop = () => {
		settled = true
		req.off('data', onData)
	}
	res.once('finish', () => {
		if (req.readableEnded) return
		stop()
		req.resume()
		if (req.complete) return
		const timer = setTimeout(() => req.socket?.destroy(), LINGER_MS)
		timer.unref()
		const clear = () => clearTimeout(timer)
		req.once('end', clear)
		req.once('close', clear)
	})
	return new ReadableStream<Uint8Array>(
		{
			start(controller) {
				onData = (chunk) => {
					controller.enqueue(new Uint8Array(chunk))
					if ((controller.desiredSize ?? 0) <= 0) req.pause()
				}
				const settle = (end: () => void) => {
					if (settled) return
					stop()
					end()
				}
				req.on('data', onData)
				req.once('end', () => settle(() => controller.close()))
				// A client gone mid-body: the route's reader gets an error, not a wait for ever.
				req.once('error', (error) => settle(() => controller.error(error)))
				req.once('close', () => {
					if (!req.complete) settle(() => controller.error(new Error('The request was aborted.')))
				})
			},
			pull() {
				if (!settled) req.resume()
			},
			cancel() {
				if (settled) return
				stop()
				req.pause()
			},
		},
		{ highWaterMark: BODY_READ_AHEAD, size: (chunk) => chunk.byteLength },
	)
}

/** The request target on `origin`: '//x/y' stays a path (new URL would read x as the host). */
export function urlOf(target: string | undefined, origin: string): URL {
	if (target?.startsWith('/')) return new URL(`${origin}${target}`)
	const { pathname, search } = new URL(target ?? '/', origin) // absolute-form or '*'
	return new URL(`${origin}${pathname}${search}`)
}
