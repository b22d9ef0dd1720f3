// create-payment: from validated cart items to a hosted checkout URL. The order is made first (in
// pending_payment, priced by the server), then the provider's session, whose id gives the order
// its number. The same cart from the same customer while its session lives gets the same order
// and session back, so a double click or a second tab never makes a second order.
// checkoutOrder is the part every pending order shares (a cart's, a contractor's quote's): open
// the provider's session for it, or hand back the one it has while it lives.
import { createHash } from 'node:crypto'
import {
	PAYMENT_ERROR_TITLE,
	PAYMENT_FAILED,
	PAYMENT_SESSION_PENDING,
} from '#app/content/words/messages/payment.ts'
import { ORDER_DISCOUNT_LABEL } from '#app/content/words/messages/hosted-checkout.ts'
import type { CartItem } from '#app/domain/cart/cart-item.ts'
import { checkoutFingerprint } from '#app/domain/checkout/checkout-fingerprint.ts'
import { checkoutLines } from '#app/domain/checkout/checkout-lines.ts'
import {
	shippingLabel,
	shippingMethodOf,
	shippingOption,
	type ShippingMethod,
} from '#app/domain/shipping/shipping.ts'
import {
	attachCheckoutSession,
	cancelPendingOrder,
	createPendingOrder,
	findOrder,
	listOrderItems,
	type Order,
	type OrderItem,
} from '#app/models/order/orders.server.ts'
import type { DB } from '#db/index.ts'
import type { PaymentProvider } from '#app/domain/payments/payment-provider.ts'
import { CLEARANCE } from '#app/content/facts/workshop-rules.ts'
import { pricedCartOrder } from '#app/workflows/order/priced-orders.server.ts'

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
	/** The workshop's clearance stored on new orders (SHOP_CLEARANCE_SIXTEENTHS); default 1/8". */
	clearanceSixteenths?: number
	now?: () => Date
	/** How long a second request waits for the first one's session (double click). */
	waitForSessionMs?: number
}

export type CheckoutRequest = {
	/** The browser's prices, if any, are ignored: the order is priced from the sizes. */
	items: readonly Omit<CartItem, 'price'>[]
	/** Chosen on /checkout; the server prices it (app/domain/shipping/shipping.ts). Part of what is priced. */
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

/**
 * Stripe accepts an expiry 30 minutes to 24 hours ahead; stay a minute inside for clock drift.
 * `payBy` (a quote's expiry) ends it sooner, but never sooner than Stripe allows.
 */
function sessionExpiry(now: Date, ttlMinutes: number, payBy?: Date): Date {
	const minutes = Math.min(Math.max(ttlMinutes, 31), 24 * 60 - 1)
	let end = now.getTime() + minutes * 60_000
	if (payBy) end = Math.max(Math.min(end, payBy.getTime()), now.getTime() + 31 * 60_000)
	return new Date(end)
}

/** What the hosted checkout needs beyond the order itself. */
export type SessionRequest = {
	/** Prefilled on the hosted page. */
	customerEmail: string | null
	/** The shop's public origin: return URLs and the test provider's page live there. */
	origin: string
	/** Where the hosted page's way back leads. */
	cancelUrl: string
	/** The name of the order's discount on the hosted page, when it has one. */
	discountName?: string
	/** The session ends by then (a quote's expiry), though never sooner than Stripe allows. */
	payBy?: Date
}

/** Makes the pending order to pay, or finds the one already made (created: false); null when
 * there is nothing to pay. */
/** The order to pay; `items` when the source already read them (a new order returns its items). */
export type PendingOrderSource = () => Promise<{
	order: Order
	created: boolean
	items?: readonly OrderItem[]
} | null>

export type CheckoutStarted = { url: string; orderId: string; reused: boolean }

export async function startCheckout(
	deps: CheckoutDeps,
	request: CheckoutRequest,
): Promise<CheckoutStarted> {
	const newOrder = {
		items: request.items,
		shippingMethod: request.shippingMethod,
		userId: request.user?.id ?? null,
		email: request.user?.email ?? null,
		provider: deps.payments.id,
		idempotencyKey: checkoutIdempotencyKey(request, deps.payments.id),
		clearanceSixteenths: deps.clearanceSixteenths ?? CLEARANCE.defaultSixteenths,
	}
	const now = deps.now ?? (() => new Date())
	const priced = pricedCartOrder(newOrder)
	const started = await checkoutOrder(deps, () => createPendingOrder(deps.db, priced, now()), {
		customerEmail: request.user?.email ?? null,
		origin: request.origin,
		cancelUrl: `${request.origin}/checkout`,
	})
	if (!started) throw new Error('A cart checkout always has an order to pay')
	return started
}

/**
 * The hosted checkout URL of the order `obtainOrder` gives: a new order gets a new session; an
 * order made before gets its session back while it lives (a second request waits for the first
 * one's), and one whose session is nearly over is closed and replaced by a new order. A
 * `request` function is asked once an order is obtained (what it needs may come with the order).
 */
export async function checkoutOrder(
	deps: CheckoutDeps,
	obtainOrder: PendingOrderSource,
	request: SessionRequest | (() => SessionRequest),
): Promise<CheckoutStarted | null> {
	const now = deps.now ?? (() => new Date())
	for (let round = 0; round < 2; round++) {
		const obtained = await obtainOrder()
		if (!obtained) return null
		const { order, created } = obtained
		if (created) {
			const session = typeof request === 'function' ? request() : request
			return { ...(await openSession(deps, order, obtained.items, session, now())), reused: false }
		}

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
	knownItems: readonly OrderItem[] | undefined,
	request: SessionRequest,
	now: Date,
): Promise<{ url: string; orderId: string }> {
	const items = knownItems ?? (await listOrderItems(deps.db, order.id))
	const method = shippingMethodOf(order.shipping_method)
	try {
		for (let attempt = 0; attempt < MAX_NUMBER_ATTEMPTS; attempt++) {
			const session = await deps.payments.createSession({
				orderId: order.id,
				currency: 'usd',
				lines: checkoutLines(items),
				discount:
					order.discount_cents > 0
						? {
								name: request.discountName ?? ORDER_DISCOUNT_LABEL,
								amountCents: order.discount_cents,
							}
						: null,
				taxCents: order.tax_cents,
				shipping: {
					displayName: shippingLabel(method),
					amountCents: order.shipping_cents,
					transitDays: shippingOption(method).transitDays,
				},
				totalCents: order.total_cents,
				customerEmail: request.customerEmail,
				origin: request.origin,
				successUrl: `${request.origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
				cancelUrl: request.cancelUrl,
				expiresAt: sessionExpiry(now, deps.ttlMinutes, request.payBy),
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
