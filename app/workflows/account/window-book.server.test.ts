import { beforeEach, expect, it } from 'vitest'
import { SCREEN_LABEL_MESSAGE } from '#app/content/words/messages/screen-label.ts'
import { WINDOW_BOOK_WORDS } from '#app/content/words/window-book.ts'
import { paidOrder } from '#tests/support/fixtures/admin.ts'
import { addWindows, findWindows, listWindows } from '#app/models/account/windows.server.ts'
import { formData as form } from '#tests/support/fixtures/form-data.ts'
import { cartItem } from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { aliceAndBob } from '#tests/support/fixtures/users.ts'
import { changeWindowBook } from './window-book.server.ts'

const kitchen = {
	label: 'Kitchen left',
	width: 30,
	width_sixteenths: 7,
	height: 40,
	height_sixteenths: 8,
}

describeEachDatabase('window book', (getDb) => {
	let alice: string
	let bob: string
	beforeEach(async () => {
		;({ alice, bob } = await aliceAndBob(getDb()))
	})

	it('saves an opening from /order once, trimmed, for its owner only', async () => {
		const { db } = getDb()
		const fields = {
			intent: 'save-window',
			label: '  Kitchen left ',
			width: '30',
			widthSixteenths: '7',
			height: '40',
			heightSixteenths: '8',
		}
		expect(await changeWindowBook(db, alice, form(fields))).toMatchObject({
			ok: true,
			message: WINDOW_BOOK_WORDS.saved,
		})
		expect(await changeWindowBook(db, alice, form(fields))).toMatchObject({
			ok: true,
			message: WINDOW_BOOK_WORDS.alreadySaved,
		})
		const saved = await listWindows(db, alice)
		expect(saved).toHaveLength(1)
		expect(saved[0]).toMatchObject(kitchen)
		expect(await listWindows(db, bob)).toEqual([])
	})

	it('refuses a bad label or size with a 400 and saves nothing', async () => {
		const { db } = getDb()
		const base = { intent: 'save-window', width: '30', widthSixteenths: '0', height: '40' }
		for (const fields of [
			{ ...base, heightSixteenths: '0', label: 'x'.repeat(41) },
			{ ...base, heightSixteenths: '0', label: 'a\u0007b' },
			{ ...base, heightSixteenths: '16', label: 'Den' },
			{ ...base, width: '49', heightSixteenths: '0', label: 'Den' },
		]) {
			expect(await changeWindowBook(db, alice, form(fields))).toMatchObject({
				ok: false,
				status: 400,
			})
		}
		expect(await listWindows(db, alice)).toEqual([])
	})

	it("a signed-in customer's paid order fills their window book, each opening once", async () => {
		const { db } = getDb()
		const items = [
			{ ...cartItem({ width: 30, widthSixteenths: 0 }), label: 'Kitchen left' },
			{ ...cartItem({ width: 30, widthSixteenths: 0 }), label: 'Kitchen right' },
			cartItem({ width: 30, widthSixteenths: 0, quantity: 1 }),
		]
		await paidOrder(db, { user: { id: alice, email: 'alice@example.com' }, items })
		await paidOrder(db, { user: { id: alice, email: 'alice@example.com' }, items })
		const book = await listWindows(db, alice)
		expect(book.map((window) => [window.label, window.width, window.height])).toEqual([
			['Kitchen left', 30, 40],
			['Kitchen right', 30, 40],
			['', 30, 40],
		])
		expect(await listWindows(db, bob)).toEqual([])
	})

	it('records bought openings without duplicates', async () => {
		const { db } = getDb()
		expect(await addWindows(db, alice, [kitchen, kitchen, { ...kitchen, label: '' }])).toBe(2)
		expect(await addWindows(db, alice, [kitchen])).toBe(0)
		expect((await listWindows(db, alice)).map((window) => window.label)).toEqual([
			'Kitchen left',
			'',
		])
	})

	it('refuses a label with ESC or U+202E, saved or renamed, with the label message', async () => {
		const { db } = getDb()
		await addWindows(db, alice, [kitchen])
		const id = (await listWindows(db, alice))[0]!.id
		const save = { intent: 'save-window', width: '30', widthSixteenths: '0', height: '40' }
		for (const label of ['Den\u001b[31m', '\u202Enehctik', 'x'.repeat(41)]) {
			const refusal = { ok: false, status: 400, message: SCREEN_LABEL_MESSAGE }
			expect(
				await changeWindowBook(db, alice, form({ ...save, heightSixteenths: '0', label })),
			).toMatchObject(refusal)
			expect(
				await changeWindowBook(db, alice, form({ intent: 'rename-window', id, label })),
			).toMatchObject(refusal)
		}
		expect((await listWindows(db, alice)).map((window) => window.label)).toEqual(['Kitchen left'])
	})

	it("renames and deletes only the owner's window; another user's id is refused", async () => {
		const { db } = getDb()
		await addWindows(db, alice, [kitchen, { ...kitchen, label: 'Bath' }])
		const [bath, kitchenWindow] = await listWindows(db, alice)
		const id = kitchenWindow!.id

		expect(
			await changeWindowBook(db, bob, form({ intent: 'rename-window', id, label: 'Mine' })),
		).toMatchObject({ ok: false, status: 404 })
		expect(await changeWindowBook(db, bob, form({ intent: 'delete-window', id }))).toMatchObject({
			ok: false,
			status: 404,
		})
		expect(await findWindows(db, bob, [id])).toEqual([])
		expect((await findWindows(db, alice, [id]))[0]?.label).toBe('Kitchen left')

		expect(
			await changeWindowBook(db, alice, form({ intent: 'rename-window', id, label: 'Bath' })),
		).toMatchObject({ ok: false, status: 409, message: WINDOW_BOOK_WORDS.duplicate })
		expect(
			await changeWindowBook(db, alice, form({ intent: 'rename-window', id, label: ' Pantry ' })),
		).toMatchObject({ ok: true })
		expect((await findWindows(db, alice, [id]))[0]?.label).toBe('Pantry')

		expect(await changeWindowBook(db, alice, form({ intent: 'delete-window', id }))).toMatchObject({
			ok: true,
		})
		expect((await listWindows(db, alice)).map((window) => window.id)).toEqual([bath!.id])
	})

	it('rate limits changes per user', async () => {
		const { db } = getDb()
		const now = new Date('2026-01-01T10:00:00.000Z')
		const fields = form({ intent: 'delete-window', id: 'nothing' })
		for (let i = 0; i < 60; i++) await changeWindowBook(db, alice, fields, now)
		expect(await changeWindowBook(db, alice, fields, now)).toMatchObject({ status: 429 })
		expect(await changeWindowBook(db, bob, fields, now)).toMatchObject({ status: 404 })
	})
})
