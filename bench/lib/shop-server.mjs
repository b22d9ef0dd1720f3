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
export const APP_DIR = resolve(process.env.BENCH_APP_DIR ?? resolve(import.meta.dirname, '../..'))

export function assertBuilt() {
	if (!existsSync(join(APP_DIR, 'build/server/index.js'))) {
		throw new Error(`No production build in ${APP_DIR}: run \`npm run build\` first.`)
	}
}

/** @param {{ dialect: 'sqlite' | 'postgres' }} options */
export async function startShop({ dialect }) {
	assertBuilt()
	const dir = mkdtempSync(join(tmpdir(), `shop-bench-${dialect}-`))
	const database = dialect === 'postgres' ? await createThrowawayDatabase() : undefined
	const port = await freePort()
	const logFile = join(dir, 'server.log')
	const log = openSync(logFile, 'a')
	// Only what the shop needs: no Stripe key (the built-in test provider), mail into files.
	const env = {
		PATH: process.env.PATH,
		NODE_ENV: 'production',
		HOST: '127.0.0.1',
		PORT: String(port),
		DATABASE_URL: database?.url ?? '',
		SQLITE_PATH: join(dir, 'shop.db'),
		MAIL_DIR: join(dir, 'mail'),
		SMTP_URL: '',
		SESSION_SECRET: randomBytes(32).toString('hex'),
		LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
		// Sign-up e-mails (the verification link the bench follows) leave at once.
		OUTBOX_POLL_MS: '100',
	}
	// Request logs go to a file, as they would to journald: written, but not to this terminal.
	const child = spawn(process.execPath, ['server.js'], {
		cwd: APP_DIR,
		env,
		stdio: ['ignore', log, log],
	})
	let exited = false
	child.once('exit', () => (exited = true))
	const url = `http://127.0.0.1:${port}`
	try {
		await waitUntilUp(`${url}/healthz`, { isAlive: () => !exited })
	} catch (error) {
		child.kill('SIGKILL')
		await database?.drop()
		throw new Error(`${error.message}\n${readFileSync(logFile, 'utf8').slice(-2000)}`, {
			cause: error,
		})
	}
	return {
		url,
		dialect,
		pid: child.pid,
		mailDir: env.MAIL_DIR,
		logLines: () =>
			readFileSync(logFile, 'utf8')
				.split('\n')
				.filter((line) => line.startsWith('{')).length,
		async stop() {
			if (!exited) {
				const gone = new Promise((done) => child.once('exit', done))
				child.kill('SIGTERM')
				await gone
			}
			await database?.drop()
			rmSync(dir, { recursive: true, force: true })
		},
	}
}
