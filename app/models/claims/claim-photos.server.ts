// Photos of customers' claims (db/migrations/0020-claim-photos.ts), as the shop keeps them:
// re-encoded, without metadata (app/services/claims/photo-encoding.server.ts). A photo is read by
// the customer who sent it (another customer's id finds nothing, as does an unknown one) or by
// an admin; its id is a random UUID, so no photo's address leads to another's.
import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { DB } from '#db/index.ts'
import type { ClaimPhotoTable } from '#db/schema.ts'
import type { StoredPhoto } from '#app/domain/claims/claim-photos.ts'

export type ClaimPhoto = Selectable<ClaimPhotoTable>

/** A photo's row without its bytes: what a page lists. */
export type ClaimPhotoInfo = Omit<ClaimPhoto, 'bytes'>

/** Stores one photo of `userId`'s, of the claim `claimId` when it is known; answers its row. */
export async function insertClaimPhoto(
	db: DB,
	input: { userId: string; claimId?: string | null; photo: StoredPhoto },
	now = new Date(),
): Promise<ClaimPhotoInfo> {
	const { photo } = input
	const info: ClaimPhotoInfo = {
		id: randomUUID(),
		user_id: input.userId,
		claim_id: input.claimId ?? null,
		content_type: photo.contentType,
		width: photo.width,
		height: photo.height,
		byte_size: photo.bytes.byteLength,
		created_at: now.toISOString(),
	}
	// Both drivers store a Buffer as bytes (pg would read a plain Uint8Array as an array).
	const bytes = Buffer.isBuffer(photo.bytes)
		? photo.bytes
		: Buffer.from(photo.bytes.buffer, photo.bytes.byteOffset, photo.bytes.byteLength)
	await db
		.insertInto('claim_photos')
		.values({ ...info, bytes })
		.execute()
	return info
}

/** The photo `id` if `userId` sent it; undefined for another customer's photo or no photo. */
export async function findClaimPhotoForOwner(
	db: DB,
	id: string,
	userId: string,
): Promise<ClaimPhoto | undefined> {
	return db
		.selectFrom('claim_photos')
		.selectAll()
		.where('id', '=', id)
		.where('user_id', '=', userId)
		.executeTakeFirst()
}

/** The photo `id`, whoever sent it: for the back office only (the caller checks the admin). */
export async function findClaimPhotoForAdmin(db: DB, id: string): Promise<ClaimPhoto | undefined> {
	return db.selectFrom('claim_photos').selectAll().where('id', '=', id).executeTakeFirst()
}
