// What a refused form post costs the shop and tells its sender, against the built server: a
// field far over its limit (700 KB) is refused with the page's own message and never sent back,
// so the answer stays small; refused posts count toward the per-address limits like accepted
// ones; one address cannot fill the server with password checks at once. Also the headers of the pages whose address carries a one-time token.
import { randomBytes } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { rawRequest } from '#tests/support/integration/raw-request.ts'
import type { ShopProcess } from '#tests/support/integration/shop-process.ts'
import {
	startThrowawayShop,
	type ThrowawayShop,
} from '#tests/support/integration/throwaway-shop.ts'

let started: ThrowawayShop | undefined
let shop: ShopProcess
let nextAddress = 1

beforeAll(async () => {
	started = await startThrowawayShop('refused-input', {
		// Each test posts from its own address (X-Forwarded-For), so limits never overlap.
		TRUST_PROXY: 'true',
	})
	shop = started.shop
}, 60_000)

afterAll(async () => {
	await started?.remove()
})

/** A form posted as a browser posts it (gzip accepted), from `address`: status and plain body. */
async function post(path: string, fields: Record<string, string>, address: string) {
	const answer = await rawRequest(`${shop.url}${path}`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			'Accept-Encoding': 'gzip',
			Origin: shop.url,
			'X-Forwarded-For': address,
		},
		body: new URLSearchParams(fields).toString(),
	})
	const gzipped = answer.headers['content-encoding'] === 'gzip'
	const text = (gzipped ? gunzipSync(answer.body) : answer.body).toString()
	return { status: answer.status, sentBytes: answer.body.length, text }
}

const newAddress = () => `203.0.113.${nextAddress++}`

/** 700 KB that does not compress: an echo of it could not hide in a small gzipped answer. */
const HUGE = randomBytes(525 * 1024).toString('base64url')

const BULK = { name: 'Pat Builder', email: 'pat@example.com', quantity: '250', message: 'Condos.' }
const JOB_CONTACT = { intent: 'job-quote', name: 'Pat Builder', email: 'pat@example.com' }

/** Each refused form: a post with one 700 KB field, the page's message for it, a normal-size
 * invalid post with the values it sends back, and its per-address limit. */
type RefusedForm = {
	name: string
	path: string
	huge: Record<string, string>
	says: string
	invalid: Record<string, string>
	echoed: string
	limit: number
}

const FORMS: RefusedForm[] = [
	{
		name: 'the bulk request',
		path: '/bulk-orders',
		huge: { ...BULK, message: HUGE },
		says: 'Please keep the message under 2,000 characters',
		invalid: { ...BULK, email: 'pat-at-example' },
		echoed: 'pat-at-example',
		limit: 5,
	},
	{
		name: 'the job list',
		path: '/bulk-orders',
		huge: { ...JOB_CONTACT, jobList: `label,width,height,quantity\nKitchen ${HUGE},30,40,1` },
		says: 'A job list can be at most 512 KB of text; split it into several quotes.',
		invalid: { ...JOB_CONTACT, jobList: 'Kitchen window,3,40,1' },
		echoed: 'Kitchen window,3,40,1',
		limit: 5,
	},
	{
		name: 'sign-in',
		path: '/auth',
		huge: { intent: 'sign-in', email: `${HUGE}@example.com`, password: 'correct horse' },
		says: 'Email must be at most 254 characters',
		invalid: { intent: 'sign-in', email: 'pat-at-example', password: 'correct horse' },
		echoed: 'pat-at-example',
		limit: 20,
	},
	{
		name: 'order tracking',
		path: '/track-order',
		huge: { orderNumber: HUGE, email: 'pat@example.com' },
		says: 'Enter the 8-character order number from your confirmation e-mail.',
		invalid: { orderNumber: 'ABC', email: 'pat@example.com' },
		echoed: 'value="ABC"',
		limit: 20,
	},
	{
		name: 'the question form',
		path: '/order',
		huge: { email: 'pat@example.com', inquiry: HUGE },
		says: 'Please keep your question under 2,000 characters.',
		invalid: { email: 'pat-at-example', inquiry: 'Do you ship to Alaska?' },
		echoed: 'Do you ship to Alaska?',
		limit: 5,
	},
]

describe('a refused form post', { timeout: 60_000 }, () => {
	for (const form of FORMS) {
		test(`${form.name}: a 700 KB field gets a small 400 that says so and does not send it back`, async () => {
			const answer = await post(form.path, form.huge, newAddress())
			expect(answer.status).toBe(400)
			expect(answer.sentBytes).toBeLessThan(50 * 1024)
			expect(answer.text).toContain(form.says)
			expect(answer.text).not.toContain(HUGE.slice(0, 64))
			// Nor anything in its place: the page alone (an ordinary page is 60-75 KB of HTML).
			expect(answer.text.length).toBeLessThan(150 * 1024)
		})

		test(`${form.name}: a normal-size invalid post gets its values back, and counts toward the limit`, async () => {
			const address = newAddress()
			for (let i = 0; i < form.limit; i++) {
				const answer = await post(form.path, form.invalid, address)
				expect(answer.status).toBe(400)
				expect(answer.text).toContain(form.echoed)
			}
			const refused = await post(form.path, form.invalid, address)
			expect(refused.status).toBe(429)
			expect(refused.text).toMatch(/try again|please wait/i)
		})
	}
})

describe('sign-in posts at once', () => {
	const signIn = (address: string, index: number) =>
		post(
			'/auth',
			{ intent: 'sign-in', email: `at-once-${index}@example.com`, password: 'wrong-password-1' },
			address,
		)

	test('one address has at most four password checks running; more are answered 429 at once, others still get in', async () => {
		const crowded = newAddress()
		const [answers, elsewhere] = await Promise.all([
			Promise.all(Array.from({ length: 12 }, (_, index) => signIn(crowded, index))),
			signIn(newAddress(), 12),
		])
		const statuses = answers.map((answer) => answer.status)
		expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([])
		expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(4)
		const refused = answers.filter((answer) => answer.status === 429)
		expect(refused.length).toBeGreaterThan(0)
		expect(refused[0]!.text).toContain('Too many sign-in attempts at once')
		expect(elsewhere.status).toBe(401)

		// Once they are answered the address may check a password again.
		expect((await signIn(crowded, 13)).status).toBe(401)
	})
})

describe('pages whose address carries a one-time token', () => {
	for (const mode of ['reset', 'link']) {
		test(`/auth?mode=${mode}&token=... is stored by no cache and sends no Referer`, async () => {
			const answer = await rawRequest(`${shop.url}/auth?mode=${mode}&token=one-time-token`)
			expect(answer.status).toBe(200)
			expect(answer.headers['cache-control']).toBe('no-store')
			expect(answer.headers['referrer-policy']).toBe('no-referrer')
		})
	}

	test('the sign-in page keeps the shop-wide referrer policy', async () => {
		const answer = await rawRequest(`${shop.url}/auth`)
		expect(answer.status).toBe(200)
		expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
	})
})
