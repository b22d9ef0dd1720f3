import { statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { HERO_IMAGE } from '#app/content/images/images.ts'
import type { RenderedImage } from '#app/content/images/rendered-image.ts'
import { PRODUCT_IMAGES } from '#app/content/images/product-images.ts'

// The rendered images the pages name are committed in public/ (`npm run images` makes them):
// every file of every srcset exists, is as wide as its descriptor says and has the shape of the
// width/height the page reserves; and what a phone loads first stays within the page budget.
const PUBLIC = join(import.meta.dirname, '..', '..', '..', 'public')

function files(image: RenderedImage) {
	return [image.avifSrcSet, image.webpSrcSet].flatMap((srcSet) =>
		srcSet.split(', ').map((candidate) => {
			const [url = '', descriptor = ''] = candidate.split(' ')
			return { path: join(PUBLIC, url), width: Number.parseInt(descriptor, 10) }
		}),
	)
}

describe.each([...PRODUCT_IMAGES, HERO_IMAGE].map((image) => [image.src, image] as const))(
	'%s',
	(_src, image) => {
		test('every width exists in AVIF and WebP with the reserved aspect ratio', async () => {
			const all = files(image)
			expect(all.length).toBeGreaterThanOrEqual(6)
			expect(all.map((file) => file.path)).toContain(join(PUBLIC, image.src))
			for (const file of all) {
				const meta = await sharp(file.path).metadata()
				expect(meta.width, file.path).toBe(file.width)
				expect(Math.abs((meta.height ?? 0) / file.width - image.height / image.width)).toBeLessThan(
					0.01,
				)
			}
		})

		test('has alt text that is not a file name', () => {
			expect(image.alt.length).toBeGreaterThan(40)
			expect(image.alt).not.toMatch(/\.(png|webp|avif|svg)|photo/i)
		})
	},
)

test('a phone (375 px wide, device pixel ratio 1.75) loads at most 60 KB for the LCP image', () => {
	// 375 x 1.75 = 656 device pixels: the browser picks the 960 px hero and the 800 px gallery image.
	for (const path of [
		'images/hero-window-960.avif',
		'images/hero-window-960.webp',
		'images/products/signature-screen-front-800.avif',
		'images/products/signature-screen-front-800.webp',
	]) {
		expect(statSync(join(PUBLIC, path)).size, path).toBeLessThanOrEqual(60 * 1024)
	}
})
