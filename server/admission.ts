// At most so many requests are inside React Router at once, and each starts only after the
// server has looked at its sockets again (a setImmediate turn). With SQLite a render runs nearly
// without a pause once started, so without this a crowd (200 connections right after a restart)
// had every accepted request render before the next connection was even read: new connections
// waited in the listen queue for seconds. Now each turn of the event loop accepts and reads what
// arrived, answers what needs no render slot (the health check, cached pages), then starts at
// most `slots` renders. A request that finds the queue full, or that waited in it too long, is
// shed: answered 503 at once, which costs next to nothing, rather than left waiting on a socket.

import { nextTurn } from './next-turn.ts'

export type AdmissionOptions = {
	/** Tasks running at once. */
	slots: number
	/** Tasks that may wait for a slot; one more is shed at once. */
	queue: number
	/** A task that waited this long for a slot is shed instead of run. */
	maxWaitMs: number
	/** No task runs before this settles (tasks wait in the line meanwhile), e.g. a warm-up. */
	opensAfter?: Promise<unknown>
	/** What a task awaits before it starts: the next turn unless given (next-turn.ts). */
	turn?: () => Promise<void>
}

type Waiting = { since: number; start: () => void; shed: () => void }

/**
 * Runs at most `slots` tasks at a time, each from a fresh event loop turn, in arrival order;
 * calls `shed` instead of `task` (and resolves undefined) when the queue is full or the task
 * waited longer than `maxWaitMs`.
 */
export function createAdmission({
	slots,
	queue,
	maxWaitMs,
	opensAfter,
	turn = nextTurn,
}: AdmissionOptions) {
	// Until it opens, every slot counts as taken; opening releases them one by one.
	let running = opensAfter ? slots : 0
	const waiting: Waiting[] = []
	const release = () => {
		for (let next = waiting.shift(); next; next = waiting.shift()) {
			if (performance.now() - next.since <= maxWaitMs) return next.start() // the slot passes on
			next.shed()
		}
		running--
	}
	if (opensAfter) {
		const open = () => {
			for (let slot = 0; slot < slots; slot++) release()
		}
		opensAfter.then(open, open)
	}
	return async function admit<T>(task: () => Promise<T>, shed: () => void): Promise<T | undefined> {
		if (running < slots) running++
		else if (waiting.length >= queue) {
			shed()
			return undefined
		} else {
			const admitted = await new Promise<boolean>((resolve) =>
				waiting.push({
					since: performance.now(),
					start: () => resolve(true),
					shed: () => resolve(false),
				}),
			)
			if (!admitted) {
				shed()
				return undefined
			}
		}
		try {
			await turn()
			return await task()
		} finally {
			release()
		}
	}
}
