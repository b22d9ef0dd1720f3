// Starts the production build (node server.js) the way an operator would, on a fresh SQLite
// file or a fresh PostgreSQL database, and stops it again. Run `npm run build` first.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createThrowawayDatabase } from './pg-database.mjs'
import { freePort, waitUntilUp } from './ports.mjs'

// BENCH_APP_DIR: a directory holding server.js and build/ (e.g. a copy, so a rebuild in the
// working tree cannot change the server under test). Default: this repository.
// BENCH_NODE_ARGS: node's own arguments for the server processes, e.g.
// `--cpu-prof --cpu-prof-dir=/tmp/prof` (each process writes a CPU profile when it stops).
// BENCH_NODE_OPTIONS: NODE_OPTIONS for the server processes (a CPU profile, say).
export const APP_DIR = resolve(process.env.BENCH_APP_DIR ?? resolve(import.meta.dirname, '../..'))

export function assertBuilt(appDir = APP_DIR) {
	if (!existsSync(join(appDir, 'build/server/index.js'))) {
		throw new Error(`No production build in ${appDir}: run \`npm run build\` first.`)
	}
}

/** Spawns `node server.js` with `env` on a free port; resolves once /healthz answers. */
async function startInstance(appDir, env, logFile) {
	const port = await freePort()
	const log = openSync(logFile, 'a')
	// Request logs go to a file, as they would to journald: written, but not to this terminal.
	const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []
	const child = spawn(process.execPath, [...nodeArgs, 'server.js'], {
		cwd: appDir,
		env: { ...env, PORT: String(port) },
		stdio: ['ignore', log, log],
	})
	let exited = false
	const exit = new Promise((done) =>
		child.once('exit', (code) => {
			exited = true
			done(code)
		}),
	)
	const url = `http://127.0.0.1:${port}`
	try {
		await waitUntilUp(`${url}/healthz`, { isAlive: () => !exited })
	} catch (error) {
		child.kill('SIGKILL')
		throw new Error(`${error.message}\n${readFileSync(logFile, 'utf8').slice(-2000)}`, {
			cause: error,
		})
	}
	return {
		url,
		pid: child.pid,
		/** Resolves with the exit code once the process has exited. */
		exit,
		async stop() {
			if (exited) return
			const gone = new Promise((done) => child.once('exit', done))
			child.kill('SIGTERM')
			await gone
		},
	}
}

/**
 * The shop on a fresh database. `addInstance()` starts one more server process on the same
 * database (PostgreSQL: several instances behind a load balancer); `stop()` stops them all.
 * `appDir`: the build to serve (default APP_DIR).
 * @param {{ dialect: 'sqlite' | 'postgres', appDir?: string }} options
 */
export async function startShop({ dialect, appDir = APP_DIR }) {
	assertBuilt(appDir)
	const dir = mkdtempSync(join(tmpdir(), `shop-bench-${dialect}-`))
	const database = dialect === 'postgres' ? await createThrowawayDatabase() : undefined
	const logFile = join(dir, 'server.log')
	// Only what the shop needs: no Stripe key (the built-in test provider), mail into files.
	const env = {
		PATH: process.env.PATH,
		NODE_ENV: 'production',
		HOST: '127.0.0.1',
		DATABASE_URL: database?.url ?? '',
		SQLITE_PATH: join(dir, 'shop.db'),
		MAIL_DIR: join(dir, 'mail'),
		SMTP_URL: '',
		SESSION_SECRET: randomBytes(32).toString('hex'),
		LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
		// Sign-up e-mails (the verification link the bench follows) leave at once.
		OUTBOX_POLL_MS: '100',
		// The bench plays the shop's reverse proxy: it names each simulated customer's address in
		// X-Forwarded-For (bench/lib/clients.mjs), so rate limits per address see many customers,
		// as behind a real proxy, instead of one address sending everything.
		TRUST_PROXY: 'true',
		// e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: each server process writes a profile on exit.
		...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
	}
	const instances = []
	const stopAll = async () => {
		await Promise.all(instances.map((instance) => instance.stop()))
		await database?.drop()
		rmSync(dir, { recursive: true, force: true })
	}
	try {
		instances.push(await startInstance(appDir, env, logFile))
	} catch (error) {
		await stopAll()
		throw error
	}
	const [first] = instances
	return {
		url: first.url,
		dialect,
		pid: first.pid,
		/** Resolves with the first process's exit code once it has exited. */
		exit: first.exit,
		mailDir: env.MAIL_DIR,
		/** The servers' environment: for a command on the same database (e.g. scripts/admin.ts). */
		env,
		/** Another server process on this shop's database, stopped with the shop or on its own. */
		async addInstance() {
			const instance = await startInstance(appDir, env, logFile)
			instances.push(instance)
			return instance
		},
		logLines: () =>
			readFileSync(logFile, 'utf8')
				.split('\n')
				.filter((line) => line.startsWith('{')).length,
		stop: stopAll,
	}
}
