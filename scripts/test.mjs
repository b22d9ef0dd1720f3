// `npm test`: every check the project promises, in order, with one closing count line.
// Steps: PostgreSQL reachable, typecheck, lint, formatting, production build, the size budget
// (scripts/size-budget.mjs on the build, each page one check, and the Vitest tests of scripts/
// and bench/), unit + integration (Vitest on SQLite and PostgreSQL), browser journeys
// (Playwright in Chromium).
import { spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import pg from 'pg'

const results = { passed: 0, failed: 0, skipped: 0 }
const failedSteps = []
mkdirSync('test-results', { recursive: true })

function run(name, command, args, env = {}) {
	console.log(`\n=== ${name}: ${command} ${args.join(' ')}`)
	const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
	if (status !== 0) failedSteps.push(name)
	return status === 0
}

/** Like run, with the output (stdout and stderr in their order) written to `file`, then shown. */
function runLogged(name, command, args, file) {
	console.log(`\n=== ${name}: ${command} ${args.join(' ')}`)
	const out = openSync(file, 'w')
	const { status } = spawnSync(command, args, { stdio: ['inherit', out, out] })
	closeSync(out)
	process.stdout.write(readFileSync(file))
	if (status !== 0) failedSteps.push(name)
	return status === 0
}

async function checkPostgres() {
	const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
	const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
	try {
		await client.connect()
		await client.query('select 1')
		return true
	} catch (error) {
		console.error(`PostgreSQL is not reachable at ${url}: ${error.message}`)
		console.error('Start it (pg_ctlcluster 15 main start) or set TEST_DATABASE_URL.')
		failedSteps.push('postgres')
		return false
	} finally {
		await client.end().catch(() => {})
	}
}

function countVitest(file) {
	if (!existsSync(file)) return
	const report = JSON.parse(readFileSync(file, 'utf8'))
	results.passed += report.numPassedTests ?? 0
	results.failed += report.numFailedTests ?? 0
	results.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}

function countPlaywright(file) {
	if (!existsSync(file)) return
	const { stats } = JSON.parse(readFileSync(file, 'utf8'))
	results.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0)
	results.failed += stats?.unexpected ?? 0
	results.skipped += stats?.skipped ?? 0
}

/** The size budget's own report: pages within budget and pages over; a crash counts as one failure. */
function countSizeBudget(file, ok) {
	if (!existsSync(file)) {
		if (!ok) results.failed += 1
		return
	}
	const report = JSON.parse(readFileSync(file, 'utf8'))
	results.passed += report.passed ?? 0
	results.failed += report.failed ?? 0
}

const postgresUp = await checkPostgres()
run('typecheck', 'npm', ['run', 'typecheck'])
run('lint', 'npm', ['run', 'lint'])
run('format', 'npm', ['run', 'format:check'])
// The build's output is kept for the start-log test (scripts/start-log.test.mjs), then shown.
const buildLog = 'test-results/build-output.log'
const built = runLogged('build', 'npm', ['run', 'build'], buildLog)
if (built) {
	// Reports from an earlier run must not be counted as this run's.
	const toolingReport = 'test-results/vitest-tooling.json'
	const budgetReport = 'test-results/size-budget.json'
	rmSync(toolingReport, { force: true })
	rmSync(budgetReport, { force: true })
	run('tooling tests', 'npx', [
		'vitest',
		'run',
		'--config=scripts/vitest.config.mjs',
		'--reporter=default',
		'--reporter=json',
		`--outputFile.json=${toolingReport}`,
	])
	countVitest(toolingReport)
	const withinBudget = run('size budget', 'node', ['scripts/size-budget.mjs'], {
		SIZE_BUDGET_REPORT: budgetReport,
	})
	countSizeBudget(budgetReport, withinBudget)
}
if (postgresUp) {
	// Some integration tests (several server processes, fuzzing, crashes) run the built server.
	run('unit and integration', 'npx', [
		'vitest',
		'run',
		'--reporter=default',
		'--reporter=json',
		'--outputFile.json=test-results/vitest.json',
	])
	countVitest('test-results/vitest.json')
	// The cold-start test times a fresh server's first answers, so it runs with nothing beside it.
	run(
		'cold start, alone',
		'npx',
		[
			'vitest',
			'run',
			'--reporter=default',
			'--reporter=json',
			'--outputFile.json=test-results/vitest-quiet.json',
		],
		{ VITEST_QUIET: '1' },
	)
	countVitest('test-results/vitest-quiet.json')
}
if (built) {
	run('end to end', 'npx', ['playwright', 'test'])
	countPlaywright('test-results/e2e-report.json')
}

console.log('')
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`)
const skippedNote = results.skipped ? `, ${results.skipped} skipped` : ''
console.log(`tests: ${results.passed} passed, ${results.failed} failed${skippedNote}`)
process.exit(failedSteps.length || results.failed ? 1 : 0)
