// The rules of a claim's photos ("Report a problem": a screen that does not fit, arrived damaged,
// has a defect): which files are photos, how many and how large, and what the shop keeps of them.
// A file is judged by its first bytes, never by its name or the type the browser declared: a text
// file named .jpg is no photo, a PNG named .jpg is one.

/** The photo formats a claim accepts, by what their bytes are. */
export type PhotoFormat = 'jpeg' | 'png' | 'webp'

const MB = 1024 * 1024

export const CLAIM_PHOTO_LIMITS = {
	/** Photos of one claim, at least and at most. */
	minPhotos: 1,
	maxPhotos: 5,
	/** Bytes of each photo as uploaded. */
	maxPhotoBytes: 10 * MB,
	/**
	 * Pixels of each photo (width x height, read from its header before anything is decoded):
	 * every phone's photo fits (12 MP usually, 48-50 MP in a full-resolution mode: 8,160 x 6,120
	 * is 49.9 MP), and a decoded photo stays under 200 MB of memory. A small file that declares
	 * far more (a decompression bomb) is refused before a pixel of it is decoded.
	 */
	maxPixels: 50_000_000,
	/** The longest side of a photo as the shop keeps it; a smaller photo is not enlarged. */
	maxStoredSide: 2000,
	/** Text fields a claim's form may post beside its photos, and the bytes of each. */
	maxFields: 20,
	maxFieldBytes: 64 * 1024,
} as const

/**
 * The whole upload of one claim: its photos at most, the largest each (5 x 10 MB = 50 MB), so a
 * body over 50 MB is refused from its Content-Length before it is read, or as soon as it passes
 * 50 MB when it declares none.
 */
export const CLAIM_UPLOAD_MAX_BYTES =
	CLAIM_PHOTO_LIMITS.maxPhotos * CLAIM_PHOTO_LIMITS.maxPhotoBytes

/** The form field whose files are the claim's photos. */
export const CLAIM_PHOTO_FIELD = 'photos'

/** Bytes a photo's format is told by: enough for the longest signature below (WebP's 12). */
export const PHOTO_SIGNATURE_BYTES = 12

/**
 * The photo format `bytes` begin with, or null for anything else (a text file, a GIF, HEIC, a
 * PDF): JPEG starts FF D8 FF, PNG with its 8-byte signature, WebP with "RIFF", a size, "WEBP".
 */
export function photoFormatOf(bytes: Uint8Array): PhotoFormat | null {
	const startsWith = (signature: readonly (number | null)[]) =>
		bytes.length >= signature.length &&
		signature.every((byte, at) => byte === null || bytes[at] === byte)
	if (startsWith([0xff, 0xd8, 0xff])) return 'jpeg'
	if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
	// "RIFF", four bytes of size, "WEBP".
	const riff = [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50]
	if (startsWith(riff)) return 'webp'
	return null
}

/** Why one photo is not taken. */
export type PhotoProblem = 'not-a-photo' | 'too-large' | 'too-many-pixels' | 'unreadable'

/** The problem with a photo's upload before it is read as an image: its size and its format. */
export function uploadedPhotoProblem(bytes: Uint8Array): PhotoProblem | null {
	if (bytes.length > CLAIM_PHOTO_LIMITS.maxPhotoBytes) return 'too-large'
	return photoFormatOf(bytes) === null ? 'not-a-photo' : null
}

/** Whether a photo's header declares more pixels than the shop decodes. */
export function hasTooManyPixels(width: number, height: number): boolean {
	return width * height > CLAIM_PHOTO_LIMITS.maxPixels
}

/** 'none' for no photo, 'too-many' past the most a claim takes, null when the count is right. */
export function photoCountProblem(count: number): 'none' | 'too-many' | null {
	if (count < CLAIM_PHOTO_LIMITS.minPhotos) return 'none'
	if (count > CLAIM_PHOTO_LIMITS.maxPhotos) return 'too-many'
	return null
}

/** A photo as the shop keeps it: re-encoded, without metadata, at most 2,000 px on its longest side. */
export type StoredPhoto = {
	contentType: string
	width: number
	height: number
	bytes: Uint8Array
}
