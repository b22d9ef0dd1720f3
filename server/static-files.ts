// The files a browser loads beside the pages. In production: the build's hashed assets (cached
// for a year) and the files of public/ (an hour), each sent pre-compressed when the browser takes
// it. In development: Vite's middleware, which compiles the browser's modules on request and
// serves public/ as it is.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'

type Next = () => void
export type FileServer = (req: IncomingMessage, res: ServerResponse, next: Next) => void

/** Answers a file request, or calls `next` for a page. */
export function createFileServer(clientDir: string, devMiddlewares?: FileServer): FileServer {
	if (devMiddlewares) return devMiddlewares
	// Hashed build assets never change; everything else in public/ may.
	const hashedAssets = sirv(join(clientDir, 'assets'), {
		immutable: true,
		maxAge: 31_536_000,
		gzip: true,
		brotli: true,
	})
	const publicFiles = sirv(clientDir, { maxAge: 3600, gzip: true, brotli: true, etag: true })
	return (req, res, next) => {
		if (req.url?.startsWith('/assets/')) {
			req.url = req.url.slice('/assets'.length)
			hashedAssets(req, res, () => {
				res.statusCode = 404
				res.end('Not found')
			})
			return
		}
		publicFiles(req, res, next)
	}
}
