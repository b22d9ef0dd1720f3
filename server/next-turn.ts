import type { Server } from 'node:net'
/**
 * Resolves on the event loop's next turn (setImmediate), after Node has polled its sockets:
 * work that runs in one long chain of promises (a render against SQLite never waits for I/O)
 * awaits it between steps, so connections and requests that arrived meanwhile are taken in.
 */
export function nextTurn(): Promise<void> {
	return new Promise((resolve) => setImmediate(resolve))
}

/**
 * Node takes in one new connection per turn of its event loop (libuv accepts a single one per
 * wake-up), so a turn that also starts a render (10-50 ms of CPU under load) lets in one
 * connection: a crowd of 200 arriving at once waited seconds in the kernel's queue, a health
 * probe among them. The turn returned here resolves on the first turn in which `server` accepted
 * no new connection, so renders start once the queue is drained; at most `maxTurns` turns, so a
 * steady stream of new connections cannot hold them back for long.
 */
export function createAcceptFirstTurn(server: Server, maxTurns = 64): () => Promise<void> {
	let accepted = 0
	server.on('connection', () => accepted++)
	return async function acceptFirstTurn() {
		// From a check phase, each next turn below spans one poll phase, where Node accepts.
		await nextTurn()
		for (let turn = 1; turn < maxTurns; turn++) {
			const before = accepted
			await nextTurn()
			if (accepted === before) return
		}
	}
}
