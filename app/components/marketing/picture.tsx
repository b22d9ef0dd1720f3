import { preload } from 'react-dom'
import type { RenderedImage } from '#app/content/images/rendered-image.ts'

/**
 * A rendered image as a <picture>: AVIF first, then WebP, each at every width, and the browser
 * picks the file for `sizes` (the width the image takes on the page). The LCP image passes
 * `priority`: loaded at once with high priority; every other image waits until it is near.
 */
export function Picture({
	image,
	sizes,
	priority = false,
	alt = image.alt,
	className,
}: {
	image: RenderedImage
	sizes: string
	priority?: boolean
	alt?: string
	className?: string
}) {
	// The LCP image is also announced in the document's head (React places the link there), so the
	// browser fetches it at the width the screen shows it before it parses the inline stylesheet
	// and the page above it. AVIF: every browser the shop supports picks that source.
	if (priority) {
		preload(image.src, {
			as: 'image',
			imageSrcSet: image.avifSrcSet,
			imageSizes: sizes,
			type: 'image/avif',
			fetchPriority: 'high',
		})
	}
	return (
		<picture>
			<source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
			<source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
			<img
				src={image.src}
				alt={alt}
				width={image.width}
				height={image.height}
				loading={priority ? 'eager' : 'lazy'}
				decoding={priority ? undefined : 'async'}
				fetchPriority={priority ? 'high' : 'auto'}
				className={className}
			/>
		</picture>
	)
}
