// `npm run dev`: the shop's own server (server/app.ts: the same context, database, payments, mail,
// outbox worker, /healthz and fast paths as `npm start`) with Vite in middleware mode. Vite
// compiles the server's and the browser's modules on request; a changed route is used from the
// next request on, and the browser reloads or updates the page (hot reload, over this server's
// own port).
import { createServer as createHttpServer } from 'node:http'
import { createServer as createViteServer, isRunnableDevEnvironment } from 'vite'
import { isUpstreamNoise } from './build-output.mjs'

try {
	process.loadEnvFile()
} catch {
	// No .env file: the environment alone is used.
}
process.env.NODE_ENV ??= 'development'

const server = createHttpServer()
// React Router's deprecation notice (build-output.mjs) is printed while Vite loads its config.
const warn = console.warn
console.warn = (...args) => {
	if (!(typeof args[0] === 'string' && isUpstreamNoise(args[0]))) warn(...args)
}
const vite = await createViteServer({
	server: { middlewareMode: true, hmr: { server } },
	appType: 'custom',
})
console.warn = warn
const ssr = vite.environments.ssr
if (!isRunnableDevEnvironment(ssr)) throw new Error('Vite gave no runnable server environment')

let app
try {
	const { start } = await ssr.runner.import('/server/app.ts')
	app = await start({
		dev: {
			server,
			middlewares: vite.middlewares,
			loadBuild: () => ssr.runner.import('virtual:react-router/server-build'),
		},
	})
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	await vite.close()
	process.exit(1)
}

let stopping = false
for (const signal of ['SIGTERM', 'SIGINT']) {
	process.on(signal, () => {
		if (stopping) return
		stopping = true
		Promise.all([app.stop(), vite.close()]).then(
			() => process.exit(0),
			(error) => {
				console.error(error)
				process.exit(1)
			},
		)
	})
}
