// What the "Report a problem" form says about its photos when it cannot take them: the form's
// body refused while it was read (too large, too many photos, not a form), or one photo refused
// when it was checked (not a photo, too many pixels, damaged).
import { CLAIM_PHOTO_LIMITS, CLAIM_UPLOAD_MAX_BYTES } from '#app/domain/claims/claim-photos.ts'
import type { PhotoProblem } from '#app/domain/claims/claim-photos.ts'
import type { MultipartRefusal } from '#app/utils/multipart-body.server.ts'

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`
const { maxPhotos, maxPhotoBytes, maxPixels } = CLAIM_PHOTO_LIMITS
const PHOTOS_RULE = `JPEG, PNG or WebP photos, up to ${megabytes(maxPhotoBytes)} each and ${maxPhotos} in all`

/** The most characters of a file's name repeated in a message. */
const NAME_SHOWN = 60

/** A photo named in a message: its file name as chosen (shortened), else its place in the form. */
export function photoLabel(fileName: string, position: number): string {
	const name = fileName.trim()
	if (name === '') return `Photo ${position}`
	const shown = name.length > NAME_SHOWN ? `${name.slice(0, NAME_SHOWN - 1)}…` : name
	return `“${shown}”`
}

export const CLAIM_PHOTO_MESSAGES = {
	none: 'Please add at least one photo of the problem.',
	tooMany: `Please choose at most ${maxPhotos} photos.`,
	bodyTooLarge: `The photos are too large together: send ${PHOTOS_RULE} (${megabytes(CLAIM_UPLOAD_MAX_BYTES)} at most).`,
	unreadableForm:
		'The form could not be read. Please choose the photos again and send it once more.',
	formTooLarge: 'The form has more text than it can take. Please shorten it and send it again.',
	badCharacter: 'The form contains a character that is not allowed (U+0000).',
	photo: {
		'not-a-photo': (label: string) => `${label} is not a JPEG, PNG or WebP photo.`,
		'too-large': (label: string) =>
			`${label} is larger than ${megabytes(maxPhotoBytes)}. Please choose a smaller photo.`,
		'too-many-pixels': (label: string) =>
			`${label} has more than ${Math.round(maxPixels / 1_000_000)} megapixels. Please send a smaller copy of it.`,
		unreadable: (label: string) => `${label} could not be read as a photo: it may be damaged.`,
	} satisfies Record<PhotoProblem, (label: string) => string>,
} as const

/** The message for a claim form's body refused while it was read. */
export function claimUploadRefusalMessage(refusal: MultipartRefusal): string {
	switch (refusal.reason) {
		case 'body-too-large':
			return CLAIM_PHOTO_MESSAGES.bodyTooLarge
		case 'file-too-large':
			return CLAIM_PHOTO_MESSAGES.photo['too-large'](photoLabel(refusal.fileName, refusal.position))
		case 'too-many-files':
			return CLAIM_PHOTO_MESSAGES.tooMany
		case 'field-too-large':
		case 'too-many-fields':
			return CLAIM_PHOTO_MESSAGES.formTooLarge
		case 'bad-character':
			return CLAIM_PHOTO_MESSAGES.badCharacter
		case 'not-multipart':
		case 'malformed':
			return CLAIM_PHOTO_MESSAGES.unreadableForm
	}
}
