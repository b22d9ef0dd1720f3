// A crowd of keep-alive connections asking for a mix of pages, run in a process of its own
// (`fork`ed by bench/restart.mjs) so that its work — thousands of reconnects and parses a second —
// does not delay the timers and sockets of the process that times the probes.
// Arguments: the port, the number of connections. The parent sends 'stop'; the crowd answers
// with what it got (answers by status, errors, timeouts) and exits.
import autocannon from 'autocannon'

/** A rendered page: the cookie keeps the page cache out, as for a returning visitor. */
export const RENDERED = { Cookie: 'visit=1' }
const MIX = [
	{ path: '/' },
	{ path: '/order' },
	{ path: '/order', headers: RENDERED },
	{ path: '/bulk-orders', headers: RENDERED },
	{ path: '/faq' },
	{ path: '/checkout' },
	{ path: '/order.data' },
	{ path: '/auth', headers: RENDERED },
]

if (process.send) {
	const [port, connections] = process.argv.slice(2).map(Number)
	const instance = autocannon({
		url: `http://127.0.0.1:${port}`,
		connections,
		duration: 600,
		timeout: 15,
		requests: MIX.map(({ path, headers }) => ({ method: 'GET', path, headers })),
	})
	const statuses = new Map()
	instance.on('response', (_client, status) =>
		statuses.set(status, (statuses.get(status) ?? 0) + 1),
	)
	const done = new Promise((resolve) => instance.once('done', resolve))
	process.on('message', async (message) => {
		if (message !== 'stop') return
		instance.stop()
		const result = await done
		const counted = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}x${n}`)
		process.send(`${counted.join(' ')}, ${result.errors} errors, ${result.timeouts} timeouts`, () =>
			process.exit(0),
		)
	})
	process.send('started')
}
