// Turns autocannon results into the table `npm run bench` prints, with the goal figures.

export function summarize(result) {
	return {
		rps: result.requests.average,
		p50: result.latency.p50,
		p99: result.latency.p99,
		non2xx: result.non2xx,
		errors: result.errors + result.timeouts,
		total: result.requests.total,
	}
}

/** The goal figure a row is held to; a row without one prints '-'. */
export function targetFor(row, baselineRps, sqliteRowsByKey) {
	if (row.key === 'home' || row.key === 'order') {
		const ratio = row.rps / baselineRps
		const met = ratio >= 0.5 && row.p99 <= 50
		return `${met ? 'met' : 'MISSED'} (>= 50% of baseline, p99 <= 50 ms)`
	}
	if (row.key === 'cart-add' && row.dialect === 'sqlite') {
		return `${row.rps >= 1500 ? 'met' : 'MISSED'} (>= 1,500/s)`
	}
	if (row.key === 'cart-add' && row.dialect === 'postgres') {
		const sqlite = sqliteRowsByKey.get('cart-add')
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
		'non-2xx',
		'errors',
		'target',
	]
	const sqliteRows = new Map(
		rows.filter((row) => row.dialect === 'sqlite').map((row) => [row.key, row]),
	)
	const lines = [
		[
			'bare node:http, same bytes as /',
			'-',
			fmt(baseline.rps),
			fmt(baseline.p50),
			fmt(baseline.p99),
			'100%',
			cpu(baseline),
			String(baseline.non2xx),
			String(baseline.errors),
			'-',
		],
		...rows.map((row) =>
			row.skipped
				? [row.name, row.dialect, '-', '', '', '', '', '', '', `skipped: ${row.skipped}`]
				: [
						row.name,
						row.dialect,
						fmt(row.rps),
						fmt(row.p50),
						fmt(row.p99),
						`${fmt((row.rps / baseline.rps) * 100, 1)}%`,
						cpu(row),
						String(row.non2xx),
						String(row.errors),
						targetFor(row, baseline.rps, sqliteRows),
					],
		),
	]
	const widths = header.map((_, i) =>
		Math.max(header[i].length, ...lines.map((line) => line[i].length)),
	)
	const render = (cells) =>
		cells
			.map((cell, i) => cell.padEnd(widths[i]))
			.join('  ')
			.trimEnd()
	console.log(render(header))
	console.log(widths.map((width) => '-'.repeat(width)).join('  '))
	for (const line of lines) console.log(render(line))
}
