// One rule for every response the routes and the cart API give: one rendered for a visitor who
// sent a cookie (a session, a toast) or that sets a cookie is theirs alone, so no cache, shared or
// the browser's, may keep it (Cache-Control: private, no-store), whatever the route said. Shared
// pages come from the page cache (page-cache.ts), which never serves a request with a cookie.
// Static files are not routed through this (a signed-in visitor's scripts stay cacheable).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

export const PRIVATE_CACHE_CONTROL = 'private, no-store'

type HeadersArgument = OutgoingHttpHeaders | (string | string[] | number)[] | undefined

/** Makes `res` private, once its headers are known, if the request or response has a cookie. */
export function keepPersonalResponsesPrivate(req: IncomingMessage, res: ServerResponse): void {
	const writeHead = res.writeHead
	res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
		const at = typeof rest[0] === 'string' ? 1 : 0
		const headers = rest[at] as HeadersArgument
		if (req.headers.cookie !== undefined || res.hasHeader('set-cookie') || setsCookie(headers)) {
			rest[at] = withoutCacheControl(headers)
			res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL)
		}
		return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest)
	} as ServerResponse['writeHead']
}

function setsCookie(headers: HeadersArgument): boolean {
	if (headers === undefined) return false
	if (Array.isArray(headers)) {
		return headers.some((name, i) => i % 2 === 0 && String(name).toLowerCase() === 'set-cookie')
	}
	return Object.keys(headers).some((name) => name.toLowerCase() === 'set-cookie')
}

function withoutCacheControl(headers: HeadersArgument): HeadersArgument {
	if (headers === undefined) return undefined
	if (Array.isArray(headers)) {
		const kept: typeof headers = []
		for (let i = 0; i + 1 < headers.length; i += 2) {
			if (String(headers[i]).toLowerCase() !== 'cache-control')
				kept.push(headers[i]!, headers[i + 1]!)
		}
		return kept
	}
	return Object.fromEntries(
		Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'cache-control'),
	)
}
