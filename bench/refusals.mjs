// `npm run bench:refusals`: what a refused form post costs the shop next to a page render. Each
// form gets posts with one 700 KB field (a new client address per post, so each is checked and
// refused 400, never throttled), and one address keeps posting past its limit (429); between
// them the same page is rendered (GET /bulk-orders with a cookie, so never from the page cache),
// in short alternating turns, so the machine's other work falls on both alike. Prints the CPU
// milliseconds per request of each and its ratio to the page, and the answer's size as a
// browser gets it (gzip). Run `npm run build` first. Settings: BENCH_REFUSAL_ROUNDS (turns,
// default 3), BENCH_REFUSAL_SECONDS (seconds per turn, default 3), BENCH_CONNECTIONS (default 10).
import { randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { loadavg } from 'node:os'
import autocannon from 'autocannon'
import { forwardedFor, nextClientAddress } from './lib/clients.mjs'
import { cpuMs } from './lib/cpu.mjs'
import { startShop } from './lib/shop-server.mjs'

const ROUNDS = Number(process.env.BENCH_REFUSAL_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_REFUSAL_SECONDS ?? 3)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)

/** 700 KB that does not compress, as the red team's cell. */
const HUGE = randomBytes(525 * 1024).toString('base64url')
const CONTACT = { name: 'Pat Builder', email: 'pat@example.com' }
const FORMS = {
	'POST /bulk-orders (bulk request, 700 KB message)': {
		path: '/bulk-orders',
		fields: { ...CONTACT, quantity: '250', message: HUGE },
	},
	'POST /bulk-orders (job list, 700 KB cell)': {
		path: '/bulk-orders',
		fields: { intent: 'job-quote', ...CONTACT, jobList: `Kitchen ${HUGE},30,40,1` },
	},
	'POST /auth (sign-in, 700 KB e-mail)': {
		path: '/auth',
		fields: { intent: 'sign-in', email: `${HUGE}@example.com`, password: 'correct horse' },
	},
	'POST /track-order (700 KB order number)': {
		path: '/track-order',
		fields: { orderNumber: HUGE, email: 'pat@example.com' },
	},
	'POST /order (question, 700 KB question)': {
		path: '/order',
		fields: { email: 'pat@example.com', inquiry: HUGE },
	},
}

function formRequest(shop, { path, fields }, { sameAddress = false } = {}) {
	const headers = {
		'Content-Type': 'application/x-www-form-urlencoded',
		'Accept-Encoding': 'gzip',
		Origin: shop.url,
		...forwardedFor(nextClientAddress()),
	}
	const request = {
		url: `${shop.url}${path}`,
		method: 'POST',
		headers,
		body: new URLSearchParams(fields).toString(),
	}
	if (sameAddress) return request
	// A new address per post: every post is checked, none is throttled.
	const fresh = (each) => ({
		...each,
		headers: { ...headers, ...forwardedFor(nextClientAddress()) },
	})
	return { ...request, requests: [{ setupRequest: fresh }] }
}

/** Status and size of the answer as sent (gzip) to one request like `request`. */
function probe({ url, method = 'GET', headers, body }) {
	return new Promise((resolve, reject) => {
		const req = httpRequest(url, { method, headers }, (res) => {
			let bytes = 0
			res.on('data', (chunk) => (bytes += chunk.length))
			res.on('end', () => resolve({ status: res.statusCode, bytes }))
		})
		req.on('error', reject)
		req.end(body)
	})
}

const shop = await startShop({ dialect: 'sqlite' })
try {
	const page = {
		url: `${shop.url}/bulk-orders`,
		headers: { Cookie: 'bench=1', 'Accept-Encoding': 'gzip' },
	}
	const targets = [['GET /bulk-orders (rendered)', page]]
	for (const [name, form] of Object.entries(FORMS)) targets.push([name, formRequest(shop, form)])
	const throttled = formRequest(shop, Object.values(FORMS)[1], { sameAddress: true })
	for (let i = 0; i < 6; i++) await probe(throttled)
	targets.push(['POST /bulk-orders (job list, 700 KB, over the limit)', throttled])

	const answers = []
	for (const [, request] of targets) answers.push(await probe(request))
	const load = (request, duration) => autocannon({ ...request, connections: CONNECTIONS, duration })
	for (const [, request] of targets) await load(request, 1) // warm-up, not counted
	const totals = targets.map(() => ({ cpuMs: 0, requests: 0 }))
	for (let round = 0; round < ROUNDS; round++) {
		for (let i = 0; i < targets.length; i++) {
			const before = cpuMs(shop.pid)
			const result = await load(targets[i][1], SECONDS)
			totals[i].cpuMs += cpuMs(shop.pid) - before
			totals[i].requests += result.requests.total
		}
	}
	const perRequest = totals.map((total) => total.cpuMs / total.requests)
	console.log(
		`${ROUNDS} turns of ${SECONDS} s each, ${CONNECTIONS} connections; load average ${loadavg()
			.map((n) => n.toFixed(2))
			.join(' ')}`,
	)
	targets.forEach(([name], i) => {
		const { status, bytes } = answers[i]
		console.log(
			`${name}: ${status}, ${(bytes / 1024).toFixed(1)} KB gzip, ` +
				`${perRequest[i].toFixed(2)} CPU ms/req (${totals[i].requests} requests), ` +
				`${(perRequest[i] / perRequest[0]).toFixed(2)}x the page`,
		)
	})
} finally {
	await shop.stop()
}
