// One path answered straight from node:http (the cart and payment APIs): the request listener
// step that takes the request, keeps the answer private and answers an unexpected failure.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { keepPersonalResponsesPrivate } from './private-responses.ts'

type Answer = (req: IncomingMessage, res: ServerResponse) => Promise<void>

/**
 * A request listener step: true when it took the request (`methods` at `path`, with or without a
 * query) and answers it with `answer`.
 */
export function nodeEndpoint(path: string, methods: readonly string[], answer: Answer) {
	return function handleEndpoint(req: IncomingMessage, res: ServerResponse): boolean {
		if (!methods.includes(req.method ?? '')) return false
		const target = req.url ?? ''
		if (target !== path && !target.startsWith(`${path}?`)) return false
		keepPersonalResponsesPrivate(req, res)
		answer(req, res).catch(answerUnexpectedError(res))
		return true
	}
}

/**
 * A failure the handler did not expect is logged and answered 500, or, once the answer has begun
 * (a 413 from the body limit, a stream that broke), the connection is closed.
 */
export function answerUnexpectedError(res: ServerResponse) {
	return (error: unknown) => {
		if (res.headersSent) return void res.destroy()
		console.error(error)
		res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
		res.end('Unexpected Server Error')
	}
}
