// The shop's server: the one module graph that holds the HTTP server, the routes, the database
// and the outbox worker. Vite bundles it to build/server/index.js, which server.js starts; in
// development scripts/dev.mjs loads it through Vite, which serves the browser's modules and
// hands it the routes as they are now (hot reload), and everything else is the same code.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { constants as zlibConstants } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { createRequestHandler, type ServerBuild } from 'react-router'
import compression from 'compression'
import * as build from 'virtual:react-router/server-build'
import { answersHost, isShopOrigin } from '#app/utils/public-origin.server.ts'
import { loadContext } from '#app/utils/app-context.ts'
import { AUTH_POLICY } from '#app/services/auth/auth.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { PUBLIC_PAGES } from '#app/utils/site-index.ts'
import { readSession } from '#app/services/auth/session.server.ts'
import { clientIp } from '#app/utils/client-ip.server.ts'
import { answerExpectContinue, limitRequestBody } from './body-limit.ts'
import { createAddressGate } from './address-gate.ts'
import { answerClientErrors } from './client-errors.ts'
import { createAdmission } from './admission.ts'
import { createGracefulStop } from './graceful-stop.ts'
import { createCartApi } from './cart-api.ts'
import { createPaymentApi } from './create-payment-api.ts'
import type { EarlyListener } from './early-listener.ts'
import { createDocumentHandler, type DocumentOptions } from './document-handler.ts'
import { listeningBanner } from './listening-banner.ts'
import { createAcceptFirstTurn } from './next-turn.ts'
import { createPageCache } from './page-cache.ts'
import { requestLike } from './node-request.ts'
import { createFileServer } from './static-files.ts'
import { warmUp, WARM_UP_PATHS } from './warm-up.ts'
import { openShopContext } from './shop-context.ts'
import { createSignedInPageCache } from './signed-in-page-cache.ts'
import { createSignedInDocuments, SIGNED_IN_CACHED_PAGES } from './signed-in-documents.ts'
import { keepPersonalResponsesPrivate } from './private-responses.ts'
import { formatWarning, logRequest, requestLogsEnabled, warningLogsEnabled } from './request-log.ts'
import { hostIsValid, isAccountPost, isFetchableMethod, urlHasNul } from './request-shape.ts'
import { isSameOriginWrite } from './same-origin.ts'
import { applySecurityHeaders } from '#app/utils/security-headers.server.ts'

const clientDir = fileURLToPath(new URL('../client', import.meta.url))
/** Renders at once, and the longest a page request waits for one (server/admission.ts). */
const RENDER_SLOTS = 4
const RENDER_MAX_WAIT_MS = 2000
/**
 * Posts to the account page (sign-in, sign-up, resets) wait in a line of their own: most hash a
 * password (scrypt, about 100 ms of a core in libuv's thread pool), and in the render line a
 * crowd of them held the render slots idle while the pool worked, so pages behind them waited.
 * Two at once leave the event loop a core on a two-core machine; each address may have at most
 * ACCOUNT_POSTS_PER_ADDRESS of them inside at once (address-gate.ts), more are answered 429.
 */
const ACCOUNT_SLOTS = 2
const ACCOUNT_POSTS_PER_ADDRESS = 4
const TOO_MANY_ACCOUNT_POSTS =
	'Too many sign-in attempts at once from your network: please try again in a moment.'
/** After SIGTERM, connections still open this long are cut (graceful-stop.ts). */
const STOP_DEADLINE_MS = 3000
/** What a request shed by admission control reads; Retry-After says when to come back. */
const BUSY_MESSAGE = 'The shop is busy right now: please try again in a moment.'
/**
 * Memory for signed-in customers' copies of /order (signed-in-page-cache.ts): the
 * parts all copies of a page share (about 90 KB plain and gzipped) once, then about 2 KB per
 * customer and page, so thousands of customers fit.
 */
const SIGNED_IN_CACHE_BYTES = 32 * 1024 * 1024
/**
 * Pages and data are compressed per response (files come pre-compressed, see sirv below). The
 * library's defaults (brotli quality 4, gzip level 6) cost about 0.6 to 1 ms of CPU for a signed-in
 * /order page (71 KB of HTML, 42 KB of it the inline stylesheet); brotli 2 costs about a third of
 * that for 5% more bytes, gzip 1 half for 14% more (docs/decisions/020-render-cost.md).
 */
const DOCUMENT_COMPRESSION = {
	level: 1,
	brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
}
/** What `npm run dev` hands the server (scripts/dev.mjs): Vite, running in middleware mode. */
export type DevTools = {
	/** The HTTP server to answer on (Vite's hot-reload socket is attached to it already). */
	server: Server
	/** Vite's middleware: the browser's modules, styles and public/ files, compiled on request. */
	middlewares: (req: IncomingMessage, res: ServerResponse, next: () => void) => void
	/** The routes as they are now (Vite compiles what changed since the last request). */
	loadBuild: () => Promise<ServerBuild>
}

export async function start({
	dev,
	early,
}: {
	dev?: DevTools
	/** The server server.js already listens on, answering while this bundle loaded. */
	early?: EarlyListener
} = {}): Promise<{
	server: Server
	stop: () => Promise<void>
}> {
	const env = parseEnv()
	const shop = await openShopContext(env)
	const { context, siteOrigin } = shop
	const routes = dev ? dev.loadBuild : build
	const mode = dev ? 'development' : 'production'
	// Pages are rendered afresh in development, so a change shows on the next load.
	const cachePages = !dev && env.PAGE_CACHE_SECONDS > 0

	const compress = compression(DOCUMENT_COMPRESSION)
	const files = createFileServer(clientDir, dev?.middlewares)
	// The page's own origin when it is one of the shop's (React Router checks an action's Origin
	// against the URL), else the public one; never the Host header.
	const isOwnOrigin = (origin: string) => isShopOrigin(origin, env)
	const documents = createDocumentHandler({
		build: routes,
		mode,
		context,
		originFor: ({ headers: { origin } }) =>
			origin !== undefined && isOwnOrigin(origin) ? origin : siteOrigin,
	})
	const renderForCache = createRequestHandler(routes, mode)
	const pageCache = createPageCache({
		paths: cachePages ? PUBLIC_PAGES : [],
		ttlMs: env.PAGE_CACHE_SECONDS * 1000,
		maxEntries: 200,
		origin: siteOrigin,
		render: (request, clientAddress) =>
			renderForCache(request, loadContext({ ...context, clientAddress })),
	})
	// The server listens before it warms up (below), so a health check answers at once; page
	// requests wait in the admission line until the warm-up is done.
	let warmedUp = () => {}
	const warm = new Promise<void>((resolve) => (warmedUp = resolve))
	const server = dev?.server ?? early?.server ?? createServer()
	// A render starts once the connections waiting to be let in are in (next-turn.ts).
	const turn = createAcceptFirstTurn(server)
	// Renders in React Router at once (admission.ts); the health check never waits for a slot.
	const admit = createAdmission({
		slots: RENDER_SLOTS,
		queue: env.RENDER_QUEUE,
		maxWaitMs: RENDER_MAX_WAIT_MS,
		opensAfter: warm,
		turn,
	})
	const admitAccountPost = createAdmission({
		slots: ACCOUNT_SLOTS,
		queue: env.RENDER_QUEUE,
		maxWaitMs: RENDER_MAX_WAIT_MS,
		opensAfter: warm,
		turn,
	})
	const accountPostsInside = createAddressGate(ACCOUNT_POSTS_PER_ADDRESS)

	/** Files, then pages and data through React Router (compressed per response). */
	const renderDocument = (req: IncomingMessage, res: ServerResponse, document?: DocumentOptions) =>
		compress(req as never, res as never, () => {
			files(req, res, () => {
				keepPersonalResponsesPrivate(req, res)
				const handle = () =>
					res.closed ? Promise.resolve() : documents.handleDocument(req, res, document)
				// A response stream that fails mid-way must not become an unhandled rejection.
				const shed = () => {
					res.writeHead(503, {
						'Content-Type': 'text/plain; charset=utf-8',
						'Retry-After': '1',
						Connection: 'close',
					})
					res.end(BUSY_MESSAGE)
				}
				const admitted =
					req.url === '/healthz'
						? handle()
						: isAccountPost(req.method, req.url)
							? admitAccountPost(handle, shed)
							: admit(handle, shed)
				admitted.catch((error: unknown) => {
					// ERR_HTTP_HEADERS_SENT: the body limit already answered 413 mid-upload.
					if ((error as { code?: string }).code !== 'ERR_HTTP_HEADERS_SENT') console.error(error)
					res.destroy()
				})
			})
		})
	const serveSignedIn = createSignedInDocuments({
		paths: cachePages ? SIGNED_IN_CACHED_PAGES : [],
		cache: createSignedInPageCache({
			ttlMs: env.PAGE_CACHE_SECONDS * 1000,
			maxBytes: SIGNED_IN_CACHE_BYTES,
		}),
		requestFor: documents.requestFor,
		readSession: (request, req) =>
			readSession(request, { ...context, clientAddress: req.socket.remoteAddress }),
		render: renderDocument,
	})

	const handleCartApi = createCartApi(context, siteOrigin)
	const handlePaymentApi = createPaymentApi(context, siteOrigin)

	const logs = { enabled: requestLogsEnabled(env) }
	const warnings = warningLogsEnabled(env)
	const listener = (req: IncomingMessage, res: ServerResponse) => {
		graceful.track(res)
		const requestId = logRequest(req, res, logs)
		if (!hostIsValid(req.headers.host)) {
			applySecurityHeaders(res)
			res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
			res.end('The Host header does not name a valid host.')
			return
		}
		if (!answersHost(req.headers.host, env)) {
			applySecurityHeaders(res)
			res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' })
			res.end(
				`This server answers only for ${siteOrigin} and the local machine (set PUBLIC_URL or ALLOWED_HOSTS).`,
			)
			return
		}
		if (pageCache.serve(req, res)) return
		applySecurityHeaders(res)
		if (!limitRequestBody(req, res)) return
		if (!isFetchableMethod(req.method)) {
			res.writeHead(405, { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD, POST' })
			res.end('Method Not Allowed')
			return
		}
		if (urlHasNul(req.url)) {
			res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
			res.end('The address contains a character that is not allowed (U+0000).')
			return
		}
		if (!isSameOriginWrite(req, isOwnOrigin)) {
			if (warnings) {
				process.stdout.write(
					formatWarning({
						requestId,
						message: 'cross-site write refused',
						method: req.method ?? 'POST',
						path: req.url ?? '/',
						origin: req.headers.origin,
					}),
				)
			}
			res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' })
			res.end('Cross-site requests are not allowed.')
			return
		}
		if (isAccountPost(req.method, req.url)) {
			const address = clientIp(requestLike(req, siteOrigin), {
				env,
				clientAddress: req.socket.remoteAddress,
			})
			const leave = accountPostsInside.enter(address)
			if (!leave) {
				res.writeHead(429, {
					'Content-Type': 'text/plain; charset=utf-8',
					'Retry-After': '1',
					Connection: 'close',
				})
				res.end(TOO_MANY_ACCOUNT_POSTS)
				return
			}
			res.once('close', leave)
		}
		if (handleCartApi(req, res)) return
		if (handlePaymentApi(req, res)) return
		if (serveSignedIn(req, res)) return
		renderDocument(req, res)
	}
	const graceful = createGracefulStop(server, { deadlineMs: STOP_DEADLINE_MS })
	answerExpectContinue(server)
	answerClientErrors(server)
	server.keepAliveTimeout = 65_000
	if (early) early.handOver(listener)
	else {
		server.on('request', listener)
		await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve))
	}
	// The first renders before any page request's (warm-up.ts); none in development, where Vite
	// compiles each page when it is first asked for.
	try {
		await warmUp({
			fillPageCache: () => pageCache.fill(),
			render: (request) => renderForCache(request, loadContext(context)),
			siteOrigin,
			cookie: `${AUTH_POLICY.cookiePrefix}.session_token=warm-up`,
			turn,
			paths: dev ? [] : WARM_UP_PATHS,
		})
	} finally {
		warmedUp()
	}

	// The owner's warnings last, together, right above the line that says where the shop is.
	for (const warning of shop.warnings) console.warn(warning)
	console.log(listeningBanner(server.address(), context.dialect, dev ? 'development' : undefined))

	const stop = async () => {
		await graceful.stop()
		await shop.stop()
	}
	return { server, stop }
}
