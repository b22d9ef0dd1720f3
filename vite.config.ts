import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// The server bundle starts from server/app.ts so the HTTP server, the database and the
// outbox worker share one module graph with the routes.
export default defineConfig(({ isSsrBuild }) => ({
	build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' } } : undefined,
	plugins: [tailwindcss(), reactRouter()],
}))
