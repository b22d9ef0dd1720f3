import { useRef, useState, type KeyboardEvent } from 'react'
import { Picture } from '#app/components/marketing/picture.tsx'
import { PRODUCT_IMAGES } from '#app/content/images/product-images.ts'

// The width the gallery takes on /order (max-w-6xl page, a 28rem card beside it from lg up).
const MAIN_SIZES =
	'(min-width: 72rem) 40rem, (min-width: 64rem) calc(100vw - 32rem), calc(100vw - 2rem)'
const THUMBNAIL_SIZES =
	'(min-width: 72rem) 8rem, (min-width: 64rem) calc((100vw - 34rem) / 5), calc((100vw - 4rem) / 5)'

/**
 * The product's images: a large one and a row of thumbnails that choose it. Thumbnails are buttons (Tab, Enter,
 * Space); the arrow keys, Home and End also move between them. The first image is the page's
 * largest contentful paint: it loads at once, the thumbnails when near.
 */
export function ProductGallery({ id, className }: { id: string; className: string }) {
	const images = PRODUCT_IMAGES
	const [selected, setSelected] = useState(0)
	const thumbnails = useRef<(HTMLButtonElement | null)[]>([])
	const shown = images[selected] ?? images[0]
	if (!shown) return null

	function choose(index: number) {
		const next = (index + images.length) % images.length
		setSelected(next)
		thumbnails.current[next]?.focus()
	}

	function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
		const moves: Record<string, number> = {
			ArrowRight: selected + 1,
			ArrowDown: selected + 1,
			ArrowLeft: selected - 1,
			ArrowUp: selected - 1,
			Home: 0,
			End: images.length - 1,
		}
		const target = moves[event.key]
		if (target === undefined) return
		event.preventDefault()
		choose(target)
	}

	return (
		<div id={id} className={className}>
			<Picture
				key={shown.src}
				image={shown}
				sizes={MAIN_SIZES}
				priority
				className="aspect-square w-full rounded-2xl border border-gray-200 bg-gray-50 object-cover"
			/>
			<ul aria-label="Product images" className="grid grid-cols-5 gap-2" onKeyDown={onKeyDown}>
				{images.map((image, index) => (
					<li key={image.src}>
						{/* Raw: a thumbnail image that picks the gallery's picture (roving focus by ref), not a labelled action. */}
						<button
							type="button"
							ref={(element) => {
								thumbnails.current[index] = element
							}}
							aria-pressed={index === selected}
							aria-label={`Image ${index + 1} of ${images.length}: ${image.alt}`}
							onClick={() => setSelected(index)}
							className="block w-full overflow-hidden rounded-lg border-2 border-transparent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-pressed:border-brand-700"
						>
							<Picture
								image={image}
								alt=""
								sizes={THUMBNAIL_SIZES}
								className="aspect-square w-full object-cover"
							/>
						</button>
					</li>
				))}
			</ul>
		</div>
	)
}
