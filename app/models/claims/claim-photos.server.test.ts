import { randomBytes, randomUUID } from 'node:crypto'
import { beforeEach, expect, it } from 'vitest'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { aliceAndBob } from '#tests/support/fixtures/users.ts'
import {
	findClaimPhotoForAdmin,
	findClaimPhotoForOwner,
	insertClaimPhoto,
} from './claim-photos.server.ts'

const NOW = new Date('2030-12-05T15:00:00Z')
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** Every byte value, NUL included, then random bytes: what a JPEG may hold. */
function photoBytes(size: number): Uint8Array {
	const bytes = new Uint8Array(size)
	bytes.set(Array.from({ length: 256 }, (_, i) => i))
	bytes.set(randomBytes(size - 256), 256)
	return bytes
}

describeEachDatabase('claim photos', (getDb) => {
	let alice = ''
	let bob = ''
	beforeEach(async () => {
		;({ alice, bob } = await aliceAndBob(getDb()))
	})

	it('keeps the bytes as given and reads them back for their owner and an admin only', async () => {
		const { db } = getDb()
		const bytes = photoBytes(600 * 1024)
		const photo = { contentType: 'image/jpeg', width: 2000, height: 1500, bytes }
		const info = await insertClaimPhoto(db, { userId: alice, photo }, NOW)
		expect(info).toEqual({
			id: expect.stringMatching(UUID),
			user_id: alice,
			claim_id: null,
			content_type: 'image/jpeg',
			width: 2000,
			height: 1500,
			byte_size: 600 * 1024,
			created_at: NOW.toISOString(),
		})

		const own = await findClaimPhotoForOwner(db, info.id, alice)
		expect(own).toMatchObject(info)
		expect(Buffer.isBuffer(own!.bytes)).toBe(true)
		expect(Buffer.compare(own!.bytes, bytes)).toBe(0)
		const admin = await findClaimPhotoForAdmin(db, info.id)
		expect(Buffer.compare(admin!.bytes, bytes)).toBe(0)

		expect(await findClaimPhotoForOwner(db, info.id, bob)).toBeUndefined()
		expect(await findClaimPhotoForOwner(db, randomUUID(), alice)).toBeUndefined()
		expect(await findClaimPhotoForAdmin(db, randomUUID())).toBeUndefined()
	})

	it('gives each photo a random id, keeps its claim, and from another connection too', async () => {
		const { db } = getDb()
		const photo = { contentType: 'image/jpeg', width: 10, height: 10, bytes: photoBytes(1000) }
		const ids = []
		for (let i = 0; i < 5; i++) {
			ids.push((await insertClaimPhoto(db, { userId: bob, claimId: 'claim-1', photo })).id)
		}
		// Version 4 UUIDs: 122 random bits each, nothing counted.
		expect(new Set(ids).size).toBe(5)
		for (const id of ids) expect(id).toMatch(UUID)
		const other = getDb().connectAgain()
		const read = await findClaimPhotoForOwner(other, ids[3]!, bob)
		expect(read?.claim_id).toBe('claim-1')
		expect(Buffer.compare(read!.bytes, photo.bytes)).toBe(0)
	})

	it('goes with its owner account', async () => {
		const { db } = getDb()
		const photo = { contentType: 'image/jpeg', width: 10, height: 10, bytes: photoBytes(300) }
		const { id } = await insertClaimPhoto(db, { userId: alice, photo })
		await db.deleteFrom('users').where('id', '=', alice).execute()
		expect(await findClaimPhotoForAdmin(db, id)).toBeUndefined()
	})
})
