import type { Config } from '@react-router/dev/config'

export default {
	ssr: true,
	// React Router 8's behaviour, adopted now: the server hands each request a
	// RouterContextProvider (app/utils/load-context.server.ts), loaders see the raw request (a data
	// request's URL keeps its .data suffix; `url` is the page's), `/` loads its data from /_.data,
	// route modules are split, and the build uses Vite's environment API.
	future: {
		v8_middleware: true,
		v8_passThroughRequests: true,
		v8_splitRouteModules: true,
		v8_trailingSlashAwareDataRequests: true,
		v8_viteEnvironmentApi: true,
	},
} satisfies Config
