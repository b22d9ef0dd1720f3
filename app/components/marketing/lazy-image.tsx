import type { ContentImage } from '#app/content/images/rendered-image.ts'

/** A single-file image below the fold: its box reserved, fetched and decoded only near view. */
export function LazyImage({ image, className }: { image: ContentImage; className: string }) {
	return (
		<img
			src={image.src}
			alt={image.alt}
			width={image.width}
			height={image.height}
			loading="lazy"
			decoding="async"
			className={className}
		/>
	)
}
