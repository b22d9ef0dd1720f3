// What several scenarios send: a checked request and one cart item.

export async function expectOk(url, init, what) {
	const response = await fetch(url, init)
	const text = await response.text()
	if (!response.ok)
		throw new Error(`${what}: expected 2xx, got ${response.status}: ${text.slice(0, 300)}`)
	return text
}

/** One screen, priced by the server whatever the browser says (app/domain/cart/cart-item.ts). */
export const CART_ITEM = {
	id: 'bench-item-1',
	width: 30,
	widthFraction: 0,
	height: 40,
	heightFraction: 0,
	quantity: 2,
	price: 1,
	timestamp: '2030-01-01T00:00:00.000Z',
}
