// Reads a multipart/form-data body (a form with file uploads) from a Fetch Request's stream, one
// chunk at a time, within limits: the body's bytes (refused from its Content-Length before a byte
// is read, else as soon as the stream passes the limit), each file's bytes, the number of files,
// the number of text fields and the bytes of each. On a refusal it stops reading and cancels the
// stream, so a 50 MB body costs the bytes read up to the limit that refused it, never the rest.
//
// request.formData() could not do this: it reads the whole body before it answers. The parser
// follows RFC 7578 as browsers write it (the HTML standard's encoding: a quote, CR and LF in a name
// or file name are sent as %22, %0D, %0A, everything else as UTF-8); the type a browser declares
// for a file is not kept: what a file is, its caller tells from its bytes.

import { boundaryOf, readPartHeaders, type PartHeaders } from './multipart-headers.server.ts'

/** The limits of one form's body. */
export type MultipartLimits = {
	/** Bytes of the whole body. */
	maxBodyBytes: number
	/** Files with content (an empty, unnamed part, a file input left empty, is not a file). */
	maxFiles: number
	/** Bytes of each file. */
	maxFileBytes: number
	/** Text fields. */
	maxFields: number
	/** Bytes (UTF-8) of each text field. */
	maxFieldBytes: number
}

export type UploadedFile = {
	/** The form field it was posted under. */
	field: string
	/** The name the browser gave ('' when none): for messages only, never for what the file is. */
	fileName: string
	bytes: Uint8Array
}

export type MultipartForm = {
	/** The text fields, in the order posted (files are not in it). */
	fields: FormData
	/** The files with content, in the order posted. */
	files: UploadedFile[]
}

/** Why a body was not read, with the status to answer and the limit it passed. */
export type MultipartRefusal =
	| { reason: 'not-multipart'; status: 415 }
	| { reason: 'body-too-large'; status: 413; limit: number }
	| {
			reason: 'file-too-large'
			status: 413
			limit: number
			fileName: string
			/** The file's place among the body's files, from 1. */
			position: number
	  }
	| { reason: 'too-many-files'; status: 413; limit: number }
	| { reason: 'field-too-large'; status: 413; limit: number; field: string }
	| { reason: 'too-many-fields'; status: 413; limit: number }
	/** A NUL character in a field's name or value: no form a person fills in holds one. */
	| { reason: 'bad-character'; status: 400 }
	/** Not multipart as browsers write it: no boundary, a part without a name, a cut-off body. */
	| { reason: 'malformed'; status: 400 }

export type MultipartResult =
	| { ok: true; form: MultipartForm; bytesRead: number }
	| { ok: false; refusal: MultipartRefusal; bytesRead: number }

/** Bytes of one part's header lines at most (a browser's are about 150). */
const MAX_PART_HEADER_BYTES = 8 * 1024

const CRLF = Buffer.from('\r\n')
const HEADERS_END = Buffer.from('\r\n\r\n')

/** Reads `request`'s multipart body within `limits`; see the top of this file. */
export async function readMultipartBody(
	request: Request,
	limits: MultipartLimits,
): Promise<MultipartResult> {
	const boundary = boundaryOf(request.headers.get('Content-Type'))
	if (boundary === undefined) {
		await request.body?.cancel().catch(() => {})
		return { ok: false, refusal: { reason: 'not-multipart', status: 415 }, bytesRead: 0 }
	}
	if (request.body === null) {
		return { ok: false, refusal: { reason: 'malformed', status: 400 }, bytesRead: 0 }
	}
	const declared = request.headers.get('Content-Length')
	if (declared !== null && Number(declared) > limits.maxBodyBytes) {
		await request.body.cancel().catch(() => {})
		const refusal = { reason: 'body-too-large', status: 413, limit: limits.maxBodyBytes } as const
		return { ok: false, refusal, bytesRead: 0 }
	}
	if (boundary === null) {
		await request.body.cancel().catch(() => {})
		return { ok: false, refusal: { reason: 'malformed', status: 400 }, bytesRead: 0 }
	}

	const parser = new MultipartParser(boundary, limits)
	const reader = request.body.getReader()
	let bytesRead = 0
	let refusal: MultipartRefusal | null = null
	let finished = false
	try {
		while (refusal === null && !parser.complete) {
			let chunk: ReadableStreamReadResult<Uint8Array>
			try {
				chunk = await reader.read()
			} catch {
				// The client went away mid-upload (the stream errored): what arrived is cut off.
				refusal = { reason: 'malformed', status: 400 }
				break
			}
			if (chunk.done) {
				finished = true
				break
			}
			bytesRead += chunk.value.byteLength
			if (bytesRead > limits.maxBodyBytes) {
				refusal = { reason: 'body-too-large', status: 413, limit: limits.maxBodyBytes }
			} else {
				refusal = parser.write(chunk.value)
			}
		}
		if (refusal === null && !parser.complete) refusal = { reason: 'malformed', status: 400 }
	} finally {
		// Past the closing boundary only an epilogue is left, which no form uses: it is not read.
		if (!finished) await reader.cancel().catch(() => {})
		reader.releaseLock()
	}
	if (refusal !== null) return { ok: false, refusal, bytesRead }
	return { ok: true, form: parser.form(), bytesRead }
}

type Part = PartHeaders & { chunks: Buffer[]; bytes: number; counted: boolean }

/**
 * The parser's states: before the first boundary, right after a boundary (the end of the body or
 * another part follows), in a part's header lines, in its content, and past the closing boundary.
 */
type State = 'preamble' | 'after-boundary' | 'headers' | 'content' | 'complete'

class MultipartParser {
	/** The boundary as it ends a part: CRLF, two dashes, the boundary. */
	private readonly delimiter: Buffer
	/** Bytes received and not yet parsed: at most one delimiter's worth in the content state. */
	private pending: Buffer
	private state: State = 'preamble'
	private part: Part | null = null
	private readonly fields = new FormData()
	private readonly files: UploadedFile[] = []
	private fieldCount = 0
	private fileCount = 0
	private partCount = 0
	private readonly decoder = new TextDecoder()

	constructor(
		boundary: string,
		private readonly limits: MultipartLimits,
	) {
		this.delimiter = Buffer.from(`\r\n--${boundary}`)
		// The first boundary may open the body without a CRLF before it: one is supplied.
		this.pending = Buffer.from(CRLF)
	}

	get complete(): boolean {
		return this.state === 'complete'
	}

	form(): MultipartForm {
		return { fields: this.fields, files: this.files }
	}

	/** Parses one chunk; answers a refusal, or null to go on. */
	write(chunk: Uint8Array): MultipartRefusal | null {
		this.pending =
			this.pending.length === 0
				? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
				: Buffer.concat([this.pending, chunk])
		for (;;) {
			const step = this.step()
			if (step !== 'more') return step === 'wait' ? null : step
		}
	}

	/** One move of the state machine: 'more' to move again, 'wait' for the next chunk. */
	private step(): MultipartRefusal | 'more' | 'wait' | null {
		switch (this.state) {
			case 'preamble': {
				const at = this.pending.indexOf(this.delimiter)
				if (at === -1) {
					this.pending = this.pending.subarray(this.keepFrom())
					return 'wait'
				}
				this.pending = this.pending.subarray(at + this.delimiter.length)
				this.state = 'after-boundary'
				return 'more'
			}
			case 'after-boundary': {
				// "--" closes the body; otherwise optional spaces and CRLF open the next part.
				if (this.pending.length < 2) return 'wait'
				if (this.pending[0] === 0x2d && this.pending[1] === 0x2d) {
					this.pending = Buffer.alloc(0)
					this.state = 'complete'
					return null
				}
				let at = 0
				while (this.pending[at] === 0x20 || this.pending[at] === 0x09) at++
				if (this.pending.length < at + 2) return at > 64 ? MALFORMED : 'wait'
				if (this.pending[at] !== 0x0d || this.pending[at + 1] !== 0x0a) return MALFORMED
				this.pending = this.pending.subarray(at + 2)
				this.state = 'headers'
				return 'more'
			}
			case 'headers': {
				// A part without header lines (its blank line right away) names no field.
				if (this.pending.length < 2) return 'wait'
				if (this.pending.subarray(0, 2).equals(CRLF)) return MALFORMED
				const blank = this.pending.indexOf(HEADERS_END)
				if (blank === -1) return this.pending.length > MAX_PART_HEADER_BYTES ? MALFORMED : 'wait'
				if (blank > MAX_PART_HEADER_BYTES) return MALFORMED
				const headers = readPartHeaders(this.pending.subarray(0, blank).toString('utf8'))
				this.pending = this.pending.subarray(blank + HEADERS_END.length)
				if (headers === null) return MALFORMED
				return this.openPart(headers) ?? 'more'
			}
			case 'content': {
				const at = this.pending.indexOf(this.delimiter)
				if (at === -1) {
					const keep = this.keepFrom()
					const refusal = this.addContent(this.pending.subarray(0, keep))
					this.pending = this.pending.subarray(keep)
					return refusal ?? 'wait'
				}
				const refusal = this.addContent(this.pending.subarray(0, at)) ?? this.closePart()
				this.pending = this.pending.subarray(at + this.delimiter.length)
				this.state = 'after-boundary'
				return refusal ?? 'more'
			}
			case 'complete':
				return null
		}
	}

	/**
	 * Where the bytes that may begin a delimiter start: the last delimiter's length less one
	 * are kept for the next chunk, everything before them cannot be part of one.
	 */
	private keepFrom(): number {
		return Math.max(0, this.pending.length - (this.delimiter.length - 1))
	}

	private openPart(headers: PartHeaders): MultipartRefusal | null {
		this.partCount += 1
		// Empty file parts (an unused file input) count here only, so their number is bounded too.
		if (this.partCount > this.limits.maxFields + this.limits.maxFiles) {
			return { reason: 'too-many-fields', status: 413, limit: this.limits.maxFields }
		}
		if (headers.name.includes('\u0000')) return BAD_CHARACTER
		this.part = { ...headers, chunks: [], bytes: 0, counted: false }
		this.state = 'content'
		if (headers.fileName === null) {
			this.fieldCount += 1
			if (this.fieldCount > this.limits.maxFields) {
				return { reason: 'too-many-fields', status: 413, limit: this.limits.maxFields }
			}
			return null
		}
		// A named file counts from its headers: the file past the limit is refused before its bytes.
		return headers.fileName === '' ? null : this.countFile()
	}

	private countFile(): MultipartRefusal | null {
		this.part!.counted = true
		this.fileCount += 1
		if (this.fileCount > this.limits.maxFiles) {
			return { reason: 'too-many-files', status: 413, limit: this.limits.maxFiles }
		}
		return null
	}

	private addContent(bytes: Buffer): MultipartRefusal | null {
		if (bytes.length === 0) return null
		const part = this.part!
		part.bytes += bytes.length
		if (part.fileName === null) {
			if (part.bytes > this.limits.maxFieldBytes) {
				const limit = this.limits.maxFieldBytes
				return { reason: 'field-too-large', status: 413, limit, field: part.name }
			}
		} else {
			if (!part.counted) {
				const refusal = this.countFile()
				if (refusal) return refusal
			}
			if (part.bytes > this.limits.maxFileBytes) {
				const limit = this.limits.maxFileBytes
				const { fileName } = part
				return { reason: 'file-too-large', status: 413, limit, fileName, position: this.fileCount }
			}
		}
		// A copy: `bytes` views a chunk of the stream, which its producer owns.
		part.chunks.push(Buffer.from(bytes))
		return null
	}

	private closePart(): MultipartRefusal | null {
		const part = this.part!
		this.part = null
		const bytes = part.chunks.length === 1 ? part.chunks[0]! : Buffer.concat(part.chunks)
		if (part.fileName === null) {
			const value = this.decoder.decode(bytes)
			if (value.includes('\u0000')) return BAD_CHARACTER
			this.fields.append(part.name, value)
			return null
		}
		if (part.counted) this.files.push({ field: part.name, fileName: part.fileName, bytes })
		return null
	}
}

const MALFORMED: MultipartRefusal = { reason: 'malformed', status: 400 }
const BAD_CHARACTER: MultipartRefusal = { reason: 'bad-character', status: 400 }
