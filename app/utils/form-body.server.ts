import { data } from 'react-router'

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/**
 * The posted form of a form action. A body that is not a form (JSON, no Content-Type), that
 * cannot be parsed (a cut-off multipart body, no boundary) or that holds a NUL character is the
 * client's mistake: 415 or 400, never the 500 that request.formData()'s TypeError (or the
 * database refusing the NUL) would become.
 */
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

export async function readFormBody(request: Request): Promise<FormData> {
	const type = request.headers.get('Content-Type')?.toLowerCase() ?? ''
	if (!FORM_TYPES.some((form) => type.startsWith(form))) {
		throw data('Send the form as application/x-www-form-urlencoded or multipart/form-data.', {
			status: 415,
		})
	}
	let form: FormData
	try {
		form = await request.formData()
	} catch {
		throw data('The form could not be read.', { status: 400 })
	}
	// No form field a person fills in holds U+0000, and PostgreSQL text cannot store it.
	for (const [name, value] of form) {
		if (name.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) {
			throw data('The form contains a character that is not allowed (U+0000).', { status: 400 })
		}
	}
	return form
}
