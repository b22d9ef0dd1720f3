// The end-to-end journey `npm run bench` counts in paid orders per second: what a signed-in
// customer's browser sends to buy a screen with the built-in test provider, one order per loop
// of a connection:
//   1. POST /api/cart            add the screen to the stored cart
//   2. POST /api/create-payment  the pay button: order in pending_payment, hosted checkout URL
//   3. GET  /test-checkout?...   the provider's hosted page
//   4. POST /test-checkout?...   card 4242 4242 4242 4242: paid, fulfilled at once (the same
//                                path as Stripe's webhook), 302 to /payment-success
//   5. GET  /payment-success?... the page that confirms the order ('Payment Successful')
//   6. POST /api/cart            clear, as the success page does in the browser
// An order counts as paid when step 5 confirms it. Customers sign up, verify and sign in once
// before the run (password hashing is sign-in's cost, not an order's); each order comes from a
// new client address (X-Forwarded-For, bench/lib/clients.mjs), so per-address limits on payments
// see many customers. A step answering anything else ends that loop: counted, and the next loop
// starts with a new order.
import { forwardedFor, nextClientAddress } from './clients.mjs'
import { CART_ITEM, expectOk } from './requests.mjs'

/**
 * Seconds of the journey before it is measured. A server process that has not taken orders yet
 * spends its first seconds compiling the order path (V8 optimises a function only after it has run
 * many times): with the 2 s of the other scenarios, CPU per order was about twice the steady
 * figure, and a second instance started for journey-2 was measured while still cold.
 */
export const JOURNEY_WARMUP_SECONDS = Number(process.env.BENCH_JOURNEY_WARMUP ?? 10)

/** Customers signed in for the journey: one per connection (BENCH_CONNECTIONS, default 50). */
export const JOURNEY_CUSTOMERS = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 50))

const JSON_TYPE = { 'Content-Type': 'application/json' }
const FORM_TYPE = { 'Content-Type': 'application/x-www-form-urlencoded' }
const CONFIRMED = '>Payment Successful</h1>'

/** The n-th order's screen: sizes vary so orders differ, always within the shop's limits. */
export function journeyItem(n) {
	return {
		...CART_ITEM,
		id: `journey-${n}`,
		width: 12 + (n % 30),
		height: 20 + (Math.floor(n / 30) % 40),
		quantity: 1 + (n % 3),
	}
}

/** The hosted page's form as a customer fills it in (test card that pays). */
export function paymentForm(email) {
	return new URLSearchParams({
		cardNumber: '4242 4242 4242 4242',
		expiry: '12 / 34',
		cvc: '123',
		name: 'Bench Customer',
		email,
		phone: '',
		line1: '1 Bench Street',
		line2: '',
		city: 'Springfield',
		state: 'IL',
		postalCode: '62701',
		specialInstructions: '',
	}).toString()
}

const pathOf = (url) => {
	const parsed = new URL(url)
	return `${parsed.pathname}${parsed.search}`
}
const header = (headers, name) =>
	Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1]

/**
 * One order by hand with fetch, every answer checked, so a broken step fails the bench at once
 * instead of being measured. With `pay: false` it stops at the open hosted checkout. Resolves
 * with the hosted checkout's path and (paid) the confirmation page's.
 */
export async function oneOrderByHand(url, customer, n, { pay = true } = {}) {
	const headers = {
		Cookie: customer.cookie,
		Origin: url,
		...forwardedFor(nextClientAddress()),
	}
	const post = (body, type) => ({ method: 'POST', headers: { ...headers, ...type }, body })
	const item = journeyItem(n)
	await expectOk(`${url}/api/cart`, post(JSON.stringify({ intent: 'add', item }), JSON_TYPE), 'add')
	const payment = JSON.parse(
		await expectOk(
			`${url}/api/create-payment`,
			post(JSON.stringify({ items: [item], cartKey: `journey-${n}` }), JSON_TYPE),
			'POST /api/create-payment',
		),
	)
	if (!payment.url?.includes('/test-checkout?session=')) {
		throw new Error(`create-payment did not answer a test checkout URL: ${JSON.stringify(payment)}`)
	}
	const checkout = pathOf(payment.url)
	await expectOk(`${url}${checkout}`, { headers }, 'GET /test-checkout')
	if (!pay) return { checkout }
	const paid = await fetch(`${url}${checkout}`, {
		...post(paymentForm(customer.email), FORM_TYPE),
		redirect: 'manual',
	})
	const location = paid.headers.get('location') ?? ''
	if (paid.status !== 302 || !location.includes('/payment-success?session_id=')) {
		throw new Error(
			`paying answered ${paid.status} ${location}: ${(await paid.text()).slice(0, 300)}`,
		)
	}
	const success = pathOf(new URL(location, url).href)
	const page = await expectOk(`${url}${success}`, { headers }, 'GET /payment-success')
	if (!page.includes(CONFIRMED)) throw new Error('/payment-success did not confirm the order')
	await expectOk(`${url}/api/cart`, post(JSON.stringify({ intent: 'clear' }), JSON_TYPE), 'clear')
	return { checkout, success }
}

/**
 * The journey's autocannon requests for one instance at `origin`. `state` is shared by every
 * connection and instance: customers, the order counter and what was counted.
 */
export function journeyRequests(origin, state) {
	const headers = (context, type) => ({
		...type,
		Cookie: context.customer.cookie,
		Origin: origin,
		...forwardedFor(context.address),
	})
	const failed = (context, step, status) => {
		context.failed = true
		state.unexpected++
		const key = `${step} ${status}`
		state.problems.set(key, (state.problems.get(key) ?? 0) + 1)
	}
	const next = (setup) => (request, context) => (context.failed ? null : setup(request, context))
	return [
		{
			method: 'POST',
			path: '/api/cart',
			setupRequest(request, context) {
				const n = ++state.orders
				context.customer = state.customers[n % state.customers.length]
				context.address = nextClientAddress()
				context.n = n
				context.item = journeyItem(n)
				return {
					...request,
					headers: headers(context, JSON_TYPE),
					body: JSON.stringify({ intent: 'add', item: context.item }),
				}
			},
			onResponse(status, _body, context) {
				if (status !== 200) failed(context, 'cart add', status)
			},
		},
		{
			method: 'POST',
			path: '/api/create-payment',
			setupRequest: next((request, context) => ({
				...request,
				headers: headers(context, JSON_TYPE),
				body: JSON.stringify({ items: [context.item], cartKey: `journey-${context.n}` }),
			})),
			onResponse(status, body, context) {
				if (status !== 200) return failed(context, 'create-payment', status)
				try {
					context.checkout = pathOf(JSON.parse(body).url)
				} catch {
					failed(context, 'create-payment without a url', status)
				}
			},
		},
		{
			method: 'GET',
			setupRequest: next((request, context) => ({
				...request,
				path: context.checkout,
				headers: headers(context),
			})),
			onResponse(status, _body, context) {
				if (status !== 200) failed(context, 'test checkout page', status)
			},
		},
		{
			method: 'POST',
			setupRequest: next((request, context) => ({
				...request,
				path: context.checkout,
				headers: headers(context, FORM_TYPE),
				body: paymentForm(context.customer.email),
			})),
			onResponse(status, _body, context, responseHeaders) {
				const location = header(responseHeaders, 'location') ?? ''
				if (status !== 302 || !location.includes('/payment-success?session_id=')) {
					return failed(context, 'pay', status)
				}
				context.success = pathOf(new URL(location, origin).href)
			},
		},
		{
			method: 'GET',
			setupRequest: next((request, context) => ({
				...request,
				path: context.success,
				headers: headers(context),
			})),
			onResponse(status, body, context) {
				if (status !== 200 || !body?.includes(CONFIRMED)) {
					return failed(context, 'payment-success', status)
				}
				state.paid++
			},
		},
		{
			method: 'POST',
			path: '/api/cart',
			setupRequest: next((request, context) => ({
				...request,
				headers: headers(context, JSON_TYPE),
				body: JSON.stringify({ intent: 'clear' }),
			})),
			onResponse(status, _body, context) {
				if (status !== 200) failed(context, 'cart clear', status)
			},
		},
	]
}

/**
 * The journey on `instances` (shops sharing one database), connections split between them.
 * `paidOrders()` reads what the last run counted.
 */
export async function journey(shop, { customers, instances }) {
	if (customers.length === 0) throw new Error('The journey needs signed-in customers')
	for (const [i, instance] of instances.entries()) {
		await oneOrderByHand(instance.url, customers[i % customers.length], 1_000_000 + i)
	}
	const state = { customers, orders: 0, paid: 0, unexpected: 0, problems: new Map() }
	return {
		url: shop.url,
		instances: instances.map((instance) => ({
			url: instance.url,
			requests: journeyRequests(instance.url, state),
		})),
		pids: instances.map((instance) => instance.pid),
		warmupSeconds: JOURNEY_WARMUP_SECONDS,
		async beforeRun() {
			state.paid = 0
			state.unexpected = 0
			state.problems.clear()
		},
		paidOrders: () => ({
			paid: state.paid,
			unexpected: state.unexpected,
			problems: [...state.problems].map(([what, count]) => `${what} x${count}`),
		}),
	}
}
