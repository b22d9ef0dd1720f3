// `npm run bench:restart`: a restart and a cold start under a crowd, 200 connections (autocannon)
// asking for a mix of pages, cached and rendered, on one SQLite shop. Measured:
// (a) restart: the running process gets SIGTERM while the crowd runs, and a new process is
//     spawned on the same port and database at the same moment: the time from SIGTERM to the old
//     process's exit (and its exit code), and from the spawn to the new process's first
//     GET /healthz 200 and first rendered page 200, each asked on a new connection;
// (b) cold start: the crowd already knocking, a fresh process is spawned on a fresh port: the
//     same two times.
// The crowd runs in a process of its own (bench/lib/crowd.mjs). Each phase prints what the crowd got (answers by status, errors, timeouts) and the machine's
// load average. Run `npm run build` first. BENCH_CONNECTIONS (default 200),
// BENCH_RESTART_SECONDS (crowd time after the new process answers, default 8).
import { fork, spawn } from 'node:child_process'
import { createWriteStream, openSync } from 'node:fs'
import { connect } from 'node:net'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { RENDERED } from './lib/crowd.mjs'
import { cpuMs } from './lib/cpu.mjs'
import { freePort } from './lib/ports.mjs'
import { APP_DIR, startShop } from './lib/shop-server.mjs'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200)
const AFTER_SECONDS = Number(process.env.BENCH_RESTART_SECONDS ?? 8)

const load = () =>
	`load average ${loadavg()
		.map((n) => n.toFixed(2))
		.join(' ')}`

/** The crowd on `port` (bench/lib/crowd.mjs, in a process of its own) until stopped. */
async function crowd(port) {
	const child = fork(join(import.meta.dirname, 'lib/crowd.mjs'), [
		String(port),
		String(CONNECTIONS),
	])
	const nextMessage = () => new Promise((resolve) => child.once('message', resolve))
	await nextMessage()
	return {
		async stop() {
			const summary = nextMessage()
			child.send('stop')
			return summary
		},
	}
}

/**
 * GET `path` on a new connection, again every 25 ms, until it answers 200: the milliseconds from
 * `since` to its first answer of any status (a new process says 503 "starting" while it loads)
 * and to its first 200.
 */
async function firstOk(port, path, headers, since) {
	let firstAnswer
	for (;;) {
		try {
			const response = await fetch(`http://127.0.0.1:${port}${path}`, {
				headers: { ...headers, Connection: 'close' },
				signal: AbortSignal.timeout(15_000),
			})
			await response.arrayBuffer()
			const ms = Math.round(performance.now() - since)
			firstAnswer ??= `${ms} ms (${response.status})`
			if (response.status === 200) return { firstAnswer, ok: ms }
		} catch {
			// not listening yet, or no answer in time
		}
		await new Promise((resolve) => setTimeout(resolve, 25))
	}
}

/**
 * `node server.js` on `port` with the shop's environment, spawned at `since`; its output goes to
 * `logFile`. `listening` resolves when it says it listens: the wall time and the CPU time it had
 * used by then (its start-up work, whatever the machine's load).
 */
function spawnShop(env, port, logFile, since) {
	// BENCH_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) reach the new processes too.
	const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []
	const child = spawn(process.execPath, [...nodeArgs, 'server.js'], {
		cwd: APP_DIR,
		env: { ...env, PORT: String(port) },
		stdio: ['ignore', 'pipe', openSync(logFile, 'a')],
	})
	const log = createWriteStream(logFile, { flags: 'a' })
	const listening = new Promise((resolve) => {
		child.stdout.on('data', (chunk) => {
			log.write(chunk)
			if (String(chunk).includes('Shop listening')) {
				resolve({ ms: Math.round(performance.now() - since), cpuMs: cpuMs(child.pid) })
			}
		})
	})
	const exit = new Promise((resolve) => child.once('exit', resolve))
	return {
		listening,
		exit,
		async stop() {
			if (child.exitCode !== null || child.signalCode !== null) return
			child.kill('SIGTERM')
			await exit
		},
	}
}

/** Resolves once nothing listens on `port` (the old process stopped accepting). */
async function listenerClosed(port) {
	for (;;) {
		const refused = await new Promise((resolve) => {
			const socket = connect(port, '127.0.0.1', () => {
				socket.destroy()
				resolve(false)
			})
			socket.once('error', () => resolve(true))
		})
		if (refused) return
		await new Promise((resolve) => setTimeout(resolve, 5))
	}
}

/** When a process spawned at `since` listened, and answered /healthz and a rendered page. */
async function firstAnswers(shop, port, since) {
	await listenerClosed(port) // so the old process's answers are never taken for the new one's
	const [health, page, listening] = await Promise.all([
		firstOk(port, '/healthz', {}, since),
		firstOk(port, '/order', RENDERED, since),
		shop.listening,
	])
	return (
		`warmed up ("Shop listening") after ${listening.ms} ms (${listening.cpuMs} ms of its CPU), ` +
		`first /healthz answer after ${health.firstAnswer}, 200 after ${health.ok} ms; ` +
		`first rendered page answer after ${page.firstAnswer}, 200 after ${page.ok} ms`
	)
}

const shop = await startShop({ dialect: 'sqlite' })
const port = Number(new URL(shop.url).port)
const logFile = join(shop.env.MAIL_DIR, '..', 'restart.log')
const spawned = []
try {
	console.log(`${CONNECTIONS} connections of mixed pages; ${load()}`)
	// (a) restart
	const restartCrowd = await crowd(port)
	await new Promise((resolve) => setTimeout(resolve, 5000))
	const loadBefore = load()
	const stopAt = performance.now()
	process.kill(shop.pid, 'SIGTERM')
	const next = spawnShop(shop.env, port, logFile, stopAt)
	spawned.push(next)
	const oldExit = shop.exit.then((code) => ({ code, ms: Math.round(performance.now() - stopAt) }))
	const [old, answers] = await Promise.all([oldExit, firstAnswers(next, port, stopAt)])
	await new Promise((resolve) => setTimeout(resolve, AFTER_SECONDS * 1000))
	console.log(`restart (${loadBefore} at SIGTERM):`)
	console.log(`  old process exited ${old.ms} ms after SIGTERM (exit code ${old.code})`)
	console.log(`  new process: ${answers}`)
	console.log(`  the crowd got: ${await restartCrowd.stop()}`)
	await next.stop()

	// (b) cold start into the crowd
	const coldPort = await freePort()
	const coldCrowd = await crowd(coldPort)
	await new Promise((resolve) => setTimeout(resolve, 1000))
	const loadAtSpawn = load()
	const spawnAt = performance.now()
	const cold = spawnShop(shop.env, coldPort, logFile, spawnAt)
	spawned.push(cold)
	const coldAnswers = await firstAnswers(cold, coldPort, spawnAt)
	await new Promise((resolve) => setTimeout(resolve, AFTER_SECONDS * 1000))
	console.log(`cold start (${loadAtSpawn} at spawn):`)
	console.log(`  new process: ${coldAnswers}`)
	console.log(`  the crowd got: ${await coldCrowd.stop()}`)
} finally {
	for (const each of spawned) await each.stop()
	await shop.stop()
}
