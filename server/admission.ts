// At most so many requests are inside React Router at once, and each starts only after the
// server has looked at its sockets again (a setImmediate turn). With SQLite a render runs nearly
// without a pause once started, so without this a crowd (200 connections right after a restart)
// had every accepted request render before the next connection was even read: new connections
// waited in the listen queue for seconds. Now each turn of the event loop accepts and reads what
// arrived, answers what needs no render slot (the health check, cached pages), then starts at
// most `slots` renders.
//
// The waiting line is first come, first served while it moves. Once it stands (its oldest
// request has waited `congestedAfterMs`), the newest request goes first: under a crowd that
// never lets up, a first-come line makes every request wait nearly the longest wait and many
// wait in vain, while newest-first serves most requests at once and leaves the wait to a few
// (adaptive LIFO). A request that waited `maxWaitMs`, or the oldest waiting one when the line is
// full and another arrives, is shed: answered 503 at once, which costs next to nothing, rather
// than left waiting on a socket.

import { nextTurn } from './next-turn.ts'

export type AdmissionOptions = {
	/** Tasks running at once. */
	slots: number
	/** Tasks that may wait for a slot; when one more arrives, the oldest waiting one is shed. */
	queue: number
	/** A task that waited this long for a slot is shed instead of run. */
	maxWaitMs: number
	/** Once the oldest waiting task has waited this long, the newest one is run first. */
	congestedAfterMs: number
	/** No task runs before this settles (tasks wait in the line meanwhile), e.g. a warm-up. */
	opensAfter?: Promise<unknown>
}

type Waiting = { since: number; start: () => void; shed: () => void }

/**
 * Runs at most `slots` tasks at a time, each from a fresh event loop turn; calls `shed` instead
 * of `task` (and resolves undefined) for a task that waited too long or was pushed out of a full
 * line (with `queue` 0, every task that finds the slots taken).
 */
export function createAdmission({
	slots,
	queue,
	maxWaitMs,
	congestedAfterMs,
	opensAfter,
}: AdmissionOptions) {
	// Until it opens, every slot counts as taken; opening releases them one by one.
	let running = opensAfter ? slots : 0
	const waiting: Waiting[] = [] // oldest first
	const release = () => {
		const now = performance.now()
		while (waiting[0] && now - waiting[0].since > maxWaitMs) waiting.shift()?.shed()
		const congested = waiting[0] !== undefined && now - waiting[0].since > congestedAfterMs
		const next = congested ? waiting.pop() : waiting.shift()
		if (next)
			next.start() // the slot passes on
		else running--
	}
	if (opensAfter) {
		const open = () => {
			for (let slot = 0; slot < slots; slot++) release()
		}
		opensAfter.then(open, open)
	}
	return async function admit<T>(task: () => Promise<T>, shed: () => void): Promise<T | undefined> {
		if (running < slots) running++
		else if (queue === 0) {
			shed()
			return undefined
		} else {
			if (waiting.length >= queue) waiting.shift()?.shed()
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
			await nextTurn()
			return await task()
		} finally {
			release()
		}
	}
}
