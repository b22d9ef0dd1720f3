// A local stand-in for the Stripe endpoints the shop calls (Checkout Sessions: create, retrieve,
// expire; Coupons: create), spoken to by the real stripe SDK (its host, port and protocol
// options). It records every request as Stripe would receive it (form-encoded, bracketed keys),
// keeps the sessions and coupons it made, and answers with objects shaped like the API's, totals
// computed as Stripe computes them: the line items, less a coupon's amount_off (never more than
// the line items), plus the selected shipping. Like Stripe it refuses more than 100 line items
// and a coupon it does not know. Refunds of a paid session's payment intent: stripe-refunds.ts.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { discountOf, newCoupon, type StandInCoupon } from './stripe-coupons.ts'
import { standInRefunds, type StandInRefund } from './stripe-refunds.ts'

export type RecordedRequest = {
	method: string
	path: string
	headers: IncomingMessage['headers']
	/** The form body decoded into nested objects and arrays (line_items[0][quantity] -> ...). */
	params: Record<string, unknown>
	/** The form body as sent. */
	raw: string
}

export type StandInSession = Record<string, unknown> & { id: string }

/** Stripe's limit on line items in a payment-mode Checkout Session. */
const MAX_LINE_ITEMS = 100

export type StripeStandIn = {
	/** http://127.0.0.1:<port>, for STRIPE_API_BASE. */
	apiBase: string
	port: number
	requests: RecordedRequest[]
	sessions: Map<string, StandInSession>
	coupons: Map<string, StandInCoupon>
	/** The refunds it made (POST /v1/refunds, stripe-refunds.ts), by id. */
	refunds: Map<string, StandInRefund>
	/** Makes the next refund answer this status (e.g. 'pending') instead of succeeding at once. */
	answerNextRefundWith: (status: string) => void
	/** Marks a session paid and complete, as Stripe does when the customer pays. */
	completeSession: (id: string, details?: Partial<StandInSession>) => StandInSession
	/** Answers the next create-session requests with these session ids (to force a collision). */
	queueSessionIds: (...ids: string[]) => void
	close: () => Promise<void>
}

/** Decodes Stripe's form encoding (a[b][0][c]=1) into nested objects and arrays. */
export function decodeStripeForm(body: string): Record<string, unknown> {
	const root: Record<string, unknown> = {}
	for (const [key, value] of new URLSearchParams(body)) {
		const parts = key.replace(/\]/g, '').split('[')
		let node: Record<string, unknown> | unknown[] = root
		parts.forEach((part, index) => {
			const last = index === parts.length - 1
			const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '')
			const container = node as Record<string, unknown>
			if (last) container[part] = value
			else node = (container[part] ??= nextIsIndex ? [] : {}) as Record<string, unknown>
		})
	}
	return root
}

type LineItemParam = { quantity: string; price_data: { unit_amount: string } }
type ShippingOptionParam = {
	shipping_rate?: string
	shipping_rate_data?: {
		type?: string
		display_name?: string
		fixed_amount?: { amount?: string; currency?: string }
	}
}

/**
 * Stripe's shipping_cost for a new session: the first shipping option is the one selected.
 * Stripe refuses a shipping option without fixed_amount or a display name, and a session with
 * shipping options but no shipping_address_collection; so does the stand-in.
 */
function shippingCost(params: Record<string, unknown>, id: string) {
	const options = params.shipping_options as ShippingOptionParam[] | undefined
	if (!options?.length) return null
	const data = options[0]!.shipping_rate_data
	const amount = Number(data?.fixed_amount?.amount)
	if (
		data?.type !== 'fixed_amount' ||
		!data.display_name ||
		!Number.isSafeInteger(amount) ||
		amount < 0 ||
		!params.shipping_address_collection
	) {
		throw new Error('Invalid shipping_options[0][shipping_rate_data]')
	}
	return {
		amount_subtotal: amount,
		amount_tax: 0,
		amount_total: amount,
		shipping_rate: `shr_${id.slice(-16)}`,
		display_name: data.display_name,
	}
}

function newSession(
	params: Record<string, unknown>,
	id: string,
	port: number,
	coupons: Map<string, StandInCoupon>,
): StandInSession {
	const items = (params.line_items ?? []) as LineItemParam[]
	if (items.length > MAX_LINE_ITEMS) {
		throw new Error(`line_items: at most ${MAX_LINE_ITEMS} line items, got ${items.length}`)
	}
	const subtotal = items.reduce(
		(sum, item) => sum + Number(item.price_data.unit_amount) * Number(item.quantity),
		0,
	)
	const shipping = shippingCost(params, id)
	const shippingAmount = shipping?.amount_total ?? 0
	const discount = discountOf(params, coupons, subtotal)
	return {
		id,
		object: 'checkout.session',
		url: `http://127.0.0.1:${port}/pay/${id}`,
		status: 'open',
		payment_status: 'unpaid',
		mode: params.mode,
		currency: 'usd',
		// As Stripe: amount_subtotal is the line items, amount_total takes off the discount and
		// adds the selected shipping.
		amount_subtotal: subtotal,
		amount_total: subtotal - discount.amount + shippingAmount,
		discounts: discount.discounts,
		shipping_cost: shipping,
		shipping_options: shipping
			? [{ shipping_amount: shippingAmount, shipping_rate: shipping.shipping_rate }]
			: [],
		total_details: {
			amount_discount: discount.amount,
			amount_shipping: shippingAmount,
			amount_tax: 0,
		},
		customer_email: params.customer_email ?? null,
		customer_details: null,
		collected_information: null,
		custom_fields: [],
		client_reference_id: params.client_reference_id ?? null,
		metadata: params.metadata ?? {},
		success_url: String(params.success_url).replace('{CHECKOUT_SESSION_ID}', id),
		cancel_url: params.cancel_url,
		expires_at: Number(params.expires_at),
		created: Math.floor(Date.now() / 1000),
		payment_intent: null,
		livemode: false,
	}
}

export async function createStripeStandIn(): Promise<StripeStandIn> {
	const requests: RecordedRequest[] = []
	const sessions = new Map<string, StandInSession>()
	const coupons = new Map<string, StandInCoupon>()
	const queuedIds: string[] = []
	const refunds = standInRefunds()
	// What an intent took: the amount_total of the session it paid.
	const paidOf = (intent: string) => {
		const session = [...sessions.values()].find((each) => each.payment_intent === intent)
		return session && session.payment_status === 'paid' ? Number(session.amount_total) : null
	}
	let port = 0

	const server: Server = createServer((req, res) => {
		let raw = ''
		req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
		req.on('end', () => {
			const url = new URL(req.url ?? '/', 'http://stand-in')
			const params = decodeStripeForm(raw || url.search.slice(1))
			requests.push({
				method: req.method ?? 'GET',
				path: url.pathname,
				headers: req.headers,
				params,
				raw,
			})
			const answer = (status: number, body: unknown) => {
				res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': 'req_standin' })
				res.end(JSON.stringify(body))
			}
			const notFound = () =>
				answer(404, {
					error: {
						type: 'invalid_request_error',
						code: 'resource_missing',
						message: 'No such checkout.session',
					},
				})

			const invalid = (error: unknown) =>
				answer(400, { error: { type: 'invalid_request_error', message: (error as Error).message } })
			if (req.method === 'POST' && url.pathname === '/v1/coupons') {
				let coupon: StandInCoupon
				try {
					coupon = newCoupon(params)
				} catch (error) {
					return invalid(error)
				}
				coupons.set(coupon.id, coupon)
				return answer(200, coupon)
			}
			if (req.method === 'POST' && url.pathname === '/v1/refunds') {
				const key = req.headers['idempotency-key']
				const reply = refunds.create(params, typeof key === 'string' ? key : undefined, paidOf)
				return answer(reply.status, reply.body)
			}
			if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
				const id = queuedIds.shift() ?? `cs_test_${randomBytes(24).toString('hex')}`
				let session: StandInSession
				try {
					session = newSession(params, id, port, coupons)
				} catch (error) {
					return invalid(error)
				}
				sessions.set(id, session)
				return answer(200, session)
			}
			const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname)
			const session = match ? sessions.get(decodeURIComponent(match[1]!)) : undefined
			if (!session) return notFound()
			if (req.method === 'POST' && match?.[2]) {
				if (session.status !== 'open') {
					return answer(400, {
						error: {
							type: 'invalid_request_error',
							message: `Session is ${String(session.status)}`,
						},
					})
				}
				session.status = 'expired'
				session.url = null
				return answer(200, session)
			}
			if (req.method === 'GET' && !match?.[2]) return answer(200, session)
			return notFound()
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const address = server.address()
	if (!address || typeof address === 'string') throw new Error('Stripe stand-in did not start')
	port = address.port

	return {
		apiBase: `http://127.0.0.1:${port}`,
		port,
		requests,
		sessions,
		coupons,
		refunds: refunds.refunds,
		answerNextRefundWith: refunds.answerNextWith,
		completeSession(id, details = {}) {
			const session = sessions.get(id)
			if (!session) throw new Error(`No stand-in session ${id}`)
			Object.assign(session, {
				status: 'complete',
				payment_status: 'paid',
				payment_intent: `pi_${id.slice(-12)}`,
				...details,
			})
			return session
		},
		queueSessionIds: (...ids) => void queuedIds.push(...ids),
		close: () =>
			new Promise<void>((resolve) => {
				server.close(() => resolve())
				server.closeAllConnections()
			}),
	}
}

/** What Stripe's session holds after a US customer paid: details and shipping. */
export function paidCustomerDetails(email = 'jane@example.com'): Partial<StandInSession> {
	return {
		customer_details: {
			name: 'Jane Doe',
			email,
			phone: '+1 555 0100',
			address: null,
			business_name: null,
			individual_name: null,
			tax_exempt: 'none',
			tax_ids: [],
		},
		collected_information: {
			business_name: null,
			individual_name: null,
			shipping_details: {
				name: 'Jane Doe',
				address: {
					line1: '12 Elm Street',
					line2: 'Apt 4',
					city: 'Springfield',
					state: 'IL',
					postal_code: '62701',
					country: 'US',
				},
			},
		},
		custom_fields: [
			{
				key: 'special_instructions',
				type: 'text',
				optional: true,
				label: { type: 'custom', custom: 'Special instructions' },
				text: { value: 'Leave at the <back> door & ring' },
			},
		],
	}
}
