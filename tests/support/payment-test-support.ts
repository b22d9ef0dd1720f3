// Helpers for the checkout and payment tests: an app context with a real payment provider over a
// test database, cart items as the browser sends them, and Stripe events signed with the SDK's
// own test header helper.
import Stripe from 'stripe'
import { toCartItem, type CartItem } from '#app/domain/cart-item.ts'
import type { ScreenConfig } from '#app/domain/measurements.ts'
import type { PaymentProvider } from '#app/domain/payment-provider.ts'
import { createStripeProvider } from '#app/services/payments/stripe.server.ts'
import type { AppContext } from '#app/utils/app-context.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import type { DB, Dialect } from '#db/index.ts'

export const SHOP_ORIGIN = 'http://shop.test'
export const SHOP_INBOX = 'shop-inbox@shop.test'
export const WEBHOOK_SECRET = 'whsec_test_secret_for_the_stand_in'
export const STRIPE_KEY = 'sk_test_stand_in_key'

export type TestAppContext = AppContext & { wakeups: () => number }

export function paymentContext(
	db: DB,
	dialect: Dialect,
	payments: PaymentProvider,
	env: Record<string, string> = {},
): TestAppContext {
	let wakeups = 0
	return {
		db,
		dialect,
		env: parseEnv({ NODE_ENV: 'test', PUBLIC_URL: SHOP_ORIGIN, SHOP_INBOX, ...env }),
		sessionSecret: 'test-secret-that-is-long-enough-for-signing',
		wakeOutbox: () => void wakeups++,
		payments,
		clientAddress: '203.0.113.9',
		wakeups: () => wakeups,
	}
}

export function stripeProviderFor(apiBase: string): PaymentProvider {
	return createStripeProvider({ secretKey: STRIPE_KEY, webhookSecret: WEBHOOK_SECRET, apiBase })
}

let itemCounter = 0

/** A cart item as the browser's cart makes it (price = the unit price in cents). */
export function cartItem(config: Partial<ScreenConfig> = {}): CartItem {
	return toCartItem(
		{ width: 30, widthSixteenths: 7, height: 40, heightSixteenths: 8, quantity: 2, ...config },
		{ id: `item-${++itemCounter}`, timestamp: '2025-05-01T12:00:00.000Z' },
	)
}

/** POST /api/create-payment as the checkout page sends it. */
export function createPaymentRequest(body: unknown): Request {
	return new Request(`${SHOP_ORIGIN}/api/create-payment`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: typeof body === 'string' ? body : JSON.stringify(body),
	})
}

/** A Stripe event around a session object, as Stripe delivers it. */
export function stripeEvent(id: string, type: string, session: object): string {
	return JSON.stringify({
		id,
		object: 'event',
		type,
		api_version: '2026-10-28.endive',
		created: Math.floor(Date.now() / 1000),
		livemode: false,
		pending_webhooks: 1,
		request: { id: null, idempotency_key: null },
		data: { object: session },
	})
}

const stripe = new Stripe(STRIPE_KEY)

/** A webhook delivery signed with `secret` through the SDK's test header helper. */
export function webhookRequest(payload: string, secret = WEBHOOK_SECRET): Request {
	const signature = stripe.webhooks.generateTestHeaderString({ payload, secret })
	return new Request(`${SHOP_ORIGIN}/webhooks/stripe`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
		body: payload,
	})
}

/** The args a route's loader or action receives. */
export function routeArgs<C>(request: Request, context: C) {
	return { request, context, params: {}, unstable_pattern: '' } as never
}

export async function countRows(db: DB, table: 'orders' | 'outbox' | 'payment_events') {
	const row = await db
		.selectFrom(table)
		.select((eb) => eb.fn.countAll<number>().as('count'))
		.executeTakeFirstOrThrow()
	return Number(row.count)
}
