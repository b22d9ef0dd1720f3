// /checkout's loader reads the signed-in customer's saved cart, at today's prices, so the server's
// page shows it; a guest (or a session that is not ours) gets none, their cart being in their
// browser.
import { beforeEach, expect, it } from 'vitest'
import { addToCart } from '#app/models/cart/cart.server.ts'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import { SHOP_ORIGIN } from '#tests/support/fixtures/auth.ts'
import { cartLine, signedInCookie } from '#tests/support/fixtures/cart.ts'
import { paymentContext, routeArgs } from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { loader } from './checkout.tsx'

describeEachDatabase('/checkout loader', (getDb) => {
	const context = () => {
		const { db, dialect } = getDb()
		return paymentContext(db, dialect, createTestProvider(db))
	}
	const load = (cookie: string | null, ctx = context()) =>
		loader(
			routeArgs(
				new Request(`${SHOP_ORIGIN}/checkout`, { headers: cookie ? { Cookie: cookie } : {} }),
				ctx,
			),
		)

	const userId = async (email: string) => {
		const { db } = getDb()
		const user = await db
			.selectFrom('users')
			.select('id')
			.where('email', '=', email)
			.executeTakeFirstOrThrow()
		return user.id
	}

	beforeEach(() => getDb().clear())

	it("gives a signed-in customer their saved lines at today's prices, oldest first", async () => {
		const ctx = context()
		const alice = await signedInCookie(ctx, 'alice@example.com')
		const bob = await signedInCookie(ctx, 'bob@example.com')
		expect((await load(alice, ctx)).savedCart).toEqual([])

		const { db } = getDb()
		const aliceId = await userId('alice@example.com')
		// Priced by today's rule from the size: 30" x 40" is $51.00, 24" x 24" $40.00.
		await addToCart(
			db,
			aliceId,
			cartLine({ width: 30, widthSixteenths: 0, height: 40, quantity: 2 }, 'first'),
		)
		await addToCart(db, aliceId, {
			...cartLine({ width: 24, widthSixteenths: 0, height: 24, quantity: 1 }, 'second'),
			label: 'Den',
		})

		const data = await load(alice, ctx)
		expect(data.savedCart).toEqual([
			expect.objectContaining({ id: 'first', width: 30, height: 40, quantity: 2, price: 5100 }),
			expect.objectContaining({ id: 'second', width: 24, quantity: 1, price: 4000, label: 'Den' }),
		])
		expect(data).toMatchObject({ paymentProvider: 'Test Checkout', testMode: true })
		expect((await load(bob, ctx)).savedCart).toEqual([])
	})

	it('gives a guest, or a cookie that names no session, no saved lines', async () => {
		const ctx = context()
		const alice = await signedInCookie(ctx, 'alice@example.com')
		await addToCart(getDb().db, await userId('alice@example.com'), cartLine())
		expect((await load(alice, ctx)).savedCart).toHaveLength(1)
		expect((await load(null, ctx)).savedCart).toEqual([])
		expect((await load('shop.session_token=forged', ctx)).savedCart).toEqual([])
	})
})
