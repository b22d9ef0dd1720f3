// One HTTP request written exactly as given (Host, Origin, Cookie and method are what the test
// chose, no fetch defaults), answered with its status, headers and the body's bytes.
import { request, type IncomingHttpHeaders } from 'node:http'

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer }

export type RawRequest = { method?: string; headers?: Record<string, string>; body?: string }

export function rawRequest(
	url: string,
	{ method = 'GET', headers = {}, body }: RawRequest = {},
): Promise<RawAnswer> {
	return new Promise((resolve, reject) => {
		const req = request(url, { method, headers }, (res) => {
			const chunks: Buffer[] = []
			res.on('data', (chunk: Buffer) => chunks.push(chunk))
			res.on('end', () =>
				resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
			)
		})
		req.on('error', reject)
		req.end(body)
	})
}
