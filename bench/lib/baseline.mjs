import { fork } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './ports.mjs'

/** Starts baseline-server.mjs answering with `body`; resolves once it listens. */
export async function startBaseline(body, contentType) {
	const dir = mkdtempSync(join(tmpdir(), 'shop-bench-baseline-'))
	const bodyFile = join(dir, 'body')
	writeFileSync(bodyFile, body)
	const port = await freePort()
	const child = fork(
		join(import.meta.dirname, 'baseline-server.mjs'),
		[String(port), bodyFile, contentType],
		{
			stdio: 'inherit',
		},
	)
	await new Promise((resolve, reject) => {
		child.once('message', resolve)
		child.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)))
	})
	return {
		url: `http://127.0.0.1:${port}/`,
		pid: child.pid,
		async stop() {
			const gone = new Promise((done) => child.once('exit', done))
			child.kill('SIGTERM')
			await gone
			rmSync(dir, { recursive: true, force: true })
		},
	}
}
