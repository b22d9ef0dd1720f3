import { randomUUID } from 'node:crypto'
import { beforeEach, expect, it } from 'vitest'
import { toCartItem, type CartItem } from '#app/domain/cart-item.ts'
import type { ScreenConfig } from '#app/domain/measurements.ts'
import type { DB, Dialect } from '#db/index.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import {
	MAX_CART_LINES,
	addCartItem,
	addToCart,
	clearCart,
	listCartItems,
	mergeGuestCart,
	mergeIntoCart,
	removeCartItem,
	removeFromCart,
} from './cart.server.ts'

const T0 = new Date('2025-06-01T10:00:00.000Z')

/** A line as the browser makes it; `price` is whatever the browser claims. */
function line(id: string, config: Partial<ScreenConfig> = {}, price?: number): CartItem {
	const item = toCartItem(
		{ width: 30, widthSixteenths: 7, height: 40, heightSixteenths: 8, quantity: 2, ...config },
		{ id, timestamp: '2025-01-01T00:00:00.000Z' },
	)
	return price === undefined ? item : { ...item, price }
}

async function createUser(db: DB, dialect: Dialect, name: string): Promise<string> {
	const id = randomUUID()
	const now = new Date().toISOString()
	await db
		.insertInto('users')
		.values({
			id,
			email: `${name}-${id}@example.com`,
			email_verified: dialect === 'postgres' ? true : 1,
			username: name,
			full_name: name,
			created_at: now,
			updated_at: now,
		})
		.execute()
	return id
}

const ids = (items: CartItem[]) => items.map((item) => item.id)

describeEachDatabase('cart model', (getDb) => {
	let alice: string
	let bob: string
	beforeEach(async () => {
		await getDb().clear()
		const { db, dialect } = getDb()
		alice = await createUser(db, dialect, 'alice')
		bob = await createUser(db, dialect, 'bob')
	})

	it('stores a line exactly and prices it on the server, whatever the browser claimed', async () => {
		const { db } = getDb()
		const sent = line('a', { width: 48, widthSixteenths: 15, height: 72, heightSixteenths: 1 }, 1)
		expect(await addCartItem(db, alice, sent, T0)).toBe('added')
		expect(await listCartItems(db, alice)).toEqual([
			{
				id: 'a',
				width: 48,
				widthFraction: 15 / 16,
				height: 72,
				heightFraction: 1 / 16,
				quantity: 2,
				price: 7600, // $40 + (24 + 48) x $0.50
				timestamp: T0.toISOString(),
			},
		])
		const row = await db.selectFrom('cart_items').selectAll().executeTakeFirstOrThrow()
		expect(row).toMatchObject({
			user_id: alice,
			item_id: 'a',
			width_sixteenths: 15,
			height_sixteenths: 1,
			unit_price_cents: 7600,
		})
	})

	it('lists lines in the order they were added, also when they share a timestamp', async () => {
		const { db } = getDb()
		await addCartItem(db, alice, line('late'), new Date(T0.getTime() + 1000))
		for (const id of ['x', 'y', 'z']) await addCartItem(db, alice, line(id), T0)
		expect(ids(await listCartItems(db, alice))).toEqual(['x', 'y', 'z', 'late'])
	})

	it('reads a row without fractions as whole inches', async () => {
		const { db } = getDb()
		await db
			.insertInto('cart_items')
			.values({
				id: randomUUID(),
				user_id: alice,
				item_id: 'old',
				width: 24,
				height: 24,
				quantity: 1,
				unit_price_cents: 4000,
				position: 1,
				created_at: T0.toISOString(),
			})
			.execute()
		const [item] = await listCartItems(db, alice)
		expect(item).toMatchObject({ width: 24, widthFraction: 0, height: 24, heightFraction: 0 })
	})

	it('keeps one line when the same line is sent twice', async () => {
		const { db } = getDb()
		expect(await addCartItem(db, alice, line('a'))).toBe('added')
		expect(await addCartItem(db, alice, line('a', { quantity: 5 }))).toBe('already-in-cart')
		const items = await listCartItems(db, alice)
		expect(items.map((item) => [item.id, item.quantity])).toEqual([['a', 2]])
	})

	it(`holds at most ${MAX_CART_LINES} lines`, async () => {
		const { db } = getDb()
		const many = Array.from({ length: MAX_CART_LINES + 5 }, (_, i) => line(`g${i}`))
		expect(await mergeGuestCart(db, alice, many)).toBe(MAX_CART_LINES)
		expect(await addCartItem(db, alice, line('one-more'))).toBe('cart-full')
		const items = await listCartItems(db, alice)
		expect(items).toHaveLength(MAX_CART_LINES)
		expect(items.at(-1)?.id).toBe(`g${MAX_CART_LINES - 1}`)
		await removeCartItem(db, alice, 'g0')
		expect(await addCartItem(db, alice, line('one-more'))).toBe('added')
	})

	it('merges a guest cart after the saved lines, in the guest order, once', async () => {
		const { db } = getDb()
		await addCartItem(db, alice, line('saved-1'), T0)
		await addCartItem(db, alice, line('saved-2'), T0)
		const guest = [line('guest-b', { width: 20 }, 1), line('guest-a'), line('guest-b')]
		expect(await mergeGuestCart(db, alice, guest, T0)).toBe(2)
		const merged = await listCartItems(db, alice)
		expect(ids(merged)).toEqual(['saved-1', 'saved-2', 'guest-b', 'guest-a'])
		expect(merged[2]).toMatchObject({ width: 20, price: 4000 + 16 * 50 }) // height 40: 16 in over

		// A second tab signing in with the same guest cart, plus one line added there meanwhile.
		expect(await mergeGuestCart(db, alice, [...guest, line('guest-c')], T0)).toBe(1)
		expect(ids(await listCartItems(db, alice))).toEqual([
			'saved-1',
			'saved-2',
			'guest-b',
			'guest-a',
			'guest-c',
		])
		expect(await mergeGuestCart(db, alice, [])).toBe(0)
	})

	it('keeps every line when two server processes add at the same moment', async () => {
		const { db, connectAgain } = getDb()
		const other = connectAgain()
		const adds = Array.from({ length: 25 }, (_, i) => [
			addCartItem(db, alice, line(`one-${i}`), T0),
			addCartItem(other, alice, line(`two-${i}`), T0),
		]).flat()
		expect(new Set(await Promise.all(adds))).toEqual(new Set(['added']))

		const items = await listCartItems(db, alice)
		expect(items).toHaveLength(50)
		expect(new Set(ids(items)).size).toBe(50)
		// One order, the same on every read and from either process.
		expect(ids(await listCartItems(other, alice))).toEqual(ids(items))
		const positions = await db
			.selectFrom('cart_items')
			.select('position')
			.where('user_id', '=', alice)
			.orderBy('position')
			.execute()
		expect(positions.map((row) => Number(row.position))).toEqual(
			Array.from({ length: 50 }, (_, i) => i + 1),
		)
	})

	it(`stops at ${MAX_CART_LINES} lines when two server processes add past it at once`, async () => {
		const { db, connectAgain } = getDb()
		const other = connectAgain()
		const adds = Array.from({ length: 30 }, (_, i) => [
			addCartItem(db, alice, line(`one-${i}`)),
			addCartItem(other, alice, line(`two-${i}`)),
		]).flat()
		const outcomes = await Promise.all(adds)
		expect(outcomes.filter((outcome) => outcome === 'added')).toHaveLength(MAX_CART_LINES)
		expect(outcomes.filter((outcome) => outcome === 'cart-full')).toHaveLength(60 - MAX_CART_LINES)
		expect(await listCartItems(other, alice)).toHaveLength(MAX_CART_LINES)
	})

	it('transfers a guest cart once when two tabs sign in at the same moment', async () => {
		const { db, connectAgain } = getDb()
		const other = connectAgain()
		await addCartItem(db, alice, line('saved'), T0)
		const guest = Array.from({ length: 10 }, (_, i) => line(`guest-${i}`))
		const [first, second] = await Promise.all([
			mergeGuestCart(db, alice, guest),
			mergeGuestCart(other, alice, guest),
		])
		expect(first + second).toBe(10)
		expect(ids(await listCartItems(db, alice))).toEqual(['saved', ...ids(guest)])
	})

	it("never shows, changes or deletes another user's lines", async () => {
		const { db } = getDb()
		await addCartItem(db, alice, line('shared-id'))
		await addCartItem(db, alice, line('alice-only'))
		expect(await listCartItems(db, bob)).toEqual([])

		expect(await removeCartItem(db, bob, 'alice-only')).toBe(false)
		expect(await clearCart(db, bob)).toBe(0)
		// The same line id in Bob's cart is Bob's own line.
		expect(await addCartItem(db, bob, line('shared-id', { quantity: 7 }))).toBe('added')
		expect(await mergeGuestCart(db, bob, [line('alice-only', { quantity: 9 })])).toBe(1)
		expect(await removeCartItem(db, bob, 'shared-id')).toBe(true)

		const alices = await listCartItems(db, alice)
		expect(alices.map((item) => [item.id, item.quantity])).toEqual([
			['shared-id', 2],
			['alice-only', 2],
		])
		expect(ids(await listCartItems(db, bob))).toEqual(['alice-only'])
	})

	it('removes one line, clears the rest, and forgets the cart with its user', async () => {
		const { db } = getDb()
		await mergeGuestCart(db, alice, [line('a'), line('b'), line('c')])
		await addCartItem(db, bob, line('bob'))
		expect(await removeCartItem(db, alice, 'b')).toBe(true)
		expect(await removeCartItem(db, alice, 'b')).toBe(false)
		expect(ids(await listCartItems(db, alice))).toEqual(['a', 'c'])
		expect(await clearCart(db, alice)).toBe(2)
		expect(await listCartItems(db, alice)).toEqual([])

		await db.deleteFrom('users').where('id', '=', bob).execute()
		const left = await db.selectFrom('cart_items').select('id').execute()
		expect(left).toEqual([])
	})

	it('answers the cart as saved after each change, with what the change did', async () => {
		const { db } = getDb()
		const first = await addToCart(db, alice, line('a'), T0)
		expect([first.outcome, ids(first.items)]).toEqual(['added', ['a']])
		expect(first.items).toEqual(await listCartItems(db, alice))
		await addCartItem(db, bob, line('bob'))

		const again = await addToCart(db, alice, line('a', { quantity: 9 }))
		expect([again.outcome, ids(again.items), again.items[0]?.quantity]).toEqual([
			'already-in-cart',
			['a'],
			2,
		])
		const merged = await mergeIntoCart(db, alice, [line('a'), line('b'), line('c')])
		expect([merged.transferred, ids(merged.items)]).toEqual([2, ['a', 'b', 'c']])
		expect(ids(await removeFromCart(db, alice, 'b'))).toEqual(['a', 'c'])
		expect(ids(await removeFromCart(db, alice, 'b'))).toEqual(['a', 'c'])
		expect(ids(await removeFromCart(db, alice, 'bob'))).toEqual(['a', 'c'])
		expect(ids(await listCartItems(db, bob))).toEqual(['bob'])

		const full = Array.from({ length: MAX_CART_LINES }, (_, i) => line(`f${i}`))
		await mergeIntoCart(db, bob, full)
		const refused = await addToCart(db, bob, line('one-more'))
		expect([refused.outcome, refused.items.length]).toEqual(['cart-full', MAX_CART_LINES])
	})
})
