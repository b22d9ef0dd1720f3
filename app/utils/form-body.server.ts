import { data } from 'react-router'

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/** The most characters of a field that its form names no limit for (no form field is longer). */
export const FORM_FIELD_MAX_LENGTH = 10_000

/** The most characters of each named field of one form: its check's maximum. */
export type FieldLimits = Readonly<Record<string, number>>

const limitOf = (name: string, limits: FieldLimits) =>
	Object.hasOwn(limits, name) ? limits[name]! : FORM_FIELD_MAX_LENGTH

/**
 * The text (UTF-8) of a form's uploaded file: null when no file was chosen (a browser posts an
 * empty, unnamed part then), 'too-large' over `maxBytes`. The whole body is already capped by the
 * server (server/body-limit.ts).
 */
export async function uploadedText(
	form: FormData,
	field: string,
	maxBytes: number,
): Promise<string | null | 'too-large' | 'not-text'> {
	const file = form.get(field)
	if (!(file instanceof File) || (file.size === 0 && file.name === '')) return null
	if (file.size > maxBytes) return 'too-large'
	const text = await file.text()
	// As readFormBody refuses a field with U+0000: no text file a person saves holds one.
	return text.includes('\u0000') ? 'not-text' : text
}

/**
 * The posted form of a form action. A body that is not a form (JSON, no Content-Type), that
 * cannot be parsed (a cut-off multipart body, no boundary) or that holds a NUL character is the
 * client's mistake: 415 or 400, never the 500 that request.formData()'s TypeError (or the
 * database refusing the NUL) would become.
 *
 * Every text field is cut to one character past its limit (`limits`, else FORM_FIELD_MAX_LENGTH)
 * before anything else reads it: the form's check, whose maximum is that limit, still refuses it
 * with its own message, but nothing after this spends time on the rest of a huge value. (A check
 * that trims first may accept a cut text; any client could have sent that text itself. A
 * url-encoded value certainly over its limit is not even decoded: see readUrlEncoded.)
 */
export async function readFormBody(request: Request, limits: FieldLimits = {}): Promise<FormData> {
	const type = request.headers.get('Content-Type')?.toLowerCase() ?? ''
	if (!FORM_TYPES.some((form) => type.startsWith(form))) {
		throw data('Send the form as application/x-www-form-urlencoded or multipart/form-data.', {
			status: 415,
		})
	}
	let posted: Iterable<[string, FormDataEntryValue]>
	if (type.startsWith(FORM_TYPES[0]!)) {
		posted = readUrlEncoded(await request.text(), limits)
	} else {
		try {
			posted = await request.formData()
		} catch {
			throw data('The form could not be read.', { status: 400 })
		}
	}
	const form = new FormData()
	for (const [name, value] of posted) {
		const kept = typeof value === 'string' ? value.slice(0, limitOf(name, limits) + 1) : value
		// No form field a person fills in holds U+0000, and PostgreSQL text cannot store it.
		if (name.includes('\u0000') || (typeof kept === 'string' && kept.includes('\u0000'))) {
			throw data('The form contains a character that is not allowed (U+0000).', { status: 400 })
		}
		form.append(name, kept)
	}
	return form
}

/** Fields of one form at most: the longest, a batch of 200 orders in the back office. */
export const FIELDS_MAX = 1000
const TOO_MANY_FIELDS = `The form has more than ${FIELDS_MAX} fields.`

/** Encoded characters of a field's name kept (no form's field names come near). */
const NAME_ENCODED_MAX = 200

/** What a value certainly over its limit stands as (repeated): no check trims it shorter. */
const OVER_LIMIT = '-'

/**
 * The fields of a url-encoded body, split and decoded as URLSearchParams does (what
 * request.formData() does), except that a value that is over its limit whatever it decodes to
 * is not decoded (decoding 700 KB cost more than rendering a page): it stands as one character
 * past its limit, which its check refuses and echoField never sends back.
 */
function readUrlEncoded(body: string, limits: FieldLimits): [string, string][] {
	const fields: [string, string][] = []
	for (const pair of body.split('&')) {
		if (pair === '') continue
		if (fields.length === FIELDS_MAX) throw data(TOO_MANY_FIELDS, { status: 400 })
		const equals = pair.indexOf('=')
		const name = decodeFormText(
			(equals === -1 ? pair : pair.slice(0, equals)).slice(0, NAME_ENCODED_MAX),
		)
		const encoded = equals === -1 ? '' : pair.slice(equals + 1)
		const limit = limitOf(name, limits)
		const overLimit = fewestDecodedCharacters(encoded) > limit
		fields.push([name, overLimit ? OVER_LIMIT.repeat(limit + 1) : decodeFormText(encoded)])
	}
	return fields
}

/**
 * The fewest characters (UTF-16 code units) `encoded` can decode to: every character but a
 * percent sign and the two after it decodes to one, and three encoded bytes to at least one.
 */
function fewestDecodedCharacters(encoded: string): number {
	let percents = 0
	for (let at = encoded.indexOf('%'); at !== -1; at = encoded.indexOf('%', at + 1)) percents++
	return encoded.length - 3 * percents + Math.floor(percents / 3)
}

/** One name or value of a url-encoded body, decoded ('+' is a space; lenient with bad %). */
function decodeFormText(encoded: string): string {
	if (!encoded.includes('%') && !encoded.includes('+')) return encoded
	return new URLSearchParams(`v=${encoded}`).get('v') ?? ''
}

/**
 * The text of `name` to send back into a refused form so the customer can correct it: as posted,
 * or empty when it is over its limit (the form's message says so; sending a huge value back
 * would make the refusal cost more than the request).
 */
export function echoField(form: FormData, name: string, limits: FieldLimits = {}): string {
	const value = form.get(name)
	if (typeof value !== 'string') return ''
	return value.length > limitOf(name, limits) ? '' : value
}

/** Every text field of the form as echoField sends it back. */
export function echoFields(form: FormData, limits: FieldLimits = {}): Record<string, string> {
	const values: Record<string, string> = {}
	for (const name of new Set(form.keys())) values[name] = echoField(form, name, limits)
	return values
}
