// The photos of a claim's form ("Report a problem"), from the posted body to the database, for
// the form's route action. Three steps, so the action can check its own text fields between
// reading the body and storing the photos, and store them in the transaction that stores the claim:
//
//   const upload = await readClaimUpload(request)           // the body, within its limits
//   if (!upload.ok) return data({ error: upload.message }, { status: upload.status })
//   ... check upload.fields (a FormData of the text fields) ...
//   const prepared = await prepareClaimPhotos(upload.photos) // 1-5 photos, each re-encoded
//   if (!prepared.ok) return data({ error: prepared.message }, { status: prepared.status })
//   await inTransaction(db, async (trx) => {
//     const claim = ...                                      // the claim's own row
//     await storeClaimPhotos(trx, userId, prepared.photos, claim.id)
//   })
//
// receiveClaimPhotos does all three for a form without other checks. Every refusal carries the
// words to show the customer (app/content/words/messages/claim-photos.ts) and its HTTP status.
//
// The server caps every request body at 1 MB before any route sees it (server/body-limit.ts):
// the claim form's path needs CLAIM_UPLOAD_LIMITS.maxBodyBytes there, or a photo over 1 MB never
// arrives here.
import {
	CLAIM_PHOTO_FIELD,
	CLAIM_PHOTO_LIMITS,
	CLAIM_UPLOAD_MAX_BYTES,
	photoCountProblem,
	type PhotoProblem,
	type StoredPhoto,
} from '#app/domain/claims/claim-photos.ts'
import {
	CLAIM_PHOTO_MESSAGES,
	claimUploadRefusalMessage,
	photoLabel,
} from '#app/content/words/messages/claim-photos.ts'
import {
	insertClaimPhoto,
	type ClaimPhoto,
	type ClaimPhotoInfo,
} from '#app/models/claims/claim-photos.server.ts'
import { encodeClaimPhoto } from '#app/services/claims/photo-encoding.server.ts'
import {
	readMultipartBody,
	type MultipartLimits,
	type UploadedFile,
} from '#app/utils/multipart-body.server.ts'
import type { DB } from '#db/index.ts'
import { inTransaction } from '#db/transaction.ts'

/** What the claim form's body may hold: its photos and a few text fields. */
export const CLAIM_UPLOAD_LIMITS: MultipartLimits = {
	maxBodyBytes: CLAIM_UPLOAD_MAX_BYTES,
	maxFiles: CLAIM_PHOTO_LIMITS.maxPhotos,
	maxFileBytes: CLAIM_PHOTO_LIMITS.maxPhotoBytes,
	maxFields: CLAIM_PHOTO_LIMITS.maxFields,
	maxFieldBytes: CLAIM_PHOTO_LIMITS.maxFieldBytes,
}

/** A claim's photos not taken: the HTTP status to answer and what to tell the customer. */
export type ClaimPhotoRefusal = { ok: false; status: 400 | 413 | 415; message: string }

export type ClaimUpload = {
	ok: true
	/** The form's text fields. */
	fields: FormData
	/** The files posted as the photos (CLAIM_PHOTO_FIELD), as sent: not yet checked. */
	photos: UploadedFile[]
}

/**
 * Reads the claim form's body: its text fields and its photos' bytes. Refused, without reading
 * the rest of the body, past 50 MB in all (from its Content-Length when it has one), a photo
 * past 10 MB, a sixth photo, or too much text; refused too when it is not a readable form.
 */
export async function readClaimUpload(request: Request): Promise<ClaimUpload | ClaimPhotoRefusal> {
	const result = await readMultipartBody(request, CLAIM_UPLOAD_LIMITS)
	if (!result.ok) {
		const { refusal } = result
		return { ok: false, status: refusal.status, message: claimUploadRefusalMessage(refusal) }
	}
	const { fields, files } = result.form
	return { ok: true, fields, photos: files.filter((file) => file.field === CLAIM_PHOTO_FIELD) }
}

const PROBLEM_STATUS: Record<PhotoProblem, 400 | 413> = {
	'not-a-photo': 400,
	unreadable: 400,
	'too-large': 413,
	'too-many-pixels': 413,
}

/**
 * Checks that there are 1 to 5 photos and re-encodes each (app/services/claims/
 * photo-encoding.server.ts), one after another: a decode uses every core for a moment, and five
 * at once would hold five decoded photos in memory. The first photo refused refuses them all,
 * named by its file name.
 */
export async function prepareClaimPhotos(
	files: readonly UploadedFile[],
): Promise<{ ok: true; photos: StoredPhoto[] } | ClaimPhotoRefusal> {
	const count = photoCountProblem(files.length)
	if (count === 'none') return { ok: false, status: 400, message: CLAIM_PHOTO_MESSAGES.none }
	if (count === 'too-many') return { ok: false, status: 413, message: CLAIM_PHOTO_MESSAGES.tooMany }
	const photos: StoredPhoto[] = []
	for (const [index, file] of files.entries()) {
		const encoded = await encodeClaimPhoto(file.bytes)
		if (!encoded.ok) {
			const label = photoLabel(file.fileName, index + 1)
			const message = CLAIM_PHOTO_MESSAGES.photo[encoded.problem](label)
			return { ok: false, status: PROBLEM_STATUS[encoded.problem], message }
		}
		photos.push(encoded.photo)
	}
	return { ok: true, photos }
}

/**
 * Stores prepared photos as `userId`'s, of the claim `claimId` when it is known, in one
 * transaction (the caller's, when `db` is one); answers their rows without the bytes, in order.
 */
export async function storeClaimPhotos(
	db: DB,
	userId: string,
	photos: readonly StoredPhoto[],
	claimId: string | null = null,
	now = new Date(),
): Promise<ClaimPhotoInfo[]> {
	return inTransaction(db, async (trx) => {
		const stored: ClaimPhotoInfo[] = []
		for (const photo of photos)
			stored.push(await insertClaimPhoto(trx, { userId, claimId, photo }, now))
		return stored
	})
}

/** All three steps for a form whose text fields need no check before its photos are stored. */
export async function receiveClaimPhotos(
	db: DB,
	request: Request,
	userId: string,
	claimId: string | null = null,
): Promise<{ ok: true; fields: FormData; photos: ClaimPhotoInfo[] } | ClaimPhotoRefusal> {
	const upload = await readClaimUpload(request)
	if (!upload.ok) return upload
	const prepared = await prepareClaimPhotos(upload.photos)
	if (!prepared.ok) return prepared
	const photos = await storeClaimPhotos(db, userId, prepared.photos, claimId)
	return { ok: true, fields: upload.fields, photos }
}

/**
 * The response that shows a stored photo (to its owner, or an admin: the route checks which).
 * Private: kept by the browser, never by a shared cache; its type is the stored one, never sniffed.
 */
export function claimPhotoResponse(photo: ClaimPhoto): Response {
	const extension = photo.content_type === 'image/jpeg' ? 'jpg' : photo.content_type.split('/')[1]
	return new Response(new Uint8Array(photo.bytes), {
		headers: {
			'Content-Type': photo.content_type,
			'Content-Length': String(photo.byte_size),
			'Cache-Control': 'private, max-age=3600',
			'X-Content-Type-Options': 'nosniff',
			'Content-Disposition': `inline; filename="claim-photo-${photo.id}.${extension}"`,
		},
	})
}
