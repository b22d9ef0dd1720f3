// Turns autocannon results into the table `npm run bench` prints, with the goal figures.
import { textTable } from '../../scripts/text-table.mjs'

/**
 * One row from the autocannon results of one scenario: one result, or one per server instance
 * run at once (rates and counts add up; latencies are the slowest instance's).
 */
export function summarize(...results) {
	const sum = (pick) => results.reduce((total, result) => total + pick(result), 0)
	const max = (pick) => Math.max(...results.map(pick))
	return {
		rps: sum((result) => result.requests.average),
		p50: max((result) => result.latency.p50),
		p99: max((result) => result.latency.p99),
		non2xx: sum((result) => result.non2xx),
		errors: sum((result) => result.errors + result.timeouts),
		total: sum((result) => result.requests.total),
		duration: max((result) => result.duration),
	}
}

/** The share of non-2xx answers above which a row's req/s is not a throughput: 1%. */
export const REFUSAL_LIMIT = 0.01

/**
 * Why a row's req/s cannot be taken as throughput, or undefined when it can: more than
 * REFUSAL_LIMIT of its answers were not what the scenario expects (rate-limited, refused).
 * The baseline and skipped rows are never failed.
 */
export function refusalFailure(row) {
	if (row.skipped || !row.total) return undefined
	const share = row.non2xx / row.total
	if (share <= REFUSAL_LIMIT) return undefined
	return `FAILED: ${fmt(share * 100, 1)}% of ${fmt(row.total)} answers non-2xx (> ${REFUSAL_LIMIT * 100}%)`
}

/** The rows `refusalFailure` fails. */
export const failedRows = (rows) => rows.filter((row) => refusalFailure(row) !== undefined)

/** Signed-in /order's render cost before the render was made cheaper, for comparison (CPU ms per request). */
export const SIGNED_IN_ORDER_CPU_MS_BEFORE = 2.7
/** Signed-in GET /order: at most half the CPU per request it took before, p99 <= 100 ms. */
const SIGNED_IN_ORDER_CPU_MS_GOAL = SIGNED_IN_ORDER_CPU_MS_BEFORE / 2

/**
 * The goal figure a row is held to; a row without one prints '-'. `rows` are all of the run's
 * rows (a PostgreSQL figure may be held to SQLite's, two instances to one).
 */
export function targetFor(row, baselineRps, rows) {
	const failure = refusalFailure(row)
	if (failure) return failure
	const other = (key, dialect) =>
		rows.find(
			(candidate) => candidate.key === key && candidate.dialect === dialect && !candidate.skipped,
		)
	if (row.key === 'home' || row.key === 'order') {
		const ratio = row.rps / baselineRps
		const met = ratio >= 0.5 && row.p99 <= 50
		return `${met ? 'met' : 'MISSED'} (>= 50% of baseline, p99 <= 50 ms)`
	}
	if (row.key === 'home-utm') {
		return `${row.rps / baselineRps >= 0.5 ? 'met' : 'MISSED'} (>= 50% of baseline)`
	}
	if (row.key === 'order-signed-in' || row.key === 'order-signed-in-browser') {
		const met = row.cpuMsPerRequest <= SIGNED_IN_ORDER_CPU_MS_GOAL && row.p99 <= 100
		return `${met ? 'met' : 'MISSED'} (CPU ms/req <= ${fmt(SIGNED_IN_ORDER_CPU_MS_GOAL, 2)}, p99 <= 100 ms)`
	}
	if (row.key === 'order-signed-in-render') {
		return `(CPU ms/req; about ${SIGNED_IN_ORDER_CPU_MS_BEFORE} for every request before)`
	}
	if (row.key === 'journey' && row.dialect === 'sqlite') {
		return `${row.paidPerSecond >= 200 ? 'met' : 'MISSED'} (>= 200 paid orders/s)`
	}
	if (row.key === 'journey-2' && row.dialect === 'postgres') {
		const one = other('journey', 'postgres')
		if (!one) return '-'
		const ratio = row.paidPerSecond / one.paidPerSecond
		return `${ratio >= 1.5 ? 'met' : 'MISSED'} (${fmt(ratio, 2)}x one instance, >= 1.5x)`
	}
	if (row.key === 'cart-add' && row.dialect === 'sqlite') {
		return `${row.rps >= 1500 ? 'met' : 'MISSED'} (>= 1,500/s)`
	}
	if (row.key === 'cart-add' && row.dialect === 'postgres') {
		const sqlite = other('cart-add', 'sqlite')
		if (!sqlite) return '-'
		return `${row.rps * 2 >= sqlite.rps ? 'met' : 'MISSED'} (within 2x of SQLite)`
	}
	return '-'
}

const fmt = (n, digits = 0) =>
	n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })

export function printTable(rows, baseline) {
	const cpu = (row) => (row.cpuMsPerRequest === undefined ? '-' : fmt(row.cpuMsPerRequest, 2))
	const header = [
		'scenario',
		'db',
		'req/s',
		'p50 ms',
		'p99 ms',
		'vs baseline',
		'CPU ms/req',
		'paid orders/s',
		'non-2xx',
		'errors',
		'target',
	]
	const paid = (row) =>
		row.paidPerSecond === undefined
			? '-'
			: `${fmt(row.paidPerSecond, 1)} (${fmt(row.cpuMsPerOrder ?? Number.NaN, 1)} CPU ms each)`
	const lines = [
		[
			'bare node:http, same bytes as /',
			'-',
			fmt(baseline.rps),
			fmt(baseline.p50),
			fmt(baseline.p99),
			'100%',
			cpu(baseline),
			'-',
			String(baseline.non2xx),
			String(baseline.errors),
			'-',
		],
		...rows.map((row) =>
			row.skipped
				? [row.name, row.dialect, '-', '', '', '', '', '', '', '', `skipped: ${row.skipped}`]
				: [
						row.name,
						row.dialect,
						fmt(row.rps),
						fmt(row.p50),
						fmt(row.p99),
						`${fmt((row.rps / baseline.rps) * 100, 1)}%`,
						cpu(row),
						paid(row),
						String(row.non2xx),
						String(row.errors),
						targetFor(row, baseline.rps, rows),
					],
		),
	]
	for (const line of textTable(header, lines)) console.log(line)
	if (rows.some((row) => row.paidPerSecond !== undefined)) {
		console.log(
			"journey rows: req/s counts all six requests of an order; CPU is every server process's;" +
				" non-2xx counts the steps that answered otherwise than a customer's browser expects",
		)
	}
	if (rows.some((row) => row.key === 'checkout' && !row.skipped)) {
		console.log(
			'checkout creation: req/s counts payment sessions created (one client address each);' +
				' non-2xx counts every other answer',
		)
	}
	console.log(
		`A row with more than ${REFUSAL_LIMIT * 100}% of its answers non-2xx is FAILED: its req/s would be refusals`,
	)
}
