import { useRef, useState, type KeyboardEvent } from 'react'

export type GalleryImage = { src: string; alt: string; width: number; height: number }

/**
 * A large photo and a row of thumbnails that choose it. Thumbnails are buttons (Tab, Enter,
 * Space); the arrow keys, Home and End also move between them.
 */
export function ProductGallery({ images }: { images: readonly GalleryImage[] }) {
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
		<div className="space-y-3">
			<img
				src={shown.src}
				alt={shown.alt}
				width={shown.width}
				height={shown.height}
				fetchPriority="high"
				className="aspect-square w-full rounded-2xl border border-gray-200 bg-gray-50 object-cover"
			/>
			<ul aria-label="Product photos" className="grid grid-cols-5 gap-2" onKeyDown={onKeyDown}>
				{images.map((image, index) => (
					<li key={image.src}>
						<button
							type="button"
							ref={(element) => {
								thumbnails.current[index] = element
							}}
							aria-pressed={index === selected}
							aria-label={`Photo ${index + 1} of ${images.length}: ${image.alt}`}
							onClick={() => setSelected(index)}
							className="block w-full overflow-hidden rounded-lg border-2 border-transparent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-pressed:border-brand-700"
						>
							<img
								src={image.src}
								alt=""
								width={image.width}
								height={image.height}
								loading="lazy"
								className="aspect-square w-full object-cover"
							/>
						</button>
					</li>
				))}
			</ul>
		</div>
	)
}
