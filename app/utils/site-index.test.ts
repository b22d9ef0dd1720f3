import { describe, expect, it } from 'vitest'
import { declaredPaths } from '#tests/support/fixtures/routes.ts'
import {
	absoluteUrl,
	DISALLOWED_PREFIXES,
	PUBLIC_PAGES,
	robotsTxt,
	sitemapXml,
} from './site-index.ts'

/** Resource routes that are neither pages for search engines nor private. */
const NOT_PAGES = ['/healthz', '/sitemap.xml', '/robots.txt', '/*']
/** Called by other machines (payment providers), never linked. */
const isMachineEndpoint = (path: string) => path.startsWith('/webhooks/')

const isDisallowed = (path: string) =>
	DISALLOWED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

describe('the site index', () => {
	it('classifies every route of app/routes.ts: in the sitemap, kept from crawlers, or not a page', () => {
		const unclassified = declaredPaths().filter(
			(path) =>
				!(PUBLIC_PAGES as readonly string[]).includes(path) &&
				!isDisallowed(path) &&
				!NOT_PAGES.includes(path) &&
				!isMachineEndpoint(path) &&
				// Pages with parameters (an order, a product) are reached by links, not the sitemap.
				!path.includes(':'),
		)
		expect(unclassified).toEqual([])
	})

	it('lists only routes that exist, none of them private', () => {
		const paths = declaredPaths()
		for (const page of PUBLIC_PAGES) {
			expect(paths).toContain(page)
			expect(isDisallowed(page)).toBe(false)
		}
	})
})

describe('sitemapXml', () => {
	it('has an absolute <loc> for every public page', () => {
		const xml = sitemapXml('https://shop.example')
		expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true)
		const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
		expect(locs).toEqual(PUBLIC_PAGES.map((path) => absoluteUrl('https://shop.example', path)))
		expect(locs).toContain('https://shop.example/')
		expect(locs).toContain('https://shop.example/faq')
	})
})

describe('robotsTxt', () => {
	it('keeps crawlers out of private paths and points to the sitemap', () => {
		const text = robotsTxt('http://localhost:3000')
		for (const path of [
			'/auth',
			'/account',
			'/admin',
			'/api',
			'/payment-success',
			'/test-checkout',
			'/order-action',
		]) {
			expect(text).toContain(`\nDisallow: ${path}\n`)
		}
		expect(text.startsWith('User-agent: *\n')).toBe(true)
		expect(text).toContain('\nSitemap: http://localhost:3000/sitemap.xml\n')
		expect(text).not.toMatch(/Disallow: \/\n/)
		expect(text).not.toContain('Disallow: /checkout\n')
	})
})

describe('absoluteUrl', () => {
	it('drops trailing slashes except on the home page', () => {
		expect(absoluteUrl('https://a.b', '/')).toBe('https://a.b/')
		expect(absoluteUrl('https://a.b', '/faq/')).toBe('https://a.b/faq')
		expect(absoluteUrl('https://a.b', '/faq')).toBe('https://a.b/faq')
	})
})
