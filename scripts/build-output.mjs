// What `npm run build`, `npm run typecheck` and `npm run dev` leave out of React Router's output.
import { stripVTControlCharacters } from 'node:util'

/**
 * React Router 7.18 loads its config through a Vite server it creates with `envFile: false`, and
 * Vite 8 reports that option as deprecated, with a logger of React Router's own that the shop's
 * Vite config cannot reach. It is React Router's to change and says nothing about the shop.
 */
const ENV_FILE_DEPRECATION =
	/^The `envFile` option is deprecated, please use `envDir: false` instead\.$/

/** Whether a line of output is that message (in colour or not). */
export function isUpstreamNoise(line) {
	return ENV_FILE_DEPRECATION.test(stripVTControlCharacters(line).trim())
}
