// What search engines are told: the public pages (sitemap.xml) and what they should leave alone
// (robots.txt). app/utils/site-index.test.ts checks every route in app/routes.ts is one or the other.

/** Pages anyone may land on from a search; listed in /sitemap.xml. */
export const PUBLIC_PAGES = [
	'/',
	'/about',
	'/order',
	'/bulk-orders',
	'/how-to',
	'/faq',
	'/contact',
	'/track-order',
	// Crawlable on purpose: to a crawler it is an empty cart, and a blocked page fails the SEO audit.
	'/checkout',
	'/shipping',
	'/refund-policy',
	'/warranty',
	'/privacy-policy',
	'/terms-of-service',
] as const

/** Personal, transactional or machine-facing paths (and everything below them). */
export const DISALLOWED_PREFIXES = [
	'/auth',
	'/account',
	'/admin',
	'/api',
	'/payment-success',
	'/pay-change',
	'/test-checkout',
	'/quote',
	'/order-action',
] as const

export function sitemapXml(origin: string): string {
	const urls = PUBLIC_PAGES.map(
		(path) => `\t<url><loc>${escapeXml(absoluteUrl(origin, path))}</loc></url>`,
	)
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
		...urls,
		'</urlset>',
		'',
	].join('\n')
}

export function robotsTxt(origin: string): string {
	return [
		'User-agent: *',
		...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
		'',
		`Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
		'',
	].join('\n')
}

/** origin + path, without a trailing slash except for the home page. */
export function absoluteUrl(origin: string, pathname: string): string {
	const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/'
	return `${origin}${path}`
}

function escapeXml(text: string): string {
	return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}
