// GET and POST /api/cart answered straight from node:http, without React Router's request
// pipeline (a Fetch Request and Response per call, route matching, the data strategy), which
// cost more than the cart work itself. The rules are app/workflows/cart/cart-changes.server.ts, the same
// function the route module answers through; the server applies security headers, the request
// log, the body limit and the same-origin check before this handler, as for every request.
// Other methods and paths (HEAD, /api/cart/) still go to the route module.
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
	answerCart,
	CART_ANSWER_HEADERS,
	type CartReply,
} from '#app/workflows/cart/cart-changes.server.ts'
import { readSessionOf } from '#app/services/auth/session.server.ts'
import { header, parseJson, readBody, requestLike } from './node-request.ts'
import { webRequest } from './web-request.ts'
import { nodeEndpoint } from './node-endpoint.ts'

const PATH = '/api/cart'

/** What the handler needs of the app context (the socket's address it adds per request). */
export type CartApiContext = Omit<Parameters<typeof readSessionOf>[1], 'clientAddress'>

/**
 * A request listener step: true when it took the request (and answers it). `origin`: the shop's
 * public origin, for the request URL the session code sees.
 */
export function createCartApi(context: CartApiContext, origin: string) {
	return nodeEndpoint(PATH, ['GET', 'POST'], (req, res) => answer(req, res, context, origin))
}

async function answer(
	req: IncomingMessage,
	res: ServerResponse,
	shared: CartApiContext,
	origin: string,
) {
	const context = { ...shared, clientAddress: req.socket.remoteAddress }
	const request = requestLike(req, origin)
	const contentType = header(req, 'content-type') ?? ''
	let body: Promise<Buffer> | undefined
	const bytes = () => (body ??= readBody(req))
	const reply = await answerCart(
		{
			method: req.method ?? 'GET',
			session: () => readSessionOf(request, context, () => webRequest(req, request.url)),
			contentType,
			json: async () => parseJson(await bytes()),
			formData: async () =>
				new Response(new Uint8Array(await bytes()), {
					headers: { 'Content-Type': contentType },
				}).formData(),
		},
		context.db,
	)
	if (!res.headersSent) send(res, reply)
}

function send(res: ServerResponse, { status, body, cookies, allow }: CartReply) {
	const text = JSON.stringify(body)
	res.writeHead(status, {
		'Content-Type': 'application/json',
		'Content-Length': Buffer.byteLength(text),
		...CART_ANSWER_HEADERS,
		...(cookies.length ? { 'Set-Cookie': cookies } : {}),
		...(allow ? { Allow: allow } : {}),
	})
	res.end(text)
}
