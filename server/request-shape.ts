// Requests no route can take, answered by the server itself: methods the fetch API refuses to
// carry (React Router could not even be handed them), and URLs holding a NUL character, which no
// page of the shop links to and PostgreSQL text cannot hold (a lookup with it fails as an error).
const FORBIDDEN_BY_FETCH = new Set(['CONNECT', 'TRACE', 'TRACK'])

/** Whether a request with this method can become a fetch Request for the routes. */
export function isFetchableMethod(method: string | undefined): boolean {
	return !FORBIDDEN_BY_FETCH.has((method ?? 'GET').toUpperCase())
}

/** Whether the request target, once decoded, would contain U+0000. */
export function urlHasNul(url: string | undefined): boolean {
	return url !== undefined && (url.includes('\0') || /%00/.test(url))
}
