// Signed-in customers' own copies of /order in the production server
// (server/signed-in-documents.ts, server/signed-in-page-cache.ts): each customer gets the page
// rendered for them, with a nonce of its own, exactly as a fresh render; a toast, a changed name
// or a sign-out is never hidden behind a kept copy. /checkout shows the saved cart, so it is
// rendered for every visit.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { toCartItem } from '#app/domain/cart/cart-item.ts'
import { startShopProcess, type ShopProcess } from '#tests/support/integration/shop-process.ts'
import {
	createCustomer,
	mailDirTexts,
	postForm,
	postJson,
	type Customer,
} from '#tests/support/integration/shop-http.ts'
import { rawRequest, type RawAnswer } from '#tests/support/integration/raw-request.ts'
import { freePort } from '#tests/support/stand-ins/smtp.ts'

let dir: string
let shop: ShopProcess
let ann: Customer & { session: string }
let bob: Customer & { session: string }

const get = (path: string, headers: Record<string, string> = {}) =>
	rawRequest(`${shop.url}${path}`, { headers })

// A kept copy goes out whole, with its length; a render is streamed.
const fromCopy = (answer: RawAnswer) => answer.headers['content-length'] !== undefined

/** The page as `customer` gets it once their copy is kept (the visit before keeps it). */
async function copyFor(path: string, cookie: string, headers: Record<string, string> = {}) {
	await get(path, { Cookie: cookie })
	const answer = await get(path, { Cookie: cookie, ...headers })
	expect(fromCopy(answer), `${path} from the kept copy`).toBe(true)
	return answer
}

const nonceOf = (answer: RawAnswer) =>
	/'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1]
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""')
const text = (answer: RawAnswer) =>
	(answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString()

/** The session cookie alone: the sign-in's toast cookie is shown and cleared by the next page. */
const sessionOnly = (cookie: string) =>
	cookie
		.split('; ')
		.filter((pair) => pair.includes('session_token='))
		.join('; ')

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), 'shop-signed-in-cache-'))
	const mailDir = join(dir, 'mail')
	shop = await startShopProcess({
		env: {
			PORT: String(await freePort()),
			SQLITE_PATH: join(dir, 'shop.db'),
			MAIL_DIR: mailDir,
			OUTBOX_POLL_MS: '100',
			LOG_LEVEL: 'warn',
		},
		logFile: join(dir, 'shop.log'),
	})
	const signUp = (tag: string) =>
		createCustomer({ signUpUrl: shop.url }, () => mailDirTexts(mailDir), tag)
	const [a, b] = [await signUp('ann'), await signUp('bob')]
	ann = { ...a, session: sessionOnly(a.cookie) }
	bob = { ...b, session: sessionOnly(b.cookie) }
}, 60_000)

afterAll(async () => {
	await shop?.stop()
	if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('signed-in page copies', { timeout: 30_000 }, () => {
	test('a page shown with a toast is rendered, and the toast is not kept', async () => {
		const withToast = await get('/order', { Cookie: ann.cookie })
		expect(fromCopy(withToast)).toBe(false)
		expect(withToast.body.toString()).toContain('Welcome back!')
		expect(String(withToast.headers['set-cookie'])).toMatch(/^toast=;/)
		const next = await copyFor('/order', ann.session)
		expect(next.body.toString()).toContain(ann.email)
		expect(next.body.toString()).not.toContain('Welcome back!')
	})

	test("gives each customer their own page, never another's", async () => {
		const forAnn = (await copyFor('/order', ann.session)).body.toString()
		const forBob = (await copyFor('/order', bob.session)).body.toString()
		expect(forAnn).toContain(ann.email)
		expect(forAnn).not.toContain(bob.email)
		expect(forBob).toContain(bob.email)
		expect(forBob).not.toContain(ann.email)
	})

	test('renders /checkout for every visit, private, with the cart as saved now', async () => {
		const visit = async (cookie: string) => {
			const answer = await get('/checkout', { Cookie: cookie })
			expect(answer.status).toBe(200)
			expect(fromCopy(answer), '/checkout is rendered, never a kept copy').toBe(false)
			expect(answer.headers['cache-control']).toBe('private, no-store')
			return answer.body.toString()
		}
		const before = await visit(ann.session)
		expect(before).toContain('Loading Cart...')
		expect(await visit(ann.session)).toContain('Loading Cart...')

		// One 30" x 30" screen ($46.00) saved to Ann's account.
		const line = toCartItem(
			{ width: 30, widthSixteenths: 0, height: 30, heightSixteenths: 0, quantity: 1 },
			{ id: 'ann-line', timestamp: new Date().toISOString() },
		)
		const added = await postJson(shop.url, '/api/cart', { intent: 'add', item: line }, ann.session)
		expect(added.status).toBe(200)
		const after = await visit(ann.session)
		expect(after).not.toContain('Loading Cart...')
		expect(after.replaceAll('<!-- -->', '')).toContain('Your cart (1 screen)')
		expect(after).toContain('$46.00')
		expect(after).toContain(ann.email)
		// Bob's page shows none of it.
		const forBob = await visit(bob.session)
		expect(forBob).toContain('Loading Cart...')
		expect(forBob).not.toContain('$46.00')
	})

	test('sends exactly what a render gives, headers and all, with a nonce of its own', async () => {
		for (const encoding of [{}, { 'Accept-Encoding': 'gzip' }] as Record<string, string>[]) {
			const copy = await copyFor('/order', ann.session, encoding)
			// Another cookie beside the session's: rendered for this request.
			const render = await get('/order', { Cookie: `${ann.session}; other=1`, ...encoding })
			expect(fromCopy(render)).toBe(false)
			expect(copy.headers['content-encoding']).toBe(render.headers['content-encoding'])
			expect(withoutNonces(text(copy))).toBe(withoutNonces(text(render)))
			expect(nonceOf(copy)).not.toBe(nonceOf(render))
			expect(new Set([...text(copy).matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]))).toEqual(
				new Set([nonceOf(copy)]),
			)
			const sameFor = (answer: RawAnswer) => {
				const {
					date: _date,
					'x-request-id': _id,
					'content-length': _length,
					'transfer-encoding': _chunked,
					'content-security-policy': policy,
					...rest
				} = answer.headers
				return { ...rest, 'content-security-policy': String(policy).replace(/nonce-[^']+/g, '') }
			}
			expect(sameFor(copy)).toEqual(sameFor(render))
			expect(copy.headers['cache-control']).toBe('private, no-store')
		}
	})

	test('shows a changed name or e-mail on the next visit', async () => {
		await copyFor('/order', ann.session)
		const db = new Database(join(dir, 'shop.db'))
		try {
			db.prepare('UPDATE users SET full_name = ? WHERE email = ?').run('Ann Renamed', ann.email)
			const renamed = await get('/order', { Cookie: ann.session })
			expect(renamed.body.toString()).toContain('Ann Renamed')
			expect((await copyFor('/order', ann.session)).body.toString()).toContain('Ann Renamed')

			const email = `renamed-${ann.email}`
			db.prepare('UPDATE users SET email = ? WHERE email = ?').run(email, ann.email)
			const moved = (await get('/order', { Cookie: ann.session })).body.toString()
			expect(moved).toContain(email)
			ann.email = email
		} finally {
			db.close()
		}
	})

	test('after signing out, the old cookie gets the signed-out page', async () => {
		await copyFor('/order', bob.session)
		const out = await postForm(shop.url, '/auth', { intent: 'sign-out' }, bob.session)
		expect(out.status).toBe(302)
		const after = await get('/order', { Cookie: bob.session })
		expect(after.status).toBe(200)
		expect(after.body.toString()).not.toContain(bob.email)
		expect(fromCopy(after)).toBe(false)
	})
})
