import { beforeEach, expect, it } from 'vitest'
import { signIn, signUp, verifyEmail } from '#app/services/auth/auth-api.server.ts'
import { browserRequest, lastMailTo, linkToken, testContext } from '#tests/support/fixtures/auth.ts'
import {
	cartItem,
	countRows,
	createPaymentRequest,
	paymentContext,
	routeArgs,
	stripeProviderFor,
} from '#tests/support/fixtures/payment.ts'
import { stripeStandInForFile } from '#tests/support/fixtures/stripe.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { action } from './api.create-payment.ts'

const standIn = stripeStandInForFile()

type Answer = { url?: string; error?: string; message?: string }

describeEachDatabase('POST /api/create-payment', (getDb) => {
	const context = () => {
		const { db, dialect } = getDb()
		return paymentContext(db, dialect, standIn.provider())
	}
	async function post(body: unknown, ctx = context()) {
		const response = (await action(routeArgs(createPaymentRequest(body), ctx))) as Response
		return { status: response.status, body: (await response.json()) as Answer }
	}
	const sessionFor = (url: string) =>
		[...standIn.sessions.values()].find((session) => session.url === url)!

	beforeEach(() => getDb().clear())

	it('ignores the prices and total the browser sent: session and order at the real total', async () => {
		// 30 7/16 x 40 1/2, qty 2: $40 + 22 x $0.50 = $51.00 each; 48 x 72: $40 + 72 x $0.50 = $76.00.
		const items = [
			cartItem(),
			cartItem({ width: 48, widthSixteenths: 0, height: 72, heightSixteenths: 15, quantity: 1 }),
		]
		const tampered = items.map((item) => ({ ...item, price: 0.01 }))
		const { status, body } = await post({ items: tampered, totalAmount: 0.01 })
		expect(status).toBe(200)

		const session = sessionFor(body.url!)
		expect(session.amount_total).toBe(19224) // 10200 + 7600 = 17800, tax 1424
		const request = standIn.requests.findLast((r) => r.path === '/v1/checkout/sessions')!
		const lines = request.params.line_items as {
			quantity: string
			price_data: { unit_amount: string }
		}[]
		expect(lines.map((line) => [line.price_data.unit_amount, line.quantity])).toEqual([
			['5100', '2'],
			['7600', '1'],
			['1424', '1'],
		])

		const order = await getDb().db.selectFrom('orders').selectAll().executeTakeFirstOrThrow()
		expect(order).toMatchObject({
			status: 'pending_payment',
			subtotal_cents: 17800,
			tax_cents: 1424,
			total_cents: 19224,
			screen_count: 3,
			provider: 'stripe',
			provider_session_id: session.id,
			number: session.id.slice(-8).toUpperCase(),
			checkout_url: body.url,
			user_id: null,
		})
		expect(session.metadata).toEqual({ order_id: order.id })
		const orderItems = await getDb()
			.db.selectFrom('order_items')
			.selectAll()
			.where('order_id', '=', order.id)
			.orderBy('position')
			.execute()
		expect(
			orderItems.map((item) => [
				item.width,
				item.width_sixteenths,
				item.height,
				item.height_sixteenths,
				item.quantity,
				item.unit_price_cents,
				item.line_total_cents,
			]),
		).toEqual([
			[30, 7, 40, 8, 2, 5100, 10200],
			[48, 0, 72, 15, 1, 7600, 7600],
		])
	})

	it("charges shipping as the policy says: Stripe's amount_total is the shop's total to the cent", async () => {
		type ShippingOption = {
			shipping_rate_data: {
				type: string
				display_name: string
				fixed_amount: { amount: string; currency: string }
				delivery_estimate: { minimum: { value: string }; maximum: { value: string } }
			}
		}
		// One 30 x 30 screen is $46.00 (under $75.00); two are $92.00 (over). Tax is 8% of the
		// screens only; standard is $9.95 under $75.00 and free from it; expedited is $24.95.
		const cases = [
			{ quantity: 1, method: 'standard', shipping: 995, total: 5963, days: ['5', '7'] },
			{ quantity: 1, method: 'expedited', shipping: 2495, total: 7463, days: ['2', '3'] },
			{ quantity: 2, method: 'standard', shipping: 0, total: 9936, days: ['5', '7'] },
			{ quantity: 2, method: 'expedited', shipping: 2495, total: 12431, days: ['2', '3'] },
		] as const
		for (const { quantity, method, shipping, total, days } of cases) {
			const items = [cartItem({ width: 30, widthSixteenths: 0, height: 30, quantity })]
			const { status, body } = await post({ items, shippingMethod: method, cartKey: 'cart-ship' })
			expect(status, `${quantity} ${method}`).toBe(200)

			const session = sessionFor(body.url!)
			expect(session.amount_total, `${quantity} ${method}`).toBe(total)
			const request = standIn.requests.findLast((r) => r.path === '/v1/checkout/sessions')!
			const options = request.params.shipping_options as ShippingOption[]
			expect(options).toHaveLength(1)
			const rate = options[0]!.shipping_rate_data
			expect(rate.type).toBe('fixed_amount')
			expect(rate.fixed_amount).toEqual({ amount: String(shipping), currency: 'usd' })
			expect(rate.display_name).toMatch(method === 'standard' ? /^Standard/ : /^Expedited/)
			expect([rate.delivery_estimate.minimum.value, rate.delivery_estimate.maximum.value]).toEqual(
				days,
			)

			const order = await getDb()
				.db.selectFrom('orders')
				.selectAll()
				.where('provider_session_id', '=', session.id)
				.executeTakeFirstOrThrow()
			expect(order).toMatchObject({
				shipping_method: method,
				shipping_cents: shipping,
				total_cents: total,
			})
		}
		// Each method is its own order: the same cart with another method is not reused.
		expect(await countRows(getDb().db, 'orders')).toBe(4)
	})

	it('refuses a shipping method the shop does not offer', async () => {
		const answer = await post({ items: [cartItem()], shippingMethod: 'overnight' })
		expect(answer.status).toBe(400)
		expect(answer.body.message).toMatch(/shippingMethod must be one of: standard, expedited/)
		expect(await countRows(getDb().db, 'orders')).toBe(0)
	})

	it('answers bad input with 400 and a clear message, and makes no order', async () => {
		const cases: [unknown, RegExp][] = [
			['{not json', /not valid JSON/],
			[{}, /items/],
			[{ items: 'all of them' }, /list of cart items/],
			[{ items: [] }, /add items to your cart/],
			[{ items: [{ ...cartItem(), width: 5 }] }, /^Item 1 \(width\): Width must be at least 6/],
			[
				{ items: [cartItem(), { ...cartItem(), heightFraction: 0.3 }] },
				/^Item 2 \(heightFraction\)/,
			],
			[{ items: [{ ...cartItem(), quantity: 21 }] }, /Quantity must be at most 20/],
			[{ items: [cartItem()], cartKey: 'x' }, /cartKey/],
		]
		for (const [body, message] of cases) {
			const answer = await post(body)
			expect(answer.status, JSON.stringify(body)).toBe(400)
			expect(answer.body.message).toMatch(message)
		}
		const empty = await post({ items: [] })
		expect(empty.body.error).toBe('Empty Cart')

		const notJson = await action(
			routeArgs(
				new Request('http://shop.test/api/create-payment', { method: 'POST', body: 'items=1' }),
				context(),
			),
		)
		expect((notJson as Response).status).toBe(415)
		expect(await countRows(getDb().db, 'orders')).toBe(0)
	})

	it('makes one order for a double click or a second tab paying the same cart', async () => {
		const items = [cartItem(), cartItem({ quantity: 1 })]
		const answers = await Promise.all(
			Array.from({ length: 5 }, () => post({ items, totalAmount: 1, cartKey: 'cart-key-123' })),
		)
		expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
		expect(new Set(answers.map((a) => a.body.url)).size).toBe(1)
		expect(await countRows(getDb().db, 'orders')).toBe(1)

		// Items in another order are the same cart; another quantity is not, nor another cart.
		const reordered = await post({ items: [...items].reverse(), cartKey: 'cart-key-123' })
		expect(reordered.body.url).toBe(answers[0]!.body.url)
		const changed = await post({ items: [cartItem({ quantity: 3 })], cartKey: 'cart-key-123' })
		const otherCart = await post({ items, cartKey: 'cart-key-456' })
		expect(new Set([answers[0]!.body.url, changed.body.url, otherCart.body.url]).size).toBe(3)
		expect(await countRows(getDb().db, 'orders')).toBe(3)
	})

	it('links the signed-in customer to the order, pre-fills the e-mail, and dedupes per user', async () => {
		const { db, dialect } = getDb()
		const auth = testContext(db, dialect)
		const account = {
			email: 'kim@example.com',
			password: 'tangerine-bicycle',
			username: 'kim',
			fullName: 'Kim Park',
		}
		await signUp(auth, browserRequest(), account)
		const mail = await lastMailTo(db, account.email)
		await verifyEmail(auth, browserRequest(), linkToken(mail!.text_body, 'verify'))
		const outcome = await signIn(auth, browserRequest(), {
			email: account.email,
			password: account.password,
		})
		if (!outcome.ok) throw new Error(outcome.message)
		const cookie = outcome.cookies.map((c) => c.split(';')[0]).join('; ')

		const signedIn = () => {
			const request = createPaymentRequest({ items: [cartItem()] })
			request.headers.set('Cookie', cookie)
			return action(routeArgs(request, context())) as Promise<Response>
		}
		const [first, second] = await Promise.all([signedIn(), signedIn()])
		const urls = await Promise.all(
			[first, second].map(async (r) => ((await r.json()) as Answer).url),
		)
		expect(urls[0]).toBe(urls[1])
		const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow()
		const order = await db.selectFrom('orders').selectAll().executeTakeFirstOrThrow()
		expect(order).toMatchObject({ user_id: user.id, email: 'kim@example.com' })
		expect(sessionFor(urls[0]!).customer_email).toBe('kim@example.com')
		expect(await countRows(db, 'orders')).toBe(1)
	})

	it('gives a second order another number when the session id would repeat one', async () => {
		standIn.queueSessionIds(
			'cs_test_first_SAME1234',
			'cs_test_second_SAME1234',
			'cs_test_third_OTHR5678',
		)
		const first = await post({ items: [cartItem()] })
		const second = await post({ items: [cartItem()] })
		expect(first.status).toBe(200)
		expect(second.status).toBe(200)
		const numbers = await getDb()
			.db.selectFrom('orders')
			.select('number')
			.orderBy('number')
			.execute()
		expect(numbers.map((row) => row.number)).toEqual(['OTHR5678', 'SAME1234'])
		expect(standIn.sessions.get('cs_test_second_SAME1234')!.status).toBe('expired')
		expect(sessionFor(second.body.url!).id).toBe('cs_test_third_OTHR5678')
	})

	it('answers 502 Payment Error when the provider fails, and cancels the order', async () => {
		const { db, dialect } = getDb()
		const down = paymentContext(db, dialect, stripeProviderFor('http://127.0.0.1:9'))
		const answer = await post({ items: [cartItem()], cartKey: 'cart-down-1' }, down)
		expect(answer).toEqual({
			status: 502,
			body: {
				error: 'Payment Error',
				message: 'Failed to create payment session. Please try again.',
			},
		})
		const order = await db.selectFrom('orders').selectAll().executeTakeFirstOrThrow()
		expect(order.status).toBe('canceled')
		// The cart can be paid again once the provider is back.
		const again = await post({ items: [cartItem()], cartKey: 'cart-down-1' })
		expect(again.status).toBe(200)
	})
})
