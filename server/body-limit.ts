// Caps request bodies without reading them: the routes (and the Stripe webhook, which needs the
// raw bytes for its signature) still get the untouched stream. A declared Content-Length over
// the cap is refused before a byte is read; a chunked body is counted as it streams past.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

export const MAX_BODY_BYTES = 1024 * 1024

export const BODY_TOO_LARGE_MESSAGE = `Request body too large: the limit is ${MAX_BODY_BYTES / 1024 / 1024} MB.`

/**
 * Returns false (after answering 413) when the declared body is too large. Otherwise watches
 * the stream and answers 413 as soon as it passes the cap; the route never sees the rest.
 */
export function limitRequestBody(
	req: IncomingMessage,
	res: ServerResponse,
	maxBytes = MAX_BODY_BYTES,
): boolean {
	if (!declaredBodyFits(req, maxBytes)) {
		refuse(req, res)
		return false
	}
	// With a Content-Length, Node's parser never delivers more than it declares.
	if (req.headers['transfer-encoding'] === undefined) return true

	let received = 0
	let watching = false
	const count = (chunk: Buffer) => {
		received += chunk.length
		if (received <= maxBytes) return
		req.off('data', count)
		refuse(req, res)
	}
	// Start counting only when a reader subscribes: listening earlier would start the flow and
	// chunks could pass before the route's reader is attached.
	req.on('newListener', function watchReaders(event) {
		if (event !== 'data' || watching) return
		watching = true
		req.off('newListener', watchReaders)
		req.on('data', count)
	})
	return true
}

/** False when the request announces (Content-Length) a body over the cap. */
export function declaredBodyFits(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): boolean {
	const declared = req.headers['content-length']
	return declared === undefined || Number(declared) <= maxBytes
}

/**
 * A client that asks before sending its body (Expect: 100-continue, as curl does for large
 * uploads) is told 413 before it uploads anything; otherwise it gets 100 Continue and the
 * request goes to the server's request listener as usual.
 */
export function answerExpectContinue(server: Server, maxBytes = MAX_BODY_BYTES): void {
	server.on('checkContinue', (req, res) => {
		if (declaredBodyFits(req, maxBytes)) res.writeContinue()
		server.emit('request', req, res)
	})
}

function refuse(req: IncomingMessage, res: ServerResponse) {
	if (res.headersSent) {
		req.destroy()
		return
	}
	// Pausing stops the route's reader from receiving more; closing the connection stops Node
	// from reading (and discarding) the rest of a huge body to keep the connection alive.
	req.pause()
	res.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' })
	res.end(BODY_TOO_LARGE_MESSAGE, () => req.destroy())
}
