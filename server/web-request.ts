import type { IncomingMessage } from 'node:http'

/** A header-only Fetch Request for a Node request (the handlers that call this read no body). */
export function webRequest(req: IncomingMessage, url: string): Request {
	const headers = new Headers()
	const raw = req.rawHeaders
	for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i] ?? '', raw[i + 1] ?? '')
	return new Request(url, { headers })
}
