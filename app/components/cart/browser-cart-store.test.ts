import { describe, expect, test } from 'vitest'
import { toCartItem, type CartItem } from '#app/domain/cart/cart-item.ts'
import { CART_STORAGE_KEY, createBrowserCartStore, type CartStorage } from './browser-cart-store.ts'
import { parseStoredCart } from './stored-cart.ts'

// Node has no localStorage; this stands in for the browser's Storage with the same three calls.
function memoryStorage(initial?: unknown): CartStorage & { raw: () => string | null } {
	const values = new Map<string, string>()
	if (initial !== undefined) values.set(CART_STORAGE_KEY, JSON.stringify(initial))
	return {
		getItem: (key) => values.get(key) ?? null,
		setItem: (key, value) => void values.set(key, value),
		removeItem: (key) => void values.delete(key),
		raw: () => values.get(CART_STORAGE_KEY) ?? null,
	}
}

const item = (id: string, width = 30, quantity = 2): CartItem =>
	toCartItem(
		{ width, widthSixteenths: 7, height: 40, heightSixteenths: 0, quantity },
		{ id, timestamp: '2025-01-15T12:00:00.000Z' },
	)

function storageEvent(key: string | null) {
	return Object.assign(new Event('storage'), { key })
}

describe('parseStoredCart', () => {
	test('reads the items back exactly as they were stored', () => {
		const items = [item('a'), item('b', 48, 1)]
		expect(parseStoredCart(JSON.stringify(items))).toEqual(items)
	})

	test.each([null, '', 'not json', '{"id":"a"}', '42', 'null'])('%j is an empty cart', (raw) =>
		expect(parseStoredCart(raw)).toEqual([]),
	)

	test('drops rows that are not valid cart items and keeps the rest', () => {
		const good = item('good')
		const rows = [
			{ ...good, id: 'too-wide', width: 49 },
			{ ...good, id: 'no-quantity', quantity: undefined },
			{ ...good, id: 'bad-fraction', widthFraction: 0.3 },
			{ ...good, id: 'too-many', quantity: 21 },
			{ ...good, id: 'bad-time', timestamp: 'yesterday' },
			'a string',
			null,
			good,
		]
		expect(parseStoredCart(JSON.stringify(rows))).toEqual([good])
	})

	test('recomputes a tampered or stale price with the price rule', () => {
		const stored = { ...item('cheap'), price: 1 }
		expect(parseStoredCart(JSON.stringify([stored]))).toEqual([{ ...stored, price: 5100 }])
	})

	test('keeps the first of two rows with the same id', () => {
		const first = item('same', 30)
		const second = item('same', 40)
		expect(parseStoredCart(JSON.stringify([first, second]))).toEqual([first])
	})
})

describe('createBrowserCartStore', () => {
	test('adds, removes and clears, keeping the order items were added in', async () => {
		const storage = memoryStorage()
		const store = createBrowserCartStore(storage)
		expect(store.kind).toBe('browser')
		expect(await store.load()).toEqual([])
		await store.add(item('a'))
		await store.add(item('b'))
		await store.add(item('c'))
		expect((await store.load()).map((i) => i.id)).toEqual(['a', 'b', 'c'])
		await store.remove('b')
		expect((await store.load()).map((i) => i.id)).toEqual(['a', 'c'])
		await store.clear()
		expect(await store.load()).toEqual([])
		expect(storage.raw()).toBeNull()
	})

	test('a second store on the same storage (another tab) sees the same cart', async () => {
		const storage = memoryStorage()
		const tabA = createBrowserCartStore(storage)
		const tabB = createBrowserCartStore(storage)
		await tabA.add(item('from-a'))
		await tabB.add(item('from-b'))
		expect((await tabA.load()).map((i) => i.id)).toEqual(['from-a', 'from-b'])
	})

	test('adding an id that is already there does not duplicate it', async () => {
		const store = createBrowserCartStore(memoryStorage([item('a')]))
		await store.add(item('a'))
		expect(await store.load()).toHaveLength(1)
	})

	test('changes started together all land (a double click on Add to Cart keeps both)', async () => {
		const storage = memoryStorage([item('kept')])
		const store = createBrowserCartStore(storage)
		await Promise.all([store.add(item('x')), store.add(item('y')), store.remove('kept')])
		expect((await store.load()).map((i) => i.id)).toEqual(['x', 'y'])
	})

	test('removing the last item leaves no key behind', async () => {
		const storage = memoryStorage([item('only')])
		await createBrowserCartStore(storage).remove('only')
		expect(storage.raw()).toBeNull()
	})

	test('a failing storage (quota, privacy mode) makes add reject, so the page can say so', async () => {
		const storage: CartStorage = {
			getItem: () => null,
			setItem: () => {
				throw new DOMException('full', 'QuotaExceededError')
			},
			removeItem: () => {},
		}
		await expect(createBrowserCartStore(storage).add(item('a'))).rejects.toThrow('full')
	})

	test("subscribers hear other tabs' changes to the cart key and to the whole storage", () => {
		const events = new EventTarget()
		const store = createBrowserCartStore(memoryStorage(), events)
		const heard: string[] = []
		const unsubscribe = store.subscribe(() => heard.push('change'))
		events.dispatchEvent(storageEvent(CART_STORAGE_KEY))
		events.dispatchEvent(storageEvent('some-other-key'))
		events.dispatchEvent(storageEvent(null))
		expect(heard).toEqual(['change', 'change'])
		unsubscribe()
		events.dispatchEvent(storageEvent(CART_STORAGE_KEY))
		expect(heard).toHaveLength(2)
	})
})

describe('setting a quantity in the guest cart', () => {
	test("changes only that line, keeping another tab's lines, and leaves a gone line alone", async () => {
		const storage = memoryStorage([item('a', 30, 1), item('b', 40, 1)])
		const store = createBrowserCartStore(storage)
		// Another tab adds a line after this page loaded.
		storage.setItem(
			CART_STORAGE_KEY,
			JSON.stringify([item('a', 30, 1), item('b', 40, 1), item('c', 24, 1)]),
		)
		await store.setQuantity('b', 20)
		await store.setQuantity('gone', 3)
		const saved = (await store.load()).map((line) => [line.id, line.quantity])
		expect(saved).toEqual([
			['a', 1],
			['b', 20],
			['c', 1],
		])
	})
})
