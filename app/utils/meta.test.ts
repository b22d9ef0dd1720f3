import { describe, expect, it } from 'vitest'
import { SHOP } from '#app/content/shop-facts.ts'
import { pageMeta, SHARE_IMAGE_PATH, siteHeadTags } from './meta.ts'

describe('pageMeta', () => {
	it('sets the title, description and their Open Graph twins', () => {
		expect(pageMeta('FAQ', 'Answers')).toEqual([
			{ title: `FAQ | ${SHOP.name}` },
			{ name: 'description', content: 'Answers' },
			{ property: 'og:title', content: `FAQ | ${SHOP.name}` },
			{ property: 'og:description', content: 'Answers' },
		])
	})
})

describe('siteHeadTags', () => {
	it('gives the canonical URL without a trailing slash and the Open Graph identity', () => {
		const { canonical, openGraph } = siteHeadTags('https://shop.example', '/faq/')
		expect(canonical).toBe('https://shop.example/faq')
		const og = Object.fromEntries(openGraph.map((tag) => [tag.property, tag.content]))
		expect(og).toMatchObject({
			'og:type': 'website',
			'og:site_name': SHOP.name,
			'og:url': 'https://shop.example/faq',
			'og:image': `https://shop.example${SHARE_IMAGE_PATH}`,
		})
	})

	it('keeps the home page as origin plus slash', () => {
		expect(siteHeadTags('http://localhost:3000', '/').canonical).toBe('http://localhost:3000/')
	})
})
