import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { HowToVideo } from '#app/content/words/how-to-page.ts'
import { LazyImage } from './lazy-image.tsx'

/**
 * A clip that loads nothing but its poster until asked: the play button swaps in a real player
 * and starts it. Without JavaScript the same button (a GET form) opens the MP4 file itself.
 */
export function VideoSlot({ video }: { video: HowToVideo }) {
	const [playing, setPlaying] = useState(false)
	const player = useRef<HTMLVideoElement>(null)
	const descriptionId = useId()
	const fallback = video.sources.find((source) => source.type === 'video/mp4') ?? video.sources[0]

	useEffect(() => {
		// The button that had focus is gone; keep keyboard users on the player that replaced it.
		if (playing) player.current?.focus()
	}, [playing])

	function play(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		setPlaying(true)
	}

	return (
		<figure className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
			<div className="relative aspect-video bg-gray-900">
				{playing ? (
					<video
						ref={player}
						controls
						autoPlay
						playsInline
						preload="auto"
						poster={video.poster.src}
						width={video.poster.width}
						height={video.poster.height}
						aria-describedby={descriptionId}
						className="h-full w-full"
					>
						{video.sources.map((source) => (
							<source key={source.src} src={source.src} type={source.type} />
						))}
						<a href={fallback?.src}>{`Download the clip: ${video.title}`}</a>
					</video>
				) : (
					<form action={fallback?.src} method="get" onSubmit={play} className="h-full">
						<LazyImage image={video.poster} className="h-full w-full object-cover" />
						{/* Raw: the play mark drawn over the clip's poster, covering it whole. */}
						<button
							type="submit"
							className="group absolute inset-0 flex items-center justify-center bg-gray-950/25 hover:bg-gray-950/35 focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-brand-700"
						>
							<span className="sr-only">{`Play video: ${video.title}`}</span>
							<span
								aria-hidden="true"
								className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white/80 transition-transform group-hover:scale-105 motion-reduce:transition-none"
							>
								<svg width="28" height="28" viewBox="0 0 24 24" focusable="false">
									<path d="M8 5v14l11-7z" fill="currentColor" />
								</svg>
							</span>
						</button>
					</form>
				)}
			</div>
			<figcaption className="p-5">
				<h3 className="text-lg font-semibold text-ink">{video.title}</h3>
				<p id={descriptionId} className="mt-1 text-muted">
					{video.description}
				</p>
			</figcaption>
		</figure>
	)
}
