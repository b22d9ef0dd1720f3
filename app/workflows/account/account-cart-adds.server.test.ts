import { beforeEach, expect, it } from 'vitest'
import { ORDER_AGAIN_WORDS, WINDOW_BOOK_WORDS } from '#app/content/words/window-book.ts'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import { listCartItems, mergeIntoCart } from '#app/models/cart/cart.server.ts'
import { addWindows, listWindows } from '#app/models/account/windows.server.ts'
import { paidOrder } from '#tests/support/fixtures/admin.ts'
import { cartItem } from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { aliceAndBob } from '#tests/support/fixtures/users.ts'
import { addWindowsToCart, orderAgain } from './account-cart-adds.server.ts'

const opening = (label: string, width: number) => ({
	label,
	width,
	width_sixteenths: 4,
	height: 40,
	height_sixteenths: 0,
})

describeEachDatabase('screens into the saved cart from /account without JavaScript', (getDb) => {
	let alice: string
	let bob: string
	beforeEach(async () => {
		;({ alice, bob } = await aliceAndBob(getDb()))
	})

	it("adds the user's own windows, one screen each, in the form's order", async () => {
		const { db } = getDb()
		await addWindows(db, alice, [opening('Porch', 30), opening('Den', 26)])
		await addWindows(db, bob, [opening('Bob attic', 20)])
		const [den, porch] = await listWindows(db, alice)
		const [bobs] = await listWindows(db, bob)
		const answer = await addWindowsToCart(db, alice, [porch!.id, den!.id, bobs!.id])
		expect(answer).toEqual({ status: 200, title: WINDOW_BOOK_WORDS.added(2) })
		const cart = await listCartItems(db, alice)
		expect(cart.map((line) => [line.label, line.width, line.widthFraction, line.quantity])).toEqual(
			[
				['Porch', 30, 0.25, 1],
				['Den', 26, 0.25, 1],
			],
		)
		expect(await listCartItems(db, bob)).toEqual([])
	})

	it('refuses no selection, or only windows of another user, and adds nothing', async () => {
		const { db } = getDb()
		await addWindows(db, bob, [opening('Bob attic', 20)])
		const [bobs] = await listWindows(db, bob)
		expect(await addWindowsToCart(db, alice, [])).toMatchObject({
			status: 400,
			title: WINDOW_BOOK_WORDS.noneSelected,
			destructive: true,
		})
		expect(await addWindowsToCart(db, alice, [bobs!.id])).toMatchObject({
			status: 400,
			title: WINDOW_BOOK_WORDS.notFound,
		})
		expect(await listCartItems(db, alice)).toEqual([])
	})

	it('orders one of the own paid orders again, with its quantities and labels', async () => {
		const { db } = getDb()
		const items = [cartItem({ quantity: 3 }), { ...cartItem({ width: 24 }), label: 'Hall' }]
		const order = await paidOrder(db, { user: { id: alice, email: 'alice@example.com' }, items })
		expect(await orderAgain(db, bob, order.number)).toMatchObject({
			status: 404,
			title: ORDER_AGAIN_WORDS.notFound,
		})
		expect(await listCartItems(db, bob)).toEqual([])
		expect(await orderAgain(db, alice, order.number)).toEqual({
			status: 200,
			title: ORDER_AGAIN_WORDS.added(2),
		})
		const cart = await listCartItems(db, alice)
		expect(cart.map((line) => [line.label, line.width, line.quantity])).toEqual([
			[undefined, 30, 3],
			['Hall', 24, 2],
		])
	})

	it('says so when the cart is full', async () => {
		const { db } = getDb()
		const full = Array.from({ length: LIMITS.cartLines }, () => cartItem())
		await mergeIntoCart(db, alice, full)
		await addWindows(db, alice, [opening('Porch', 30)])
		const [porch] = await listWindows(db, alice)
		expect(await addWindowsToCart(db, alice, [porch!.id])).toMatchObject({
			status: 409,
			title: WINDOW_BOOK_WORDS.cartFull,
		})
		expect(await listCartItems(db, alice)).toHaveLength(LIMITS.cartLines)
	})
})
