import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { ChunkingContext } from 'rolldown'
import { createLogger, defineConfig, type Plugin } from 'vite'

// The browser's chunks. Left to itself the bundler makes one file per set of routes sharing a
// module: 17 script requests for /order, most under 1 KB. Instead every page loads
// - the framework (React, React DOM, React Router, the bundler's and Vite's small runtimes) in
//   one file with the entry that hydrates the page, and with it our modules that the root layout
//   imports (header, cart, chat button, toaster: on every page anyway, and one file compresses
//   better than three),
// - `shared~<routes>`: our modules that two or more routes use, grouped by the set of routes that
//   use them (entriesAware; pieces under 500 B join their nearest neighbour), so a page loads
//   only the shared modules it uses. Not in them: the back office's or the policy pages' own,
//   the business-day calendar, which pages load after hydration (it needs the browser's clock),
//   what only a few pages use (order statuses, the change-or-cancel cut-off and its words
//   (FAQ, policies, chat), the test-mode note, the form field, the cards of
//   /account and /contact, the one-line sizes of tables and receipts, the no-JavaScript return
//   field of /account's forms and the lazy Save button, the not-found page, which the unknown
//   URL's page and the lazy error page share), nor the pieces React Router splits out of a route
//   module (app/routes/*: /order's clientAction is a chunk of its own),
// - the root route and the page's own route module.
const FRAMEWORK =
	/[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie)[\\/]|rolldown[\\/]runtime|vite[\\/]preload-helper|entry\.client/
// parse-inches, volume-pricing and job-list* serve lazily loaded panels (the measuring assistant,
// the job list) and server code, so they stay in those chunks rather than in every page's `shared`.
const SHARED =
	/[\\/]app[\\/](?!routes[\\/]|components[\\/](admin|quote[\\/]quote-lines-table|marketing[\\/]policy-page|ui[\\/](form-field|input|card|sizes|no-script-return)|layout[\\/]not-found|shipping[\\/]ship-by-rules)|content[\\/](words[\\/](policies|order-changes|delivery-date|test-mode|messages[\\/]not-found\.)|facts[\\/]order-changes|images[\\/]images\.)|domain[\\/](measure[\\/]parse-inches|quote[\\/](volume-pricing|job-list)|order[\\/](order-status|change-deadline)|shipping[\\/]ship-by|calendar[\\/](business-days|us-federal-holidays|shop-clock|clock-time|calendar-day)))/

// /order's size controls and the measuring assistant's button (which the order change form's lazy
// chunk shares), and the form's check and its words (which the measuring assistant's and the job
// list's lazy panels share): /order is the one page that loads them first, so they are one file
// rather than one per set of lazy chunks sharing them (two files, 156 B more on /order).
const ORDER_CONTROLS =
	/[\\/]app[\\/](components[\\/](order[\\/]dimension-control|measure[\\/]measuring-assistant-button)|domain[\\/]order[\\/]order-form|content[\\/]words[\\/](messages[\\/]order|measuring-assistant-button))\./

// Our modules the root route imports, directly or through others (static imports only): they go
// into the framework's chunk. Route modules stay files of their own, as React Router loads them.
const APP_MODULE = /[\\/]app[\\/](?!routes[\\/]|root\.tsx)/
const ROOT_MODULE = /[\\/]app[\\/]root\.tsx/
function importedByRoot(id: string, context: ChunkingContext, seen = new Set<string>()): boolean {
	if (ROOT_MODULE.test(id)) return true
	if (seen.has(id)) return false
	seen.add(id)
	const importers = context.getModuleInfo(id)?.importers ?? []
	return importers.some((importer) => importedByRoot(importer, context, seen))
}
function frameworkOrRootLayout(id: string, context: ChunkingContext) {
	if (FRAMEWORK.test(id)) return 'framework'
	if (APP_MODULE.test(id) && importedByRoot(id, context)) return 'framework'
	return null
}

// A build prints its warnings only; BUILD_VERBOSE=1 shows Vite's progress, the chunk tables and
// the bundler's timing profile as well.
const VERBOSE = process.env.BUILD_VERBOSE === '1'
const logger = createLogger(VERBOSE ? 'info' : 'warn')
// React Router 7.18 creates its helper Vite servers with `envFile: false`, which Vite 8 reports as
// deprecated on every start; it is React Router's option to change, not ours, so it is not shown.
const ENV_FILE_DEPRECATION = 'The `envFile` option is deprecated'
const warn = logger.warn.bind(logger)
logger.warn = (message, options) => {
	if (!message.includes(ENV_FILE_DEPRECATION)) warn(message, options)
}
const warnOnce = logger.warnOnce.bind(logger)
logger.warnOnce = (message, options) => {
	if (!message.includes(ENV_FILE_DEPRECATION)) warnOnce(message, options)
}

// React Router's package exports its development build only (remix-run/react-router#14102): in
// the browser that is its dev warnings, their checks and their words on every page. The package
// also ships the same code built without them, dist/production; the browser's bundle takes that one
// (both entry points, so one copy of the router), the server keeps the exported build.
const REACT_ROUTER_PRODUCTION = join(
	dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
	'dist/production',
)
const reactRouterProductionBuild: Plugin = {
	name: 'react-router-production-build',
	enforce: 'pre',
	apply: 'build',
	applyToEnvironment: (environment) => environment.name === 'client',
	resolveId(id) {
		if (id === 'react-router') return join(REACT_ROUTER_PRODUCTION, 'index.mjs')
		if (id === 'react-router/dom') return join(REACT_ROUTER_PRODUCTION, 'dom-export.mjs')
	},
}

// The server bundle starts from server/app.ts so the HTTP server, the database and the
// outbox worker share one module graph with the routes.
export default defineConfig(({ command }) => {
	const isBuild = command === 'build'
	return {
		customLogger: logger,
		logLevel: VERBOSE ? 'info' : 'warn',
		build: {
			reportCompressedSize: VERBOSE,
			rolldownOptions: { checks: { bundlerTimings: VERBOSE } },
		},
		environments: {
			ssr: {
				// The built server carries its packages inside build/server (the database drivers and
				// sharp aside: better-sqlite3 and sharp load native addons, pg an optional one; sharp
				// finds its platform's build by a require the bundler cannot follow). Node then reads and
				// links a few files at start instead of 1,171 (Kysely, Stripe, better-auth and zod are
				// hundreds of small modules each), which halved the CPU a process spends before it
				// listens. `npm run dev` keeps loading them from node_modules.
				resolve: isBuild ? { noExternal: true, external: ['better-sqlite3', 'pg', 'sharp'] } : {},
				build: {
					rollupOptions: {
						input: './server/app.ts',
						// The server loads every module at start, so a module both imported and
						// imported lazily (for the browser's code splitting) is no loss there.
						checks: { ineffectiveDynamicImport: false, bundlerTimings: VERBOSE },
					},
				},
			},
			client: {
				build: {
					rolldownOptions: {
						output: {
							// A shared chunk is named by its hash alone: its name lists the routes that use it
							// (up to 100 characters), and every chunk that imports or preloads it spells
							// that name again.
							chunkFileNames: ({ name }) =>
								name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
							codeSplitting: {
								groups: [
									{ name: frameworkOrRootLayout, priority: 2 },
									{
										name: 'shared~order-controls',
										test: ORDER_CONTROLS,
										priority: 1.5,
									},
									{
										name: 'shared',
										test: SHARED,
										minShareCount: 2,
										priority: 1,
										entriesAware: true,
										entriesAwareMergeThreshold: 500,
									},
								],
							},
						},
					},
				},
			},
		},
		plugins: [reactRouterProductionBuild, tailwindcss(), reactRouter()],
	}
})
