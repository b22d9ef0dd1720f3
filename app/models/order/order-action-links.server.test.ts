import { beforeEach, expect, it } from 'vitest'
import { paidOrder } from '#tests/support/fixtures/admin.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import {
	deleteExpiredOrderActionLinks,
	findUsableOrderActionLink,
	insertOrderActionLink,
	consumeOrderActionLink,
} from './order-action-links.server.ts'

const NOW = new Date('2030-12-05T15:00:00Z')
const LATER = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000)

describeEachDatabase('order action links', (getDb) => {
	beforeEach(() => getDb().clear())

	async function link(action: 'change' | 'cancel' | 'edit' = 'cancel', hash = 'h'.repeat(64)) {
		const order = await paidOrder(getDb().db)
		await insertOrderActionLink(
			getDb().db,
			{ orderId: order.id, action, tokenHash: hash, expiresAt: LATER(30) },
			NOW,
		)
		return { order, hash }
	}

	it('is found and used once, only for its own action, and not after it expires', async () => {
		const { db } = getDb()
		const { order, hash } = await link('cancel')
		expect((await findUsableOrderActionLink(db, hash, LATER(29)))?.order_id).toBe(order.id)
		expect(await findUsableOrderActionLink(db, hash, LATER(30))).toBeUndefined()
		expect(await consumeOrderActionLink(db, hash, 'change', LATER(1))).toBeUndefined()
		expect(await consumeOrderActionLink(db, hash, 'cancel', LATER(30))).toBeUndefined()
		const used = await consumeOrderActionLink(db, hash, 'cancel', LATER(1))
		expect(used).toMatchObject({ order_id: order.id, action: 'cancel' })
		expect(used!.used_at).toBe(LATER(1).toISOString())
		expect(await consumeOrderActionLink(db, hash, 'cancel', LATER(2))).toBeUndefined()
		expect(await findUsableOrderActionLink(db, hash, LATER(2))).toBeUndefined()
	})

	it('is used by exactly one of ten clicks at once, from two server processes', async () => {
		const { hash } = await link('change')
		const other = getDb().connectAgain()
		const clicks = Array.from({ length: 10 }, (_, i) =>
			consumeOrderActionLink(i % 2 ? other : getDb().db, hash, 'change', LATER(5)),
		)
		const results = await Promise.all(clicks)
		expect(results.filter(Boolean)).toHaveLength(1)
	})

	it('stores only what it is given as the hash, and drops links once expired', async () => {
		const { db } = getDb()
		await link('edit', 'a'.repeat(64))
		const rows = await db.selectFrom('order_action_links').selectAll().execute()
		expect(rows).toHaveLength(1)
		expect(rows[0]!.token_hash).toBe('a'.repeat(64))
		expect(await deleteExpiredOrderActionLinks(db, LATER(29))).toBe(0)
		expect(await deleteExpiredOrderActionLinks(db, LATER(31))).toBe(1)
	})
})
