// The production server without PUBLIC_URL (the `npm start` default), as an attacker and a
// customer meet it: links and origins come from the configuration, never from the Host header;
// personal answers are private; a refused cross-site write is one warning line in the log.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { promoteToAdmin } from '#app/models/auth/users.server.ts'
import { openDatabase } from '#db/index.ts'
import { cartItem } from '#tests/support/fixtures/payment.ts'
import {
	createCustomer,
	mailDirTexts,
	postForm,
	TEST_CARD_FORM,
	type Customer,
} from '#tests/support/integration/shop-http.ts'
import { startShopProcess, type ShopProcess } from '#tests/support/integration/shop-process.ts'
import { rawRequest, type RawRequest } from '#tests/support/integration/raw-request.ts'
import { freePort } from '#tests/support/stand-ins/smtp.ts'

let dir: string
let shop: ShopProcess
let port: number
let mailDir: string
let customer: Customer
const localOrigin = () => `http://localhost:${port}`

/** A raw request, so Host and Origin are exactly what a client chose to write. */
async function send(path: string, options: RawRequest = {}) {
	const answer = await rawRequest(`${shop.url}${path}`, options)
	return { ...answer, body: answer.body.toString() }
}

const form = (fields: Record<string, string>) => ({
	method: 'POST',
	body: new URLSearchParams(fields).toString(),
})
const FORM_TYPE = { 'Content-Type': 'application/x-www-form-urlencoded' }

/** The first e-mail to `email` containing `marker` that `matches` accepts (15 s at most). */
async function mailWith(email: string, marker: string, matches: (text: string) => boolean) {
	const deadline = Date.now() + 15_000
	for (;;) {
		const found = mailDirTexts(mailDir).find(
			(text) => text.includes(`To: ${email}`) && text.includes(marker) && matches(text),
		)
		if (found) return found
		if (Date.now() > deadline) throw new Error(`No e-mail to ${email} with ${marker}`)
		await new Promise((done) => setTimeout(done, 50))
	}
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), 'shop-public-origin-'))
	port = await freePort()
	mailDir = join(dir, 'mail')
	shop = await startShopProcess({
		env: {
			PORT: String(port),
			SQLITE_PATH: join(dir, 'shop.db'),
			MAIL_DIR: mailDir,
			SESSION_SECRET: randomBytes(32).toString('hex'),
			OUTBOX_POLL_MS: '50',
			LOG_LEVEL: 'warn',
		},
		logFile: join(dir, 'server.log'),
	})
	customer = await createCustomer({ signUpUrl: shop.url }, () => mailDirTexts(mailDir), 'origin')
}, 60_000)

afterAll(async () => {
	await shop?.stop()
	if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('one public origin without PUBLIC_URL', { timeout: 30_000 }, () => {
	test('a request for another host gets 421 before any handler: no reset e-mail is sent', async () => {
		const attack = await send('/auth', {
			...form({ intent: 'forgot', email: customer.email }),
			headers: { ...FORM_TYPE, Host: 'attacker.example', Origin: 'http://attacker.example' },
		})
		expect(attack.status).toBe(421)
		expect(attack.headers['content-type']).toMatch(/^text\/plain/)
		expect(attack.body).toContain(localOrigin())
		for (const path of ['/', '/about', '/api/cart', '/healthz']) {
			const answer = await send(path, { headers: { Host: `attacker.example:${port}` } })
			expect(answer.status, path).toBe(421)
		}
		await new Promise((done) => setTimeout(done, 300))
		expect(mailDirTexts(mailDir).join('\n')).not.toContain('attacker.example')
	})

	test('the links of a reset e-mail keep the loopback name its form was sent to', async () => {
		for (const origin of [shop.url, localOrigin()]) {
			const forgot = await send('/auth', {
				...form({ intent: 'forgot', email: customer.email }),
				headers: { ...FORM_TYPE, Host: new URL(origin).host, Origin: origin },
			})
			expect(forgot.status, origin).toBe(302)
			const reset = await mailWith(customer.email, 'mode=reset', (text) => text.includes(origin))
			const links = reset.match(/https?:\/\/[^\s"'<>]+/g) ?? []
			expect(links.some((link) => link.startsWith(`${origin}/auth?mode=reset&token=`))).toBe(true)
			expect(links.filter((link) => link.includes(`:${port}`) && !link.startsWith(origin))).toEqual(
				[],
			)
		}
	})

	test('a payment started on a loopback name returns to it, and its receipt links there', async () => {
		for (const origin of [shop.url, localOrigin()]) {
			const headers = { Host: new URL(origin).host, Origin: origin }
			const started = await send('/api/create-payment', {
				method: 'POST',
				headers: { ...headers, 'Content-Type': 'application/json' },
				body: JSON.stringify({ items: [cartItem()] }),
			})
			expect(started.status, origin).toBe(200)
			const { url } = JSON.parse(started.body) as { url: string }
			expect(url.startsWith(`${origin}/test-checkout?session=`), url).toBe(true)
			const email = `payer-${randomBytes(4).toString('hex')}@example.com`
			const paid = await send(url.slice(origin.length), {
				...form({ ...TEST_CARD_FORM, email }),
				headers: { ...headers, ...FORM_TYPE },
			})
			expect(paid.status, origin).toBe(302)
			expect(paid.headers.location).toMatch(
				new RegExp(`^${escapeRegExp(origin)}/payment-success\\?session_id=`),
			)
			const receipt = await mailWith(email, '/track-order', () => true)
			const links = receipt.match(/https?:\/\/[^\s"'<>]+/g) ?? []
			expect(links.filter((link) => link.includes(`:${port}`)).length).toBeGreaterThan(0)
			expect(links.filter((link) => link.includes(`:${port}`) && !link.startsWith(origin))).toEqual(
				[],
			)
		}
	})

	test('a payment asked for under another Host is refused with 421 and starts nothing', async () => {
		const answer = await send('/api/create-payment', {
			method: 'POST',
			headers: {
				Host: `attacker.example:${port}`,
				Origin: `http://attacker.example:${port}`,
				'Content-Type': 'application/json',
			},
			body: JSON.stringify({ items: [cartItem()] }),
		})
		expect(answer.status).toBe(421)
		expect(answer.body).not.toContain('test-checkout')
	})

	test('the same-origin check takes http://127.0.0.1:PORT and http://localhost:PORT alike', async () => {
		for (const origin of [shop.url, localOrigin(), `http://[::1]:${port}`]) {
			const answer = await send('/auth', {
				...form({ intent: 'forgot', email: 'nobody@example.com' }),
				headers: { ...FORM_TYPE, Origin: origin },
			})
			expect(answer.status, origin).toBe(302)
		}
		for (const origin of ['http://attacker.example', `https://127.0.0.1:${port}`]) {
			const answer = await send('/auth', {
				...form({ intent: 'forgot', email: 'nobody@example.com' }),
				headers: { ...FORM_TYPE, Origin: origin, Host: `127.0.0.1:${port}` },
			})
			expect(answer.status, origin).toBe(403)
		}
	})

	test('canonical links and the sitemap name the public origin, not the Host', async () => {
		const page = await send('/about', { headers: { Host: `127.0.0.1:${port}` } })
		expect(page.body).toContain(`href="${localOrigin()}/about"`)
		const sitemap = await send('/sitemap.xml', { headers: { Host: `127.0.0.2:${port}` } })
		expect(sitemap.body).toContain(`<loc>${localOrigin()}/about</loc>`)
		expect(sitemap.body).not.toContain('127.0.0')
	})
})

describe('with PUBLIC_URL set, a loopback Host changes no link', { timeout: 60_000 }, () => {
	const PUBLIC = 'https://shop.example.com'
	let hosted: ShopProcess
	let hostedMail: string
	let hostedHost: string

	beforeAll(async () => {
		const hostedPort = await freePort()
		hostedHost = `127.0.0.1:${hostedPort}`
		hostedMail = join(dir, 'hosted-mail')
		hosted = await startShopProcess({
			env: {
				PORT: String(hostedPort),
				PUBLIC_URL: PUBLIC,
				SQLITE_PATH: join(dir, 'hosted.db'),
				MAIL_DIR: hostedMail,
				SESSION_SECRET: randomBytes(32).toString('hex'),
				OUTBOX_POLL_MS: '50',
				LOG_LEVEL: 'warn',
			},
			logFile: join(dir, 'hosted.log'),
		})
	}, 60_000)

	afterAll(async () => {
		await hosted?.stop()
	})

	test('the payment return URL and the verification link name PUBLIC_URL', async () => {
		const headers = { Host: hostedHost, Origin: PUBLIC }
		const started = await rawRequest(`${hosted.url}/api/create-payment`, {
			method: 'POST',
			headers: { ...headers, 'Content-Type': 'application/json' },
			body: JSON.stringify({ items: [cartItem()] }),
		})
		expect(started.status).toBe(200)
		const { url } = JSON.parse(started.body.toString()) as { url: string }
		expect(url.startsWith(`${PUBLIC}/test-checkout?session=`), url).toBe(true)
		const paid = await rawRequest(`${hosted.url}${url.slice(PUBLIC.length)}`, {
			...form(TEST_CARD_FORM),
			headers: { ...headers, ...FORM_TYPE },
		})
		expect(paid.status).toBe(302)
		expect(paid.headers.location).toMatch(
			new RegExp(`^${escapeRegExp(PUBLIC)}/payment-success\\?session_id=`),
		)

		const email = `hosted-${randomBytes(4).toString('hex')}@example.com`
		const signUp = await rawRequest(`${hosted.url}/auth?mode=sign-up`, {
			...form({
				intent: 'sign-up',
				email,
				password: `Test-${randomBytes(12).toString('base64url')}`,
				username: `hosted${randomBytes(4).toString('hex')}`,
				fullName: 'Hosted Customer',
			}),
			headers: { ...headers, ...FORM_TYPE },
		})
		expect(signUp.status).toBe(302)
		const deadline = Date.now() + 15_000
		let verify: string | undefined
		while (!verify && Date.now() < deadline) {
			verify = mailDirTexts(hostedMail).find((text) => text.includes(`To: ${email}`))
			if (!verify) await new Promise((done) => setTimeout(done, 50))
		}
		expect(verify).toContain(`${PUBLIC}/auth?mode=verify&token=`)
		expect(verify).not.toContain('127.0.0.1')
	})
})

describe('personal answers are private', { timeout: 30_000 }, () => {
	test('every answer for a signed-in customer says private, no-store', async () => {
		const session = { Cookie: customer.cookie }
		for (const path of [
			'/',
			'/order',
			'/checkout',
			'/account',
			'/faq',
			'/account.data',
			'/order.data',
			'/checkout.data',
			'/_.data',
			'/api/cart',
			'/admin',
		]) {
			const answer = await send(path, { headers: session })
			expect(answer.status, path).toBeLessThan(500)
			expect(answer.headers['cache-control'], path).toBe('private, no-store')
		}
	})

	test('the orders CSV of an admin is private, and so is a sign-in that sets the cookie', async () => {
		const { db } = openDatabase({ sqlitePath: join(dir, 'shop.db') })
		await promoteToAdmin(db, customer.email)
		await db.destroy()
		for (const path of ['/admin/orders.csv', '/admin/orders.csv.data'].map(
			(csv) => `${csv}?from=2026-01-01&to=2026-01-31`,
		)) {
			const csv = await send(path, { headers: { Cookie: customer.cookie } })
			expect(csv.status, path).toBe(200)
			expect(csv.headers['cache-control'], path).toBe('private, no-store')
		}
		const signIn = await postForm(shop.url, '/auth', {
			intent: 'sign-in',
			email: customer.email,
			password: customer.password,
		})
		expect(signIn.headers.getSetCookie().length).toBeGreaterThan(0)
		expect(signIn.headers.get('cache-control')).toBe('private, no-store')
	})

	test('a shared page from the page cache says how a shared cache may keep it', async () => {
		let answer: Awaited<ReturnType<typeof send>> | undefined
		for (let attempt = 0; attempt < 50 && !answer?.headers['content-length']; attempt++) {
			answer = await send('/faq')
		}
		expect(answer?.headers['content-length'], 'served from the page cache').toBeTruthy()
		expect(answer?.headers['cache-control']).toBe('public, no-cache')
		expect(String(answer?.headers.vary)).toMatch(/\bCookie\b/)
	})
})

describe('log noise', { timeout: 30_000 }, () => {
	test('a POST naming https://<host> on the plain-http server is one JSON warning line', async () => {
		const before = shop.output().length
		const answer = await send('/auth', {
			...form({ intent: 'forgot', email: 'nobody@example.com' }),
			headers: { ...FORM_TYPE, Origin: `https://127.0.0.1:${port}` },
		})
		expect(answer.status).toBe(403)
		await new Promise((done) => setTimeout(done, 200))
		const lines = shop.output().slice(before).split('\n').filter(Boolean)
		expect(lines).toHaveLength(1)
		expect(JSON.parse(lines[0]!)).toMatchObject({
			level: 'warn',
			message: 'cross-site write refused',
			method: 'POST',
			path: '/auth',
			origin: `https://127.0.0.1:${port}`,
		})
	})
})
