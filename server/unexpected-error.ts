// The last answer of a handler that answers from node:http itself: a failure it did not expect
// is logged and answered 500, or, once the answer has begun (a 413 from the body limit, a
// stream that broke), the connection is closed.
import type { ServerResponse } from 'node:http'

export function answerUnexpectedError(res: ServerResponse) {
	return (error: unknown) => {
		if (res.headersSent) return void res.destroy()
		console.error(error)
		res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
		res.end('Unexpected Server Error')
	}
}
