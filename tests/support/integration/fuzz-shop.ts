// A shop process set up for fuzzing: a fresh SQLite file, a verified customer and an admin signed
// in, and a few real orders (one paid), an inquiry and payment sessions, so fuzzed requests that
// name real ids reach the code behind the first checks.
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Stripe from 'stripe'
import { createAdminAccount } from '#app/models/auth/users.server.ts'
import { openDatabase } from '#db/index.ts'
import type { FuzzContext } from './fuzz-targets.ts'
import { paidCustomerDetails, type StripeStandIn } from '../stand-ins/stripe.ts'
import { freePort } from '../stand-ins/smtp.ts'
import {
	createCustomer,
	cookieHeader,
	mailDirTexts,
	postForm,
	postJson,
	TEST_CARD_FORM,
} from './shop-http.ts'
import { startShopProcess, type ShopProcess } from './shop-process.ts'

export const FUZZ_WEBHOOK_SECRET = 'whsec_fuzz_test_secret'

export type FuzzShop = { shop: ShopProcess; context: FuzzContext; stop: () => Promise<void> }

const screen = (id: string, width: number) => ({
	id,
	width,
	widthFraction: 0.5,
	height: 40,
	heightFraction: 0,
	quantity: 2,
	price: 1,
	timestamp: '2026-01-01T00:00:00.000Z',
})

/** `databaseUrl`: PostgreSQL instead of a fresh SQLite file in `dir`. */
export async function startFuzzShop(
	dir: string,
	{ stripe, databaseUrl = '' }: { stripe?: StripeStandIn; databaseUrl?: string } = {},
): Promise<FuzzShop> {
	mkdirSync(dir, { recursive: true })
	const sqlitePath = join(dir, 'shop.db')
	const mailDir = join(dir, 'mail')
	const port = await freePort()
	const shop = await startShopProcess({
		logFile: join(dir, 'server.log'),
		env: {
			PORT: String(port),
			PUBLIC_URL: `http://127.0.0.1:${port}`,
			SQLITE_PATH: sqlitePath,
			DATABASE_URL: databaseUrl,
			MAIL_DIR: mailDir,
			SESSION_SECRET: randomBytes(32).toString('hex'),
			OUTBOX_POLL_MS: '100',
			LOG_LEVEL: 'warn',
			// Fuzzed X-Forwarded-For headers then spread requests over many rate-limit buckets.
			TRUST_PROXY: stripe ? 'true' : 'false',
			...(stripe && {
				STRIPE_SECRET_KEY: 'sk_test_fuzz',
				STRIPE_WEBHOOK_SECRET: FUZZ_WEBHOOK_SECRET,
				STRIPE_API_BASE: stripe.apiBase,
			}),
		},
	})
	const db = openDatabase({ databaseUrl, sqlitePath }).db
	try {
		const customer = await createCustomer({ signUpUrl: shop.url }, () => mailDirTexts(mailDir))
		const admin = {
			email: `admin-${randomBytes(4).toString('hex')}@example.com`,
			password: randomBytes(12).toString('hex'),
		}
		await createAdminAccount(db, { ...admin, fullName: 'Fuzz Admin' })
		const adminSignIn = await postForm(shop.url, '/auth', { intent: 'sign-in', ...admin })
		if (adminSignIn.status !== 302) throw new Error(`admin sign-in answered ${adminSignIn.status}`)

		const sessionIds: string[] = []
		for (const width of [24, 30, 36]) {
			const started = await postJson(
				shop.url,
				'/api/create-payment',
				{ items: [screen(`w${width}`, width)] },
				customer.cookie,
			)
			if (started.status !== 200) throw new Error(`create-payment answered ${started.status}`)
			const { url } = (await started.json()) as { url: string }
			sessionIds.push(stripe ? url.split('/').at(-1)! : new URL(url).searchParams.get('session')!)
		}
		await payFirst(shop, sessionIds[0]!, stripe)
		const quote = await postForm(shop.url, '/bulk-orders', {
			name: 'Pat Builder',
			email: 'pat@example.com',
			quantity: '300',
			message: 'An apartment block.',
		})
		if (quote.status !== 302) throw new Error(`bulk-orders answered ${quote.status}`)

		const orders = await db
			.selectFrom('orders')
			.select('number')
			.where('number', 'is not', null)
			.execute()
		const inquiries = await db.selectFrom('inquiries').select('id').execute()
		return {
			shop,
			context: {
				origin: shop.url,
				sessionCookies: [customer.cookie, cookieHeader(adminSignIn)],
				orderNumbers: orders.map((order) => order.number!),
				sessionIds,
				inquiryIds: inquiries.map((inquiry) => inquiry.id),
				webhookSecret: stripe ? FUZZ_WEBHOOK_SECRET : undefined,
			},
			stop: () => shop.stop(),
		}
	} catch (error) {
		await shop.stop()
		throw error
	} finally {
		await db.destroy()
	}
}

/** Pays the first order: the test provider's page, or Stripe's signed webhook. */
async function payFirst(shop: ShopProcess, sessionId: string, stripe?: StripeStandIn) {
	let paid: Response
	if (stripe) {
		const session = stripe.completeSession(sessionId, paidCustomerDetails())
		const payload = JSON.stringify({
			id: `evt_${randomBytes(8).toString('hex')}`,
			object: 'event',
			type: 'checkout.session.completed',
			data: { object: session },
		})
		const signature = new Stripe('sk_test_fuzz').webhooks.generateTestHeaderString({
			payload,
			secret: FUZZ_WEBHOOK_SECRET,
		})
		paid = await fetch(`${shop.url}/webhooks/stripe`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
			body: payload,
		})
	} else {
		paid = await postForm(
			shop.url,
			`/test-checkout?session=${encodeURIComponent(sessionId)}`,
			TEST_CARD_FORM,
		)
	}
	if (paid.status >= 400) throw new Error(`paying the first order answered ${paid.status}`)
}
