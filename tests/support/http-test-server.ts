// A node:http server on a free port for tests of request handlers; close() ends keep-alive
// connections too so a test never waits for them.
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type TestServer = { url: string; server: Server; close: () => Promise<void> }

export async function startTestServer(listener: RequestListener): Promise<TestServer> {
	const server = createServer(listener)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		url: `http://127.0.0.1:${port}`,
		server,
		close: () =>
			new Promise<void>((resolve) => {
				server.close(() => resolve())
				server.closeAllConnections()
			}),
	}
}
