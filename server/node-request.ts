// The parts of a Node request the direct handlers (cart-api.ts, create-payment-api.ts) read,
// without React Router's Fetch Request: a header, the body, the request as the session code and
// the per-address limits see it.
import type { IncomingMessage } from 'node:http'
import type { RequestLike } from '#app/utils/public-origin.server.ts'

// As Request.json() reads a body: UTF-8, a leading byte order mark dropped.
const utf8 = new TextDecoder()

export function header(req: IncomingMessage, name: string): string | null {
	const value = req.headers[name.toLowerCase()]
	if (value === undefined) return null
	return Array.isArray(value) ? value.join(', ') : value
}

/** The parts of the request the session check reads, on the shop's origin (not Host's). */
export function requestLike(req: IncomingMessage, origin: string): RequestLike {
	return { url: `${origin}${req.url}`, headers: { get: (name) => header(req, name) } }
}

/** The whole body; rejects when the client left or the body limit cut the upload off. */
export function readBody(req: IncomingMessage): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = []
		let ended = false
		req.on('data', (chunk: Buffer) => chunks.push(chunk))
		req.on('end', () => {
			ended = true
			resolve(Buffer.concat(chunks))
		})
		req.on('error', reject)
		// Without 'end' first: the client left, or the body limit cut the upload off.
		req.on('close', () => ended || reject(new Error('The request body ended early.')))
	})
}

/** A body parsed as JSON, as Request.json() parses it; throws when it is not JSON. */
export function parseJson(body: Buffer): unknown {
	return JSON.parse(utf8.decode(body))
}
