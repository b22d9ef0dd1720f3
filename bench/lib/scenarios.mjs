// What `npm run bench` measures. Each scenario turns a running shop into autocannon options, or
// says why it cannot run yet. A scenario checks one request by hand first, so a run never
// measures how fast the shop answers 4xx.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { signedInCustomer } from './accounts.mjs'
import { checkoutCreation } from './checkout-creation.mjs'
import { forwardedFor } from './clients.mjs'
import { journey, JOURNEY_CUSTOMERS } from './journey.mjs'
import { CART_ITEM, expectOk } from './requests.mjs'
import { APP_DIR } from './shop-server.mjs'

const ROUTES_DIR = join(APP_DIR, 'app/routes')

export class Skip extends Error {}

const JSON_HEADERS = { 'Content-Type': 'application/json' }
/** What Chromium and Firefox send: pages come back compressed, which costs the server CPU. */
const BROWSER_ENCODING = { 'Accept-Encoding': 'gzip, deflate, br, zstd' }

export const SCENARIOS = [
	{
		key: 'home',
		name: 'GET / (anonymous)',
		async prepare(shop) {
			await expectOk(`${shop.url}/`, {}, 'GET /')
			return { url: `${shop.url}/` }
		},
	},
	{
		key: 'order',
		name: 'GET /order (anonymous)',
		async prepare(shop) {
			await expectOk(`${shop.url}/order`, {}, 'GET /order')
			return { url: `${shop.url}/order` }
		},
	},
	{
		key: 'home-utm',
		name: 'GET /?utm_source=x (anonymous)',
		async prepare(shop) {
			await expectOk(`${shop.url}/?utm_source=x`, {}, 'GET /?utm_source=x')
			return { url: `${shop.url}/?utm_source=x` }
		},
	},
	{
		key: 'order-signed-in',
		name: 'GET /order (signed in)',
		prepare: (shop) => signedInPage(shop, '/order'),
	},
	{
		key: 'checkout-signed-in',
		name: 'GET /checkout (signed in, 1 line)',
		prepare: (shop) => signedInPage(shop, '/checkout', { withCartLine: true }),
	},
	{
		key: 'order-signed-in-browser',
		name: "GET /order (signed in, a browser's Accept-Encoding)",
		prepare: (shop) => signedInPage(shop, '/order', { headers: BROWSER_ENCODING }),
	},
	{
		key: 'checkout-signed-in-browser',
		name: "GET /checkout (signed in, 1 line, a browser's Accept-Encoding)",
		prepare: (shop) =>
			signedInPage(shop, '/checkout', { withCartLine: true, headers: BROWSER_ENCODING }),
	},
	{
		key: 'order-signed-in-render',
		name: 'GET /order (signed in, rendered every time)',
		// One more cookie than the session's: the page is rendered for each request, as on a
		// customer's first visit (server/signed-in-documents.ts keeps copies for session-only ones).
		prepare: (shop) => signedInPage(shop, '/order', { cookie: 'bench=1' }),
	},
	{
		key: 'cart-add',
		name: 'cart add/remove (signed in)',
		async prepare(shop) {
			if (!existsSync(join(ROUTES_DIR, 'api.cart.ts'))) throw new Skip('endpoint not built yet')
			return cartAddRemove(shop)
		},
	},
	{
		key: 'checkout',
		name: 'checkout creation (test provider, sessions created)',
		async prepare(shop) {
			if (!existsSync(join(ROUTES_DIR, 'api.create-payment.ts')))
				throw new Skip('endpoint not built yet')
			return checkoutCreation(shop)
		},
	},
	{
		key: 'journey',
		name: 'journey: cart, payment, pay, paid (1 instance)',
		prepare: async (shop) =>
			journey(shop, { customers: await customersOf(shop), instances: [shop] }),
	},
	{
		key: 'journey-2',
		name: 'journey: cart, payment, pay, paid (2 instances)',
		async prepare(shop) {
			if (shop.dialect === 'sqlite') throw new Skip('SQLite serves one instance only')
			const customers = await customersOf(shop)
			const second = await shop.addInstance()
			return {
				...(await journey(shop, { customers, instances: [shop, second] })),
				cleanup: () => second.stop(),
			}
		},
	},
]

/**
 * A page as a signed-in customer sees it, session and all: after the first visit, the customer's
 * own copy of /order (server/signed-in-page-cache.ts), a full render of /checkout (it shows the
 * saved cart); with another `cookie` beside the session's, a full render every time. The customer's e-mail in the page shows the
 * session was read. `headers`: sent with every request (e.g. Accept-Encoding).
 */
async function signedInPage(
	shop,
	path,
	{ withCartLine = false, headers: extra = {}, cookie } = {},
) {
	const customer = await signedInCustomer(shop)
	const headers = {
		Cookie: cookie ? `${customer.cookie}; ${cookie}` : customer.cookie,
		...forwardedFor(customer.address),
	}
	if (withCartLine) {
		await expectOk(
			`${shop.url}/api/cart`,
			{
				method: 'POST',
				headers: { ...JSON_HEADERS, ...headers },
				body: JSON.stringify({ intent: 'add', item: CART_ITEM }),
			},
			'adding a cart line',
		)
	}
	const html = await expectOk(`${shop.url}${path}`, { headers }, `GET ${path} signed in`)
	if (!html.includes(customer.email)) {
		throw new Error(`GET ${path} with the session cookie did not render for the customer`)
	}
	return { url: `${shop.url}${path}`, headers: { ...headers, ...extra } }
}

// The journey's customers, signed up once per shop and shared by both journey scenarios.
const customersByShop = new WeakMap()
function customersOf(shop) {
	if (!customersByShop.has(shop)) {
		customersByShop.set(shop, signUpMany(shop, JOURNEY_CUSTOMERS))
	}
	return customersByShop.get(shop)
}

/** `count` signed-in customers, five sign-ups at a time; prints how long it took. */
async function signUpMany(shop, count) {
	const started = performance.now()
	const customers = []
	while (customers.length < count) {
		const batch = Math.min(5, count - customers.length)
		customers.push(
			...(await Promise.all(Array.from({ length: batch }, () => signedInCustomer(shop)))),
		)
	}
	const seconds = (performance.now() - started) / 1000
	console.log(
		`  ${count} journey customers signed up, verified and signed in: ${seconds.toFixed(1)} s`,
	)
	return customers
}

/**
 * Each connection adds a new screen to a signed-in customer's cart, then removes it again: both
 * are one-line writes in a transaction, and the pair keeps the cart under its 50-line limit
 * however long the run. Two customers share the 50 connections (at most 25 lines each).
 */
async function cartAddRemove(shop) {
	const customers = [(await signedInCustomer(shop)).cookie, (await signedInCustomer(shop)).cookie]
	const clearCarts = () =>
		Promise.all(
			customers.map((cookie) =>
				expectOk(
					`${shop.url}/api/cart`,
					{
						method: 'POST',
						headers: { ...JSON_HEADERS, Cookie: cookie },
						body: JSON.stringify({ intent: 'clear' }),
					},
					'clearing the cart',
				),
			),
		)
	await clearCarts()
	let connections = 0
	let lines = 0
	return {
		url: shop.url,
		// A run stopped between an add and its remove leaves lines behind.
		beforeRun: clearCarts,
		requests: [
			{
				method: 'POST',
				path: '/api/cart',
				setupRequest(request, context) {
					context.cookie ??= customers[connections++ % customers.length]
					context.itemId = `bench-${++lines}`
					const item = { ...CART_ITEM, id: context.itemId }
					return {
						...request,
						headers: { ...JSON_HEADERS, Cookie: context.cookie },
						body: JSON.stringify({ intent: 'add', item }),
					}
				},
			},
			{
				method: 'POST',
				path: '/api/cart',
				setupRequest(request, context) {
					return {
						...request,
						headers: { ...JSON_HEADERS, Cookie: context.cookie },
						body: JSON.stringify({ intent: 'remove', id: context.itemId }),
					}
				},
			},
		],
	}
}
