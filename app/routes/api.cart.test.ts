import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { SCREEN_LABEL_MESSAGE } from '#app/content/words/messages/screen-label.ts'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import type { CartAnswer, CartProblem } from '#app/domain/cart/cart-request.ts'
import { testContext } from '#tests/support/fixtures/auth.ts'
import type { DB, Dialect } from '#db/index.ts'
import {
	cartLine as line,
	cartRequest,
	nodeHandlerEntry,
	routeModuleEntry,
	signInAgain,
	signedInCookie,
	type CartEntry,
	type CartTestContext as Ctx,
} from '#tests/support/fixtures/cart.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'

type Answer = { status: number; body: CartAnswer & CartProblem }

async function read(response: Response): Promise<Answer> {
	return { status: response.status, body: (await response.json()) as Answer['body'] }
}

const ids = (answer: Answer) => answer.body.items.map((item) => item.id)

describeEachDatabase('/api/cart', (getDb) => {
	describe.each<CartEntry>([routeModuleEntry, nodeHandlerEntry()])('through the $name', (entry) => {
		afterAll(() => entry.close())
		const send = (ctx: Ctx, request: Request) => entry.handle(request, ctx).then(read)

		function post(ctx: Ctx, cookie: string | null, body: unknown) {
			const request = cartRequest(cookie, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: typeof body === 'string' ? body : JSON.stringify(body),
			})
			return send(ctx, request)
		}

		function postForm(ctx: Ctx, cookie: string, fields: Record<string, string>) {
			const request = cartRequest(cookie, { method: 'POST', body: new URLSearchParams(fields) })
			return send(ctx, request)
		}

		const get = (ctx: Ctx, cookie: string | null) => send(ctx, cartRequest(cookie))

		const contextFor = (db: DB, dialect: Dialect) => testContext(db, dialect)
		let ctx: Ctx
		let alice: string
		beforeEach(async () => {
			const { db, dialect } = getDb()
			await getDb().clear()
			ctx = contextFor(db, dialect)
			alice = await signedInCookie(ctx, 'alice@example.com')
		})

		it('answers a guest 401 and stores nothing', async () => {
			const list = await get(ctx, null)
			expect(list.status).toBe(401)
			expect(list.body.error).toBe('Sign In Required')
			expect((await post(ctx, null, { intent: 'add', item: line() })).status).toBe(401)
			expect((await post(ctx, 'shop.session_token=forged', { intent: 'clear' })).status).toBe(401)
			const rows = await getDb().db.selectFrom('cart_items').select('id').execute()
			expect(rows).toEqual([])
		})

		it('keeps a trimmed label per line and refuses a bad one with a 400', async () => {
			await post(ctx, alice, { intent: 'add', item: { ...line({}, 'a'), label: ' Kitchen left ' } })
			const second = await post(ctx, alice, {
				intent: 'add',
				item: { ...line({}, 'b'), label: 'Kitchen right' },
			})
			expect(second.body.items.map((item) => [item.id, item.label])).toEqual([
				['a', 'Kitchen left'],
				['b', 'Kitchen right'],
			])
			for (const label of [
				'x'.repeat(41),
				'a\u0000b',
				'tab\there',
				'Den\u001b[31m',
				'\u202Eab',
				7,
			]) {
				const refused = await post(ctx, alice, { intent: 'add', item: { ...line({}, 'c'), label } })
				expect(refused.status).toBe(400)
				expect(refused.body.message).toBe(`label: ${SCREEN_LABEL_MESSAGE}`)
			}
			expect(ids(await get(ctx, alice))).toEqual(['a', 'b'])
		})

		it('adds (JSON or form), removes and clears, answering the saved cart each time', async () => {
			const tampered = { ...line({ width: 48, height: 72 }, 'a'), price: 1, userId: 'someone' }
			const added = await post(ctx, alice, { intent: 'add', item: tampered })
			expect(added.status).toBe(200)
			expect(added.body.items).toEqual([
				expect.objectContaining({ id: 'a', width: 48, height: 72, quantity: 2, price: 7600 }),
			])

			const form = await postForm(ctx, alice, {
				intent: 'add',
				id: 'b',
				width: '24',
				widthFraction: '0.5',
				height: '36',
				heightFraction: '0',
				quantity: '3',
			})
			expect(form.status).toBe(200)
			expect(form.body.items[1]).toMatchObject({ id: 'b', widthFraction: 0.5, price: 4600 })

			expect(ids(await post(ctx, alice, { intent: 'remove', id: 'a' }))).toEqual(['b'])
			// Removing a line that is already gone (another tab removed it) is not an error.
			const again = await post(ctx, alice, { intent: 'remove', id: 'a' })
			expect([again.status, ids(again)]).toEqual([200, ['b']])
			expect(ids(await get(ctx, alice))).toEqual(['b'])
			expect(ids(await postForm(ctx, alice, { intent: 'clear' }))).toEqual([])
		})

		it("sets a line's quantity (JSON or form), answering the saved cart", async () => {
			await post(ctx, alice, { intent: 'add', item: line({ quantity: 1 }, 'a') })
			await post(ctx, alice, { intent: 'add', item: line({ quantity: 1 }, 'b') })
			const json = await post(ctx, alice, { intent: 'set-quantity', id: 'a', quantity: 2 })
			expect(json.status).toBe(200)
			expect(json.body.items.map((item) => [item.id, item.quantity])).toEqual([
				['a', 2],
				['b', 1],
			])
			const form = await postForm(ctx, alice, { intent: 'set-quantity', id: 'b', quantity: '20' })
			expect(form.body.items.map((item) => item.quantity)).toEqual([2, 20])
			for (const quantity of [0, 21, 1.5, 'two']) {
				const bad = await post(ctx, alice, { intent: 'set-quantity', id: 'a', quantity })
				expect(bad.status, String(quantity)).toBe(400)
				expect(bad.body.message).toMatch(/quantity/i)
			}
			expect((await get(ctx, alice)).body.items.map((item) => item.quantity)).toEqual([2, 20])
		})

		it('merges a guest cart after the saved one and says how many lines moved, once', async () => {
			await post(ctx, alice, { intent: 'add', item: line({}, 'saved') })
			const guest = [line({ width: 20 }, 'g1'), line({ width: 21 }, 'g2')]
			const merged = await post(ctx, alice, { intent: 'merge', items: guest })
			expect(merged.status).toBe(200)
			expect(merged.body.transferred).toBe(2)
			expect(ids(merged)).toEqual(['saved', 'g1', 'g2'])

			const repeated = await post(ctx, alice, { intent: 'merge', items: guest })
			expect([repeated.body.transferred, ids(repeated)]).toEqual([0, ['saved', 'g1', 'g2']])
			const asForm = await postForm(ctx, alice, {
				intent: 'merge',
				items: JSON.stringify([line({}, 'g3')]),
			})
			expect([asForm.body.transferred, ids(asForm)]).toEqual([1, ['saved', 'g1', 'g2', 'g3']])
		})

		it('answers bad requests with 400 and a clear message', async () => {
			const cases: [unknown, RegExp][] = [
				['{not json', /not valid JSON/],
				[{}, /intent must be one of: add, remove, set-quantity, clear, merge/],
				[{ intent: 'steal' }, /intent must be one of/],
				[{ intent: 'add' }, /^item: /],
				[{ intent: 'add', item: { ...line(), width: 5 } }, /^width: Width must be at least 6/],
				[{ intent: 'add', item: { ...line(), heightFraction: 0.3 } }, /^heightFraction: Fraction/],
				[{ intent: 'add', item: { ...line(), quantity: 21 } }, /Quantity must be at most 20/],
				[{ intent: 'remove' }, /^id: /],
				[{ intent: 'merge', items: 'all' }, /items must be a list of cart items/],
				[{ intent: 'merge', items: [line(), { ...line(), id: '' }] }, /^Item 2 \(id\)/],
				[
					{ intent: 'merge', items: Array.from({ length: LIMITS.cartLines + 1 }, () => line()) },
					new RegExp(`at most ${LIMITS.cartLines} different screens`),
				],
			]
			for (const [body, message] of cases) {
				const answer = await post(ctx, alice, body)
				expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400)
				expect(answer.body.message).toMatch(message)
			}
			const badForm = await postForm(ctx, alice, { intent: 'add', id: 'x', width: 'wide' })
			expect([badForm.status, badForm.body.message]).toEqual([400, expect.stringMatching(/^width/)])
			const plainText = { method: 'POST', body: 'add', headers: { 'Content-Type': 'text/plain' } }
			expect((await send(ctx, cartRequest(alice, plainText))).status).toBe(415)
			const put = await entry.handle(cartRequest(alice, { method: 'PUT' }), ctx)
			expect([put.status, put.headers.get('Allow')]).toEqual([405, 'GET, POST'])
			expect(ids(await get(ctx, alice))).toEqual([])
		})

		it(`refuses a line beyond ${LIMITS.cartLines} with 409`, async () => {
			const full = Array.from({ length: LIMITS.cartLines }, () => line())
			expect((await post(ctx, alice, { intent: 'merge', items: full })).body.transferred).toBe(
				LIMITS.cartLines,
			)
			const refused = await post(ctx, alice, { intent: 'add', item: line() })
			expect([refused.status, refused.body.error]).toEqual([409, 'Cart Full'])
			expect(refused.body.message).toMatch(`at most ${LIMITS.cartLines} different screens`)
		})

		it("never lets one customer read, change or delete another's lines", async () => {
			const bob = await signedInCookie(ctx, 'bob@example.com')
			await post(ctx, alice, { intent: 'merge', items: [line({}, 'alice-1'), line({}, 'alice-2')] })

			expect(ids(await get(ctx, bob))).toEqual([])
			// Naming Alice in the body changes nothing: the user is the session's.
			const users = await getDb().db.selectFrom('users').select(['id', 'email']).execute()
			const aliceId = users.find((user) => user.email === 'alice@example.com')!.id
			const sneaky = { intent: 'remove', id: 'alice-1', userId: aliceId, user_id: aliceId }
			expect(ids(await post(ctx, bob, sneaky))).toEqual([])
			expect(ids(await post(ctx, bob, { intent: 'clear', userId: aliceId }))).toEqual([])
			const bobAdd = await post(ctx, bob, { intent: 'add', item: line({ quantity: 9 }, 'alice-2') })
			expect(bobAdd.body.items.map((item) => [item.id, item.quantity])).toEqual([['alice-2', 9]])

			const alices = await get(ctx, alice)
			expect(alices.body.items.map((item) => [item.id, item.quantity])).toEqual([
				['alice-1', 2],
				['alice-2', 2],
			])
		})

		it('keeps every line when two devices on two server processes add at once', async () => {
			const { db, dialect, connectAgain } = getDb()
			const phone = contextFor(connectAgain(), dialect)
			const phoneCookie = await signInAgain(phone, 'alice@example.com')
			const adds = Array.from({ length: 25 }, (_, i) => [
				post(ctx, alice, { intent: 'add', item: line({}, `laptop-${i}`) }),
				post(phone, phoneCookie, { intent: 'add', item: line({}, `phone-${i}`) }),
			]).flat()
			const answers = await Promise.all(adds)
			expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]))

			const fromLaptop = await get(ctx, alice)
			expect(fromLaptop.body.items).toHaveLength(50)
			expect(ids(await get(phone, phoneCookie))).toEqual(ids(fromLaptop))
			const stored = await db.selectFrom('cart_items').select('item_id').execute()
			expect(stored).toHaveLength(50)
		})
	})
})
