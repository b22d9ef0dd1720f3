// At most so many requests are inside React Router at once, and each starts only after the
// server has looked at its sockets again (a setImmediate turn). With SQLite a render runs nearly
// without a pause once started, so without this a crowd (200 connections right after a restart)
// had every accepted request render before the next connection was even read: new connections
// waited in the listen queue for seconds. Now each turn of the event loop accepts and reads what
// arrived, answers what needs no render slot (the health check, cached pages), then starts at
// most `limit` renders.

/** Runs at most `limit` tasks at a time, each from a fresh event loop turn, in arrival order. */
export function createAdmission(limit: number) {
	let running = 0
	const waiting: (() => void)[] = []
	const release = () => {
		const next = waiting.shift()
		if (next)
			next() // the slot passes straight to the next task
		else running--
	}
	return async function admit<T>(task: () => Promise<T>): Promise<T> {
		if (running < limit) running++
		else await new Promise<void>((resolve) => waiting.push(resolve))
		try {
			await new Promise<void>((resolve) => setImmediate(resolve))
			return await task()
		} finally {
			release()
		}
	}
}
