// Fuzzing the production server: 10,000+ malformed requests across every action, API route and
// page (tests/support/integration/fuzz-targets.ts) from a seeded generator. No answer may be a 5xx, the
// servers must still be healthy afterwards and must not have logged an error. Two shops take the
// load at once: one on SQLite with the built-in test payments, one on PostgreSQL with Stripe (the
// local stand-in), so both databases, the test checkout page and the signed webhook are in reach.
// Repeat a run with FUZZ_SEED=<seed>; FUZZ_COUNT=<n> sends n requests per shop.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fuzzRequest, fuzzSeed } from '#tests/support/integration/fuzz-requests.ts'
import {
	describeFuzzRequest,
	sendAll,
	type FuzzAnswer,
} from '#tests/support/integration/fuzz-sender.ts'
import { startFuzzShop, type FuzzShop } from '#tests/support/integration/fuzz-shop.ts'
import { FUZZ_TARGETS, ROUTE_PATHS } from '#tests/support/integration/fuzz-targets.ts'
import { createStripeStandIn, type StripeStandIn } from '#tests/support/stand-ins/stripe.ts'
import {
	createThrowawayDatabase,
	type ThrowawayDatabase,
} from '#tests/support/integration/throwaway-postgres.ts'

const SEED = fuzzSeed(process.env.FUZZ_SEED)
const PER_SHOP = Number(process.env.FUZZ_COUNT ?? 5_200)
const IN_FLIGHT_PER_SHOP = 8

// Answers that show a route's own checks ran (not the same-origin guard, a 404 or a 405).
const ROUTE_ANSWERS = new Set([200, 302, 400, 401, 402, 409, 410, 415, 429])
// What a server may print that is not an error: its start line, where mail goes, the test-mode
// warning (no Stripe key in production), better-auth's JSON log line
// that a reset or sign-in named an unknown account, and the webhook's note that a correctly
// signed event named no order (fuzzed events name made-up sessions), and the one-line warning of
// a refused cross-site write (fuzzed requests name foreign origins).
const EXPECTED_OUTPUT =
	/^(Shop listening on |Outbox: mail goes to |Test mode: no payment is taken\. |Warning: SHOP_)|^\{"time":"[^"]+","level":"warn","source":"auth","message":"(Reset Password: )?User not found"\}$|^Stripe event .* names no order we know$|^\{"time":"[^"]+","level":"warn","requestId":"[^"]+","message":"cross-site write refused",/

describe('fuzzing the production server', { timeout: 240_000 }, () => {
	let dir: string
	let stripe: StripeStandIn
	let database: ThrowawayDatabase | undefined
	const shops: FuzzShop[] = []

	beforeAll(async () => {
		dir = mkdtempSync(join(tmpdir(), 'shop-fuzz-'))
		stripe = await createStripeStandIn()
		database = await createThrowawayDatabase('fuzz')
		shops.push(await startFuzzShop(join(dir, 'sqlite')))
		shops.push(await startFuzzShop(join(dir, 'postgres'), { stripe, databaseUrl: database.url }))
	}, 60_000)

	afterAll(async () => {
		await Promise.all(shops.map((shop) => shop.stop()))
		await stripe?.close()
		await database?.drop()
		if (dir) rmSync(dir, { recursive: true, force: true })
	})

	test(`${PER_SHOP * 2} malformed requests get no 5xx (seed ${SEED})`, async () => {
		console.info(`fuzz seed ${SEED} (repeat with FUZZ_SEED=${SEED})`)
		const started = performance.now()
		const runs = await Promise.all(
			shops.map((shop, offset) =>
				sendAll(
					shop.shop.url,
					PER_SHOP,
					(index) => fuzzRequest(SEED + offset, index, shop.context),
					IN_FLIGHT_PER_SHOP,
				),
			),
		)
		const answers = runs.flat()
		console.info(
			`${answers.length} requests in ${Math.round(performance.now() - started)} ms\n${statusTable(answers)}`,
		)

		const serverErrors = answers.filter((answer) => (answer.status ?? 0) >= 500)
		expect.soft(serverErrors.slice(0, 10).map(report), 'answers with a 5xx status').toEqual([])
		// Only a body over the cap may end in a closed connection (after or instead of the 413).
		const unanswered = answers.filter(
			(answer) => answer.status === undefined && !answer.request.oversize,
		)
		expect.soft(unanswered.slice(0, 10).map(report), 'requests without an answer').toEqual([])

		for (const target of FUZZ_TARGETS) {
			const mine = answers.filter((answer) => answer.request.target === target.name)
			expect(mine.length, `requests to ${target.name}`).toBeGreaterThan(100)
			const proof = new Set(target.provenBy ?? ROUTE_ANSWERS)
			const reached = mine.filter((answer) => proof.has(answer.status ?? 0))
			expect(reached.length, `answers from ${target.name}'s own checks`).toBeGreaterThan(10)
		}

		const requested = new Set(
			answers.map(({ request }) => request.path.split('?')[0]!.replace(/\.data$/, '')),
		)
		expect(
			ROUTE_PATHS.filter((path) => !requested.has(path)),
			'routes never fuzzed',
		).toEqual([])

		for (const { shop } of shops) {
			const health = await fetch(`${shop.url}/healthz`)
			expect.soft(health.status).toBe(200)
			const printed = shop
				.output()
				.split('\n')
				.filter((line) => line.trim() && !EXPECTED_OUTPUT.test(line))
			expect.soft(printed.slice(0, 20), `what ${shop.url} printed`).toEqual([])
		}
	})
})

function report(answer: FuzzAnswer): string {
	return `${answer.status ?? answer.error}: ${describeFuzzRequest(answer.request)}`
}

function statusTable(answers: FuzzAnswer[]): string {
	const rows = new Map<string, Map<string, number>>()
	for (const answer of answers) {
		const row = rows.get(answer.request.target) ?? new Map<string, number>()
		const key = String(answer.status ?? answer.error)
		row.set(key, (row.get(key) ?? 0) + 1)
		rows.set(answer.request.target, row)
	}
	return [...rows]
		.map(
			([target, counts]) =>
				`  ${target}: ${[...counts].map(([status, n]) => `${status}x${n}`).join(' ')}`,
		)
		.join('\n')
}
