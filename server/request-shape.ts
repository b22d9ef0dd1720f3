// Requests no route can take, answered by the server itself: methods the fetch API refuses to
// carry (React Router could not even be handed them), URLs holding a NUL character, which no
// page of the shop links to and PostgreSQL text cannot hold (a lookup with it fails as an error),
// and Host headers that make no URL (400; a valid name the shop does not answer gets 421 in
// app.ts, see answersHost).
const FORBIDDEN_BY_FETCH = new Set(['CONNECT', 'TRACE', 'TRACK'])

/** Whether a request with this method can become a fetch Request for the routes. */
export function isFetchableMethod(method: string | undefined): boolean {
	return !FORBIDDEN_BY_FETCH.has((method ?? 'GET').toUpperCase())
}

/** Whether the request target, once decoded, would contain U+0000. */
export function urlHasNul(url: string | undefined): boolean {
	return url !== undefined && (url.includes('\0') || /%00/.test(url))
}

// Nearly every request names the same host: the last good one is remembered.
let lastGoodHost: string | undefined

/** Whether a Host header (absent is allowed, as in HTTP/1.0) gives a valid http URL. */
export function hostIsValid(host: string | undefined): boolean {
	if (host === undefined || host === lastGoodHost) return true
	if (!URL.canParse(`http://${host}/`) || /[\s/?#@\\]/.test(host)) return false
	lastGoodHost = host
	return true
}

/**
 * Whether a request posts to the account page (sign-in, sign-up, password reset, sign-in links),
 * as a form or as React Router's data request (`/auth.data`): the posts that may hash a password.
 * Read the way the router matches a path: decoded, in any case, with or without a final slash.
 */
export function isAccountPost(method: string | undefined, url: string | undefined): boolean {
	if (method?.toUpperCase() !== 'POST' || url === undefined) return false
	let path = url.split('?', 1)[0]!
	try {
		path = decodeURIComponent(path)
	} catch {
		return false // no route matches a path that does not decode
	}
	return /^\/auth(\.data)?$/i.test(path.replace(/\/+$/, ''))
}
