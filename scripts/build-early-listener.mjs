// Builds server/early-listener.ts on its own into build/early/listener.js: the few kilobytes
// server.js loads before the shop's bundle, so a new process listens and answers at once.
// Run by `npm run build` after React Router's build.
import { build } from 'vite'

await build({
	configFile: false,
	logLevel: 'warn',
	publicDir: false,
	ssr: { noExternal: true },
	build: {
		ssr: 'server/early-listener.ts',
		outDir: 'build/early',
		emptyOutDir: true,
		minify: false,
		rollupOptions: { output: { entryFileNames: 'listener.js' } },
	},
})
