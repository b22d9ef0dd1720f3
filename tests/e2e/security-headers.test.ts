// The headers every response carries, and that the pages really run under the strict CSP:
// a blocked inline script, style attribute or eval shows up as a DevTools issue.
import { expect, test, type APIResponse } from '@playwright/test'
import { gotoReady } from '#tests/support/e2e/browser.ts'

const PAGES = [
	'/',
	'/order',
	'/checkout',
	'/faq',
	'/auth',
	'/contact',
	'/track-order',
	'/no-such-page',
]

function expectSecurityHeaders(response: APIResponse, what: string) {
	const headers = response.headers()
	const csp = headers['content-security-policy'] ?? ''
	expect(csp, what).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/)
	expect(csp, what).not.toContain('unsafe-inline')
	expect(csp, what).toContain("frame-ancestors 'none'")
	expect(headers['strict-transport-security'], what).toMatch(/^max-age=\d+/)
	expect(headers['x-content-type-options'], what).toBe('nosniff')
	expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
	expect(headers['x-request-id'], what).toBeTruthy()
}

test('every kind of response carries the security headers', async ({ request }) => {
	const home = await request.get('/')
	const html = await home.text()
	const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0]
	expect(asset).toBeTruthy()
	const responses: [string, APIResponse, number][] = [
		['document', home, 200],
		['hashed asset', await request.get(asset!), 200],
		['public file', await request.get('/favicon.svg'), 200],
		['resource route', await request.get('/healthz'), 200],
		['unknown page', await request.get('/no-such-page'), 404],
		['missing asset', await request.get('/assets/no-such-file.js'), 404],
		[
			'cross-site write',
			await request.post('/contact', {
				headers: { Origin: 'https://evil.example' },
				form: { a: 'b' },
			}),
			403,
		],
		[
			'oversized body',
			await request.post('/contact', {
				data: Buffer.alloc(1024 * 1024 + 1),
				headers: { 'Content-Type': 'application/octet-stream' },
			}),
			413,
		],
	]
	for (const [what, response, status] of responses) {
		expect(response.status(), what).toBe(status)
		expectSecurityHeaders(response, what)
	}
})

test('every inline script and style of a document carries the nonce its CSP names', async ({
	request,
}) => {
	for (const path of ['/', '/order', '/no-such-page']) {
		const response = await request.get(path)
		const policy = response.headers()['content-security-policy'] ?? ''
		const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1]
		expect(policy, path).toContain(`style-src 'self' 'nonce-${nonce}'`)
		const html = await response.text()
		const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)]
		expect(inlineScripts.length, path).toBeGreaterThan(0)
		for (const [, attributes = ''] of inlineScripts) {
			// Data blocks (JSON-LD) are never executed, so CSP does not apply to them.
			if (/type="application\/(ld\+)?json"/.test(attributes)) continue
			expect(attributes, path).toContain(`nonce="${nonce}"`)
		}
		// The stylesheet comes inline, with the nonce, instead of as a render-blocking file.
		const styles = [...html.matchAll(/<style([^>]*)>/g)]
		expect(styles.length, path).toBe(1)
		expect(styles[0]?.[1], path).toContain(`nonce="${nonce}"`)
		expect(html, path).not.toMatch(/<link[^>]*rel="stylesheet"/)
	}
})

test('the pages run without a single CSP violation', async ({ page }) => {
	const violations: string[] = []
	const cdp = await page.context().newCDPSession(page)
	cdp.on('Audits.issueAdded', ({ issue }) => {
		if (issue.code === 'ContentSecurityPolicyIssue') {
			violations.push(
				`${page.url()}: ${JSON.stringify(issue.details.contentSecurityPolicyIssueDetails)}`,
			)
		}
	})
	await cdp.send('Audits.enable')
	page.on('console', (message) => {
		if (/content security policy/i.test(message.text()))
			violations.push(`${page.url()}: ${message.text()}`)
	})
	for (const path of PAGES) await gotoReady(page, path)
	expect(violations).toEqual([])
})
