import { describe, expect, it } from 'vitest'
import {
	echoField,
	echoFields,
	FIELDS_MAX,
	FORM_FIELD_MAX_LENGTH,
	readFormBody,
	uploadedText,
} from './form-body.server.ts'

const post = (body: string, contentType?: string) =>
	new Request('http://shop.test/bulk-orders', {
		method: 'POST',
		body,
		headers: contentType ? { 'Content-Type': contentType } : {},
	})

async function refusal(request: Request) {
	const thrown = await readFormBody(request).then(
		() => undefined,
		(error: unknown) => error,
	)
	// What data() makes: React Router answers a thrown one with its status.
	const status = (thrown as { init?: ResponseInit } | undefined)?.init?.status
	if (!status) throw new Error(`expected a data() answer, got ${String(thrown)}`)
	return status
}

describe('readFormBody', () => {
	it('reads url-encoded and multipart forms', async () => {
		const form = await readFormBody(
			post('name=Pat&quantity=300', 'application/x-www-form-urlencoded'),
		)
		expect(form.get('quantity')).toBe('300')
		const multipart = new FormData()
		multipart.set('name', 'Pat')
		const request = new Request('http://shop.test/', { method: 'POST', body: multipart })
		expect((await readFormBody(request)).get('name')).toBe('Pat')
	})

	it('answers 415 for a body that is not a form', async () => {
		expect(await refusal(post('{"name":"Pat"}', 'application/json'))).toBe(415)
		expect(await refusal(post('name=Pat'))).toBe(415)
	})

	it('answers 400 for a form that cannot be parsed', async () => {
		expect(await refusal(post('name=Pat', 'multipart/form-data'))).toBe(400)
		expect(await refusal(post('--x\r\nbroken', 'multipart/form-data; boundary=x'))).toBe(400)
	})

	it('answers 400 for a form holding a NUL character', async () => {
		const form = 'application/x-www-form-urlencoded'
		expect(await refusal(post('name=Pat%00&quantity=300', form))).toBe(400)
		expect(await refusal(post('na%00me=Pat', form))).toBe(400)
	})

	it('cuts every field to one character past its limit, FORM_FIELD_MAX_LENGTH for unnamed ones', async () => {
		const fields = { name: 'x'.repeat(700 * 1024), other: 'y'.repeat(700 * 1024), short: 'Pat' }
		const encoded = new URLSearchParams(fields).toString()
		const multipart = new FormData()
		for (const [name, value] of Object.entries(fields)) multipart.set(name, value)
		for (const request of [
			post(encoded, 'application/x-www-form-urlencoded'),
			new Request('http://shop.test/', { method: 'POST', body: multipart }),
		]) {
			const form = await readFormBody(request, { name: 100 })
			expect(String(form.get('name'))).toHaveLength(101)
			expect(String(form.get('other'))).toHaveLength(FORM_FIELD_MAX_LENGTH + 1)
			expect(form.get('short')).toBe('Pat')
		}
	})
})

describe('readFormBody on a url-encoded body', () => {
	const form = 'application/x-www-form-urlencoded'

	it('decodes as a browser encodes; a value over its limit stands as one character past it', async () => {
		const body = new URLSearchParams({
			'full name': 'Zoë + Ann',
			note: '€'.repeat(20),
			long: '€'.repeat(21),
		})
		const limits = { note: 20, long: 20 }
		const read = await readFormBody(post(`${body.toString()}&bad=%zz%E2%82&&flag`, form), limits)
		expect(read.get('full name')).toBe('Zoë + Ann')
		expect(read.get('note')).toBe('€'.repeat(20))
		expect(String(read.get('long'))).toHaveLength(21)
		expect(read.get('long')).not.toContain('€')
		expect(read.get('bad')).toBe(new URLSearchParams('bad=%zz%E2%82').get('bad'))
		expect(read.get('flag')).toBe('')
		expect([...read.keys()]).toEqual(['full name', 'note', 'long', 'bad', 'flag'])
	})

	it(`answers 400 for more than ${FIELDS_MAX} fields`, async () => {
		const fields = (count: number) => Array.from({ length: count }, () => 'order=1').join('&')
		expect((await readFormBody(post(fields(FIELDS_MAX), form))).getAll('order')).toHaveLength(
			FIELDS_MAX,
		)
		expect(await refusal(post(fields(FIELDS_MAX + 1), form))).toBe(400)
	})
})

describe('echoField', () => {
	it('sends a value back as posted, or empty once it is over its limit', () => {
		const form = new FormData()
		form.set('name', 'Pat Lee')
		form.set('message', 'm'.repeat(21))
		expect(echoField(form, 'name', { name: 7 })).toBe('Pat Lee')
		expect(echoField(form, 'message', { message: 20 })).toBe('')
		expect(echoField(form, 'missing')).toBe('')
		expect(echoFields(form, { message: 20 })).toEqual({ name: 'Pat Lee', message: '' })
	})
})

describe('uploadedText', () => {
	/** A multipart post as a browser sends it, read back as the action reads it. */
	async function posted(file: File | null) {
		const sent = new FormData()
		sent.set('jobList', '')
		// A browser sends an empty, unnamed file part when no file was chosen.
		sent.set('jobFile', file ?? new File([], ''))
		return readFormBody(new Request('http://shop.test/bulk-orders', { method: 'POST', body: sent }))
	}

	it('is the text of the chosen file, null without one', async () => {
		const csv = new File(['label,width\nKitchen,30\n'], 'jobs.csv', { type: 'text/csv' })
		expect(await uploadedText(await posted(csv), 'jobFile', 100)).toBe('label,width\nKitchen,30\n')
		expect(await uploadedText(await posted(null), 'jobFile', 100)).toBeNull()
		expect(await uploadedText(await posted(csv), 'jobList', 100)).toBeNull()
	})

	it('refuses a file over the limit or one holding U+0000', async () => {
		expect(
			await uploadedText(await posted(new File(['x'.repeat(101)], 'a.csv')), 'jobFile', 100),
		).toBe('too-large')
		expect(await uploadedText(await posted(new File(['a\u0000b'], 'a.csv')), 'jobFile', 100)).toBe(
			'not-text',
		)
	})
})
