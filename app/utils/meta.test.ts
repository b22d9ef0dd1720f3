import { describe, expect, it } from 'vitest'
import { SHOP } from '#app/content/facts/shop-facts.ts'
import { DEFAULT_SHOP } from '#tests/support/fixtures/shop-identity.ts'
import { pageMeta, SHARE_IMAGE_PATH, shopOf, siteHeadTags } from './meta.ts'

const mill = { ...DEFAULT_SHOP, name: 'Mill Street Screens' }
/** What a meta function's `matches` hold: the root route's loader data first. */
const matches = [{ id: 'root', loaderData: { origin: 'https://shop.example', shop: mill } }]

describe('pageMeta', () => {
	it("sets the title with the shop's name from the root loader, the description and their Open Graph twins", () => {
		expect(pageMeta(matches, 'FAQ', 'Answers')).toEqual([
			{ title: 'FAQ | Mill Street Screens' },
			{ name: 'description', content: 'Answers' },
			{ property: 'og:title', content: 'FAQ | Mill Street Screens' },
			{ property: 'og:description', content: 'Answers' },
		])
		expect(pageMeta(matches, '', 'Home')[0]).toEqual({
			title: `Mill Street Screens | ${SHOP.tagline}`,
		})
	})

	it('still titles the page when the root loader failed', () => {
		expect(shopOf([{ id: 'root', loaderData: undefined }])).toBeUndefined()
		expect(pageMeta([{ id: 'root', loaderData: undefined }], 'FAQ', 'Answers')[0]).toEqual({
			title: 'FAQ',
		})
	})
})

describe('siteHeadTags', () => {
	it('gives the canonical URL without a trailing slash and the Open Graph identity', () => {
		const { canonical, openGraph } = siteHeadTags('https://shop.example', '/faq/', mill)
		expect(canonical).toBe('https://shop.example/faq')
		const og = Object.fromEntries(openGraph.map((tag) => [tag.property, tag.content]))
		expect(og).toMatchObject({
			'og:type': 'website',
			'og:site_name': 'Mill Street Screens',
			'og:url': 'https://shop.example/faq',
			'og:image': `https://shop.example${SHARE_IMAGE_PATH}`,
		})
	})

	it('keeps the home page as origin plus slash', () => {
		expect(siteHeadTags('http://localhost:3000', '/', mill).canonical).toBe(
			'http://localhost:3000/',
		)
	})
})
