// `npm run bench:compare -- <build A> <build B>`: which of two builds renders a page for a
// signed-in customer with less CPU. On a shared machine two runs of the same build can differ
// by a third, so comparing two `npm run bench` runs says more about the neighbours than about
// the code. Here both builds are served at once, each on its own fresh SQLite shop, and the
// same request goes to one and then the other in short turns (the order alternating), so
// whatever else the machine does falls on both alike. Each argument is a directory holding
// server.js and a production build (a git worktree after `npm run build`, say).
// Settings: BENCH_COMPARE_PATH (default /order), BENCH_COMPARE_ROUNDS (turns per build, default
// 10), BENCH_COMPARE_SECONDS (seconds per turn, default 2), BENCH_CONNECTIONS (default 10).
// The page is rendered for every request: the session cookie plus one more, as on a first visit.
import { resolve } from 'node:path'
import autocannon from 'autocannon'
import { signedInCustomer } from './lib/accounts.mjs'
import { forwardedFor } from './lib/clients.mjs'
import { cpuMs } from './lib/cpu.mjs'
import { startShop } from './lib/shop-server.mjs'

const PATH = process.env.BENCH_COMPARE_PATH ?? '/order'
const ROUNDS = Number(process.env.BENCH_COMPARE_ROUNDS ?? 10)
const SECONDS = Number(process.env.BENCH_COMPARE_SECONDS ?? 2)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)

const dirs = process.argv.slice(2).map((dir) => resolve(dir))
if (dirs.length !== 2) {
	console.error('usage: npm run bench:compare -- <build directory A> <build directory B>')
	process.exit(2)
}

/** The signed-in request for `shop`, checked once: the page must name the customer. */
async function signedInRequest(shop) {
	const customer = await signedInCustomer(shop)
	const headers = { Cookie: `${customer.cookie}; bench=1`, ...forwardedFor(customer.address) }
	const url = `${shop.url}${PATH}`
	const answer = await fetch(url, { headers })
	if (answer.status !== 200 || !(await answer.text()).includes(customer.email)) {
		throw new Error(`GET ${PATH} on ${shop.url} did not render for the signed-in customer`)
	}
	return { url, headers }
}

const load = (request, duration) => autocannon({ ...request, connections: CONNECTIONS, duration })

const shops = []
try {
	for (const appDir of dirs) shops.push(await startShop({ dialect: 'sqlite', appDir }))
	const requests = await Promise.all(shops.map(signedInRequest))
	for (const request of requests) await load(request, 3) // warm-up, not counted
	const totals = shops.map(() => ({ cpuMs: 0, requests: 0 }))
	for (let round = 0; round < ROUNDS; round++) {
		const order = round % 2 === 0 ? [0, 1] : [1, 0]
		for (const i of order) {
			const before = cpuMs(shops[i].pid)
			const result = await load(requests[i], SECONDS)
			totals[i].cpuMs += cpuMs(shops[i].pid) - before
			totals[i].requests += result.requests.total
		}
	}
	const perRequest = totals.map((total) => total.cpuMs / total.requests)
	console.log(
		`GET ${PATH} signed in, ${ROUNDS} turns of ${SECONDS} s each, ${CONNECTIONS} connections`,
	)
	dirs.forEach((dir, i) => {
		console.log(
			`${'AB'[i]} ${dir}: ${perRequest[i].toFixed(2)} CPU ms/req (${totals[i].requests} requests)`,
		)
	})
	console.log(`B / A: ${(perRequest[1] / perRequest[0]).toFixed(3)}`)
} finally {
	await Promise.all(shops.map((shop) => shop.stop()))
}
