// Which pages `npm run lighthouse` loads and as whom. The list is every page route of the build
// (React Router's manifest: the routes of app/routes.ts that render a page; resource routes such
// as /healthz or /api/cart are left out), so a new page is measured without editing this file.
// A page is loaded anonymously unless VISITS says otherwise: pages a customer only sees signed
// in, with a cart or mid-payment get that state made through the shop's own flow, the back
// office an admin made with scripts/admin.ts. A page with a URL parameter must be listed here.
import { pageRoutes, routePath } from '../../scripts/size-budget.mjs'
import { signedInCustomer } from './accounts.mjs'
import { signedInAdmin } from './admin-account.mjs'
import { oneOrderByHand } from './journey.mjs'
import { CART_ITEM, expectOk } from './requests.mjs'

const anonymous = { visitor: 'anonymous', open: async () => ({}) }

let orders = 0
async function customerWithOrder(shop, { pay }) {
	const customer = await signedInCustomer(shop)
	const { checkout, success } = await oneOrderByHand(shop.url, customer, 2_000_000 + ++orders, {
		pay,
	})
	const path = pay ? success : checkout
	return { search: path.slice(path.indexOf('?')), headers: { Cookie: customer.cookie } }
}

// One admin per run, shared by the back-office pages.
const admins = new WeakMap()
function adminOf(shop) {
	if (!admins.has(shop)) admins.set(shop, signedInAdmin(shop))
	return admins.get(shop)
}

/** A back-office page as the signed-in admin. */
const admin = {
	visitor: 'admin',
	async open(shop) {
		return { headers: { Cookie: await adminOf(shop) } }
	},
}

/** A back-office page about one order: paid by a customer, then found in the back office's list. */
const adminWithPaidOrder = {
	visitor: 'admin, a paid order',
	async open(shop) {
		await customerWithOrder(shop, { pay: true })
		const headers = { Cookie: await adminOf(shop) }
		const list = await expectOk(`${shop.url}/admin`, { headers }, 'GET /admin')
		const number = /\/admin\/order\?number=([A-Za-z0-9]+)/.exec(list)?.[1]
		if (!number) throw new Error('GET /admin listed no order to open')
		return { search: `?number=${number}`, headers }
	},
}

/** How to open a page as the visitor it is for: query string and request headers. */
export const VISITS = {
	'/account': {
		visitor: 'customer',
		async open(shop) {
			return { headers: { Cookie: (await signedInCustomer(shop)).cookie } }
		},
	},
	'/checkout': {
		visitor: 'customer, 1 cart line',
		async open(shop) {
			const { cookie } = await signedInCustomer(shop)
			await expectOk(
				`${shop.url}/api/cart`,
				{
					method: 'POST',
					headers: { 'Content-Type': 'application/json', Cookie: cookie },
					body: JSON.stringify({ intent: 'add', item: CART_ITEM }),
				},
				'adding a cart line',
			)
			return { headers: { Cookie: cookie } }
		},
	},
	'/test-checkout': {
		visitor: 'customer, open payment session',
		open: (shop) => customerWithOrder(shop, { pay: false }),
	},
	'/payment-success': {
		visitor: 'customer, paid order',
		open: (shop) => customerWithOrder(shop, { pay: true }),
	},
	// A signed-in customer's own paid order, at its cancel step (the link /account shows).
	'/order-action': {
		visitor: 'customer, own paid order',
		async open(shop) {
			const { search, headers } = await customerWithOrder(shop, { pay: true })
			// The order number is the payment session id's last 8 characters, upper-cased.
			const number = new URLSearchParams(search).get('session_id').slice(-8).toUpperCase()
			return { search: `?${new URLSearchParams({ order: number, do: 'cancel' })}`, headers }
		},
	},
	'/pay-change': {
		visitor: 'customer, link to pay a change',
		skip: 'opens only from the e-mail of a change that raised the total; its JS is in the size budget',
	},
	'/admin': admin,
	'/admin/order': adminWithPaidOrder,
	'/admin/order-change': adminWithPaidOrder,
	'/admin/work-order': adminWithPaidOrder,
	'/admin/packing-slip': adminWithPaidOrder,
	'/admin/inbox': admin,
	'/admin/outbox': admin,
	'/admin/production': admin,
	'/admin/quotes': admin,
	// A contractor's quote opens only from the private link the owner's approval e-mails; the
	// run makes no quote, so the page is left to the size budget and its journey.
	'/quote': {
		visitor: 'contractor, approved quote link',
		skip: 'opens only from an approved quote e-mail; its JS is in the size budget',
	},
	// The catch-all route: any unknown address shows the not-found page, answered with 404, and
	// Lighthouse audits no document that answers an error (ERRORED_DOCUMENT_REQUEST). Its
	// first-load JS is in the size budget (scripts/size-budget.mjs).
	'/*': {
		visitor: 'anonymous, unknown address',
		skip: 'answers 404, which Lighthouse does not audit; its JS is in the size budget',
	},
}

/**
 * The pages to load, in app/routes.ts order; `only` (paths) picks some. A page Lighthouse cannot
 * audit comes with `skip` (why) instead of `open`.
 */
export function pagesToMeasure(manifest, only) {
	const pages = pageRoutes(manifest).map((route) => {
		const path = routePath(manifest, route.id)
		const visit = VISITS[path] ?? anonymous
		if (!VISITS[path] && /[:*]/.test(path)) {
			throw new Error(`${path} (${route.id}) needs a URL parameter: add it to VISITS`)
		}
		return { path: path === '/*' ? '*' : path, ...visit }
	})
	if (!only) return pages
	for (const path of only) {
		if (!pages.some((page) => page.path === path)) {
			throw new Error(`LIGHTHOUSE_ONLY: no page ${path} (${pages.map((p) => p.path).join(', ')})`)
		}
	}
	return pages.filter((page) => only.includes(page.path))
}

/** The page's address on `shop`, opened as its visitor: the URL and the request headers. */
export async function pageAddress(page, shop) {
	const { search = '', headers } = await page.open(shop)
	return { url: `${shop.url}${page.path === '*' ? '/no-such-page' : page.path}${search}`, headers }
}
