// POST /api/create-payment: the 'Pay with <provider>' button (what it does:
// app/workflows/checkout/payment-request.server.ts). The server answers POST /api/create-payment directly
// (server/create-payment-api.ts) through the same function; this module answers whatever reaches
// React Router (other methods, /api/create-payment/ and tests).
import type { Route } from './+types/api.create-payment'
import { readSession } from '#app/services/auth/session.server.ts'
import type { CreatePaymentError } from '#app/domain/checkout/create-payment-request.ts'
import { answerCreatePayment } from '#app/workflows/checkout/payment-request.server.ts'

export function loader() {
	const body: CreatePaymentError = {
		error: 'Method Not Allowed',
		message: 'Send a POST request with the cart items.',
	}
	return Response.json(body, {
		status: 405,
		headers: { 'Cache-Control': 'no-store', Allow: 'POST' },
	})
}

export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return loader()
	const reply = await answerCreatePayment(
		{ request, json: () => request.json(), session: () => readSession(request, context) },
		context,
	)
	return Response.json(reply.body, { status: reply.status, headers: reply.headers })
}
