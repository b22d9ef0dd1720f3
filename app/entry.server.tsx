// React Router's default Node entry plus three things: a Content-Security-Policy nonce per
// document, the stylesheet's text, which the root layout puts inline (inline-stylesheet.tsx), and
// the page's scripts held back until the page is painted (scripts-after-paint.tsx).
// <ServerRouter nonce> puts it on React Router's inline scripts and is the default nonce of
// <Scripts>, <ScrollRestoration> and <Links>; React's own streaming scripts get it through
// renderToPipeableStream; our own inline scripts read it with useNonce(). The document's CSP
// header names the same nonce (it replaces the policy the server put on every response).
import { Transform } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server'
import {
	isRouteErrorResponse,
	ServerRouter,
	type EntryContext,
	type HandleErrorFunction,
} from 'react-router'
import { StylesheetProvider } from '#app/components/layout/inline-stylesheet.tsx'
import { holdScriptsUntilPainted } from '#app/components/layout/hold-scripts.server.ts'
import { NonceProvider } from '#app/utils/nonce-provider.ts'
import { contentSecurityPolicy, createNonce } from '#app/utils/security-headers.server.ts'
import stylesheet from './app.css?inline'

// In development root.tsx links the stylesheet file instead (Vite updates it in place).
const INLINE_STYLESHEET = import.meta.env.DEV ? '' : stylesheet

export const streamTimeout = 5_000

/**
 * React Router's default, minus the client's mistakes it answers itself with a 4xx (a method a
 * route has no handler for, a POST to a page without a form): those are not server errors.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
	if (request.signal.aborted) return
	if (isRouteErrorResponse(error) && error.status < 500) return
	console.error(isRouteErrorResponse(error) && 'error' in error ? error.error : error)
}

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
) {
	const nonce = createNonce()
	responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce))

	// https://httpwg.org/specs/rfc9110.html#HEAD
	if (request.method.toUpperCase() === 'HEAD') {
		return new Response(null, { status: responseStatusCode, headers: responseHeaders })
	}

	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		// Everyone gets the whole page at once, as crawlers always did: no route streams deferred
		// data (no <Await>), so the only late part was React Router's own loader data, ready a
		// moment after the shell. Sent after it, it cost React a hidden copy of the content moved in
		// by a script, and the server a second chunk to write and compress
		// (docs/decisions/020-render-cost.md). A route that streams slow data must bring back
		// 'onShellReady' for people.
		const readyOption: keyof RenderToPipeableStreamOptions = 'onAllReady'

		// Abort after streamTimeout so rejected boundaries still have time to flush.
		let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
			() => abort(),
			streamTimeout + 1000,
		)

		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				<StylesheetProvider value={INLINE_STYLESHEET}>
					<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
				</StylesheetProvider>
			</NonceProvider>,
			{
				nonce,
				// Every finished Suspense boundary (a lazy component's content) in place: React's
				// default moves one of more than 500 bytes out of a page this size into a hidden copy
				// that a script swaps in, which a browser without JavaScript never shows (the job
				// list's server-priced table stayed "Loading...").
				progressiveChunkSize: Number.POSITIVE_INFINITY,
				[readyOption]() {
					shellRendered = true
					const body = wholeDocumentStream(() => {
						clearTimeout(timeoutId)
						timeoutId = undefined
					})
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					pipe(body)
					resolve(
						new Response(createReadableStreamFromReadable(body), {
							headers: responseHeaders,
							status: responseStatusCode,
						}),
					)
				},
				onShellError(error: unknown) {
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					// Errors before the shell is ready reject and are logged by React Router.
					if (shellRendered) console.error(error)
				},
			},
		)
	})
}

/**
 * Passes the document on in one chunk, its scripts held until the page is painted (in
 * production; development keeps Vite's module scripts as they are). React writes the page in
 * 4 KB pieces, all at once, since the shell waits for everything (`onAllReady`), so holding them
 * to the end delays nothing; and each chunk would cost a trip through the web stream and a
 * socket write.
 */
function wholeDocumentStream(onEnd: () => void): Transform {
	const pieces: Buffer[] = []
	return new Transform({
		transform(chunk: Buffer, _encoding, callback) {
			pieces.push(chunk)
			callback()
		},
		flush(callback) {
			const html = Buffer.concat(pieces).toString('utf8')
			this.push(import.meta.env.DEV ? html : holdScriptsUntilPainted(html))
			onEnd()
			callback()
		},
	})
}
