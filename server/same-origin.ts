import type { IncomingMessage } from 'node:http'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether a request may change state: safe methods always; others only from this site's own
 * pages. Browsers send Origin on every cross-site POST (and Sec-Fetch-Site), so a request that
 * names another origin is refused. Requests with neither header (curl, payment webhooks) carry no
 * browser cookies by accident and are left to the route's own checks. X-Forwarded-Host counts
 * only behind a trusted proxy (TRUST_PROXY).
 */
export function isSameOriginWrite(req: IncomingMessage, trustProxy = false): boolean {
	if (SAFE_METHODS.has(req.method ?? 'GET')) return true
	const fetchSite = req.headers['sec-fetch-site']
	if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false
	const origin = req.headers.origin
	if (!origin) return true
	if (origin === 'null') return false
	const forwardedHost = trustProxy ? req.headers['x-forwarded-host'] : undefined
	const host = forwardedHost ?? req.headers.host
	try {
		return new URL(origin).host === host
	} catch {
		return false
	}
}
