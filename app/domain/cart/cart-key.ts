// A key that names one cart's contents, so paying the same cart twice (a double click, two
// tabs) is recognised by the server as one order. Items get random ids when added, so a new
// cart after a purchase gets a new key.

/** cyrb53: a fast 53-bit string hash; two seeds give about 106 bits, plenty to tell carts apart. */
function hash53(text: string, seed: number): string {
	let h1 = 0xdeadbeef ^ seed
	let h2 = 0x41c6ce57 ^ seed
	for (let i = 0; i < text.length; i++) {
		const code = text.charCodeAt(i)
		h1 = Math.imul(h1 ^ code, 2654435761)
		h2 = Math.imul(h2 ^ code, 1597334677)
	}
	h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
	h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
	return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

// A line is its id, quantity and label: the same lines with another label are another cart.
export function cartKeyFor(
	items: ReadonlyArray<{ id: string; quantity: number; label?: string }>,
): string {
	const contents = items
		.map(
			(item) => `${item.id}:${item.quantity}${item.label ? `:${JSON.stringify(item.label)}` : ''}`,
		)
		.join('|')
	return `cart_${hash53(contents, 1)}${hash53(contents, 2)}`
}
