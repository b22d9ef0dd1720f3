// /api/cart: the signed-in customer's saved cart. GET lists it; POST changes it one line at a
// time (intent add, remove, clear or merge; JSON or form body, see app/domain/cart-request.ts)
// and answers the cart as saved now. The user is only ever the session's: a body cannot name
// one. Requests from other sites never get here (server/same-origin.ts answers them 403).
import type { Route } from './+types/api.cart'
import { LIMITS } from '#app/content/shop-facts.ts'
import {
	cartRequestFromForm,
	cartRequestSchema,
	describeCartProblem,
	type CartAnswer,
	type CartProblem,
} from '#app/domain/cart-request.ts'
import {
	addCartItem,
	clearCart,
	listCartItems,
	mergeGuestCart,
	removeCartItem,
} from '#app/models/cart.server.ts'
import { readSession } from '#app/services/auth/session.server.ts'

// Vary: Cookie, as the answer is one customer's cart.
const PRIVATE = { 'Cache-Control': 'no-store', Vary: 'Cookie' }

function answer(body: CartAnswer | CartProblem, status: number, cookies: string[] = []) {
	const headers = new Headers(PRIVATE)
	// A renewed session cookie (rolling expiry) or one clearing a session that ended.
	for (const cookie of cookies) headers.append('Set-Cookie', cookie)
	return Response.json(body, { status, headers })
}

const fail = (status: number, error: string, message: string, cookies?: string[]) =>
	answer({ error, message }, status, cookies)

async function signedInUser(request: Request, context: Route.LoaderArgs['context']) {
	const { user, cookies } = await readSession(request, context)
	return { userId: user?.id ?? null, cookies }
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const { userId, cookies } = await signedInUser(request, context)
	if (!userId) return fail(401, 'Sign In Required', 'Sign in to see your saved cart.', cookies)
	return answer({ items: await listCartItems(context.db, userId) }, 200, cookies)
}

export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') {
		const headers = new Headers(PRIVATE)
		headers.set('Allow', 'GET, POST')
		return Response.json(
			{ error: 'Method Not Allowed', message: 'Use GET to read the cart or POST to change it.' },
			{ status: 405, headers },
		)
	}
	const { userId, cookies } = await signedInUser(request, context)
	if (!userId) return fail(401, 'Sign In Required', 'Sign in to save your cart.', cookies)

	const body = await readBody(request)
	if (!body.ok) return fail(body.status, 'Invalid Request', body.problem, cookies)
	const parsed = cartRequestSchema.safeParse(body.value)
	if (!parsed.success) {
		return fail(400, 'Invalid Request', describeCartProblem(parsed.error), cookies)
	}

	const { db } = context
	const change = parsed.data
	let transferred: number | undefined
	switch (change.intent) {
		case 'add': {
			const outcome = await addCartItem(db, userId, change.item)
			if (outcome === 'cart-full') {
				const message = `Your cart holds at most ${LIMITS.cartLines} items. Please check out or remove some first.`
				return fail(409, 'Cart Full', message, cookies)
			}
			break
		}
		case 'remove':
			// Removing a line that is not (or no longer) in the cart leaves the cart as it is.
			await removeCartItem(db, userId, change.id)
			break
		case 'clear':
			await clearCart(db, userId)
			break
		case 'merge':
			transferred = await mergeGuestCart(db, userId, change.items)
			break
	}
	const items = await listCartItems(db, userId)
	return answer(transferred === undefined ? { items } : { items, transferred }, 200, cookies)
}

type Body = { ok: true; value: unknown } | { ok: false; problem: string; status: number }

async function readBody(request: Request): Promise<Body> {
	const type = request.headers.get('Content-Type')?.toLowerCase() ?? ''
	if (type.startsWith('application/json')) {
		try {
			return { ok: true, value: await request.json() }
		} catch {
			return { ok: false, problem: 'The request body is not valid JSON.', status: 400 }
		}
	}
	if (
		type.startsWith('application/x-www-form-urlencoded') ||
		type.startsWith('multipart/form-data')
	) {
		try {
			return { ok: true, value: cartRequestFromForm(await request.formData()) }
		} catch {
			return { ok: false, problem: 'The form could not be read.', status: 400 }
		}
	}
	return {
		ok: false,
		problem: 'Send JSON (Content-Type: application/json) or a form.',
		status: 415,
	}
}
