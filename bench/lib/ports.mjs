import { createServer } from 'node:net'

// The bench's own range of ports, 3700-3799 unless BENCH_PORTS names another ('3421-3429').
const [RANGE_FROM, RANGE_TO] = (process.env.BENCH_PORTS ?? '3700-3799').split('-').map(Number)

/** A port in [from, to] nobody listens on right now (the bench keeps to its own range). */
export async function freePort(from = RANGE_FROM, to = RANGE_TO) {
	for (let port = from; port <= to; port++) {
		const free = await new Promise((resolve) => {
			const probe = createServer()
			probe.once('error', () => resolve(false))
			probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
		})
		if (free) return port
	}
	throw new Error(`No free port between ${from} and ${to}`)
}

/** Polls `url` until it answers 200 (the shop migrates its database before it listens). */
export async function waitUntilUp(url, { timeoutMs = 30_000, isAlive = () => true } = {}) {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		if (!isAlive()) throw new Error(`The server for ${url} exited before it answered`)
		try {
			const response = await fetch(url)
			await response.arrayBuffer()
			if (response.ok) return
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}
