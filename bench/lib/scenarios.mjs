// What `npm run bench` measures. Each scenario turns a running shop into autocannon options, or
// says why it cannot run yet. A scenario checks one request by hand first, so a run never
// measures how fast the shop answers 4xx.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { signedInCustomer } from './accounts.mjs'
import { APP_DIR } from './shop-server.mjs'

const ROUTES_DIR = join(APP_DIR, 'app/routes')

export class Skip extends Error {}

const JSON_HEADERS = { 'Content-Type': 'application/json' }

async function expectOk(url, init, what) {
	const response = await fetch(url, init)
	const text = await response.text()
	if (!response.ok)
		throw new Error(`${what}: expected 2xx, got ${response.status}: ${text.slice(0, 300)}`)
	return text
}

/** One screen, priced by the server whatever the browser says (app/domain/cart-item.ts). */
const CART_ITEM = {
	id: 'bench-item-1',
	width: 30,
	widthFraction: 0,
	height: 40,
	heightFraction: 0,
	quantity: 2,
	price: 1,
	timestamp: '2030-01-01T00:00:00.000Z',
}

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
		key: 'cart-add',
		name: 'cart add/remove (signed in)',
		async prepare(shop) {
			if (!existsSync(join(ROUTES_DIR, 'api.cart.ts'))) throw new Skip('endpoint not built yet')
			return cartAddRemove(shop)
		},
	},
	{
		key: 'checkout',
		name: 'checkout creation (test provider)',
		async prepare(shop) {
			if (!existsSync(join(ROUTES_DIR, 'api.create-payment.ts')))
				throw new Skip('endpoint not built yet')
			const request = {
				method: 'POST',
				path: '/api/create-payment',
				headers: JSON_HEADERS,
				// No cartKey: every request is a new cart, so every one creates an order.
				body: JSON.stringify({ items: [CART_ITEM], totalAmount: 1 }),
			}
			const text = await expectOk(`${shop.url}${request.path}`, request, 'POST /api/create-payment')
			if (!JSON.parse(text).url)
				throw new Error(`POST /api/create-payment answered without a url: ${text}`)
			return { url: shop.url, requests: [request] }
		},
	},
]

/**
 * Each connection adds a new screen to a signed-in customer's cart, then removes it again: both
 * are one-line writes in a transaction, and the pair keeps the cart under its 50-line limit
 * however long the run. Two customers share the 50 connections (at most 25 lines each).
 */
async function cartAddRemove(shop) {
	const customers = [await signedInCustomer(shop), await signedInCustomer(shop)]
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
