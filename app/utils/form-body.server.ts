import { data } from 'react-router'

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/**
 * The posted form of a form action. A body that is not a form (JSON, no Content-Type), that
 * cannot be parsed (a cut-off multipart body, no boundary) or that holds a NUL character is the
 * client's mistake: 415 or 400, never the 500 that request.formData()'s TypeError (or the
 * database refusing the NUL) would become.
 */
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
