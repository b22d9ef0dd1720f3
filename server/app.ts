// The production server: the one module graph that holds the HTTP server, the routes, the
// database and the outbox worker. Vite bundles it to build/server/index.js; server.js starts it.
import { createServer, type Server } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestListener } from '@react-router/node'
import { createRequestHandler } from 'react-router'
import compression from 'compression'
import sirv from 'sirv'
import * as build from 'virtual:react-router/server-build'
import type { AppContext } from '#app/utils/app-context.ts'
import { createPaymentProvider } from '#app/services/payments/configured-provider.server.ts'
import { startStaleOrderSweeper } from '#app/workflows/reconcile.server.ts'
import { startLateOrderCheck } from '#app/workflows/late-orders.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { PUBLIC_PAGES } from '#app/utils/site-index.ts'
import { resolveSessionSecret } from '#app/utils/session-secret.server.ts'
import { openDatabase } from '#db/index.ts'
import { migrateToLatest } from '#db/migrate.ts'
import { answerExpectContinue, limitRequestBody } from './body-limit.ts'
import { createCartApi } from './cart-api.ts'
import { startOutboxWorker } from './outbox-worker.ts'
import { createPageCache } from './page-cache.ts'
import { logRequest, requestLogsEnabled } from './request-log.ts'
import { hostIsValid, isFetchableMethod, urlHasNul } from './request-shape.ts'
import { isSameOriginWrite } from './same-origin.ts'
import { applySecurityHeaders } from '#app/utils/security-headers.server.ts'

const clientDir = fileURLToPath(new URL('../client', import.meta.url))

export async function start(): Promise<{ server: Server; stop: () => Promise<void> }> {
	const env = parseEnv()
	const { db, dialect } = openDatabase({
		databaseUrl: env.DATABASE_URL,
		sqlitePath: env.SQLITE_PATH,
	})
	await migrateToLatest(db)
	const worker = startOutboxWorker({ db, env })
	const context: AppContext = {
		db,
		dialect,
		env,
		sessionSecret: resolveSessionSecret(
			env.SESSION_SECRET,
			join(dirname(env.SQLITE_PATH), 'session-secret'),
		),
		wakeOutbox: worker.wake,
		payments: createPaymentProvider(env, db),
	}
	// Pending orders whose payment session ended: reconciled with the provider, then expired.
	const sweeper = startStaleOrderSweeper({
		db,
		payments: context.payments,
		settings: {
			shopInbox: env.SHOP_INBOX,
			siteUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
		},
	})
	// Once a shop day, one instance e-mails the shop the orders past their ship-by date.
	const lateCheck = startLateOrderCheck({
		db,
		wakeOutbox: worker.wake,
		settings: {
			shopInbox: env.SHOP_INBOX,
			siteUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
		},
	})

	const compress = compression()
	// Hashed build assets never change; everything else in public/ may.
	const hashedAssets = sirv(join(clientDir, 'assets'), {
		immutable: true,
		maxAge: 31_536_000,
		gzip: true,
		brotli: true,
	})
	const publicFiles = sirv(clientDir, { maxAge: 3600, gzip: true, brotli: true, etag: true })
	const handleDocument = createRequestListener({
		build,
		// Per request: the socket's address, for rate limits (see clientIp in app/services/auth).
		getLoadContext: (_request, client) => ({ ...context, clientAddress: client.address }),
		mode: 'production',
	})
	const renderForCache = createRequestHandler(build, 'production')
	const pageCache = createPageCache({
		paths: env.PAGE_CACHE_SECONDS > 0 ? PUBLIC_PAGES : [],
		ttlMs: env.PAGE_CACHE_SECONDS * 1000,
		maxEntries: 200,
		origin: env.PUBLIC_URL ? 'fixed' : env.TRUST_PROXY ? 'forwarded' : 'host',
		render: (request, req) =>
			renderForCache(request, { ...context, clientAddress: req.socket.remoteAddress }),
	})

	const handleCartApi = createCartApi(context)

	const logs = { enabled: requestLogsEnabled(env) }
	const server = createServer((req, res) => {
		logRequest(req, res, logs)
		if (!hostIsValid(req.headers.host)) {
			applySecurityHeaders(res)
			res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
			res.end('The Host header does not name a valid host.')
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
		if (!isSameOriginWrite(req, env.TRUST_PROXY)) {
			res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' })
			res.end('Cross-site requests are not allowed.')
			return
		}
		if (handleCartApi(req, res)) return
		compress(req as never, res as never, () => {
			if (req.url?.startsWith('/assets/')) {
				req.url = req.url.slice('/assets'.length)
				hashedAssets(req, res, () => {
					res.statusCode = 404
					res.end('Not found')
				})
				return
			}
			publicFiles(req, res, () => {
				// A response stream that fails mid-way must not become an unhandled rejection (the
				// listener is typed void but returns the promise of the whole response).
				Promise.resolve(handleDocument(req, res)).catch((error: unknown) => {
					// ERR_HTTP_HEADERS_SENT: the body limit already answered 413 mid-upload.
					if ((error as { code?: string }).code !== 'ERR_HTTP_HEADERS_SENT') console.error(error)
					res.destroy()
				})
			})
		})
	})
	answerExpectContinue(server)
	server.keepAliveTimeout = 65_000

	await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve))
	console.log(`Shop listening on http://localhost:${env.PORT} (${dialect})`)

	const stop = async () => {
		await new Promise<void>((resolve) => {
			server.close(() => resolve())
			server.closeIdleConnections()
		})
		await sweeper.stop()
		await lateCheck.stop()
		await worker.stop()
		await db.destroy()
	}
	return { server, stop }
}
