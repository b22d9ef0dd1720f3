// What an owner reads from `npm start` to "Shop listening": at most 25 lines, no deprecation or
// future-flag notice, no chunk table or timing profile, the owner's warnings together right above
// the banner, and the banner naming the address the server is bound to. The build's part is the
// output `npm test` recorded of its build step (test-results/build-output.log), or a build run
// here when there is none; the server's part is `node server.js` started on a fresh data directory.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'

const ROOT = resolve(import.meta.dirname, '..')
const BUILD_LOG = join(ROOT, 'test-results/build-output.log')
const MAX_LINES = 25
/** What npm itself prints for `npm start` (its "> start" and "> build" headers, blank lines). */
const NPM_HEADER_LINES = 8
const NOISE =
	/deprecat|future flag|v8_|PLUGIN_TIMINGS|INEFFECTIVE_DYNAMIC_IMPORT|│ gzip:|modules transformed|built in/i
const OWNER_WARNING = /^(Warning: |Test mode: )/

const dir = mkdtempSync(join(tmpdir(), 'shop-start-log-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function buildOutput() {
	if (existsSync(BUILD_LOG)) return readFileSync(BUILD_LOG, 'utf8')
	// Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
	const env = { ...process.env, NODE_ENV: 'production' }
	const { stdout, stderr } = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, env })
	return `${stdout}${stderr}`
}

async function freePort() {
	const server = createServer()
	await new Promise((done) => server.listen(0, '127.0.0.1', done))
	const { port } = server.address()
	await new Promise((done) => server.close(done))
	return port
}

/** `node server.js`'s output up to and with its "Shop listening" line; the process is stopped. */
async function serverOutput(port) {
	const child = spawn(process.execPath, ['server.js'], {
		cwd: ROOT,
		env: {
			PATH: process.env.PATH ?? '',
			NODE_ENV: 'production',
			HOST: '127.0.0.1',
			PORT: String(port),
			SQLITE_PATH: join(dir, 'shop.db'),
			MAIL_DIR: join(dir, 'mail'),
		},
	})
	let output = ''
	child.stdout.on('data', (chunk) => (output += chunk))
	child.stderr.on('data', (chunk) => (output += chunk))
	const exited = new Promise((done) => child.once('exit', done))
	try {
		await Promise.race([
			new Promise((done) => {
				const check = () => output.includes('Shop listening') && output.endsWith('\n') && done()
				child.stdout.on('data', check)
				child.stderr.on('data', check)
			}),
			exited.then(() => Promise.reject(new Error(`server.js exited:\n${output}`))),
		])
	} finally {
		child.kill('SIGTERM')
		await exited
	}
	return output.slice(0, output.indexOf('\n', output.indexOf('Shop listening')) + 1)
}

const linesOf = (text) => text.split('\n').slice(0, -1)

describe('the start log', { timeout: 120_000 }, () => {
	test('from npm start to "Shop listening": short, plain, warnings last, the bound address', async () => {
		const build = linesOf(buildOutput()).filter((line) => !/^> |^$/.test(line))
		const port = await freePort()
		const server = linesOf(await serverOutput(port))
		const shown = [...build, ...server].join('\n')
		expect(shown).not.toMatch(NOISE)
		expect(NPM_HEADER_LINES + build.length + server.length, shown).toBeLessThanOrEqual(MAX_LINES)

		expect(server.at(-1)).toBe(`Shop listening on http://127.0.0.1:${port} (sqlite)`)
		const warnings = server.filter((line) => OWNER_WARNING.test(line))
		expect(warnings.length).toBeGreaterThan(0) // placeholder settings, no Stripe key
		expect(server.slice(-1 - warnings.length, -1)).toEqual(warnings)
	})
})
