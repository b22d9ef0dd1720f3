// Requests Node's parser refuses before any route sees them: a request line and headers over
// 16 KB (431), a malformed request (400), one too slow to arrive (408). Node's own answer writes
// the status and destroys the socket at once; a client still sending its body (a long address
// and a large form, say) then has its connection reset, and loses the answer. Here the answer is
// written and the socket half-closed, and what the client still sends is read and dropped for a
// few seconds, so it receives the status before the connection closes.
import { STATUS_CODES, type Server } from 'node:http'
import type { Duplex } from 'node:stream'

/** How long a refused connection is read on before it is cut. */
const LINGER_MS = 5000

export function statusForClientError(code: string | undefined): number {
	if (code === 'HPE_HEADER_OVERFLOW') return 431
	if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408
	return 400
}

export function answerClientErrors(server: Server): void {
	const answered = new WeakSet<Duplex>()
	server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
		if (answered.has(socket)) return
		answered.add(socket)
		if (error.code === 'ECONNRESET' || !socket.writable) {
			socket.destroy()
			return
		}
		const status = statusForClientError(error.code)
		// What Node's parser would read next is not a request any more: it is dropped.
		socket.removeAllListeners('data')
		socket.on('data', () => {})
		socket.end(
			`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
		)
		setTimeout(() => socket.destroy(), LINGER_MS).unref()
	})
}
