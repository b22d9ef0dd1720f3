// Starts the built shop (npm run build first). Kept tiny: all logic is in server/app.ts and
// server/early-listener.ts.
try {
	process.loadEnvFile()
} catch {
	// No .env file: the environment alone is used.
}

// React picks its production build from NODE_ENV when first loaded; without this line a plain
// `node server.js` renders with React's development build, at about twice the CPU per page.
process.env.NODE_ENV ??= 'production'

const notBuilt = (error) => {
	console.error('The shop is not built yet: run `npm run build` (or `npm start`).')
	throw error
}
/** Prints what stopped the start (a bad setting, a port in use) and exits. */
const failed = (error) => {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
}

// Listening comes first, from a small file: the shop's bundle takes a while to load, and meanwhile
// /healthz answers "starting" and requests wait briefly instead of finding no one
// (server/early-listener.ts).
const { listenEarly } = await import('./build/early/listener.js').catch(notBuilt)
const early = await listenEarly().catch(failed)
const { start } = await import('./build/server/index.js').catch(notBuilt)
const app = await start({ early }).catch(failed)

let stopping = false
for (const signal of ['SIGTERM', 'SIGINT']) {
	process.on(signal, () => {
		if (stopping) return
		stopping = true
		console.log(`${signal} received: finishing open requests, then stopping.`)
		// The server cuts connections still open after 3 s (server/graceful-stop.ts); this is the
		// last resort should stopping the workers or the database hang.
		const force = setTimeout(() => process.exit(1), 4500)
		force.unref()
		app.stop().then(
			() => process.exit(0),
			(error) => {
				console.error(error)
				process.exit(1)
			},
		)
	})
}
