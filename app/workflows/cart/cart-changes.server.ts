// What /api/cart does, as a plain function of the request's parts: the route module
// (api.cart.ts) and the server's direct handler (server/cart-api.ts) both answer through it, so
// the rules are written once. GET lists the signed-in customer's saved cart; POST changes it one
// line at a time (intent add, remove, set-quantity, clear or merge; JSON or form body, see
// app/domain/cart/cart-request.ts) and answers the cart as saved now. The user is only ever the
// session's: a body cannot name one.
import { CART_FULL_TITLE, cartFullMessage } from '#app/content/words/cart-limit.ts'
import {
	cartRequestFromForm,
	cartRequestSchema,
	describeCartProblem,
	type CartAnswer,
	type CartProblem,
} from '#app/domain/cart/cart-request.ts'
import {
	addToCart,
	clearCart,
	listCartItems,
	mergeIntoCart,
	removeFromCart,
	setCartQuantity,
	type SavedCartLine,
} from '#app/models/cart/cart.server.ts'
import type { SessionRead } from '#app/services/auth/session.server.ts'
import type { DB } from '#db/index.ts'
import { savedCart, withTodaysPrices } from './cart-prices.server.ts'

export type CartCall = {
	method: string
	/** The caller's session, read only when the method is one the cart takes. */
	session: () => Promise<SessionRead>
	/** The Content-Type header, or '' without one. */
	contentType: string
	/** The body parsed as JSON; throws when it is not JSON. */
	json: () => Promise<unknown>
	formData: () => Promise<FormData>
}

export type CartReply = {
	status: number
	body: CartAnswer | CartProblem
	/** Set-Cookie values: a renewed session cookie, or one clearing a session that ended. */
	cookies: string[]
	/** The Allow header of a 405. */
	allow?: string
}

/** Headers of every answer: one customer's cart, never stored by a cache. */
export const CART_ANSWER_HEADERS = { 'Cache-Control': 'no-store', Vary: 'Cookie' } as const

const fail = (status: number, error: string, message: string, cookies: string[]): CartReply => ({
	status,
	body: { error, message },
	cookies,
})

export async function answerCart(call: CartCall, db: DB): Promise<CartReply> {
	if (call.method === 'GET') return list(call, db)
	if (call.method !== 'POST') {
		const message = 'Use GET to read the cart or POST to change it.'
		return { ...fail(405, 'Method Not Allowed', message, []), allow: 'GET, POST' }
	}
	return change(call, db)
}

async function list(call: CartCall, db: DB): Promise<CartReply> {
	const { user, cookies } = await call.session()
	if (!user) return fail(401, 'Sign In Required', 'Sign in to see your saved cart.', cookies)
	return { status: 200, body: { items: await savedCart(db, user.id) }, cookies }
}

async function change(call: CartCall, db: DB): Promise<CartReply> {
	const { user, cookies } = await call.session()
	if (!user) return fail(401, 'Sign In Required', 'Sign in to save your cart.', cookies)
	const userId = user.id

	const body = await readBody(call)
	if (!body.ok) return fail(body.status, 'Invalid Request', body.problem, cookies)
	const parsed = cartRequestSchema.safeParse(body.value)
	if (!parsed.success) {
		return fail(400, 'Invalid Request', describeCartProblem(parsed.error), cookies)
	}

	const change = parsed.data
	const saved = ({ items, ...rest }: Omit<CartAnswer, 'items'> & { items: SavedCartLine[] }) => ({
		status: 200,
		body: { ...rest, items: withTodaysPrices(items) },
		cookies,
	})
	switch (change.intent) {
		case 'add': {
			const { outcome, items } = await addToCart(db, userId, change.item)
			if (outcome === 'cart-full') return fail(409, CART_FULL_TITLE, cartFullMessage(), cookies)
			return saved({ items })
		}
		case 'remove':
			// Removing a line that is not (or no longer) in the cart leaves the cart as it is.
			return saved({ items: await removeFromCart(db, userId, change.id) })
		case 'set-quantity':
			// A line that is not (or no longer) in the cart leaves the cart as it is.
			return saved({ items: await setCartQuantity(db, userId, change.id, change.quantity) })
		case 'clear':
			await clearCart(db, userId)
			return saved({ items: await listCartItems(db, userId) })
		case 'merge': {
			const { items, transferred } = await mergeIntoCart(db, userId, change.items)
			return saved({ items, transferred })
		}
	}
}

type Body = { ok: true; value: unknown } | { ok: false; problem: string; status: number }

async function readBody(call: CartCall): Promise<Body> {
	const type = call.contentType.toLowerCase()
	if (type.startsWith('application/json')) {
		try {
			return { ok: true, value: await call.json() }
		} catch {
			return { ok: false, problem: 'The request body is not valid JSON.', status: 400 }
		}
	}
	if (
		type.startsWith('application/x-www-form-urlencoded') ||
		type.startsWith('multipart/form-data')
	) {
		try {
			return { ok: true, value: cartRequestFromForm(await call.formData()) }
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
