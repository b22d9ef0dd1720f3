import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createLogger, defineConfig, type Plugin } from 'vite'

// The browser's chunks. Left to itself the bundler makes one file per set of routes sharing a
// module: 17 script requests for /order, most under 1 KB. Instead every page loads
// - the framework (React, React DOM, React Router, the bundler's and Vite's small runtimes) in
//   one file with the entry that hydrates the page,
// - `shared`: our modules that two or more routes use (cart, shop facts, formatting), but not
//   the back office's or the policy pages' own, nor the business-day calendar, which pages load
//   after hydration (it needs the browser's clock), nor what only a few pages use (order
//   statuses, the change-or-cancel cut-off and its words (FAQ, policies, chat), the
//   test-mode note, the form field, the cards of /account and /contact, the one-line sizes of
//   tables and receipts, the no-JavaScript return field of /account's forms
//   and the lazy Save button, the not-found page, which the unknown URL's page and the lazy
//   error page share): /order, the heaviest page, carries none of them, nor the pieces React
//   Router splits out of a route module (app/routes/*: /order's clientAction is a chunk of its
//   own, loaded when the inquiry is sent),
// - the root route and the page's own route module.
const FRAMEWORK =
	/[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie)[\\/]|rolldown[\\/]runtime|vite[\\/]preload-helper|entry\.client/
// parse-inches, volume-pricing and job-list* serve lazily loaded panels (the measuring assistant,
// the job list) and server code, so they stay in those chunks rather than in every page's `shared`.
const SHARED =
	/[\\/]app[\\/](?!routes[\\/]|components[\\/](admin|quote[\\/]quote-lines-table|marketing[\\/]policy-page|ui[\\/](form-field|input|card|sizes|no-script-return)|layout[\\/]not-found|shipping[\\/]ship-by-rules)|content[\\/](words[\\/](policies|order-changes|delivery-date|test-mode|messages[\\/]not-found\.)|facts[\\/]order-changes|images[\\/]images\.)|domain[\\/](measure[\\/]parse-inches|quote[\\/](volume-pricing|job-list)|order[\\/](order-status|change-deadline)|shipping[\\/]ship-by|calendar[\\/](business-days|us-federal-holidays|shop-clock|clock-time|calendar-day)))/

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
export default defineConfig({
	customLogger: logger,
	logLevel: VERBOSE ? 'info' : 'warn',
	build: {
		reportCompressedSize: VERBOSE,
		rolldownOptions: { checks: { bundlerTimings: VERBOSE } },
	},
	environments: {
		ssr: {
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
						codeSplitting: {
							groups: [
								{ name: 'framework', test: FRAMEWORK, priority: 2 },
								{ name: 'shared', test: SHARED, minShareCount: 2, priority: 1 },
							],
						},
					},
				},
			},
		},
	},
	plugins: [reactRouterProductionBuild, tailwindcss(), reactRouter()],
})
