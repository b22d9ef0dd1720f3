// A claim's photo as the shop keeps it (app/domain/claims/claim-photos.ts): checked by its bytes,
// its pixels counted from its header before anything is decoded, then decoded once and written
// anew, so nothing of the file the customer sent is kept but its pixels.
//
// - Orientation first: a phone stores a photo as its sensor saw it and says in EXIF how to turn
//   it; the pixels are turned, so the photo looks right once that tag is gone.
// - No metadata: sharp writes none unless asked (no EXIF with its GPS position and camera serial,
//   no XMP, IPTC, comments or ICC profile; colours are converted to sRGB first).
// - At most 2,000 px on the longest side, never enlarged: enough to see a torn spline or a bent
//   corner, and a JPEG of about 0.3-0.7 MB.
// - JPEG at quality 82, written by libjpeg-turbo's defaults (mozjpeg's trellis settings make it
//   a quarter smaller for three times the CPU: 1.0 s against 0.36 s for a 12 MP photo here).
//   JPEG rather than WebP because the owner downloads these, attaches them to e-mails to a
//   supplier and prints them: every viewer, mail program and printer driver opens a JPEG, some
//   still do not open WebP; the quarter WebP would save is little at five photos per claim.
//   Transparency (a PNG's, a WebP's) is laid on white, as a photo has none.
import type { Metadata, Sharp, SharpOptions } from 'sharp'
import {
	CLAIM_PHOTO_LIMITS,
	hasTooManyPixels,
	photoFormatOf,
	uploadedPhotoProblem,
	type PhotoProblem,
	type StoredPhoto,
} from '#app/domain/claims/claim-photos.ts'

export const STORED_PHOTO_TYPE = 'image/jpeg'
const JPEG_QUALITY = 82

/**
 * sharp, loaded with the first photo rather than when the server starts (libvips takes 40-200 ms
 * to load, and most processes never see a claim). libvips's cache of recent operations is turned
 * off: each upload is decoded once, so it would only keep photos in memory after their answer.
 */
const loadSharp = () =>
	import('sharp').then(({ default: sharp }) => {
		sharp.cache(false)
		return sharp
	})
let loaded: ReturnType<typeof loadSharp> | undefined

/** A sharp pipeline on `input`. */
async function image(input: Uint8Array, options: SharpOptions): Promise<Sharp> {
	const sharp = await (loaded ??= loadSharp())
	return sharp(input, options)
}

export type PhotoEncoding = { ok: true; photo: StoredPhoto } | { ok: false; problem: PhotoProblem }

/** Checks one uploaded photo and writes it as the shop keeps it, or says what is wrong with it. */
export async function encodeClaimPhoto(bytes: Uint8Array): Promise<PhotoEncoding> {
	const problem = uploadedPhotoProblem(bytes)
	if (problem) return { ok: false, problem }
	const format = photoFormatOf(bytes)

	// The header alone (no pixel is decoded, whatever size it declares): a small file declaring
	// 50,000 x 50,000 pixels is refused here, in about a millisecond.
	let header: Metadata
	try {
		header = await (await image(bytes, { limitInputPixels: false })).metadata()
	} catch {
		return { ok: false, problem: 'unreadable' }
	}
	if (header.format !== format) return { ok: false, problem: 'unreadable' }
	if (hasTooManyPixels(header.width, header.height))
		return { ok: false, problem: 'too-many-pixels' }

	const side = CLAIM_PHOTO_LIMITS.maxStoredSide
	try {
		const decoder = await image(bytes, {
			// The same limit again, held by the decoder itself.
			limitInputPixels: CLAIM_PHOTO_LIMITS.maxPixels,
			// A cut-off or corrupt file is refused; a camera's harmless warnings are not.
			failOn: 'error',
		})
		const { data, info } = await decoder
			.autoOrient()
			.resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
			.flatten({ background: '#ffffff' })
			.jpeg({ quality: JPEG_QUALITY })
			.toBuffer({ resolveWithObject: true })
		return {
			ok: true,
			photo: {
				contentType: STORED_PHOTO_TYPE,
				width: info.width,
				height: info.height,
				bytes: data,
			},
		}
	} catch {
		return { ok: false, problem: 'unreadable' }
	}
}
