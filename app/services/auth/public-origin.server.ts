import type { Env } from '#app/utils/env.server.ts'

/** What publicOrigin reads of a request: a Fetch Request, or a plain stand-in for one. */
export type RequestLike = { url: string; headers: { get(name: string): string | null } }

/**
 * The origin the browser used: PUBLIC_URL when set (always, in production: a Host header is
 * whatever the client wrote, and links in e-mails must not follow it), else the request's own,
 * with X-Forwarded-Proto/Host only behind a trusted proxy.
 */
export function publicOrigin(request: RequestLike, env: Env): string {
	if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin
	const url = new URL(request.url)
	if (!env.TRUST_PROXY) return url.origin
	const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
	const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
	const protocol = proto === 'http' || proto === 'https' ? `${proto}:` : url.protocol
	try {
		return new URL(`${protocol}//${host || url.host}`).origin
	} catch {
		return url.origin // a forwarded host that is no host at all
	}
}
