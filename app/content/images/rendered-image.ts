// How an image of the project's is described: its file, intrinsic size (so pages reserve the
// space before it loads) and alt text; a rendered one also lists its AVIF and WebP widths.
// Apart from images.ts so a page that shows one image does not carry every page's.

export type ContentImage = { src: string; alt: string; width: number; height: number }

/**
 * An image rendered by `npm run images` (scripts/images): one file per width in AVIF and WebP,
 * named `<base>-<width>.<format>`. `src` is the largest WebP, for search engines and as the
 * fallback of the <picture>.
 */
export type RenderedImage = ContentImage & { avifSrcSet: string; webpSrcSet: string }

export function renderedImage(
	base: string,
	widths: readonly number[],
	size: { width: number; height: number },
	alt: string,
): RenderedImage {
	const srcSet = (format: string) => widths.map((w) => `${base}-${w}.${format} ${w}w`).join(', ')
	return {
		src: `${base}-${Math.max(...widths)}.webp`,
		alt,
		...size,
		avifSrcSet: srcSet('avif'),
		webpSrcSet: srcSet('webp'),
	}
}

/** The gallery's widths `npm run images` writes (scripts/images/render.mjs has the same lists). */
export const GALLERY_WIDTHS = [400, 800, 1200] as const
