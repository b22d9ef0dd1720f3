// What the two page caches share (page-cache.ts for anonymous visitors, signed-in-page-cache.ts
// for signed-in ones): a rendered page is kept as its fixed parts, split where the CSP nonce
// stood, and every response gets the parts with a fresh nonce spliced in, plain or as gzip built
// from parts compressed once (spliced-gzip.ts).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { contentSecurityPolicy, createNonce } from '#app/utils/security-headers.server.ts'
import { spliceGzip, splicePlain, type SplicedGzip } from './spliced-gzip.ts'

/** A stored page: the headers it is sent with (but the per-response ones) and its parts. */
export type StoredPage = { headers: Record<string, string>; body: SplicedGzip }

// Set per response (or by the request log) rather than copied from the render.
const PER_RESPONSE_HEADERS = new Set([
	'content-security-policy',
	'content-length',
	'content-encoding',
	'transfer-encoding',
	'connection',
	'keep-alive',
	'date',
	'x-request-id',
])
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/

/** The nonce a rendered document's CSP names, if any. */
export function nonceOf(response: Response): string | undefined {
	return NONCE_IN_POLICY.exec(response.headers.get('content-security-policy') ?? '')?.[1]
}

/** A rendered response's headers that every copy of the page may carry. */
export function storableHeaders(response: Response): Record<string, string> {
	const headers: Record<string, string> = {}
	response.headers.forEach((value, name) => {
		if (!PER_RESPONSE_HEADERS.has(name)) headers[name] = value
	})
	return headers
}

/** `body` cut at every occurrence of `separator` (which is left out). */
export function splitOn(body: Buffer, separator: string): Buffer[] {
	const needle = Buffer.from(separator)
	const parts: Buffer[] = []
	let start = 0
	for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
		parts.push(body.subarray(start, at))
		start = at + needle.length
	}
	parts.push(body.subarray(start))
	return parts
}

/** Answers 200 with the page and a nonce of its own, gzipped when the client accepts gzip. */
export function writePage(page: StoredPage, req: IncomingMessage, res: ServerResponse): void {
	const nonce = createNonce()
	const gzip = acceptsGzip(req.headers['accept-encoding'])
	const gap = Buffer.from(nonce)
	const chunks = gzip ? spliceGzip(page.body, gap) : splicePlain(page.body, gap)
	res.writeHead(200, {
		...page.headers,
		'content-security-policy': contentSecurityPolicy(nonce),
		'content-length': String(chunks.reduce((total, chunk) => total + chunk.length, 0)),
		...(gzip ? { 'content-encoding': 'gzip' } : {}),
	})
	// Corked (end() uncorks), the chunks leave in one writev; long ones are the cached buffers.
	res.cork()
	for (const chunk of chunks) res.write(chunk)
	res.end()
}

/** Whether an Accept-Encoding header allows gzip: named with a q above 0, or else through `*`. */
export function acceptsGzip(header: string | undefined): boolean {
	if (!header) return false
	const codings = new Map<string, number>()
	for (const entry of header.split(',')) {
		const [coding = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase())
		const q = params.find((param) => param.startsWith('q='))
		codings.set(coding, q === undefined ? 1 : Number(q.slice(2)))
	}
	const q = codings.get('gzip') ?? codings.get('x-gzip') ?? codings.get('*') ?? 0
	return q > 0
}
