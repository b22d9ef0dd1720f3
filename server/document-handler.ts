// Hands a request to React Router as a Fetch Request, as @react-router/node's listener does, but
// with the URL's origin chosen by the server rather than taken from the Host header: the page's
// own origin when the request names one the shop answers for (React Router compares an action's
// Origin with the URL's), else the public origin.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequestHandler, type ServerBuild } from 'react-router'
import type { AppContext } from '#app/utils/app-context.ts'

export type DocumentHandlerOptions = {
	build: ServerBuild
	context: Omit<AppContext, 'clientAddress'>
	/** The origin of the Request's URL for this request (never read from its Host header). */
	originFor: (req: IncomingMessage) => string
}

export function createDocumentHandler({ build, context, originFor }: DocumentHandlerOptions) {
	const handle = createRequestHandler(build, 'production')
	return async function handleDocument(req: IncomingMessage, res: ServerResponse): Promise<void> {
		const controller = new AbortController()
		res.on('close', () => controller.abort())
		const request = fetchRequest(req, originFor(req), controller.signal)
		let response: Response
		try {
			response = await handle(request, { ...context, clientAddress: req.socket.remoteAddress })
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
}

function fetchRequest(req: IncomingMessage, origin: string, signal: AbortSignal): Request {
	const method = req.method ?? 'GET'
	const headers = new Headers()
	const raw = req.rawHeaders
	for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i] ?? '', raw[i + 1] ?? '')
	const init: RequestInit & { duplex?: 'half' } = { method, headers, signal }
	if (method !== 'GET' && method !== 'HEAD') {
		init.body = new ReadableStream<Uint8Array>({
			start(controller) {
				req.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)))
				req.on('end', () => controller.close())
			},
		})
		init.duplex = 'half'
	}
	return new Request(urlOf(req.url, origin), init)
}

/** The request target on `origin`: '//x/y' stays a path (new URL would read x as the host). */
export function urlOf(target: string | undefined, origin: string): URL {
	if (target?.startsWith('/')) return new URL(`${origin}${target}`)
	const { pathname, search } = new URL(target ?? '/', origin) // absolute-form or '*'
	return new URL(`${origin}${pathname}${search}`)
}
