// Signed-in visits of the pages whose HTML depends on nothing of the visitor but who is signed
// in (SIGNED_IN_CACHED_PAGES). The session is checked on every request, as for any page
// (readSession: the signed cookie and one indexed query), then the customer gets their own copy
// of the page from signed-in-page-cache.ts, or the page is rendered as usual and kept for the next
// visit. A render costs about 2-3 ms of CPU; a copy costs the session check and a splice.
//
// Only a GET of the exact path carrying the session cookie and no other cookie is answered here:
// a toast cookie is shown and cleared by a render, and no other cookie is known to leave the page
// alone. A session that needs a cookie written (renewed, ended) is rendered too.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SessionRead } from '#app/domain/auth/session-user.ts'
import { AUTH_POLICY } from '#app/services/auth/auth.server.ts'
import type { DocumentOptions } from './document-handler.ts'
import type { SignedInPageCache } from './signed-in-page-cache.ts'
import { writePage } from './stored-page.ts'
import { answerUnexpectedError } from './node-endpoint.ts'

/**
 * Pages a signed-in customer may be served their kept copy of. Each one's loaders read nothing of
 * the request but the root loader's session and toast: /order (the configurator; the cart is
 * loaded by the browser). A page that shows anything else of the customer (the saved cart on
 * /checkout, orders, saved windows, quotes) must not be listed: a kept copy would show it as it
 * was when the copy was made.
 */
export const SIGNED_IN_CACHED_PAGES = ['/order'] as const

// better-auth names it with a __Secure- prefix when the shop is served over https.
const SESSION_COOKIE = new RegExp(
	`^(__Secure-)?${AUTH_POLICY.cookiePrefix.replace(/\./g, '\\.')}\\.session_token$`,
)

export type SignedInDocumentsOptions = {
	/** The pages answered here (none turns this off). */
	paths: Iterable<string>
	cache: SignedInPageCache
	/** The Fetch Request the render gets. */
	requestFor: (req: IncomingMessage, res: ServerResponse) => Request
	readSession: (request: Request, req: IncomingMessage) => Promise<SessionRead>
	/** The usual way a page is rendered and sent. */
	render: (req: IncomingMessage, res: ServerResponse, document: DocumentOptions) => void
}

/** A request listener step: true when it took the request (and answers it). */
export function createSignedInDocuments(options: SignedInDocumentsOptions) {
	const paths = new Set<string>(options.paths)
	return function serveSignedIn(req: IncomingMessage, res: ServerResponse): boolean {
		if (req.method !== 'GET' || !paths.has(req.url ?? '')) return false
		if (req.headers.authorization !== undefined || !onlySessionCookie(req.headers.cookie)) {
			return false
		}
		answer(req, res, options).catch(answerUnexpectedError(res))
		return true
	}
}

async function answer(
	req: IncomingMessage,
	res: ServerResponse,
	options: SignedInDocumentsOptions,
) {
	const { cache } = options
	const request = options.requestFor(req, res)
	const sessionRead = options.readSession(request, req)
	const session = await sessionRead
	const user = session.cookies.length === 0 ? session.user : null
	const page = user ? cache.get(request.url, user) : undefined
	if (page) return writePage(page, req, res)
	// The loaders get this same read (AppContext.sessionRead): the page kept is the one rendered
	// for the user in its key.
	options.render(req, res, {
		request,
		sessionRead,
		keep: user ? (response) => cache.keep(request.url, user, response) : undefined,
	})
}

/** Whether a Cookie header carries one cookie, the session's. */
export function onlySessionCookie(header: string | undefined): boolean {
	const equals = header?.indexOf('=') ?? -1
	if (!header || equals === -1 || header.includes(';')) return false
	return SESSION_COOKIE.test(header.slice(0, equals).trim())
}
