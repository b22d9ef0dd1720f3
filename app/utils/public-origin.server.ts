// The shop's public origin and the hosts and origins it answers for. Nothing here reads a Host or
// X-Forwarded-Host header to build a URL: those are whatever the client wrote, and a link in a
// password-reset e-mail that followed them would hand the token to another site.
// docs/decisions/012-one-public-origin.md explains the rules.
import type { Env } from '#app/utils/env.server.ts'

/** What session code reads of a request: a Fetch Request, or a plain stand-in for one. */
export type RequestLike = { url: string; headers: { get(name: string): string | null } }

type OriginEnv = Pick<Env, 'PUBLIC_URL' | 'PORT' | 'ALLOWED_HOSTS'>

/** PUBLIC_URL's origin, or http://localhost:PORT when it is unset. */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
	return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`
}

/** The loopback names a visitor's links may keep (visitorOrigin). */
const VISITOR_LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']

/**
 * The origin for links a request causes (payment return URLs, links in the e-mails it sends):
 * without PUBLIC_URL, http://<name>:PORT when the request's Host is localhost, 127.0.0.1 or [::1]
 * on the server's own PORT, so a visitor of http://127.0.0.1:3000 stays there through a
 * payment; otherwise the public origin. Any other Host (an ALLOWED_HOSTS name included) builds
 * nothing.
 */
export function visitorOrigin(
	request: Pick<RequestLike, 'headers'>,
	env: Pick<Env, 'PUBLIC_URL' | 'PORT'>,
): string {
	const host = request.headers.get('Host')?.toLowerCase()
	if (env.PUBLIC_URL || !host) return publicOrigin(env)
	// Exactly a name and the server's port as a browser writes them (no port for http's 80).
	const written = (name: string) =>
		env.PORT === 80 ? [name, `${name}:80`] : [`${name}:${env.PORT}`]
	const isOwnLoopback = VISITOR_LOOPBACK_NAMES.some((name) => written(name).includes(host))
	return isOwnLoopback ? new URL(`http://${host}/`).origin : publicOrigin(env)
}

/** localhost, 127.0.0.0/8 and [::1], as the URL parser writes them (lower case, dotted). */
export function isLoopbackName(hostname: string): boolean {
	return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)
}

/** The host name of a Host header value (port dropped, normalised), or undefined if none. */
function hostnameOf(host: string): string | undefined {
	try {
		return new URL(`http://${host}/`).hostname
	} catch {
		return undefined
	}
}

function isAnsweredName(hostname: string, env: OriginEnv): boolean {
	return isLoopbackName(hostname) || env.ALLOWED_HOSTS.some((name) => hostnameOf(name) === hostname)
}

/**
 * Whether the server answers a request naming this Host (absent, as in HTTP/1.0, is answered).
 * With PUBLIC_URL set every host is: no answer depends on it, and proxies and load balancers send
 * names of their own (an instance's address in a health check). Without it the server is reached
 * directly, on this machine: loopback names and ALLOWED_HOSTS only, which also keeps a page of
 * another site (DNS rebinding) from reading it.
 */
export function answersHost(host: string | undefined, env: OriginEnv): boolean {
	if (host === undefined || env.PUBLIC_URL) return true
	const hostname = hostnameOf(host)
	return hostname !== undefined && isAnsweredName(hostname, env)
}

/**
 * Whether a browser page of this origin is one of the shop's own: the public origin, or without
 * PUBLIC_URL http on PORT under any answered name (http://127.0.0.1:3000 as well as
 * http://localhost:3000).
 */
export function isShopOrigin(origin: string, env: OriginEnv): boolean {
	if (origin === publicOrigin(env)) return true
	if (env.PUBLIC_URL) return false
	let url: URL
	try {
		url = new URL(origin)
	} catch {
		return false
	}
	return (
		url.protocol === 'http:' &&
		url.origin === origin &&
		(url.port || '80') === String(env.PORT) &&
		isAnsweredName(url.hostname, env)
	)
}
