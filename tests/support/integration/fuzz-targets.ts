// Every URL the fuzz test aims at (app/routes.ts), each with the fields a well-formed submission
// has. The fuzzer starts from these and breaks them, so requests get past the first check and
// reach the deeper parts of the routes too.
import { TEST_CARDS } from '#app/domain/payments/test-card.ts'
import { declaredPaths } from '../fixtures/routes.ts'
import { ODD_TEXT, type Random } from './fuzz-random.ts'

/** What the fuzz test learned while setting up the shop: real ids make deeper requests. */
export type FuzzContext = {
	origin: string
	/** Cookie headers of signed-in users (a customer and an admin). */
	sessionCookies: string[]
	orderNumbers: string[]
	/** Payment session ids (the test provider's or the Stripe stand-in's). */
	sessionIds: string[]
	inquiryIds: string[]
	/** Set when the shop runs with Stripe: webhooks are signed with it. */
	webhookSecret?: string
}

export type BodyKind = 'form' | 'json' | 'cart' | 'webhook' | 'none'

export type FuzzTarget = {
	name: string
	path: (c: FuzzContext, r: Random) => string
	/** The method its page or client uses. */
	method: 'GET' | 'POST'
	body: BodyKind
	fields?: (c: FuzzContext, r: Random) => Record<string, unknown>
	/** Statuses only the route's own code answers (default: the test's usual set). */
	provenBy?: readonly number[]
}

/** Percent-encoded as a query value; a lone surrogate goes out as the bytes UTF-8 makes of it. */
function q(value: string): string {
	try {
		return encodeURIComponent(value)
	} catch {
		return [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')
	}
}
/** Mostly a real id the shop knows, else a made-up or an odd one (for query parameters). */
const someOf = (r: Random, values: string[], fallback: string) => {
	if (values.length && r.chance(0.75)) return r.pick(values)
	return r.chance(0.5) ? fallback : r.pick(ODD_TEXT)
}

function cartItem(r: Random): Record<string, unknown> {
	return {
		id: `item-${r.int(1, 1e6)}`,
		width: r.int(6, 48),
		widthFraction: r.int(0, 15) / 16,
		height: r.int(6, 72),
		heightFraction: r.int(0, 15) / 16,
		quantity: r.int(1, 20),
		price: r.int(1, 50_000),
		timestamp: new Date(1_750_000_000_000 + r.int(0, 1e9)).toISOString(),
	}
}

const orderNumber = (c: FuzzContext, r: Random) => someOf(r, c.orderNumbers, 'ABCD1234')
const sessionId = (c: FuzzContext, r: Random) => someOf(r, c.sessionIds, 'cs_test_unknown0001')

/** Every URL of app/routes.ts (the catch-all as a path nothing else matches). */
export const ROUTE_PATHS = declaredPaths().map((path) => (path === '/*' ? '/no/such/page' : path))

export const FUZZ_TARGETS: readonly FuzzTarget[] = [
	// Every route, new ones included, as a page: read, and sent the wrong methods and bodies.
	{
		name: 'every route',
		method: 'GET',
		body: 'form',
		path: (_c, r) => r.pick(ROUTE_PATHS),
		fields: (_c, r) => ({ intent: r.pick(['add', 'delete', '']), id: String(r.int(1, 99)) }),
	},
	{
		name: '/order (inquiry)',
		method: 'POST',
		body: 'form',
		path: () => '/order',
		fields: (_c, r) => ({
			email: `q${r.int(1, 999)}@example.com`,
			inquiry: 'Do you ship to Alaska?',
		}),
	},
	{
		name: '/bulk-orders',
		method: 'POST',
		body: 'form',
		path: () => '/bulk-orders',
		fields: (_c, r) => ({
			name: 'Pat Builder',
			company: 'Builder Co',
			email: `bulk${r.int(1, 999)}@example.com`,
			phone: '555-010-2000',
			quantity: String(r.int(100, 5000)),
			message: 'Screens for a new apartment block.',
		}),
	},
	{
		name: '/auth',
		method: 'POST',
		body: 'form',
		path: (_c, r) =>
			r.pick(['/auth', '/auth?mode=sign-up', '/auth?mode=forgot', '/auth?mode=reset']),
		fields: (_c, r) => ({
			intent: r.pick(['sign-in', 'sign-up', 'forgot', 'reset', 'sign-out', 'verify', 'other']),
			email: `fuzz${r.int(1, 50)}@example.com`,
			password: 'tangerine-bicycle-42',
			username: `fuzz${r.int(1, 50)}`,
			fullName: 'Fuzz Tester',
			token: `token-${r.int(1, 1e6)}`,
			redirectTo: r.pick(['/account', '//evil.example', 'https://evil.example', '/\\evil']),
		}),
	},
	{
		name: '/auth?mode=verify',
		method: 'GET',
		body: 'none',
		path: (_c, r) =>
			`/auth?mode=${r.pick(['verify', 'reset', 'sign-in', 'bogus'])}&token=${q(String(r.int(0, 1e9)))}&redirectTo=${q(r.pick(['/account', '//evil.example']))}`,
	},
	{
		name: '/account',
		method: 'POST',
		body: 'form',
		path: () => '/account',
		fields: (_c, r) => ({ intent: r.pick(['sign-out-others', 'delete', '']) }),
	},
	{
		name: '/api/cart',
		method: 'POST',
		body: 'cart',
		path: () => '/api/cart',
		fields: (_c, r) => {
			const intent = r.pick(['add', 'add', 'remove', 'clear', 'merge', 'bogus'])
			if (intent === 'add') return { intent, item: cartItem(r) }
			if (intent === 'remove') return { intent, id: `item-${r.int(1, 1e6)}` }
			if (intent === 'merge') return { intent, items: [cartItem(r), cartItem(r)] }
			return { intent }
		},
	},
	{
		name: '/api/create-payment',
		method: 'POST',
		body: 'json',
		path: () => '/api/create-payment',
		fields: (_c, r) => ({
			items: Array.from({ length: r.int(1, 3) }, () => cartItem(r)),
			totalAmount: r.int(1, 1e6),
			cartKey: `cart-key-${r.int(1, 40)}`,
		}),
	},
	{
		name: '/test-checkout',
		method: 'POST',
		body: 'form',
		path: (c, r) => `/test-checkout?session=${q(sessionId(c, r))}`,
		fields: (_c, r) => ({
			cardNumber: r.pick([TEST_CARDS.pays, TEST_CARDS.declined, '4111111111111111']),
			expiry: r.pick(['12 / 34', '01/20', '13/30']),
			cvc: '123',
			name: 'Jane Doe',
			email: 'jane@example.com',
			phone: '+1 555 0100',
			line1: '12 Elm Street',
			line2: '',
			city: 'Springfield',
			state: r.pick(['IL', 'XX']),
			postalCode: '62701',
			specialInstructions: 'Leave at the door',
		}),
	},
	{
		name: '/payment-success',
		method: 'GET',
		body: 'none',
		path: (c, r) => `/payment-success?session_id=${q(sessionId(c, r))}`,
	},
	{
		name: '/track-order',
		method: 'POST',
		body: 'form',
		path: () => '/track-order',
		fields: (c, r) => ({ orderNumber: orderNumber(c, r), email: 'jane@example.com' }),
	},
	{
		name: '/order-action',
		method: 'GET',
		body: 'none',
		path: (c, r) =>
			r.pick([
				'/order-action',
				'/order-action?token=x',
				`/order-action?token=${'A'.repeat(43)}`,
				`/order-action?do=cancel&order=${q(orderNumber(c, r))}`,
			]),
	},
	{
		name: '/order-action',
		method: 'POST',
		body: 'form',
		path: () => '/order-action',
		fields: (c, r) => ({
			intent: r.pick([
				'cancel',
				'cancel-own',
				'start-change',
				'change-own',
				'review',
				'confirm',
				'edit',
			]),
			token: r.pick(['A'.repeat(43), 'x', '']),
			grant: r.pick(['B'.repeat(43), '']),
			order: orderNumber(c, r),
			'line.0.itemId': 'item-1',
			'line.0.width': String(r.int(0, 100)),
			'line.0.height': String(r.int(0, 100)),
			'line.0.quantity': String(r.int(0, 30)),
			shipPostalCode: r.pick(['97201', 'x']),
		}),
	},
	{
		name: '/webhooks/stripe',
		method: 'POST',
		body: 'webhook',
		path: () => '/webhooks/stripe',
		fields: (c, r) => ({
			id: `evt_${r.int(1, 1e9)}`,
			object: 'event',
			type: r.pick([
				'checkout.session.completed',
				'checkout.session.async_payment_succeeded',
				'checkout.session.expired',
				'payment_intent.created',
			]),
			data: {
				object: {
					id: sessionId(c, r),
					object: 'checkout.session',
					status: r.pick(['complete', 'expired', 'open']),
					payment_status: r.pick(['paid', 'unpaid', 'no_payment_required']),
					amount_total: r.int(0, 1e6),
					currency: 'usd',
					expires_at: 1_795_000_000 + r.int(-1e5, 1e5),
					metadata: { order_id: `order-${r.int(1, 9)}` },
					customer_details: { name: 'Jane Doe', email: 'jane@example.com', phone: null },
					payment_intent: `pi_${r.int(1, 1e9)}`,
				},
			},
		}),
	},
	{
		name: '/admin',
		method: 'GET',
		body: 'none',
		path: (_c, r) =>
			`/admin?q=${q(r.pick(['', 'jane', '%', '_']))}&status=${r.pick(['', 'received', 'bogus'])}&page=${r.pick(['', '1', '2', '0', '-1', '1e9', 'NaN'])}`,
	},
	{
		name: '/admin (post)',
		method: 'POST',
		// The admin's answer: nothing is posted here.
		provenBy: [405],
		body: 'form',
		path: () => '/admin',
		fields: () => ({ intent: 'anything' }),
	},
	{
		name: '/admin/order',
		method: 'POST',
		body: 'form',
		path: (c, r) => `/admin/order?number=${q(orderNumber(c, r))}`,
		fields: (_c, r) => ({
			from: r.pick(['received', 'pending_payment', 'in_production', 'shipped']),
			to: r.pick(['in_production', 'quality_check', 'shipped', 'canceled', 'expired', 'delivered']),
			carrier: 'UPS',
			trackingNumber: `1Z${r.int(1e6, 9e6)}`,
			note: 'Moved by the fuzz test',
			confirm: r.pick(['yes', 'no']),
		}),
	},
	{
		name: '/admin/order-change',
		method: 'POST',
		body: 'form',
		path: (c, r) => `/admin/order-change?number=${q(orderNumber(c, r))}`,
		fields: (_c, r) => ({
			intent: r.pick(['preview', 'confirm', 'other']),
			nonce: r.pick(['7c9e6679-7425-40de-944b-e07fc1f90ae7', 'x', '']),
			'line.0.itemId': r.pick(['', 'item-1']),
			'line.0.width': r.pick(['30', '99', '-1', 'x', '']),
			'line.0.widthSixteenths': r.pick(['0', '7', '16']),
			'line.0.height': r.pick(['40', '50', '5', '1e3']),
			'line.0.heightSixteenths': r.pick(['0', '8', '-1']),
			'line.0.quantity': r.pick(['1', '2', '3', '0', '21']),
			'line.0.label': r.pick(['', 'Kitchen', r.pick(ODD_TEXT)]),
			'line.0.remove': r.pick(['', 'yes']),
			shipLine1: r.pick(['', '12 Elm Street']),
			shipCity: 'Springfield',
			shipState: r.pick(['IL', 'XX']),
			shipPostalCode: r.pick(['62701', '123']),
		}),
	},
	{
		name: '/pay-change',
		method: 'GET',
		body: 'none',
		path: (_c, r) =>
			`/pay-change?change=${q(r.pick(['', 'x', '7c9e6679-7425-40de-944b-e07fc1f90ae7', r.pick(ODD_TEXT)]))}`,
	},
	{
		name: '/admin/inbox',
		method: 'POST',
		body: 'form',
		path: (_c, r) => r.pick(['/admin/inbox', '/admin/inbox?view=handled', '/admin/inbox?id=x']),
		fields: (c, r) => ({ id: someOf(r, c.inquiryIds, 'no-such-inquiry') }),
	},
	{
		name: '/bulk-orders (job list)',
		method: 'POST',
		body: 'form',
		path: () => '/bulk-orders',
		fields: (_c, r) => ({
			intent: 'job-quote',
			name: 'Pat Builder',
			email: `jobs${r.int(1, 999)}@example.com`,
			jobList: r.pick([
				'A,30,40,1',
				'label,width,height,quantity\nA,30 5/16,40,2\nB,5,40,1',
				'',
				'"unclosed,30,40,1',
				'A\t30.3125\t72\t20',
			]),
		}),
	},
	{
		name: '/quote',
		method: 'GET',
		body: 'form',
		path: (_c, r) =>
			r.pick(['/quote', '/quote?token=', '/quote?token=x', `/quote?token=${'A'.repeat(43)}`]),
		// No fuzzed token opens a quote: the route's own answer is its 404.
		provenBy: [404],
	},
	{
		name: '/admin/quotes',
		method: 'POST',
		body: 'form',
		path: (_c, r) => r.pick(['/admin/quotes', '/admin/quotes?id=x']),
		fields: (_c, r) => ({
			intent: r.pick(['approve', 'tiers', 'other']),
			id: 'no-such-quote',
			percent: r.pick(['10', '', '99', 'x']),
			minScreens: r.pick(['100', '1', '']),
		}),
	},
	{
		name: '/admin/outbox',
		method: 'POST',
		body: 'form',
		path: () => '/admin/outbox',
		fields: (_c, r) => ({ id: `mail-${r.int(1, 99)}` }),
	},
	{
		name: '/admin/orders.csv',
		method: 'GET',
		body: 'none',
		path: (_c, r) =>
			`/admin/orders.csv?from=${r.pick(['2026-01-01', '2025-02-29', '2026-13-01', '', 'x'])}&to=${r.pick(['2026-12-31', '2020-01-01', '9999-12-31', ''])}`,
	},
]
