// `npm run bench`: load-tests the production build with autocannon (50 connections), on SQLite
// and on PostgreSQL, against a bare node:http server sending the same bytes as / (the
// baseline). The journey scenarios (bench/lib/journey.mjs) count paid orders per second, on one
// server process and, on PostgreSQL, on two sharing the database. Not part of `npm test`; run
// `npm run build` first. Settings:
// BENCH_DURATION (seconds per scenario, default 10), BENCH_CONNECTIONS (default 50),
// BENCH_DATABASE_URL (PostgreSQL to create the throwaway database in), BENCH_ONLY (scenario
// keys, comma-separated, e.g. cart-add), BENCH_DIALECTS (sqlite, postgres or both) and
// BENCH_JOURNEY_WARMUP (seconds of the journey before it is measured, default 10).
import { cpus } from 'node:os'
import autocannon from 'autocannon'
import { startBaseline } from './lib/baseline.mjs'
import { cpuMs } from './lib/cpu.mjs'
import { failedRows, printTable, summarize } from './lib/report.mjs'
import { JOURNEY_WARMUP_SECONDS } from './lib/journey.mjs'
import { SCENARIOS, Skip } from './lib/scenarios.mjs'
import { assertBuilt, startShop } from './lib/shop-server.mjs'

const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const WARMUP_SECONDS = 2
const listed = (value) =>
	value
		?.split(',')
		.map((part) => part.trim())
		.filter(Boolean)
const ONLY = listed(process.env.BENCH_ONLY)
const DIALECTS = listed(process.env.BENCH_DIALECTS) ?? ['sqlite', 'postgres']
const scenarios = ONLY ? SCENARIOS.filter((scenario) => ONLY.includes(scenario.key)) : SCENARIOS
for (const key of ONLY ?? []) {
	if (!SCENARIOS.some((scenario) => scenario.key === key)) {
		throw new Error(`BENCH_ONLY: no scenario ${key} (${SCENARIOS.map((s) => s.key).join(', ')})`)
	}
}
for (const dialect of DIALECTS) {
	if (dialect !== 'sqlite' && dialect !== 'postgres') {
		throw new Error(`BENCH_DIALECTS: ${dialect} is neither sqlite nor postgres`)
	}
}

/** CPU milliseconds used so far by all of `pids`; undefined if any cannot be read. */
function cpuOf(pids) {
	const each = pids.map(cpuMs)
	return each.includes(undefined) ? undefined : each.reduce((sum, ms) => sum + ms, 0)
}

/**
 * Runs a prepared scenario: autocannon options, or `instances` (one set of options per server
 * process, the connections split between them, run at once). `pids` are the processes whose CPU
 * is counted; `paidOrders()` reads what the journey counted; `countedAnswers()`, what a scenario
 * counts as its throughput (e.g. payment sessions actually created) and what it refused.
 */
async function measure(prepared, shopPid) {
	const {
		beforeRun = async () => {},
		warmupSeconds = WARMUP_SECONDS,
		instances,
		pids = [shopPid],
		paidOrders,
		countedAnswers,
		cleanup: _cleanup,
		...options
	} = prepared
	const targets = instances ?? [{}]
	const connections = Math.max(1, Math.floor(CONNECTIONS / targets.length))
	const run = (duration) =>
		Promise.all(
			targets.map((target) => autocannon({ ...options, ...target, connections, duration })),
		)
	// A short run first, so the JIT and the database caches are warm for the measured one.
	await beforeRun()
	await run(warmupSeconds)
	await beforeRun()
	const cpuBefore = cpuOf(pids)
	const result = summarize(...(await run(DURATION)))
	const cpuAfter = cpuOf(pids)
	if (cpuBefore !== undefined && cpuAfter !== undefined && result.total > 0) {
		result.cpuMsPerRequest = (cpuAfter - cpuBefore) / result.total
	}
	if (countedAnswers) {
		// Only what the scenario counts is throughput; the rest of the answers are refusals.
		const answers = countedAnswers()
		result.rps = answers.counted / result.duration
		result.non2xx = answers.refused
		result.problems = answers.problems
		result.cpuMsPerRequest =
			cpuBefore !== undefined && cpuAfter !== undefined && answers.counted > 0
				? (cpuAfter - cpuBefore) / answers.counted
				: undefined
	}
	if (paidOrders) {
		const orders = paidOrders()
		result.paidPerSecond = orders.paid / result.duration
		// The payment's 302 is the journey's own answer; what counts is what the journey refused.
		result.non2xx = orders.unexpected
		result.problems = orders.problems
		if (cpuBefore !== undefined && cpuAfter !== undefined && orders.paid > 0) {
			result.cpuMsPerOrder = (cpuAfter - cpuBefore) / orders.paid
		}
	}
	return result
}

async function baselineFrom(shopUrl) {
	const response = await fetch(`${shopUrl}/`)
	const body = Buffer.from(await response.arrayBuffer())
	const baseline = await startBaseline(body, response.headers.get('content-type') ?? 'text/html')
	try {
		console.log(`baseline: ${body.length} bytes of / from a bare node:http server`)
		return await measure({ url: baseline.url }, baseline.pid)
	} finally {
		await baseline.stop()
	}
}

async function runOn(dialect, rows, onStarted) {
	const shop = await startShop({ dialect })
	console.log(`\n${dialect}: shop on ${shop.url} (pid ${shop.pid})`)
	try {
		await onStarted?.(shop)
		for (const scenario of scenarios) {
			const row = { key: scenario.key, name: scenario.name, dialect }
			try {
				const options = await scenario.prepare(shop)
				try {
					Object.assign(row, await measure(options, shop.pid))
				} finally {
					await options.cleanup?.()
				}
				const orders =
					row.paidPerSecond === undefined ? '' : `, ${row.paidPerSecond.toFixed(1)} paid orders/s`
				console.log(
					`  ${scenario.name}: ${Math.round(row.rps)} req/s${orders}, p99 ${row.p99} ms, ` +
						`${row.non2xx} non-2xx of ${row.total} answers`,
				)
				if (row.problems?.length) console.log(`    refused: ${row.problems.join(', ')}`)
			} catch (error) {
				if (!(error instanceof Skip)) throw error
				row.skipped = error.message
				console.log(`  ${scenario.name}: skipped: ${error.message}`)
			}
			rows.push(row)
		}
		console.log(`  request log lines written: ${shop.logLines()}`)
	} finally {
		await shop.stop()
	}
}

assertBuilt()
console.log(
	`autocannon: ${CONNECTIONS} connections, ${DURATION} s per scenario after ${WARMUP_SECONDS} s warm-up ` +
		`(journeys ${JOURNEY_WARMUP_SECONDS} s); ` +
		`${cpus().length} CPUs shared by server and load generator`,
)
const rows = []
let baseline
// The baseline runs beside the first dialect's shop (it copies that shop's /).
for (const dialect of DIALECTS) {
	await runOn(dialect, rows, async (shop) => {
		baseline ??= await baselineFrom(shop.url)
	})
}
console.log('')
printTable(rows, baseline)
// A row whose answers are mostly refusals measured how fast the shop says no: the run fails.
const failed = failedRows(rows)
if (failed.length) {
	console.log(`\nFAILED: ${failed.map((row) => `${row.name} (${row.dialect})`).join('; ')}`)
	process.exitCode = 1
}
