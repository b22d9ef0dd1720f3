// What POST /api/create-payment does, as a plain function of the request's parts: the route
// module (api.create-payment.ts) and the server's direct handler (server/create-payment-api.ts)
// both answer through it, so the checks are written once. Body and answer are described in
// app/domain/checkout/create-payment-request.ts; the browser goes to `url` in the same tab.
import { PAYMENT_ERROR_TITLE, PAYMENT_FAILED } from '#app/content/words/messages/payment.ts'
import {
	createPaymentRequestSchema,
	describeRequestProblem,
	EMPTY_CART_MESSAGE,
	type CreatePaymentError,
	type CreatePaymentResponse,
} from '#app/domain/checkout/create-payment-request.ts'
import type { RequestLike } from '#app/utils/public-origin.server.ts'
import { visitorOrigin } from '#app/utils/public-origin.server.ts'
import type { SessionRead } from '#app/services/auth/session.server.ts'
import type { AppContext } from '#app/utils/app-context.ts'
import { CheckoutError, startCheckout } from './checkout.server.ts'
import {
	throttlePublicWrite,
	tooManyRequestsSentence,
} from '#app/workflows/limits/public-write-limits.server.ts'

export type PaymentRequestCall = {
	/** The request's headers (the per-address limit reads X-Forwarded-For under TRUST_PROXY). */
	request: Pick<RequestLike, 'headers'>
	/** The body parsed as JSON; throws when it is not JSON. */
	json: () => Promise<unknown>
	/** The caller's session (a guest pays too). */
	session: () => Promise<SessionRead>
}

export type PaymentRequestReply = {
	status: number
	body: CreatePaymentResponse | CreatePaymentError
	/** Response headers beyond Content-Type: Cache-Control, Retry-After, Set-Cookie (repeated). */
	headers: [string, string][]
}

type PaymentContext = Pick<AppContext, 'db' | 'env' | 'payments' | 'clientAddress'>

const NO_STORE: [string, string] = ['Cache-Control', 'no-store']

function fail(
	status: number,
	error: string,
	message: string,
	headers: [string, string][] = [],
): PaymentRequestReply {
	return { status, body: { error, message }, headers: [NO_STORE, ...headers] }
}

/** Validates the cart, counts the write against the client's address and opens the checkout. */
export async function answerCreatePayment(
	call: PaymentRequestCall,
	context: PaymentContext,
): Promise<PaymentRequestReply> {
	const contentType = call.request.headers.get('Content-Type')?.toLowerCase() ?? ''
	if (!contentType.startsWith('application/json')) {
		return fail(415, 'Invalid Request', 'Send the cart as JSON (Content-Type: application/json).')
	}
	let body: unknown
	try {
		body = await call.json()
	} catch {
		return fail(400, 'Invalid Request', 'The request body is not valid JSON.')
	}
	const parsed = createPaymentRequestSchema.safeParse(body)
	if (!parsed.success) {
		const message = describeRequestProblem(parsed.error)
		return fail(400, message === EMPTY_CART_MESSAGE ? 'Empty Cart' : 'Invalid Cart', message)
	}

	// Each request may cost a session at the provider: a per-address limit, shared by instances.
	const throttled = await throttlePublicWrite(context, call.request, 'create-payment')
	if (throttled) {
		return fail(
			429,
			PAYMENT_ERROR_TITLE,
			`${PAYMENT_FAILED} ${tooManyRequestsSentence(throttled)}`,
			[['Retry-After', String(throttled.retryAfterSeconds)]],
		)
	}

	const session = await call.session()
	const cookies = session.cookies.map((cookie): [string, string] => ['Set-Cookie', cookie])
	try {
		const { url } = await startCheckout(
			{
				db: context.db,
				payments: context.payments,
				ttlMinutes: context.env.PAYMENT_SESSION_TTL_MINUTES,
				clearanceSixteenths: context.env.SHOP_CLEARANCE_SIXTEENTHS,
			},
			{
				items: parsed.data.items,
				shippingMethod: parsed.data.shippingMethod,
				user: session.user && { id: session.user.id, email: session.user.email },
				cartKey: parsed.data.cartKey ?? null,
				origin: visitorOrigin(call.request, context.env),
			},
		)
		return { status: 200, body: { url }, headers: [NO_STORE, ...cookies] }
	} catch (error) {
		if (!(error instanceof CheckoutError)) throw error
		return fail(error.status, error.title, error.message)
	}
}
