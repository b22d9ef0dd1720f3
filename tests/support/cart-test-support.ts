// Helpers for the saved-cart tests: signed-in customers over a test database, cart lines as the
// browser makes them, and requests to /api/cart handled by the real route module or the server's
// direct handler.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { toCartItem, type CartItem } from '#app/domain/cart-item.ts'
import type { ScreenConfig } from '#app/domain/measurements.ts'
import { signIn, signUp, verifyEmail } from '#app/services/auth/auth-api.server.ts'
import {
	PASSWORD,
	SHOP_ORIGIN,
	browserRequest,
	lastMailTo,
	linkToken,
	type testContext,
} from '#app/services/auth/auth-test-support.ts'
import { action, loader } from '#app/routes/api.cart.ts'
import { publicOrigin } from '#app/services/auth/public-origin.server.ts'
import { createCartApi } from '#server/cart-api.ts'
import { startTestServer, type TestServer } from './http-test-server.ts'

export type CartTestContext = ReturnType<typeof testContext>

let counter = 0

/** A line as the browser's cart makes it (30 7/16" x 40", two screens unless told). */
export function cartLine(config: Partial<ScreenConfig> = {}, id = `line-${++counter}`): CartItem {
	return toCartItem(
		{ width: 30, widthSixteenths: 7, height: 40, heightSixteenths: 0, quantity: 2, ...config },
		{ id, timestamp: '2025-01-01T00:00:00.000Z' },
	)
}

/** Signs up, verifies and signs in a customer; answers the Cookie header of that device. */
export async function signedInCookie(ctx: CartTestContext, email: string): Promise<string> {
	const account = { email, password: PASSWORD, username: email.split('@')[0]!, fullName: 'Kim' }
	await signUp(ctx, browserRequest(), account)
	const mail = await lastMailTo(ctx.db, email)
	await verifyEmail(ctx, browserRequest(), linkToken(mail!.text_body, 'verify'))
	return signInAgain(ctx, email)
}

/** Another device of the same customer: a second session. */
export async function signInAgain(ctx: CartTestContext, email: string): Promise<string> {
	const outcome = await signIn(ctx, browserRequest(), { email, password: PASSWORD })
	if (!outcome.ok) throw new Error(outcome.message)
	return outcome.cookies.map((cookie) => cookie.split(';')[0]).join('; ')
}

/** A request to /api/cart from a browser holding `cookie` (null: a guest). */
export function cartRequest(cookie: string | null, init: RequestInit = {}): Request {
	const headers = new Headers(init.headers)
	if (cookie) headers.set('Cookie', cookie)
	return new Request(`${SHOP_ORIGIN}/api/cart`, { ...init, headers })
}

/** Hands a request to the route module as React Router would. */
export function handleCartRequest(request: Request, ctx: CartTestContext): Promise<Response> {
	const args = { request, context: ctx, params: {}, unstable_pattern: '' } as never
	return request.method === 'GET' || request.method === 'HEAD' ? loader(args) : action(args)
}

/** fetch() as the page makes it, answered by the route module for the browser holding `cookie`. */
export function fetchAsBrowser(ctx: CartTestContext, cookie: string | null): typeof fetch {
	return (input, init) => {
		const url = new URL(String(input), SHOP_ORIGIN)
		if (url.pathname !== '/api/cart') throw new Error(`Unexpected request to ${url.pathname}`)
		return handleCartRequest(cartRequest(cookie, init), ctx)
	}
}

/** A way into /api/cart: the route module, or the server's direct handler over real HTTP. */
export type CartEntry = {
	name: string
	handle: (request: Request, ctx: CartTestContext) => Promise<Response>
	close: () => Promise<void>
}

export const routeModuleEntry: CartEntry = {
	name: 'route module',
	handle: handleCartRequest,
	close: async () => {},
}

/**
 * server/cart-api.ts on a node:http server per context (one per "server process"); requests it
 * leaves alone go to the route module, as server/app.ts leaves them to React Router.
 */
export function nodeHandlerEntry(): CartEntry {
	const servers = new Map<CartTestContext, Promise<TestServer>>()
	const serverFor = (ctx: CartTestContext) => {
		let server = servers.get(ctx)
		if (!server) {
			const handleCartApi = createCartApi(ctx, publicOrigin(ctx.env))
			server = startTestServer((req, res) => {
				if (handleCartApi(req, res)) return
				void toRouteModule(req, res, ctx)
			})
			servers.set(ctx, server)
		}
		return server
	}
	return {
		name: 'node handler',
		async handle(request, ctx) {
			const { url } = await serverFor(ctx)
			const { pathname, search } = new URL(request.url)
			const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
			return fetch(`${url}${pathname}${search}`, {
				method: request.method,
				headers: request.headers,
				body: hasBody ? await request.arrayBuffer() : undefined,
			})
		},
		async close() {
			for (const server of servers.values()) await (await server).close()
			servers.clear()
		},
	}
}

async function toRouteModule(req: IncomingMessage, res: ServerResponse, ctx: CartTestContext) {
	const chunks: Buffer[] = []
	for await (const chunk of req) chunks.push(chunk as Buffer)
	const headers = new Headers()
	for (let i = 0; i < req.rawHeaders.length; i += 2) {
		headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!)
	}
	const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
	const request = new Request(`${SHOP_ORIGIN}${req.url}`, {
		method: req.method,
		headers,
		body: hasBody ? Buffer.concat(chunks) : undefined,
	})
	const response = await handleCartRequest(request, ctx)
	res.writeHead(response.status, Object.fromEntries(response.headers))
	res.end(Buffer.from(await response.arrayBuffer()))
}
