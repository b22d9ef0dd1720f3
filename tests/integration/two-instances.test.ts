// Scale-out: two production server processes on different ports, one PostgreSQL database, one
// SESSION_SECRET, as behind a load balancer. Whatever one instance saves, signs or counts, the
// other sees: carts, sessions, orders paid through Stripe's webhook, sign-in limits, the outbox.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase, type DB } from '#db/index.ts'
import { parseMail } from '#tests/support/fixtures/parse-mime.ts'
import {
	createCustomer,
	fromAddress,
	mailText,
	postForm,
	postJson,
	type Customer,
} from '#tests/support/integration/shop-http.ts'
import { startShopProcess, type ShopProcess } from '#tests/support/integration/shop-process.ts'
import { createSmtpStandIn, freePort, type SmtpStandIn } from '#tests/support/stand-ins/smtp.ts'
import {
	createStripeStandIn,
	paidCustomerDetails,
	type StripeStandIn,
} from '#tests/support/stand-ins/stripe.ts'
import {
	createThrowawayDatabase,
	type ThrowawayDatabase,
} from '#tests/support/integration/throwaway-postgres.ts'

const WEBHOOK_SECRET = 'whsec_two_instances'
const STRIPE_KEY = 'sk_test_two_instances'

const screen = (id: string, width: number) => ({
	id,
	width,
	widthFraction: 0.25,
	height: 48,
	heightFraction: 0.5,
	quantity: 3,
	price: 1,
	timestamp: '2026-01-01T00:00:00.000Z',
})

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined) {
	const deadline = Date.now() + 20_000
	for (;;) {
		const value = await check()
		if (value !== undefined) return value
		if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
		await new Promise((done) => setTimeout(done, 100))
	}
}

describe('two server processes on one PostgreSQL database', { timeout: 60_000 }, () => {
	let dir: string
	let database: ThrowawayDatabase
	let smtp: SmtpStandIn
	let stripe: StripeStandIn
	let db: DB
	let a: ShopProcess
	let b: ShopProcess
	let customer: Customer

	beforeAll(async () => {
		dir = mkdtempSync(join(tmpdir(), 'shop-two-instances-'))
		database = await createThrowawayDatabase('two_instances')
		smtp = await createSmtpStandIn()
		await smtp.listen()
		stripe = await createStripeStandIn()
		const shared = {
			DATABASE_URL: database.url,
			SESSION_SECRET: randomBytes(32).toString('hex'),
			SMTP_URL: smtp.url,
			STRIPE_SECRET_KEY: STRIPE_KEY,
			STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
			STRIPE_API_BASE: stripe.apiBase,
			OUTBOX_POLL_MS: '100',
			LOG_LEVEL: 'warn',
			// Behind a load balancer: the per-address limits key on X-Forwarded-For.
			TRUST_PROXY: 'true',
		}
		const start = async (name: string) =>
			startShopProcess({
				logFile: join(dir, `${name}.log`),
				env: {
					...shared,
					PORT: String(await freePort()),
					SQLITE_PATH: join(dir, name, 'unused.db'),
				},
			})
		// Both start at once: the migrations' lock lets one migrate while the other waits.
		;[a, b] = await Promise.all([start('a'), start('b')])
		db = openDatabase({ databaseUrl: database.url, sqlitePath: '' }).db
		const mail = () => smtp.received.map((message) => mailText(message.raw))
		customer = await createCustomer({ signUpUrl: a.url }, mail, 'scale')
	}, 60_000)

	afterAll(async () => {
		await Promise.all([a?.stop(), b?.stop()])
		await db?.destroy()
		await stripe?.close()
		await smtp?.close()
		await database?.drop()
		if (dir) rmSync(dir, { recursive: true, force: true })
	})

	test('a cart saved through one instance is read through the other', async () => {
		const added = await postJson(
			a.url,
			'/api/cart',
			{ intent: 'add', item: screen('on-a', 30) },
			customer.cookie,
		)
		expect(added.status).toBe(200)
		const readOnB = await fetch(`${b.url}/api/cart`, { headers: { Cookie: customer.cookie } })
		expect(readOnB.status).toBe(200)
		const { items } = (await readOnB.json()) as { items: { id: string; width: number }[] }
		expect(items.map((item) => [item.id, item.width])).toEqual([['on-a', 30]])

		const removed = await postJson(
			b.url,
			'/api/cart',
			{ intent: 'remove', id: 'on-a' },
			customer.cookie,
		)
		expect(removed.status).toBe(200)
		const readOnA = await fetch(`${a.url}/api/cart`, { headers: { Cookie: customer.cookie } })
		expect(((await readOnA.json()) as { items: unknown[] }).items).toEqual([])
	})

	test("a checkout started on one instance is fulfilled by Stripe's webhook on the other", async () => {
		const started = await postJson(
			a.url,
			'/api/create-payment',
			{ items: [screen('pay', 36)] },
			customer.cookie,
		)
		expect(started.status).toBe(200)
		const { url } = (await started.json()) as { url: string }
		const sessionId = new URL(url).pathname.split('/').at(-1)!
		const order = await db
			.selectFrom('orders')
			.selectAll()
			.where('provider_session_id', '=', sessionId)
			.executeTakeFirstOrThrow()
		expect(order.status).toBe('pending_payment')

		const session = stripe.completeSession(sessionId, paidCustomerDetails(customer.email))
		const payload = JSON.stringify({
			id: `evt_${randomBytes(8).toString('hex')}`,
			object: 'event',
			type: 'checkout.session.completed',
			data: { object: session },
		})
		const deliver = (shop: ShopProcess) =>
			fetch(`${shop.url}/webhooks/stripe`, {
				method: 'POST',
				headers: {
					'Content-Type': 'application/json',
					'Stripe-Signature': new Stripe(STRIPE_KEY).webhooks.generateTestHeaderString({
						payload,
						secret: WEBHOOK_SECRET,
					}),
				},
				body: payload,
			})
		const onB = await deliver(b)
		expect(onB.status).toBe(200)
		expect(await onB.json()).toEqual({ received: true, outcome: 'fulfilled' })
		const paid = await db
			.selectFrom('orders')
			.selectAll()
			.where('id', '=', order.id)
			.executeTakeFirstOrThrow()
		expect(paid.status).toBe('received')
		expect(paid.amount_paid_cents).toBe(order.total_cents)

		// Stripe delivers again (to whichever instance): the first delivery already counted.
		const againOnA = await deliver(a)
		expect(await againOnA.json()).toEqual({ received: true, outcome: 'duplicate_event' })
	})

	test('the per-account password limit counts attempts on both instances', async () => {
		const email = `guess-${randomBytes(4).toString('hex')}@example.com`
		const statuses: number[] = []
		let last: Response | undefined
		for (let attempt = 0; attempt < 11; attempt++) {
			const shop = attempt % 2 ? b : a
			last = await postForm(shop.url, '/auth', {
				intent: 'sign-in',
				email,
				password: `wrong-${attempt}-password`,
			})
			statuses.push(last.status)
		}
		// Five or six wrong passwords on each instance: only a shared count reaches the limit of 10,
		// and the refusal offers a sign-in link instead of locking the owner out.
		expect(statuses).toEqual([...Array(10).fill(401), 429])
		expect(last!.headers.get('Retry-After')).toMatch(/^\d+$/)
		expect(await last!.text()).toContain('Email Me a Sign-In Link')
	})

	test('the outbox sends each e-mail once while both instances run', async () => {
		const run = randomBytes(4).toString('hex')
		const count = 24
		const answers = await Promise.all(
			Array.from({ length: count }, (_, index) =>
				postForm(
					index % 2 ? b.url : a.url,
					'/bulk-orders',
					{
						name: 'Pat Builder',
						email: 'pat@example.com',
						quantity: String(100 + index),
						message: `Quote ${run}-${index} for a housing project.`,
					},
					'',
					// One contractor each: the per-address limit is not what this test is about.
					fromAddress(`192.0.2.${index + 1}`),
				),
			),
		)
		expect(answers.map((answer) => answer.status)).toEqual(Array(count).fill(302))

		const quotes = () => smtp.received.filter((mail) => mail.raw.includes(`Quote ${run}-`))
		await until('every quote e-mail', () => (quotes().length >= count ? true : undefined))
		const pending = () =>
			db.selectFrom('outbox').select('id').where('status', '!=', 'sent').execute()
		await until('an empty outbox', async () => ((await pending()).length === 0 ? true : undefined))
		// A few more poll rounds of both workers: nothing may go out a second time.
		await new Promise((done) => setTimeout(done, 1_000))

		const sentIndexes = quotes()
			.map((mail) =>
				Number(new RegExp(`Quote ${run}-(\\d+)`).exec(parseMail(mail.raw).text ?? '')?.[1]),
			)
			.sort((x, y) => x - y)
		expect(sentIndexes).toEqual(Array.from({ length: count }, (_, index) => index))
		const messageIds = quotes().map((mail) => parseMail(mail.raw).headers['message-id'])
		expect(new Set(messageIds).size).toBe(count)
	})
})
