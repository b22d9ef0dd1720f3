import { createServer, type Server } from 'node:net'
import type { AddressInfo, Socket } from 'node:net'
import { connect } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createAcceptFirstTurn, nextTurn } from './next-turn.ts'

const CLIENTS = 30
let server: Server | undefined
const clients: Socket[] = []

afterEach(async () => {
	for (const client of clients.splice(0)) client.destroy()
	await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
	server = undefined
})

/** A server with CLIENTS connections waiting in the kernel's queue, none taken in yet. */
async function crowdedServer(): Promise<{ server: Server; accepted: () => number }> {
	let count = 0
	server = createServer(() => count++)
	await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	for (let index = 0; index < CLIENTS; index++) clients.push(connect(port, '127.0.0.1'))
	// Blocks the event loop while the kernel completes the handshakes, as a long render does.
	const until = performance.now() + 200
	while (performance.now() < until) {
		// busy
	}
	return { server, accepted: () => count }
}

describe('createAcceptFirstTurn', () => {
	it('resolves once every waiting connection is taken in', async () => {
		const { server, accepted } = await crowdedServer()
		const acceptFirstTurn = createAcceptFirstTurn(server)
		await acceptFirstTurn()
		expect(accepted()).toBe(CLIENTS)
	})

	it('where a plain next turn has taken in only some of them', async () => {
		const { accepted } = await crowdedServer()
		await nextTurn()
		expect(accepted()).toBeLessThan(CLIENTS)
	})

	it('stops waiting after `maxTurns` turns while connections keep coming', async () => {
		const { server, accepted } = await crowdedServer()
		const acceptFirstTurn = createAcceptFirstTurn(server, 5)
		await acceptFirstTurn()
		expect(accepted()).toBeLessThan(CLIENTS)
	})
})
