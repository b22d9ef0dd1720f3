// POST /api/create-payment: the 'Pay with <provider>' button. Body and answer are described in
// app/domain/create-payment-request.ts; the browser goes to `url` in the same tab.
import type { Route } from './+types/api.create-payment'
import { publicOrigin } from '#app/services/auth/public-origin.server.ts'
import { readSession } from '#app/services/auth/session.server.ts'
import { PAYMENT_FAILED } from '#app/content/messages/payment.ts'
import { CheckoutError, startCheckout } from '#app/workflows/checkout.server.ts'
import {
	createPaymentRequestSchema,
	describeRequestProblem,
	EMPTY_CART_MESSAGE,
	type CreatePaymentError,
} from '#app/domain/create-payment-request.ts'
import {
	throttlePublicWrite,
	tooManyRequestsSentence,
} from '#app/workflows/public-write-limits.server.ts'

const NO_STORE = { 'Cache-Control': 'no-store' }

function fail(status: number, error: string, message: string, headers?: HeadersInit) {
	const body: CreatePaymentError = { error, message }
	return Response.json(body, { status, headers: { ...NO_STORE, ...headers } })
}

export function loader() {
	return fail(405, 'Method Not Allowed', 'Send a POST request with the cart items.', {
		Allow: 'POST',
	})
}

export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return loader()
	if (!request.headers.get('Content-Type')?.toLowerCase().startsWith('application/json')) {
		return fail(415, 'Invalid Request', 'Send the cart as JSON (Content-Type: application/json).')
	}
	let body: unknown
	try {
		body = await request.json()
	} catch {
		return fail(400, 'Invalid Request', 'The request body is not valid JSON.')
	}
	const parsed = createPaymentRequestSchema.safeParse(body)
	if (!parsed.success) {
		const message = describeRequestProblem(parsed.error)
		return fail(400, message === EMPTY_CART_MESSAGE ? 'Empty Cart' : 'Invalid Cart', message)
	}

	// Each request may cost a session at the provider: a per-address limit, shared by instances.
	const throttled = await throttlePublicWrite(context, request, 'create-payment')
	if (throttled) {
		return fail(429, 'Payment Error', `${PAYMENT_FAILED} ${tooManyRequestsSentence(throttled)}`, {
			'Retry-After': String(throttled.retryAfterSeconds),
		})
	}

	const session = await readSession(request, context)
	const cookies = session.cookies.map((cookie): [string, string] => ['Set-Cookie', cookie])
	try {
		const { url } = await startCheckout(
			{
				db: context.db,
				payments: context.payments,
				ttlMinutes: context.env.PAYMENT_SESSION_TTL_MINUTES,
			},
			{
				items: parsed.data.items,
				shippingMethod: parsed.data.shippingMethod,
				user: session.user && { id: session.user.id, email: session.user.email },
				cartKey: parsed.data.cartKey ?? null,
				origin: publicOrigin(context.env),
			},
		)
		return Response.json({ url }, { headers: [['Cache-Control', 'no-store'], ...cookies] })
	} catch (error) {
		if (!(error instanceof CheckoutError)) throw error
		return fail(error.status, error.title, error.message)
	}
}
