import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
	readMultipartBody,
	type MultipartLimits,
	type MultipartResult,
} from './multipart-body.server.ts'
import { boundaryOf } from './multipart-headers.server.ts'

const MB = 1024 * 1024
const LIMITS: MultipartLimits = {
	maxBodyBytes: 50 * MB,
	maxFiles: 5,
	maxFileBytes: 10 * MB,
	maxFields: 20,
	maxFieldBytes: 64 * 1024,
}
const BOUNDARY = '----formdata-test-7MA4YWxkTrZu0gW'
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`

/** A stream that hands out `bytes` in chunks of `sizes` (cycled) and counts what it gave. */
function countingStream(bytes: Uint8Array, sizes: readonly number[] = [64 * 1024]) {
	const seen = { pulled: 0, cancelled: false }
	let at = 0
	let turn = 0
	const stream = new ReadableStream<Uint8Array>(
		{
			pull(controller) {
				if (at >= bytes.length) return controller.close()
				const size = Math.max(1, sizes[turn++ % sizes.length]!)
				const chunk = bytes.slice(at, at + size)
				at += chunk.length
				seen.pulled += chunk.length
				controller.enqueue(chunk)
			},
			cancel() {
				seen.cancelled = true
			},
		},
		{ highWaterMark: 0 },
	)
	return { stream, seen }
}

function post(body: ReadableStream<Uint8Array> | Uint8Array, headers: Record<string, string> = {}) {
	return new Request('http://shop.test/claims', {
		method: 'POST',
		headers: { 'Content-Type': TYPE, ...headers },
		body,
		duplex: 'half',
	} as RequestInit)
}

type Part = { name: string; value: string | Uint8Array; fileName?: string; headers?: string }

/** A multipart body as a browser writes it. */
function multipart(parts: readonly Part[], boundary = BOUNDARY): Buffer {
	const pieces: Buffer[] = []
	for (const part of parts) {
		const disposition =
			part.fileName === undefined
				? `form-data; name="${part.name}"`
				: `form-data; name="${part.name}"; filename="${part.fileName}"`
		const head =
			`--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
			(part.fileName === undefined ? '' : 'Content-Type: application/octet-stream\r\n') +
			(part.headers ?? '') +
			'\r\n'
		pieces.push(Buffer.from(head), Buffer.from(part.value), Buffer.from('\r\n'))
	}
	pieces.push(Buffer.from(`--${boundary}--\r\n`))
	return Buffer.concat(pieces)
}

function refusalOf(result: MultipartResult) {
	if (result.ok) throw new Error('The body was read, not refused')
	return result.refusal
}

function formOf(result: MultipartResult) {
	if (!result.ok) throw new Error(`Refused: ${result.refusal.reason}`)
	return result.form
}

describe('readMultipartBody', () => {
	it('reads what the platform writes for a form, in chunks of any size', async () => {
		const part = fc.oneof(
			fc.record({
				kind: fc.constant('field' as const),
				name: fc.string({ minLength: 1, maxLength: 12 }),
				value: fc.string({ maxLength: 300 }),
			}),
			fc.record({
				kind: fc.constant('file' as const),
				name: fc.string({ minLength: 1, maxLength: 12 }),
				fileName: fc.string({ minLength: 1, maxLength: 20 }),
				// Bytes that look like the boundary's start and line ends, as a photo's may.
				bytes: fc.array(
					fc.oneof(
						fc.uint8Array({ maxLength: 200 }),
						fc.constant(new TextEncoder().encode('\r\n--')),
						fc.constant(new TextEncoder().encode('\r\n\r\n')),
					),
					{ maxLength: 6 },
				),
			}),
		)
		const noNul = (text: string) => !text.includes('\u0000')
		await fc.assert(
			fc.asyncProperty(
				fc.array(part, { maxLength: 5 }),
				fc.array(fc.integer({ min: 1, max: 700 }), { minLength: 1, maxLength: 5 }),
				async (parts, sizes) => {
					fc.pre(parts.every((p) => noNul(p.name) && (p.kind === 'file' || noNul(p.value))))
					const sent = new FormData()
					for (const p of parts) {
						if (p.kind === 'field') sent.append(p.name, p.value)
						else sent.append(p.name, new File([Buffer.concat(p.bytes)], p.fileName))
					}
					const encoded = new Request('http://shop.test/', { method: 'POST', body: sent })
					const body = new Uint8Array(await encoded.arrayBuffer())
					const contentType = encoded.headers.get('Content-Type')!
					const { stream } = countingStream(body, sizes)
					const form = formOf(
						await readMultipartBody(post(stream, { 'Content-Type': contentType }), LIMITS),
					)

					const fields = parts.filter((p) => p.kind === 'field')
					expect([...form.fields]).toEqual(fields.map((p) => [p.name, p.value]))
					const files = parts.filter((p) => p.kind === 'file')
					// The platform writes a name's line ends as CRLF, as a browser does.
					const asSent = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n')
					// Every file has a name here, so an empty one counts as a file too.
					expect(
						form.files.map((f) => [f.field, f.fileName, Buffer.from(f.bytes).toString('hex')]),
					).toEqual(
						files.map((p) => [
							asSent(p.name),
							asSent(p.fileName),
							Buffer.concat(p.bytes).toString('hex'),
						]),
					)
				},
			),
			{ numRuns: 300 },
		)
	})

	it('decodes names as browsers encode them, and UTF-8 file names', async () => {
		const body = multipart([
			{ name: 'say %22hi%22', value: 'Größe: 24 ½"' },
			{ name: 'photos', value: 'x', fileName: 'Fenster %22Küche%22.jpg' },
			{ name: 'photos', value: 'y', fileName: 'C:\\fakepath\\b.png' },
		])
		const form = formOf(await readMultipartBody(post(body), LIMITS))
		expect([...form.fields]).toEqual([['say "hi"', 'Größe: 24 ½"']])
		expect(form.files.map((f) => f.fileName)).toEqual([
			'Fenster "Küche".jpg',
			'C:\\fakepath\\b.png',
		])
	})

	it('leaves out the empty part of a file input left empty', async () => {
		const body = multipart([
			{ name: 'description', value: 'Torn mesh' },
			{ name: 'photos', value: '', fileName: '' },
		])
		const form = formOf(await readMultipartBody(post(body), LIMITS))
		expect(form.files).toEqual([])
		expect(form.fields.get('description')).toBe('Torn mesh')
	})

	it('refuses a body whose Content-Length is over the limit without reading a byte', async () => {
		const { stream, seen } = countingStream(new Uint8Array(1024))
		const result = await readMultipartBody(
			post(stream, { 'Content-Length': String(50 * MB + 1) }),
			LIMITS,
		)
		expect(refusalOf(result)).toEqual({
			reason: 'body-too-large',
			status: 413,
			limit: 50 * MB,
		})
		expect(seen.pulled).toBe(0)
		expect(seen.cancelled).toBe(true)
	})

	it('stops reading a 50 MB streamed body once its file passes 10 MB, and cancels the rest', async () => {
		const head = Buffer.from(
			`--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="big.jpg"\r\n\r\n`,
		)
		// 50 MB that are never all made: the stream makes each 64 KB chunk when it is pulled.
		const total = 50 * MB
		const chunk = 64 * 1024
		const seen = { pulled: 0, cancelled: false }
		const stream = new ReadableStream<Uint8Array>(
			{
				pull(controller) {
					if (seen.pulled >= total) return controller.close()
					const bytes =
						seen.pulled === 0 ? Buffer.concat([head, Buffer.alloc(chunk)]) : new Uint8Array(chunk)
					seen.pulled += bytes.length
					controller.enqueue(bytes)
				},
				cancel() {
					seen.cancelled = true
				},
			},
			{ highWaterMark: 0 },
		)
		const result = await readMultipartBody(post(stream), LIMITS)
		expect(refusalOf(result)).toEqual({
			reason: 'file-too-large',
			status: 413,
			limit: 10 * MB,
			fileName: 'big.jpg',
			position: 1,
		})
		expect(seen.cancelled).toBe(true)
		// What it pulled: the file's 10 MB and the chunk that passed them, not the 50 MB.
		expect(seen.pulled).toBeGreaterThan(10 * MB)
		expect(seen.pulled).toBeLessThanOrEqual(10 * MB + head.length + 2 * chunk)
		expect(result.bytesRead).toBe(seen.pulled)
	})

	it('stops a body without Content-Length as soon as it passes the body limit', async () => {
		const fields = Array.from({ length: 8 }, (_, i) => ({ name: `f${i}`, value: 'x'.repeat(1000) }))
		const body = multipart(fields)
		const { stream, seen } = countingStream(body, [1000])
		const result = await readMultipartBody(post(stream), { ...LIMITS, maxBodyBytes: 3000 })
		expect(refusalOf(result)).toEqual({ reason: 'body-too-large', status: 413, limit: 3000 })
		expect(seen.pulled).toBe(4000)
		expect(seen.cancelled).toBe(true)
	})

	it('refuses the sixth file as soon as its headers arrive', async () => {
		const photos = Array.from({ length: 6 }, (_, i) => ({
			name: 'photos',
			value: randomBytes(1000),
			fileName: `p${i}.jpg`,
		}))
		const body = multipart(photos)
		const sixth = body.indexOf(Buffer.from('filename="p5.jpg"'))
		const { stream, seen } = countingStream(body, [100])
		const result = await readMultipartBody(post(stream), LIMITS)
		expect(refusalOf(result)).toEqual({ reason: 'too-many-files', status: 413, limit: 5 })
		expect(seen.pulled).toBeLessThan(sixth + 200)
	})

	it('takes five files, the most it allows', async () => {
		const photos = Array.from({ length: 5 }, (_, i) => ({
			name: 'photos',
			value: randomBytes(1000),
			fileName: `p${i}.jpg`,
		}))
		const form = formOf(await readMultipartBody(post(multipart(photos)), LIMITS))
		expect(form.files.map((f) => Buffer.from(f.bytes))).toEqual(photos.map((p) => p.value))
	})

	it('refuses a file of 10 MB and one byte, and takes one of 10 MB', async () => {
		const over = multipart([
			{ name: 'photos', value: new Uint8Array(10 * MB + 1), fileName: 'a.jpg' },
		])
		expect(refusalOf(await readMultipartBody(post(over), LIMITS)).reason).toBe('file-too-large')
		const at = multipart([{ name: 'photos', value: new Uint8Array(10 * MB), fileName: 'a.jpg' }])
		expect(formOf(await readMultipartBody(post(at), LIMITS)).files[0]!.bytes.length).toBe(10 * MB)
	})

	it('refuses too many fields, a field too long, and a NUL character', async () => {
		const many = Array.from({ length: 21 }, (_, i) => ({ name: `f${i}`, value: 'x' }))
		expect(refusalOf(await readMultipartBody(post(multipart(many)), LIMITS))).toEqual({
			reason: 'too-many-fields',
			status: 413,
			limit: 20,
		})
		const long = multipart([{ name: 'description', value: 'x'.repeat(64 * 1024 + 1) }])
		expect(refusalOf(await readMultipartBody(post(long), LIMITS))).toEqual({
			reason: 'field-too-large',
			status: 413,
			limit: 64 * 1024,
			field: 'description',
		})
		const nul = multipart([{ name: 'description', value: 'a\u0000b' }])
		expect(refusalOf(await readMultipartBody(post(nul), LIMITS)).reason).toBe('bad-character')
	})

	it('bounds empty file parts too', async () => {
		const empties = Array.from({ length: 26 }, () => ({ name: 'photos', value: '', fileName: '' }))
		const result = await readMultipartBody(post(multipart(empties)), LIMITS)
		expect(refusalOf(result).reason).toBe('too-many-fields')
	})

	it('refuses what is not a multipart form: 415, or 400 when it is cut off or unreadable', async () => {
		const json = new Request('http://shop.test/', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: '{}',
		})
		expect(refusalOf(await readMultipartBody(json, LIMITS))).toEqual({
			reason: 'not-multipart',
			status: 415,
		})
		const whole = multipart([{ name: 'a', value: 'b' }])
		const cut = whole.subarray(0, whole.length - 10)
		expect(refusalOf(await readMultipartBody(post(cut), LIMITS)).reason).toBe('malformed')
		const noBoundary = post(whole, { 'Content-Type': 'multipart/form-data' })
		expect(refusalOf(await readMultipartBody(noBoundary, LIMITS)).reason).toBe('malformed')
		const noName = Buffer.from(
			`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
		)
		expect(refusalOf(await readMultipartBody(post(noName), LIMITS)).reason).toBe('malformed')
		const headerless = Buffer.from(`--${BOUNDARY}\r\n\r\nx\r\n--${BOUNDARY}--\r\n`)
		expect(refusalOf(await readMultipartBody(post(headerless), LIMITS)).reason).toBe('malformed')
		const endless = Buffer.concat([
			Buffer.from(`--${BOUNDARY}\r\nX-Long: `),
			Buffer.alloc(9000, 0x61),
		])
		expect(refusalOf(await readMultipartBody(post(endless), LIMITS)).reason).toBe('malformed')
	})

	it('refuses a body whose stream fails mid-way (the client went away)', async () => {
		const stream = new ReadableStream<Uint8Array>({
			start(controller) {
				controller.enqueue(multipart([{ name: 'a', value: 'b' }]).subarray(0, 20))
				controller.error(new Error('aborted'))
			},
		})
		expect(refusalOf(await readMultipartBody(post(stream), LIMITS)).reason).toBe('malformed')
	})
})

describe('boundaryOf', () => {
	it('reads a plain or quoted boundary, and tells not-multipart from unusable', () => {
		expect(boundaryOf('multipart/form-data; boundary=abc')).toBe('abc')
		expect(boundaryOf('Multipart/Form-Data; charset=utf-8; boundary="a b;c"')).toBe('a b;c')
		expect(boundaryOf('multipart/form-data')).toBeNull()
		expect(boundaryOf(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBeNull()
		expect(boundaryOf('application/x-www-form-urlencoded')).toBeUndefined()
		expect(boundaryOf(null)).toBeUndefined()
	})
})
