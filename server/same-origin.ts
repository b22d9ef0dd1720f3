import type { IncomingMessage } from 'node:http'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether a request may change state: safe methods always; others only from this site's own
 * pages. Browsers send Origin on every cross-site POST (and Sec-Fetch-Site), so a request that
 * names an origin other than the shop's own (`isShopOrigin`, from the configuration, never from
 * the Host header) is refused. Requests with neither header (curl, payment webhooks) carry no
 * browser cookies by accident and are left to the route's own checks.
 */
export function isSameOriginWrite(
	req: IncomingMessage,
	isShopOrigin: (origin: string) => boolean,
): boolean {
	if (SAFE_METHODS.has(req.method ?? 'GET')) return true
	const fetchSite = req.headers['sec-fetch-site']
	if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false
	const origin = req.headers.origin
	if (origin === undefined) return true
	return isShopOrigin(origin)
}
