/**
 * Resolves on the event loop's next turn (setImmediate), after Node has polled its sockets:
 * work that runs in one long chain of promises (a render against SQLite never waits for I/O)
 * awaits it between steps, so connections and requests that arrived meanwhile are taken in.
 */
export function nextTurn(): Promise<void> {
	return new Promise((resolve) => setImmediate(resolve))
}
