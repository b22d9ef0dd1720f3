// The production server as an operator runs it (`node server.js` from the build), for the tests
// that need whole processes: several instances on one database, fuzzing, SIGKILL mid-write.
// SHOP_APP_DIR may name another directory holding server.js and build/ (a private copy, so a
// rebuild in the working tree cannot change the server under test); the default is this checkout.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, openSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const SHOP_APP_DIR = resolve(
	process.env.SHOP_APP_DIR ?? join(import.meta.dirname, '../../..'),
)

export function assertShopBuilt(): void {
	if (!existsSync(join(SHOP_APP_DIR, 'build/server/index.js'))) {
		throw new Error(`No production build in ${SHOP_APP_DIR}: run \`npm run build\` first.`)
	}
}

export type ShopProcess = {
	url: string
	port: number
	pid: number
	/**
	 * Milliseconds from the spawn until GET /healthz first answered 200 and until the process
	 * said it listens (after its warm-up), as polled: to the nearest 20-50 ms.
	 */
	startTimes: { healthy: number; ready: number }
	/** Everything the process wrote to stdout and stderr so far. */
	output: () => string
	/** True once the process has exited (on its own or killed). */
	exited: () => boolean
	/** The exit code once exited (null if a signal ended it or it still runs). */
	exitCode: () => number | null
	/** SIGTERM, then waits for the exit (a graceful stop). */
	stop: () => Promise<void>
	/** SIGKILL, then waits for the exit: a power cut as far as the database is concerned. */
	kill: () => Promise<void>
}

export type StartShopOptions = {
	/** The environment the process gets (PORT is required); nothing is inherited but PATH. */
	env: Record<string, string>
	/** Where stdout and stderr go (appended, so restarts on one file keep the history). */
	logFile: string
	timeoutMs?: number
	/** 'dev' starts `npm run dev`'s script (scripts/dev.mjs, no build needed) instead. */
	mode?: 'production' | 'dev'
}

/**
 * Starts `node server.js` (or the dev server) and resolves once GET /healthz answers 200 and the
 * process has said it listens (it answers the health check first, while it warms up).
 */
export async function startShopProcess({
	env,
	logFile,
	timeoutMs = 30_000,
	mode = 'production',
}: StartShopOptions): Promise<ShopProcess> {
	if (mode === 'production') assertShopBuilt()
	const port = Number(env.PORT)
	const log = openSync(logFile, 'a')
	// The log may hold earlier processes' output (a restart): this one's starts here.
	const logStart = readFileSync(logFile, 'utf8').length
	const script = mode === 'dev' ? 'scripts/dev.mjs' : 'server.js'
	const nodeEnv = mode === 'dev' ? 'development' : 'production'
	const spawnedAt = performance.now()
	const child = spawn(process.execPath, [script], {
		cwd: SHOP_APP_DIR,
		env: { PATH: process.env.PATH ?? '', NODE_ENV: nodeEnv, HOST: '127.0.0.1', ...env },
		stdio: ['ignore', log, log],
	})
	let exited = false
	const gone = new Promise<void>((done) =>
		child.once('exit', () => {
			exited = true
			done()
		}),
	)
	const url = `http://127.0.0.1:${port}`
	const output = () => readFileSync(logFile, 'utf8')
	const startTimes = { healthy: 0, ready: 0 }
	try {
		await waitForHealth(url, timeoutMs, () => !exited)
		startTimes.healthy = Math.round(performance.now() - spawnedAt)
		await waitForOutput(
			() => output().slice(logStart),
			'Shop listening',
			timeoutMs,
			() => !exited,
		)
		startTimes.ready = Math.round(performance.now() - spawnedAt)
	} catch (error) {
		await signal(child, 'SIGKILL', gone)
		throw new Error(`${(error as Error).message}\n${output().slice(-3000)}`, { cause: error })
	}
	return {
		url,
		port,
		pid: child.pid!,
		startTimes,
		output,
		exited: () => exited,
		exitCode: () => child.exitCode,
		stop: () => signal(child, 'SIGTERM', gone),
		kill: () => signal(child, 'SIGKILL', gone),
	}
}

async function signal(child: ChildProcess, name: NodeJS.Signals, gone: Promise<void>) {
	if (child.exitCode === null && child.signalCode === null) child.kill(name)
	await gone
}

/** Polls the process's output until it holds `text`. */
async function waitForOutput(
	output: () => string,
	text: string,
	timeoutMs: number,
	isAlive: () => boolean,
) {
	const deadline = Date.now() + timeoutMs
	while (!output().includes(text)) {
		if (!isAlive()) throw new Error(`The server exited before it said "${text}"`)
		if (Date.now() > deadline)
			throw new Error(`The server did not say "${text}" in ${timeoutMs} ms`)
		await new Promise((done) => setTimeout(done, 20))
	}
}

/** Polls GET /healthz until it answers 200 (the shop migrates its database before it listens). */
export async function waitForHealth(url: string, timeoutMs: number, isAlive = () => true) {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		if (!isAlive()) throw new Error(`The server for ${url} exited before it answered`)
		try {
			const response = await fetch(`${url}/healthz`)
			await response.arrayBuffer()
			if (response.ok) return
		} catch {
			// not listening yet
		}
		await new Promise((done) => setTimeout(done, 50))
	}
	throw new Error(`${url}/healthz did not answer 200 within ${timeoutMs} ms`)
}
