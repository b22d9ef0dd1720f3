// The site map the journeys check, in the spec's words. declaredRoutes() reads app/routes.ts so
// a page added there without an entry here fails the suite instead of going untested.
import { declaredRoutes } from '../fixtures/routes.ts'

export type PageCase = {
	/** The route path as app/routes.ts declares it. */
	path: string
	/** What a visitor opens (a route may need a query string). */
	url: string
	/** The page's main heading (the h1 in <main>). */
	heading: RegExp
}

const page = (path: string, heading: RegExp, url = path): PageCase => ({ path, url, heading })

export const PAGES: readonly PageCase[] = [
	page('/', /Affordable, Customizable,? Window Screens/i),
	page('/about', /about/i),
	page('/order', /screen|order/i),
	page('/bulk-orders', /bulk/i),
	page('/how-to', /measur|how to/i),
	page('/faq', /faq|frequently asked/i),
	page('/contact', /contact/i),
	page('/auth', /sign in|create account|log ?in/i),
	page('/checkout', /cart|checkout/i),
	// 'Payment Successful' needs a paid session (the checkout journey shows it); a visitor with an
	// unknown session_id gets the page's not-found state, which still names the payment.
	page('/payment-success', /payment/i, '/payment-success?session_id=cs_test_e2e0a1b2c3d4'),
	page('/track-order', /track/i),
	// A change's payment link that is not open (made up here) says the link is closed.
	page('/pay-change', /payment link closed/i, '/pay-change?change=no-such-change'),
	page('/shipping', /shipping/i),
	page('/refund-policy', /refund/i),
	page('/warranty', /warranty/i),
	page('/privacy-policy', /privacy/i),
	page('/terms-of-service', /terms/i),
]

export const NOT_FOUND_HEADING = 'Oops! Page not found'
export const UNKNOWN_PATH = '/no-such-page'

export const HEADER_LINKS = [
	{ name: 'Home', path: '/' },
	{ name: 'About', path: '/about' },
	{ name: 'Order', path: '/order' },
	{ name: 'Bulk Orders', path: '/bulk-orders' },
	{ name: 'How To', path: '/how-to' },
	{ name: 'FAQ', path: '/faq' },
	{ name: 'Contact', path: '/contact' },
	{ name: 'Login', path: '/auth' },
] as const

export const FOOTER_LINKS = [
	{ name: 'About Us', path: '/about' },
	{ name: 'FAQs', path: '/faq' },
	{ name: 'How To', path: '/how-to' },
	{ name: 'Contact Us', path: '/contact' },
	{ name: 'Track Your Order', path: '/track-order' },
	{ name: 'Shipping and Delivery', path: '/shipping' },
	{ name: 'Refund Policy', path: '/refund-policy' },
	{ name: 'Warranty', path: '/warranty' },
	{ name: 'Privacy Policy', path: '/privacy-policy' },
	{ name: 'Terms of Service', path: '/terms-of-service' },
] as const

export function pageFor(path: string): PageCase {
	const found = PAGES.find((candidate) => candidate.path === path)
	if (!found) throw new Error(`No page case for ${path}`)
	return found
}

/**
 * Pages that exist only for a signed-in visitor or inside a payment session. The journeys that
 * create that state (sign-in, checkout) open them and run axe on them.
 */
export const STATEFUL_PAGES: Readonly<Record<string, string>> = {
	'/account': 'signed-in visitors only (account journey)',
	'/test-checkout': 'needs a payment session (checkout journey)',
	'/admin': 'admins only, 404 to everyone else (admin journey)',
	'/admin/order': 'admins only, needs an order number (admin journey)',
	'/admin/order-change': 'admins only, needs a paid order (order-change journey)',
	'/admin/inbox': 'admins only (admin journey)',
	'/admin/outbox': 'admins only (admin journey)',
	'/admin/production': 'admins only, needs paid orders (ship-by dates journey)',
	'/admin/work-order': 'admins only, needs an order number (ship-by dates journey)',
	'/admin/packing-slip': 'admins only, needs an order number (ship-by dates journey)',
	'/admin/quotes': 'admins only (contractor-quotes journey)',
	'/quote': 'needs an approved quote link (contractor-quotes journey)',
	'/order-action': 'needs an e-mailed link or a signed-in order (order-changes journey)',
}

/** Routes that render a page (a .tsx module), as opposed to resource routes (.ts: APIs, feeds). */
export function declaredPagePaths(): string[] {
	return declaredRoutes()
		.filter((route) => route.file.endsWith('.tsx') && route.path !== '/*')
		.map((route) => route.path)
}
