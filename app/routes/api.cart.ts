// /api/cart: the signed-in customer's saved cart (what it does:
// app/workflows/cart/cart-changes.server.ts). The server answers GET and POST /api/cart directly
// (server/cart-api.ts) through the same function; this module answers whatever reaches React
// Router (HEAD, other methods, /api/cart/ and tests).
// Requests from other sites never get here (server/same-origin.ts answers them 403).
import type { Route } from './+types/api.cart'
import { readSession } from '#app/services/auth/session.server.ts'
import {
	answerCart,
	CART_ANSWER_HEADERS,
	type CartReply,
} from '#app/workflows/cart/cart-changes.server.ts'

type Args = Route.LoaderArgs | Route.ActionArgs

export const loader = (args: Route.LoaderArgs) => respond(args)

export const action = (args: Route.ActionArgs) => respond(args)

async function respond({ request, context }: Args): Promise<Response> {
	const reply = await answerCart(
		{
			method: request.method === 'HEAD' ? 'GET' : request.method,
			session: () => readSession(request, context),
			contentType: request.headers.get('Content-Type') ?? '',
			json: () => request.json(),
			formData: () => request.formData(),
		},
		context.db,
	)
	return toResponse(reply)
}

function toResponse({ status, body, cookies, allow }: CartReply): Response {
	const headers = new Headers(CART_ANSWER_HEADERS)
	for (const cookie of cookies) headers.append('Set-Cookie', cookie)
	if (allow) headers.set('Allow', allow)
	return Response.json(body, { status, headers })
}
