import { randomUUID } from 'node:crypto'
import { beforeEach, expect, it } from 'vitest'
import { toCartItem, type CartItem } from '#app/domain/cart/cart-item.ts'
import type { ScreenConfig } from '#app/domain/order/screen-size.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { aliceAndBob } from '#tests/support/fixtures/users.ts'
import { withTodaysPrices } from '#app/workflows/cart/cart-prices.server.ts'
import {
	MAX_CART_LINES,
	addToCart,
	clearCart,
	listCartItems,
	mergeIntoCart,
	removeFromCart,
	setCartQuantity,
} from './cart.server.ts'

const T0 = new Date('2025-06-01T10:00:00.000Z')

/** A line as the browser makes it (`price` is whatever the browser claims; it is not stored). */
function line(id: string, config: Partial<ScreenConfig> = {}, price?: number): CartItem {
	const item = toCartItem(
		{ width: 30, widthSixteenths: 7, height: 40, heightSixteenths: 8, quantity: 2, ...config },
		{ id, timestamp: '2025-01-01T00:00:00.000Z' },
	)
	return price === undefined ? item : { ...item, price }
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id)

describeEachDatabase('cart model', (getDb) => {
	let alice: string
	let bob: string
	beforeEach(async () => {
		;({ alice, bob } = await aliceAndBob(getDb()))
	})

	it('keeps each line label through add, merge, quantity and remove: one size, two labels, two lines', async () => {
		const { db } = getDb()
		const left = { ...line('left'), label: 'Kitchen left' }
		const right = { ...line('right'), label: 'Kitchen <right>' }
		await addToCart(db, alice, left, T0)
		const merged = await mergeIntoCart(db, alice, [right, line('plain')], T0)
		expect(merged.items.map((item) => [item.id, item.label])).toEqual([
			['left', 'Kitchen left'],
			['right', 'Kitchen <right>'],
			['plain', undefined],
		])
		const set = await setCartQuantity(db, alice, 'right', 5)
		expect(set.find((item) => item.id === 'right')).toMatchObject({
			quantity: 5,
			label: 'Kitchen <right>',
		})
		const after = await removeFromCart(db, alice, 'plain')
		expect(after.map((item) => item.label)).toEqual(['Kitchen left', 'Kitchen <right>'])
		expect((await listCartItems(db, alice)).map((item) => item.label)).toEqual([
			'Kitchen left',
			'Kitchen <right>',
		])
	})

	it('stores a line exactly and prices it on the server, whatever the browser claimed', async () => {
		const { db } = getDb()
		const sent = line('a', { width: 48, widthSixteenths: 15, height: 72, heightSixteenths: 1 }, 1)
		expect((await addToCart(db, alice, sent, T0)).outcome).toBe('added')
		expect(withTodaysPrices(await listCartItems(db, alice))).toEqual([
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
		})
		expect(row).not.toHaveProperty('unit_price_cents')
	})

	it('lists lines in the order they were added, also when they share a timestamp', async () => {
		const { db } = getDb()
		await addToCart(db, alice, line('late'), new Date(T0.getTime() + 1000))
		for (const id of ['x', 'y', 'z']) await addToCart(db, alice, line(id), T0)
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
				position: 1,
				created_at: T0.toISOString(),
			})
			.execute()
		const [item] = await listCartItems(db, alice)
		expect(item).toMatchObject({ width: 24, widthFraction: 0, height: 24, heightFraction: 0 })
	})

	it('keeps one line when the same line is sent twice', async () => {
		const { db } = getDb()
		expect((await addToCart(db, alice, line('a'))).outcome).toBe('added')
		expect((await addToCart(db, alice, line('a', { quantity: 5 }))).outcome).toBe('already-in-cart')
		const items = await listCartItems(db, alice)
		expect(items.map((item) => [item.id, item.quantity])).toEqual([['a', 2]])
	})

	it(`holds at most ${MAX_CART_LINES} lines`, async () => {
		const { db } = getDb()
		const many = Array.from({ length: MAX_CART_LINES + 5 }, (_, i) => line(`g${i}`))
		expect((await mergeIntoCart(db, alice, many)).transferred).toBe(MAX_CART_LINES)
		expect((await addToCart(db, alice, line('one-more'))).outcome).toBe('cart-full')
		const items = await listCartItems(db, alice)
		expect(items).toHaveLength(MAX_CART_LINES)
		expect(items.at(-1)?.id).toBe(`g${MAX_CART_LINES - 1}`)
		await removeFromCart(db, alice, 'g0')
		expect((await addToCart(db, alice, line('one-more'))).outcome).toBe('added')
	})

	it('merges a guest cart after the saved lines, in the guest order, once', async () => {
		const { db } = getDb()
		await addToCart(db, alice, line('saved-1'), T0)
		await addToCart(db, alice, line('saved-2'), T0)
		const guest = [line('guest-b', { width: 20 }, 1), line('guest-a'), line('guest-b')]
		expect((await mergeIntoCart(db, alice, guest, T0)).transferred).toBe(2)
		const merged = await listCartItems(db, alice)
		expect(ids(merged)).toEqual(['saved-1', 'saved-2', 'guest-b', 'guest-a'])
		expect(withTodaysPrices(merged)[2]).toMatchObject({ width: 20, price: 4000 + 16 * 50 }) // height 40: 16 in over

		// A second tab signing in with the same guest cart, plus one line added there meanwhile.
		expect((await mergeIntoCart(db, alice, [...guest, line('guest-c')], T0)).transferred).toBe(1)
		expect(ids(await listCartItems(db, alice))).toEqual([
			'saved-1',
			'saved-2',
			'guest-b',
			'guest-a',
			'guest-c',
		])
		expect((await mergeIntoCart(db, alice, [])).transferred).toBe(0)
	})

	it('keeps every line when two server processes add at the same moment', async () => {
		const { db, connectAgain } = getDb()
		const other = connectAgain()
		const adds = Array.from({ length: 25 }, (_, i) => [
			addToCart(db, alice, line(`one-${i}`), T0),
			addToCart(other, alice, line(`two-${i}`), T0),
		]).flat()
		const outcomes = (await Promise.all(adds)).map((added) => added.outcome)
		expect(new Set(outcomes)).toEqual(new Set(['added']))

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
			addToCart(db, alice, line(`one-${i}`)),
			addToCart(other, alice, line(`two-${i}`)),
		]).flat()
		const outcomes = (await Promise.all(adds)).map((added) => added.outcome)
		expect(outcomes.filter((outcome) => outcome === 'added')).toHaveLength(MAX_CART_LINES)
		expect(outcomes.filter((outcome) => outcome === 'cart-full')).toHaveLength(60 - MAX_CART_LINES)
		expect(await listCartItems(other, alice)).toHaveLength(MAX_CART_LINES)
	})

	it('transfers a guest cart once when two tabs sign in at the same moment', async () => {
		const { db, connectAgain } = getDb()
		const other = connectAgain()
		await addToCart(db, alice, line('saved'), T0)
		const guest = Array.from({ length: 10 }, (_, i) => line(`guest-${i}`))
		const [first, second] = await Promise.all([
			mergeIntoCart(db, alice, guest),
			mergeIntoCart(other, alice, guest),
		])
		expect(first.transferred + second.transferred).toBe(10)
		expect(ids(await listCartItems(db, alice))).toEqual(['saved', ...ids(guest)])
	})

	it("never shows, changes or deletes another user's lines", async () => {
		const { db } = getDb()
		await addToCart(db, alice, line('shared-id'))
		await addToCart(db, alice, line('alice-only'))
		expect(await listCartItems(db, bob)).toEqual([])

		expect(await removeFromCart(db, bob, 'alice-only')).toEqual([])
		expect(await clearCart(db, bob)).toBe(0)
		// The same line id in Bob's cart is Bob's own line.
		expect((await addToCart(db, bob, line('shared-id', { quantity: 7 }))).outcome).toBe('added')
		expect((await mergeIntoCart(db, bob, [line('alice-only', { quantity: 9 })])).transferred).toBe(
			1,
		)
		expect(ids(await removeFromCart(db, bob, 'shared-id'))).toEqual(['alice-only'])

		const alices = await listCartItems(db, alice)
		expect(alices.map((item) => [item.id, item.quantity])).toEqual([
			['shared-id', 2],
			['alice-only', 2],
		])
		expect(ids(await listCartItems(db, bob))).toEqual(['alice-only'])
	})

	it('removes one line, clears the rest, and forgets the cart with its user', async () => {
		const { db } = getDb()
		await mergeIntoCart(db, alice, [line('a'), line('b'), line('c')])
		await addToCart(db, bob, line('bob'))
		expect(ids(await removeFromCart(db, alice, 'b'))).toEqual(['a', 'c'])
		expect(ids(await removeFromCart(db, alice, 'b'))).toEqual(['a', 'c'])
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
		await addToCart(db, bob, line('bob'))

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

	it("sets one line's quantity, answering the cart after it, and only the user's own line", async () => {
		const { db } = getDb()
		await mergeIntoCart(db, alice, [line('a'), line('b', { quantity: 1 })], T0)
		await addToCart(db, bob, line('b'))

		const after = await setCartQuantity(db, alice, 'b', 20)
		expect(withTodaysPrices(after).map((item) => [item.id, item.quantity, item.price])).toEqual([
			['a', 2, 5100],
			['b', 20, 5100],
		])
		expect(after).toEqual(await listCartItems(db, alice))
		// A line already gone (another device removed it) leaves the cart as it is.
		expect(ids(await setCartQuantity(db, alice, 'gone', 3))).toEqual(['a', 'b'])
		expect((await listCartItems(db, bob))[0]?.quantity).toBe(2)
		await expect(setCartQuantity(db, alice, 'a', 21)).rejects.toThrow(RangeError)
		await expect(setCartQuantity(db, alice, 'a', 0)).rejects.toThrow(RangeError)
	})

	it('keeps every line and every quantity when two server processes change one cart at once', async () => {
		const { db, connectAgain } = getDb()
		const other = connectAgain()
		const start = Array.from({ length: 10 }, (_, i) => line(`q${i}`, { quantity: 1 }))
		await mergeIntoCart(db, alice, start, T0)
		await Promise.all(
			start.flatMap((item, i) => [
				setCartQuantity(i % 2 ? db : other, alice, item.id, i + 2),
				addToCart(i % 2 ? other : db, alice, line(`new-${i}`)),
			]),
		)
		const items = await listCartItems(db, alice)
		expect(items).toHaveLength(20)
		expect(items.slice(0, 10).map((item) => item.quantity)).toEqual(
			Array.from({ length: 10 }, (_, i) => i + 2),
		)
	})
})
