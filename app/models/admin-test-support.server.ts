// Helpers for the back-office tests: paid orders made the way customers make them (test
// provider, fulfilment), an admin and a customer signed in, and a strict RFC 4180 CSV reader.
import type { CartItem } from '#app/domain/cart-item.ts'
import type { ShippingMethod } from '#app/domain/shipping.ts'
import { signIn } from '#app/services/auth/auth-api.server.ts'
import { browserRequest, PASSWORD } from '#app/services/auth/auth-test-support.ts'
import { startCheckout } from '#app/workflows/checkout.server.ts'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import type { DB, Dialect } from '#db/index.ts'
import {
	cartItem,
	paymentContext,
	routeArgs,
	SHOP_INBOX,
	SHOP_ORIGIN,
	type TestAppContext,
} from '#tests/support/payment-test-support.ts'
import { signedInCookie } from '#tests/support/cart-test-support.ts'
import { createAdminAccount } from './users.server.ts'
import { handlePaymentEvent } from '#app/workflows/fulfilment.server.ts'
import { findOrder, findOrderBySessionId, type Order } from './orders.server.ts'

export { SHOP_ORIGIN }

export function adminTestContext(db: DB, dialect: Dialect): TestAppContext {
	return paymentContext(db, dialect, createTestProvider(db))
}

export type PaidOrderInput = {
	at?: Date
	email?: string
	name?: string
	items?: CartItem[]
	shippingMethod?: ShippingMethod
	/** The signed-in customer paying; a guest when left out. */
	user?: { id: string; email: string }
}

/** An order paid on the test provider at `at` (default now) and fulfilled: status received,
 * confirmation e-mails queued. */
export async function paidOrder(
	db: DB,
	input: PaidOrderInput = {},
): Promise<Order & { number: string }> {
	const at = input.at ?? new Date()
	// The customer opens the payment page a few minutes before paying at `at`.
	let clock = new Date(at.getTime() - 5 * 60_000)
	const provider = createTestProvider(db, { now: () => clock })
	const { url } = await startCheckout(
		{ db, payments: provider, ttlMinutes: 60, now: () => clock },
		{
			items: input.items ?? [cartItem()],
			shippingMethod: input.shippingMethod ?? 'standard',
			user: input.user ?? null,
			cartKey: null,
			origin: SHOP_ORIGIN,
		},
	)
	const sessionId = new URL(url).searchParams.get('session')!
	clock = at
	const result = await provider.pay(sessionId, {
		cardNumber: '4242424242424242',
		expiry: '12/39',
		cvc: '123',
		name: input.name ?? 'Pat Lee',
		email: input.email ?? 'pat.lee@example.com',
		phone: '(555) 010-0199',
		line1: '9 Birch Road',
		line2: null,
		city: 'Portland',
		state: 'OR',
		postalCode: '97201',
		specialInstructions: null,
	})
	if (result.outcome !== 'paid') throw new Error(`Test payment: ${result.outcome}`)
	await handlePaymentEvent(db, result.event, { shopInbox: SHOP_INBOX, siteUrl: SHOP_ORIGIN }, at)
	const order = await findOrderBySessionId(db, sessionId)
	if (!order?.number) throw new Error('The paid order has no number')
	return { ...order, number: order.number }
}

/** An order that went to the payment page and was never paid. */
export async function unpaidOrder(db: DB, at = new Date()): Promise<Order> {
	const clock = () => at
	const { orderId } = await startCheckout(
		{ db, payments: createTestProvider(db, { now: clock }), ttlMinutes: 60, now: clock },
		{
			items: [cartItem({ quantity: 1 })],
			shippingMethod: 'standard',
			user: null,
			cartKey: null,
			origin: SHOP_ORIGIN,
		},
	)
	return (await findOrder(db, orderId))!
}

/** An admin made like `npm run admin -- create` does, signed in: its Cookie header. */
export async function signedInAdmin(ctx: TestAppContext, email = 'owner@shop.test') {
	const created = await createAdminAccount(ctx.db, { email, password: PASSWORD, fullName: 'Owner' })
	if (!created.created) throw new Error('The admin exists already')
	const outcome = await signIn(ctx, browserRequest(), { email, password: PASSWORD })
	if (!outcome.ok) throw new Error(outcome.message)
	return {
		id: created.id,
		email,
		cookie: outcome.cookies.map((cookie) => cookie.split(';')[0]).join('; '),
	}
}

/** A customer who signed up, verified and signed in: its Cookie header. */
export function signedInCustomer(ctx: TestAppContext, email = 'kim@example.com') {
	return signedInCookie(ctx, email)
}

/** A request from a browser holding `cookie` (null: a guest). */
export function adminRequest(
	path: string,
	cookie: string | null,
	form?: Record<string, string>,
): Request {
	const headers = new Headers()
	if (cookie) headers.set('Cookie', cookie)
	return new Request(new URL(path, SHOP_ORIGIN), {
		method: form ? 'POST' : 'GET',
		headers,
		body: form ? new URLSearchParams(form) : undefined,
	})
}

/**
 * Reads CSV strictly as RFC 4180 writes it (every record ends with CRLF; a quote only opens a
 * field or doubles inside a quoted one), so a badly quoted export fails the test. A leading
 * byte order mark is skipped.
 */
export function parseCsv(input: string): string[][] {
	const text = input.startsWith('\uFEFF') ? input.slice(1) : input
	const rows: string[][] = []
	let row: string[] = []
	let cell = ''
	// fresh: nothing of this field read yet; plain: inside an unquoted field; quoted: inside
	// quotes; closed: after the closing quote, where only a comma or CRLF may follow.
	let state: 'fresh' | 'plain' | 'quoted' | 'closed' = 'fresh'
	const fail = (at: number) => {
		throw new Error(`Malformed CSV at ${at}: ${JSON.stringify(text.slice(at - 10, at + 10))}`)
	}
	for (let i = 0; i < text.length; i++) {
		const char = text[i]!
		if (state === 'quoted') {
			if (char !== '"') {
				cell += char
			} else if (text[i + 1] === '"') {
				cell += '"'
				i++
			} else {
				state = 'closed'
			}
		} else if (char === ',') {
			row.push(cell)
			cell = ''
			state = 'fresh'
		} else if (char === '\r' && text[i + 1] === '\n') {
			row.push(cell)
			rows.push(row)
			row = []
			cell = ''
			state = 'fresh'
			i++
		} else if (char === '"' && state === 'fresh') {
			state = 'quoted'
		} else if (state === 'closed' || char === '"' || char === '\r' || char === '\n') {
			fail(i)
		} else {
			cell += char
			state = 'plain'
		}
	}
	if (state !== 'fresh' || row.length) throw new Error('The last CSV record does not end with CRLF')
	return rows
}

// A route's loader or action called as React Router would, with what it answered, thrown or
// returned: a Response, data() or plain data.
export type Answer = {
	status: number
	data?: unknown
	response?: Response
	thrown: boolean
}

type Handler = (args: never) => unknown

function read(value: unknown, thrown: boolean): Answer {
	if (value instanceof Response) return { status: value.status, response: value, thrown }
	const wrapped = value as { type?: string; data?: unknown; init?: { status?: number } | null }
	if (wrapped && wrapped.type === 'DataWithResponseInit') {
		return { status: wrapped.init?.status ?? 200, data: wrapped.data, thrown }
	}
	return { status: 200, data: value, thrown }
}

export async function call(
	handler: Handler,
	request: Request,
	ctx: TestAppContext,
): Promise<Answer> {
	try {
		return read(await handler(routeArgs(request, ctx)), false)
	} catch (error) {
		if (error instanceof Error) throw error
		return read(error, true)
	}
}
