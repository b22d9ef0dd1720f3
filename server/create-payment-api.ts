// POST /api/create-payment answered straight from node:http, without React Router's request
// pipeline (a Fetch Request and Response, route matching, the data strategy), as /api/cart is
// (server/cart-api.ts, docs/decisions/005-cart-api-fast-path.md). What it does is
// app/workflows/checkout/payment-request.server.ts, the same function the route module answers through;
// the server applies security headers, the request log, the body limit and the same-origin check
// before this handler, as for every request. Other methods and paths go to the route module.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readSessionOf } from '#app/services/auth/session.server.ts'
import {
	answerCreatePayment,
	type PaymentRequestReply,
} from '#app/workflows/checkout/payment-request.server.ts'
import type { AppContext } from '#app/utils/app-context.ts'
import { parseJson, readBody, requestLike } from './node-request.ts'
import { webRequest } from './web-request.ts'
import { nodeEndpoint } from './node-endpoint.ts'

const PATH = '/api/create-payment'

/** What the handler needs of the app context (the socket's address it adds per request). */
export type PaymentApiContext = Omit<AppContext, 'clientAddress'>

/**
 * A request listener step: true when it took the request (and answers it). `origin`: the shop's
 * public origin, for the request URL the session code sees.
 */
export function createPaymentApi(context: PaymentApiContext, origin: string) {
	return nodeEndpoint(PATH, ['POST'], (req, res) => answer(req, res, context, origin))
}

async function answer(
	req: IncomingMessage,
	res: ServerResponse,
	shared: PaymentApiContext,
	origin: string,
) {
	const context = { ...shared, clientAddress: req.socket.remoteAddress }
	const request = requestLike(req, origin)
	const reply = await answerCreatePayment(
		{
			request,
			json: async () => parseJson(await readBody(req)),
			session: () => readSessionOf(request, context, () => webRequest(req, request.url)),
		},
		context,
	)
	if (!res.headersSent) send(res, reply)
}

function send(res: ServerResponse, { status, body, headers }: PaymentRequestReply) {
	const text = JSON.stringify(body)
	const cookies = headers.filter(([name]) => name === 'Set-Cookie').map(([, value]) => value)
	res.writeHead(status, {
		...Object.fromEntries(headers.filter(([name]) => name !== 'Set-Cookie')),
		...(cookies.length ? { 'Set-Cookie': cookies } : {}),
		'Content-Type': 'application/json',
		'Content-Length': Buffer.byteLength(text),
	})
	res.end(text)
}
