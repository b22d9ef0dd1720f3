// Sends fuzz requests with node:http (which, unlike fetch, sends any method, header and body as
// given) over a pool of keep-alive connections, a fixed number in flight, and records the answers.
import { Agent, request } from 'node:http'
import type { FuzzRequest } from './fuzz-requests.ts'

export type FuzzAnswer = {
	request: FuzzRequest
	/** The status, or undefined when no answer came. */
	status?: number
	/** Why no answer came (a closed connection, a timeout). */
	error?: string
}

const TIMEOUT_MS = 20_000

function send(agent: Agent, base: URL, fuzz: FuzzRequest): Promise<FuzzAnswer> {
	return new Promise((resolve) => {
		let settled = false
		const done = (answer: Omit<FuzzAnswer, 'request'>) => {
			if (settled) return
			settled = true
			resolve({ request: fuzz, ...answer })
		}
		const headers: Record<string, string | number> = { ...fuzz.headers }
		// Node's client frames a GET body only when told to: set the framing header either way.
		if (fuzz.chunked) headers['transfer-encoding'] = 'chunked'
		else headers['content-length'] = fuzz.body.length
		let req: ReturnType<typeof request>
		try {
			req = request({
				agent,
				host: base.hostname,
				port: base.port,
				method: fuzz.method,
				path: fuzz.path,
				headers,
				timeout: TIMEOUT_MS,
			})
		} catch (error) {
			// The request could not even be put on the wire: the generator's fault, reported.
			done({ error: `not sendable: ${(error as Error).message}` })
			return
		}
		req.on('response', (res) => {
			res.on('data', () => {})
			res.on('end', () => done({ status: res.statusCode }))
			// A cut-off body after the status line arrived still counts as that status.
			res.on('error', () => done({ status: res.statusCode }))
			res.on('aborted', () => done({ status: res.statusCode }))
		})
		req.on('timeout', () => {
			done({ error: `no answer within ${TIMEOUT_MS} ms` })
			req.destroy()
		})
		req.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }))
		if (fuzz.chunked) {
			// Two writes, so the body really goes out as chunks.
			const half = Math.floor(fuzz.body.length / 2)
			req.write(fuzz.body.subarray(0, half))
			req.end(fuzz.body.subarray(half))
		} else {
			req.end(fuzz.body)
		}
	})
}

/** Sends requests 0..count-1 (made by `make`) with `concurrency` in flight; answers in order. */
export async function sendAll(
	baseUrl: string,
	count: number,
	make: (index: number) => FuzzRequest,
	concurrency: number,
): Promise<FuzzAnswer[]> {
	const base = new URL(baseUrl)
	const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
	const answers: FuzzAnswer[] = new Array(count)
	let next = 0
	const worker = async () => {
		while (next < count) {
			const index = next++
			answers[index] = await send(agent, base, make(index))
		}
	}
	try {
		await Promise.all(Array.from({ length: concurrency }, worker))
	} finally {
		agent.destroy()
	}
	return answers
}

/** One line that rebuilds the request by hand: method, path, headers, body size. */
export function describeFuzzRequest(fuzz: FuzzRequest): string {
	const headers = Object.entries(fuzz.headers)
		.map(([name, value]) => `${name}: ${value.length > 80 ? `${value.slice(0, 80)}...` : value}`)
		.join(' | ')
	const body = fuzz.body.subarray(0, 200).toString('utf8')
	return `#${fuzz.index} ${fuzz.method} ${fuzz.path.slice(0, 200)} [${headers}] ${fuzz.body.length} bytes${fuzz.chunked ? ' chunked' : ''}: ${JSON.stringify(body)}`
}
