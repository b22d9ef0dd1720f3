import { beforeEach, expect, it, vi } from 'vitest'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import type { CartItem } from '#app/domain/cart/cart-item.ts'
import { testContext } from '#tests/support/fixtures/auth.ts'
import {
	cartLine,
	fetchAsBrowser,
	signInAgain,
	signedInCookie,
	type CartTestContext,
} from '#tests/support/fixtures/cart.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { CartSyncError, createAccountCartStore } from './account-cart-store.ts'
import { CART_STORAGE_KEY, type CartStorage } from './browser-cart-store.ts'
import { cartTransferredMessage } from '#app/content/words/messages/cart.ts'

// The account cart against the real /api/cart route module and database: fetch() is answered by
// the route, as the browser's request would be.

// Node has no localStorage; this stands in for it with the same three calls.
function memoryStorage(items?: CartItem[]): CartStorage & { raw: () => string | null } {
	const values = new Map<string, string>()
	if (items) values.set(CART_STORAGE_KEY, JSON.stringify(items))
	return {
		getItem: (key) => values.get(key) ?? null,
		setItem: (key, value) => void values.set(key, value),
		removeItem: (key) => void values.delete(key),
		raw: () => values.get(CART_STORAGE_KEY) ?? null,
	}
}

const ids = (items: CartItem[]) => items.map((item) => item.id)
const EMAIL = 'sam@example.com'

describeEachDatabase('account cart store', (getDb) => {
	let ctx: CartTestContext
	let cookie: string
	let userId: string
	beforeEach(async () => {
		const { db, dialect } = getDb()
		await getDb().clear()
		ctx = testContext(db, dialect)
		cookie = await signedInCookie(ctx, EMAIL)
		userId = (await db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id
	})

	const storeFor = (
		guest = memoryStorage(),
		onTransferred?: (count: number, kept: number) => void,
	) =>
		createAccountCartStore({
			userId,
			guestStorage: () => guest,
			fetch: fetchAsBrowser(ctx, cookie),
			onTransferred,
		})

	it('saves each change on the server, in the order the page made them', async () => {
		const store = storeFor()
		expect(store.kind).toBe('account')
		expect(await store.load()).toEqual([])
		// Not awaited one by one: a quick double click must still save in order.
		await Promise.all(['a', 'b', 'c'].map((id) => store.add(cartLine({}, id))))
		await store.remove('b')
		expect(ids(await store.load())).toEqual(['a', 'c'])

		const otherDevice = createAccountCartStore({
			userId,
			guestStorage: () => memoryStorage(),
			fetch: fetchAsBrowser(ctx, await signInAgain(ctx, EMAIL)),
		})
		expect(ids(await otherDevice.load())).toEqual(['a', 'c'])
		await otherDevice.clear()
		expect(await store.load()).toEqual([])
	})

	it('moves a guest cart after the saved lines on the first load, and says how many', async () => {
		await storeFor().add(cartLine({}, 'saved'))
		const guest = memoryStorage([cartLine({}, 'guest-1'), cartLine({ width: 40 }, 'guest-2')])
		const transferred = vi.fn()
		const store = storeFor(guest, transferred)

		expect(ids(await store.load())).toEqual(['saved', 'guest-1', 'guest-2'])
		expect(transferred).toHaveBeenCalledExactlyOnceWith(2, 0)
		expect(guest.raw()).toBeNull()
		expect(ids(await store.load())).toEqual(['saved', 'guest-1', 'guest-2'])
		expect(transferred).toHaveBeenCalledOnce()
	})

	it(`loses no line when a merge would pass ${LIMITS.cartLines} lines: the rest stay in the browser`, async () => {
		// The case: 30 saved lines and 30 guest lines; 20 fit.
		const saver = storeFor()
		for (let i = 0; i < 30; i++) await saver.add(cartLine({}, `saved-${i}`))
		const guestLines = Array.from({ length: 30 }, (_, i) => cartLine({ width: 20 }, `guest-${i}`))
		const guest = memoryStorage(guestLines)
		const transferred = vi.fn()
		const store = storeFor(guest, transferred)

		const items = await store.load()
		expect(items).toHaveLength(LIMITS.cartLines)
		expect(ids(items).slice(30)).toEqual(ids(guestLines.slice(0, 20)))
		expect(transferred).toHaveBeenCalledExactlyOnceWith(20, 10)
		// The 10 that did not move are still in this browser, in their order.
		expect(ids(JSON.parse(guest.raw()!) as CartItem[])).toEqual(ids(guestLines.slice(20)))
		const toast = cartTransferredMessage(20, 10)
		expect(toast.description).toBe(
			`20 item(s) transferred to your account. 10 item(s) did not fit: a cart holds at most ${LIMITS.cartLines} different screens. They are kept in this browser and move to your account when there is room.`,
		)

		// A later load does not repeat the message while nothing moves...
		await store.load()
		expect(transferred).toHaveBeenCalledOnce()
		// ...and moves the rest once there is room.
		for (let i = 0; i < 10; i++) await store.remove(`saved-${i}`)
		const after = await store.load()
		expect(after).toHaveLength(LIMITS.cartLines)
		expect(ids(after).slice(-10)).toEqual(ids(guestLines.slice(20)))
		expect(transferred).toHaveBeenLastCalledWith(10, 0)
		expect(guest.raw()).toBeNull()
	})

	it("sets a line's quantity on the server, and another device sees it", async () => {
		const store = storeFor()
		await store.add(cartLine({ quantity: 1 }, 'a'))
		await store.setQuantity('a', 2)
		const otherDevice = createAccountCartStore({
			userId,
			guestStorage: () => memoryStorage(),
			fetch: fetchAsBrowser(ctx, await signInAgain(ctx, EMAIL)),
		})
		expect((await otherDevice.load()).map((item) => item.quantity)).toEqual([2])
		await expect(store.setQuantity('a', 21)).rejects.toThrow(CartSyncError)
	})

	it('keeps the guest cart when moving it fails, so the next load tries again', async () => {
		const guest = memoryStorage([cartLine({}, 'guest-1')])
		const signedOut = createAccountCartStore({
			userId,
			guestStorage: () => guest,
			fetch: fetchAsBrowser(ctx, 'shop.session_token=ended'),
		})
		const failure = await signedOut.load().catch((error: unknown) => error)
		expect(failure).toBeInstanceOf(CartSyncError)
		expect(failure).toMatchObject({ status: 401, message: 'Sign in to save your cart.' })
		expect(guest.raw()).not.toBeNull()
		await expect(signedOut.add(cartLine())).rejects.toThrow(CartSyncError)

		expect(ids(await storeFor(guest).load())).toEqual(['guest-1'])
		expect(guest.raw()).toBeNull()
	})

	it('tells subscribers about other tabs, focus and the page becoming visible', async () => {
		const tabA = storeFor()
		const tabB = storeFor()
		const focus = new EventTarget()
		const page = Object.assign(new EventTarget(), {
			visibilityState: 'hidden' as DocumentVisibilityState,
		})
		const watched = createAccountCartStore({
			userId,
			fetch: fetchAsBrowser(ctx, cookie),
			focusEvents: focus,
			visibility: page,
		})
		const heard = { a: 0, b: 0, watched: 0, stranger: 0 }
		const stranger = createAccountCartStore({
			userId: 'someone-else',
			fetch: fetchAsBrowser(ctx, cookie),
		})
		const unsubscribe = [
			tabA.subscribe(() => heard.a++),
			tabB.subscribe(() => heard.b++),
			watched.subscribe(() => heard.watched++),
			stranger.subscribe(() => heard.stranger++),
		]
		try {
			await tabA.add(cartLine())
			await vi.waitFor(() => expect(heard.b).toBe(1))
			expect(heard.watched).toBe(1)
			// Not the tab that made the change, nor another account's cart.
			expect([heard.a, heard.stranger]).toEqual([0, 0])

			page.dispatchEvent(new Event('visibilitychange'))
			expect(heard.watched).toBe(1)
			page.visibilityState = 'visible'
			page.dispatchEvent(new Event('visibilitychange'))
			expect(heard.watched).toBe(2)
			// The focus that comes with it is the same refresh.
			focus.dispatchEvent(new Event('focus'))
			expect(heard.watched).toBe(2)
		} finally {
			for (const stop of unsubscribe) stop()
		}
		await tabB.add(cartLine())
		await new Promise((resolve) => setTimeout(resolve, 50))
		expect(heard).toEqual({ a: 0, b: 1, watched: 2, stranger: 0 })
	})
})
