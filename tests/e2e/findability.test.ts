// What search engines and link previews see: sitemap, robots.txt, canonical and Open Graph tags.
import { expect, test } from '@playwright/test'

test('sitemap.xml lists the public pages with absolute URLs, robots.txt points to it', async ({
	request,
	baseURL,
}) => {
	const sitemap = await request.get('/sitemap.xml')
	expect(sitemap.headers()['content-type']).toContain('application/xml')
	const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
	expect(locs).toContain(`${baseURL}/`)
	expect(locs).toContain(`${baseURL}/order`)
	expect(locs).toContain(`${baseURL}/faq`)
	expect(locs).toContain(`${baseURL}/checkout`)
	expect(locs.some((loc) => /auth|admin|account|payment-success|test-checkout/.test(loc!))).toBe(
		false,
	)
	for (const loc of locs) expect((await request.get(loc!)).status(), loc).toBe(200)

	const robots = await (await request.get('/robots.txt')).text()
	expect(robots).toContain('Disallow: /test-checkout')
	expect(robots).not.toContain('Disallow: /checkout\n')
	expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('every page names its canonical URL and its Open Graph identity', async ({
	page,
	baseURL,
}) => {
	for (const path of ['/', '/order', '/faq', '/about']) {
		await page.goto(`${path}?utm_source=test`)
		const canonical = `${baseURL}${path}`
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical)
		const og = (property: string) => page.locator(`meta[property="${property}"]`)
		await expect(og('og:url')).toHaveAttribute('content', canonical)
		await expect(og('og:type')).toHaveAttribute('content', 'website')
		await expect(og('og:site_name')).toHaveAttribute('content', /\S/)
		await expect(og('og:title')).toHaveAttribute('content', /\S/)
		const image = await og('og:image').getAttribute('content')
		expect(image).toMatch(/^https?:\/\//)
		const picture = await page.request.get(image!)
		expect(picture.status()).toBe(200)
		expect(picture.headers()['content-type']).toMatch(/^image\//)
	}
})
