import { describe, expect, it } from 'vitest'
import { cartItemSchema } from '#app/domain/cart/cart-item-schema.ts'
import { testCheckoutSchema } from '#app/domain/payments/test-card.ts'
import { nextClientAddress } from './clients.mjs'
import { journeyItem, paymentForm } from './journey.mjs'
import { pagesToMeasure } from './lighthouse-pages.mjs'
import { createdSession } from './checkout-creation.mjs'
import { failedRows, refusalFailure, summarize, targetFor } from './report.mjs'

const autocannonResult = (rps, p99, total) => ({
	requests: { average: rps, total },
	latency: { p50: p99 / 2, p99 },
	non2xx: 1,
	errors: 0,
	timeouts: 1,
	duration: 10.1,
})

describe('bench report', () => {
	it('adds up instances run at once and keeps the slowest latency', () => {
		expect(summarize(autocannonResult(100, 40, 1000), autocannonResult(50, 90, 500))).toEqual({
			rps: 150,
			p50: 45,
			p99: 90,
			non2xx: 2,
			errors: 2,
			total: 1500,
			duration: 10.1,
		})
	})

	it('holds the journey to 200 paid orders/s on SQLite and two instances to 1.5x one', () => {
		const sqlite = { key: 'journey', dialect: 'sqlite', paidPerSecond: 199 }
		expect(targetFor(sqlite, 1000, [sqlite])).toMatch(/^MISSED/)
		expect(targetFor({ ...sqlite, paidPerSecond: 200 }, 1000, [])).toMatch(/^met/)

		const one = { key: 'journey', dialect: 'postgres', paidPerSecond: 100 }
		const two = { key: 'journey-2', dialect: 'postgres', paidPerSecond: 149 }
		expect(targetFor(two, 1000, [one, two])).toMatch(/^MISSED \(1\.49x/)
		expect(targetFor({ ...two, paidPerSecond: 150 }, 1000, [one])).toMatch(/^met \(1\.50x/)
		expect(targetFor(two, 1000, [two])).toBe('-')
	})

	it('holds signed-in /order to half its former CPU per request and a p99 of 100 ms', () => {
		const row = { key: 'order-signed-in', cpuMsPerRequest: 1.35, p99: 100 }
		expect(targetFor(row, 1000, [])).toMatch(/^met \(CPU ms\/req <= 1\.35, p99 <= 100 ms\)/)
		expect(targetFor({ ...row, cpuMsPerRequest: 1.36 }, 1000, [])).toMatch(/^MISSED/)
		expect(targetFor({ ...row, p99: 101 }, 1000, [])).toMatch(/^MISSED/)
		expect(targetFor({ ...row, cpuMsPerRequest: undefined }, 1000, [])).toMatch(/^MISSED/)
		expect(targetFor({ ...row, key: 'order-signed-in-browser' }, 1000, [])).toMatch(/^met/)
	})

	it('holds GET /?utm_source=x to half the baseline', () => {
		expect(targetFor({ key: 'home-utm', rps: 499 }, 1000, [])).toMatch(/^MISSED/)
		expect(targetFor({ key: 'home-utm', rps: 500 }, 1000, [])).toMatch(/^met/)
	})
})

describe('refused answers', () => {
	it('fails a row when more than 1% of its answers are non-2xx, whatever its target', () => {
		const row = { key: 'cart-add', dialect: 'sqlite', name: 'cart', rps: 2000, total: 1000 }
		expect(refusalFailure({ ...row, non2xx: 10 })).toBeUndefined()
		expect(refusalFailure({ ...row, non2xx: 11 })).toBe(
			'FAILED: 1.1% of 1,000 answers non-2xx (> 1%)',
		)
		expect(targetFor({ ...row, non2xx: 10 }, 1000, [])).toMatch(/^met/)
		expect(targetFor({ ...row, non2xx: 11 }, 1000, [])).toMatch(/^FAILED/)
		const journey = { key: 'journey', dialect: 'sqlite', paidPerSecond: 300, total: 600 }
		expect(targetFor({ ...journey, non2xx: 7 }, 1000, [])).toMatch(/^FAILED: 1\.2%/)
	})

	it('never fails a skipped row or one without answers, and lists the failed rows', () => {
		expect(refusalFailure({ skipped: 'not built', non2xx: 5, total: 5 })).toBeUndefined()
		expect(refusalFailure({ non2xx: 0, total: 0 })).toBeUndefined()
		const ok = { name: 'a', non2xx: 0, total: 100 }
		const refused = { name: 'b', non2xx: 33_899, total: 34_000 }
		expect(failedRows([ok, refused])).toEqual([refused])
	})

	it('counts a checkout as created only when a 200 names the hosted page', () => {
		expect(createdSession(200, JSON.stringify({ url: 'http://x/test-checkout?session=1' }))).toBe(
			true,
		)
		expect(createdSession(429, JSON.stringify({ url: 'http://x/' }))).toBe(false)
		expect(createdSession(200, JSON.stringify({ error: 'Too Many Requests' }))).toBe(false)
		expect(createdSession(200, 'not json')).toBe(false)
	})
})

describe('journey', () => {
	it("sends items and a payment form the shop's own schemas accept", () => {
		for (let n = 0; n < 2000; n += 7) {
			expect(cartItemSchema.safeParse(journeyItem(n)).success).toBe(true)
		}
		expect(journeyItem(1).width).not.toBe(journeyItem(2).width)
		const form = Object.fromEntries(new URLSearchParams(paymentForm('a@example.com')))
		expect(testCheckoutSchema(new Date()).safeParse(form).success).toBe(true)
	})

	it('gives every customer or order its own client address', () => {
		const addresses = Array.from({ length: 1000 }, nextClientAddress)
		expect(new Set(addresses).size).toBe(1000)
		for (const address of addresses) expect(address).toMatch(/^10\.\d{1,3}\.\d{1,3}\.\d{1,3}$/)
	})
})

describe('lighthouse pages', () => {
	const route = (id, path, fields = {}) => ({
		id,
		parentId: 'root',
		path,
		hasDefaultExport: true,
		...fields,
	})
	const manifest = (...routes) => ({
		entry: { module: '/assets/entry.js' },
		routes: Object.fromEntries(
			[{ id: 'root', path: '', hasDefaultExport: true }, ...routes].map((r) => [r.id, r]),
		),
	})

	it('measures every page route, not resource routes, signed in where the page needs it', () => {
		const pages = pagesToMeasure(
			manifest(
				route('routes/home', undefined, { index: true }),
				route('routes/account', 'account'),
				route('routes/new-page', 'new-page'),
				route('routes/healthz', 'healthz', { hasDefaultExport: false }),
				route('routes/admin', 'admin'),
				route('routes/not-found', '*'),
			),
		)
		expect(pages.map((page) => [page.path, page.visitor])).toEqual([
			['/', 'anonymous'],
			['/account', 'customer'],
			['/new-page', 'anonymous'],
			['/admin', 'admin'],
			['*', 'anonymous, unknown address'],
		])
		// A 404 document is not audited by Lighthouse: the page says why instead of how to open it.
		expect(pages.at(-1).skip).toMatch(/404/)
		expect(pages.filter((page) => !page.skip).every((page) => page.open)).toBe(true)
	})

	it('refuses a page with a URL parameter it does not know how to open', () => {
		expect(() => pagesToMeasure(manifest(route('routes/item', 'item/:id')))).toThrow(
			/item\/:id .* needs a URL parameter/,
		)
	})

	it('runs part of the list, and names a path that is not a page', () => {
		const m = manifest(route('routes/faq', 'faq'), route('routes/about', 'about'))
		expect(pagesToMeasure(m, ['/faq']).map((page) => page.path)).toEqual(['/faq'])
		expect(() => pagesToMeasure(m, ['/nope'])).toThrow(/no page \/nope/)
	})
})
