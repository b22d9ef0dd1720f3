// The `checkout` scenario of `npm run bench`: how many payment sessions the pay button creates
// per second.
import { forwardedFor, nextClientAddress } from './clients.mjs'
import { CART_ITEM, expectOk } from './requests.mjs'

const JSON_HEADERS = { 'Content-Type': 'application/json' }

/** Whether a create-payment answer opened a payment session: a 200 naming its hosted page. */
export function createdSession(status, body) {
	if (status !== 200) return false
	try {
		return typeof JSON.parse(body).url === 'string'
	} catch {
		return false
	}
}

/**
 * The pay button of an anonymous visitor with a new cart each time, so every request creates an
 * order and a payment session. Each request comes from its own client address, as each order of
 * the journey does: the shop limits payments per address, and one address sending everything
 * would measure how fast the shop refuses. Only answers that created a session are counted.
 */
export async function checkoutCreation(shop) {
	const request = {
		method: 'POST',
		path: '/api/create-payment',
		// No cartKey: every request is a new cart, so every one creates an order.
		body: JSON.stringify({ items: [CART_ITEM], totalAmount: 1 }),
	}
	const headers = () => ({ ...JSON_HEADERS, ...forwardedFor(nextClientAddress()) })
	const url = `${shop.url}${request.path}`
	const text = await expectOk(url, { ...request, headers: headers() }, 'POST /api/create-payment')
	if (!createdSession(200, text))
		throw new Error(`POST /api/create-payment answered without a url: ${text}`)
	const state = { created: 0, refused: 0, problems: new Map() }
	return {
		url: shop.url,
		async beforeRun() {
			state.created = 0
			state.refused = 0
			state.problems.clear()
		},
		requests: [
			{
				...request,
				setupRequest: (sent) => ({ ...sent, headers: headers() }),
				onResponse(status, body) {
					if (createdSession(status, body)) return void state.created++
					state.refused++
					const key = status === 200 ? '200 without a url' : String(status)
					state.problems.set(key, (state.problems.get(key) ?? 0) + 1)
				},
			},
		],
		countedAnswers: () => ({
			counted: state.created,
			refused: state.refused,
			problems: [...state.problems].map(([what, count]) => `${what} x${count}`),
		}),
	}
}
