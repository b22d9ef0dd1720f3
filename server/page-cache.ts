// Anonymous visitors of the public pages all get the same HTML but for the CSP nonce, so each
// page is rendered once per PAGE_CACHE_SECONDS and every response gets the stored bytes with a
// fresh nonce spliced in (and gzip built from pre-compressed parts, see spliced-gzip.ts). Only a
// GET of an exact public path without cookies or credentials, and without a query string once the
// tracking parameters are dropped (app/domain/common/tracking-params.ts), is served from here; everything
// else, and any render that sets a cookie or is not a 200 HTML page, goes through
// React Router as before. An expired page is served while its replacement renders. Pages are
// rendered for the public origin, so one copy serves every (answered) Host.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { STATIC_SECURITY_HEADERS } from '#app/utils/security-headers.server.ts'
import { withoutTrackingParams } from '#app/domain/common/tracking-params.ts'
import { nextTurn } from './next-turn.ts'
import { webRequest } from './web-request.ts'
import { prepareSplicedGzip } from './spliced-gzip.ts'
import { nonceOf, splitOn, storableHeaders, writePage, type StoredPage } from './stored-page.ts'

export type PageCacheOptions = {
	/** Request targets (path only, no query but tracking parameters) served from the cache. */
	paths: Iterable<string>
	ttlMs: number
	/** Distinct pages kept; the oldest is dropped first. */
	maxEntries: number
	/** The shop's public origin: a page is rendered for it, whatever Host the request named. */
	origin: string
	/** Renders a page; `clientAddress`: the visitor's socket address (none when warming up). */
	render: (request: Request, clientAddress: string | undefined) => Promise<Response>
}

export const SHARED_PAGE_CACHE_CONTROL = 'public, no-cache'

export function createPageCache(options: PageCacheOptions) {
	const paths = new Set(options.paths)
	const now = Date.now
	// A key whose render could not be stored keeps `page` undefined until it expires, so it is
	// not rendered twice per request meanwhile.
	const pages = new Map<string, { page?: StoredPage; expiresAt: number }>()
	const rendering = new Set<string>()

	function keyOf(req: IncomingMessage): string | undefined {
		const { headers } = req
		if (req.method !== 'GET' || !req.url) return undefined
		// /?utm_source=x is / (no page reads them); any other parameter gets a render of its own.
		const path = req.url.includes('?') ? withoutTrackingParams(req.url) : req.url
		if (!paths.has(path)) return undefined
		if (headers.cookie || headers.authorization || !headers.host) return undefined
		return path
	}

	async function refresh(key: string, request: Request, clientAddress: string | undefined) {
		if (rendering.has(key)) return
		rendering.add(key)
		let page: StoredPage | undefined
		try {
			page = await renderPage(options, request, clientAddress)
		} catch (error) {
			console.error('page cache: rendering failed', error)
		} finally {
			pages.delete(key)
			if (pages.size >= options.maxEntries) pages.delete(pages.keys().next().value as string)
			pages.set(key, { page, expiresAt: now() + options.ttlMs })
			rendering.delete(key)
		}
	}

	return {
		/**
		 * Answers the request from the cache and returns true, or returns false for the caller to
		 * answer it (and, for a cacheable request, renders the page for the next ones meanwhile).
		 */
		serve(req: IncomingMessage, res: ServerResponse): boolean {
			const key = keyOf(req)
			if (key === undefined) return false
			const entry = pages.get(key)
			if (!entry || entry.expiresAt <= now()) {
				void refresh(key, webRequest(req, `${options.origin}${key}`), req.socket.remoteAddress)
			}
			if (!entry?.page) return false
			writePage(entry.page, req, res)
			return true
		},
		/** Renders every page into the cache, one per turn of the event loop (see next-turn.ts). */
		async fill(): Promise<void> {
			for (const path of paths) {
				await nextTurn()
				await refresh(path, new Request(`${options.origin}${path}`), undefined)
			}
		},
	}
}

async function renderPage(
	options: PageCacheOptions,
	request: Request,
	clientAddress: string | undefined,
): Promise<StoredPage | undefined> {
	const response = await options.render(request, clientAddress)
	const body = Buffer.from(await response.arrayBuffer())
	const nonce = nonceOf(response)
	const cacheable =
		response.status === 200 &&
		nonce !== undefined &&
		response.headers.getSetCookie().length === 0 &&
		/^text\/html\b/.test(response.headers.get('content-type') ?? '') &&
		!/no-store|private/.test(response.headers.get('cache-control') ?? '')
	if (!cacheable) return undefined

	const pageHeaders: Record<string, string> = {
		...STATIC_SECURITY_HEADERS,
		...storableHeaders(response),
	}
	// A shared cache may store the page but must ask again before each reuse: every response
	// carries a CSP nonce of its own. Visitors with a cookie get their own page (never stored).
	pageHeaders['cache-control'] = SHARED_PAGE_CACHE_CONTROL
	pageHeaders.vary = 'Accept-Encoding, Cookie'
	return { headers: pageHeaders, body: prepareSplicedGzip(splitOn(body, nonce)) }
}
