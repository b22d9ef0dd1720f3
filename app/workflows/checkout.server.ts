// create-payment: from validated cart items to a hosted checkout URL. The order is made first (in
// pending_payment, priced by the server), then the provider's session, whose id gives the order
// its number. The same cart from the same customer while its session lives gets the same order
// and session back, so a double click or a second tab never makes a second order.
import { createHash } from 'node:crypto'
import {
	PAYMENT_ERROR_TITLE,
	PAYMENT_FAILED,
	PAYMENT_SESSION_PENDING,
} from '#app/content/messages/payment.ts'
import type { CartItem } from '#app/domain/cart-item.ts'
import { checkoutFingerprint } from '#app/domain/checkout-fingerprint.ts'
import { itemSize } from '#app/domain/order-display.ts'
import { shippingLabel, shippingOption, type ShippingMethod } from '#app/domain/shipping.ts'
import {
	attachCheckoutSession,
	cancelPendingOrder,
	createPendingOrder,
	findOrder,
	type Order,
	type OrderItem,
} from '#app/models/orders.server.ts'
import type { DB } from '#db/index.ts'
import type { PaymentProvider } from '#app/domain/payment-provider.ts'

export class CheckoutError extends Error {
	override name = 'CheckoutError'
	constructor(
		readonly status: number,
		readonly title: string,
		message: string,
	) {
		super(message)
	}
}

export type CheckoutDeps = {
	db: DB
	payments: PaymentProvider
	ttlMinutes: number
	now?: () => Date
	/** How long a second request waits for the first one's session (double click). */
	waitForSessionMs?: number
}

export type CheckoutRequest = {
	/** The browser's prices, if any, are ignored: the order is priced from the sizes. */
	items: readonly Omit<CartItem, 'price'>[]
	/** Chosen on /checkout; the server prices it (app/domain/shipping.ts). Part of what is priced. */
	shippingMethod: ShippingMethod
	user: { id: string; email: string } | null
	cartKey: string | null
	/** The shop's public origin: return URLs and the test provider's page live there. */
	origin: string
}

// A session this close to its end is not handed out again: the customer would not make it.
const REUSE_MARGIN_MS = 5 * 60_000
const MAX_NUMBER_ATTEMPTS = 3

/** Who is paying for which screens: equal for the same priced cart (checkoutFingerprint) and the
 * same customer. */
export function checkoutIdempotencyKey(
	request: Pick<CheckoutRequest, 'items' | 'shippingMethod' | 'user' | 'cartKey'>,
	providerId: string,
): string | null {
	const scope = request.user
		? `user:${request.user.id}`
		: request.cartKey && `cart:${request.cartKey}`
	if (!scope) return null
	return createHash('sha256')
		.update(`${providerId}|${scope}|${checkoutFingerprint(request)}`)
		.digest('hex')
}

/** Stripe accepts an expiry 30 minutes to 24 hours ahead; stay a minute inside for clock drift. */
function sessionExpiry(now: Date, ttlMinutes: number): Date {
	const minutes = Math.min(Math.max(ttlMinutes, 31), 24 * 60 - 1)
	return new Date(now.getTime() + minutes * 60_000)
}

export async function startCheckout(
	deps: CheckoutDeps,
	request: CheckoutRequest,
): Promise<{ url: string; orderId: string; reused: boolean }> {
	const now = deps.now ?? (() => new Date())
	const newOrder = {
		items: request.items,
		shippingMethod: request.shippingMethod,
		userId: request.user?.id ?? null,
		email: request.user?.email ?? null,
		provider: deps.payments.id,
		idempotencyKey: checkoutIdempotencyKey(request, deps.payments.id),
	}
	for (let round = 0; round < 2; round++) {
		const pending = await createPendingOrder(deps.db, newOrder, now())
		if (pending.created) {
			return {
				...(await openSession(deps, pending.order, pending.items, request, now())),
				reused: false,
			}
		}
		const { order } = pending

		const ready = await waitForSession(deps, order.id)
		const expiresAt = ready?.session_expires_at ? Date.parse(ready.session_expires_at) : 0
		if (ready?.status === 'pending_payment' && ready.checkout_url) {
			if (expiresAt - now().getTime() > REUSE_MARGIN_MS) {
				return { url: ready.checkout_url, orderId: ready.id, reused: true }
			}
			// Nearly over: close it (a payment still arriving is recorded and flagged) and start anew.
			await retireOrder(deps, ready, now())
			continue
		}
		if (ready?.status === 'pending_payment') {
			throw new CheckoutError(503, PAYMENT_ERROR_TITLE, PAYMENT_SESSION_PENDING)
		}
	}
	throw new CheckoutError(502, PAYMENT_ERROR_TITLE, PAYMENT_FAILED)
}

async function openSession(
	deps: CheckoutDeps,
	order: Order,
	items: readonly OrderItem[],
	request: CheckoutRequest,
	now: Date,
): Promise<{ url: string; orderId: string }> {
	const method = request.shippingMethod
	try {
		for (let attempt = 0; attempt < MAX_NUMBER_ATTEMPTS; attempt++) {
			const session = await deps.payments.createSession({
				orderId: order.id,
				currency: 'usd',
				lines: items.map((item) => ({
					name: item.description,
					description: item.label ? `${itemSize(item)}, ${item.label}` : itemSize(item),
					unitAmountCents: item.unit_price_cents,
					quantity: item.quantity,
				})),
				taxCents: order.tax_cents,
				shipping: {
					displayName: shippingLabel(method),
					amountCents: order.shipping_cents,
					transitDays: shippingOption(method).transitDays,
				},
				totalCents: order.total_cents,
				customerEmail: request.user?.email ?? null,
				origin: request.origin,
				successUrl: `${request.origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
				cancelUrl: `${request.origin}/checkout`,
				expiresAt: sessionExpiry(now, deps.ttlMinutes),
				idempotencyKey: `order-${order.id}-session-${attempt}`,
			})
			const attached = await attachCheckoutSession(deps.db, order.id, session, now)
			if (attached === 'attached') return { url: session.url, orderId: order.id }
			// Another order already has this session's number: close it and ask for another.
			await deps.payments.expireSession(session.id).catch(logExpireFailure)
			if (attached === 'not_pending') throw new Error(`Order ${order.id} left pending_payment`)
		}
		throw new Error(`No unique order number after ${MAX_NUMBER_ATTEMPTS} sessions`)
	} catch (error) {
		console.error(`Payment session for order ${order.id} failed: ${(error as Error).message}`)
		await cancelPendingOrder(deps.db, order.id, 'No payment session could be created', now)
		throw new CheckoutError(502, PAYMENT_ERROR_TITLE, PAYMENT_FAILED)
	}
}

async function waitForSession(deps: CheckoutDeps, orderId: string): Promise<Order | undefined> {
	const deadline = Date.now() + (deps.waitForSessionMs ?? 15_000)
	for (;;) {
		const order = await findOrder(deps.db, orderId)
		if (!order || order.status !== 'pending_payment' || order.checkout_url) return order
		if (Date.now() >= deadline) return order
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
}

async function retireOrder(deps: CheckoutDeps, order: Order, now: Date): Promise<void> {
	if (order.provider_session_id) {
		await deps.payments.expireSession(order.provider_session_id).catch(logExpireFailure)
	}
	await cancelPendingOrder(
		deps.db,
		order.id,
		'Replaced by a new checkout: its session was ending',
		now,
	)
}

function logExpireFailure(error: unknown) {
	console.warn('Could not expire a payment session:', error)
}
