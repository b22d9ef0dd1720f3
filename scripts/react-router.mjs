// React Router's command line (`react-router build`, `react-router typegen`, with the arguments
// given), passing on what it prints but for a notice of React Router's own (build-output.mjs).
// vite.config.ts keeps a build to its warnings unless BUILD_VERBOSE=1.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { isUpstreamNoise } from './build-output.mjs'

const packageFile = createRequire(import.meta.url).resolve('@react-router/dev/package.json')
const cli = join(dirname(packageFile), 'bin.js')
const child = spawn(process.execPath, [cli, ...process.argv.slice(2)], {
	stdio: ['inherit', 'pipe', 'pipe'],
})
for (const [from, to] of [
	[child.stdout, process.stdout],
	[child.stderr, process.stderr],
]) {
	createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
		if (!isUpstreamNoise(line)) to.write(`${line}\n`)
	})
}
child.on('close', (code, signal) => {
	process.exitCode = code ?? (signal ? 1 : 0)
})
