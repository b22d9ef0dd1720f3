import type { Testimonial } from '#app/content/words/testimonials.ts'

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
	return (
		<figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
			<svg
				width="32"
				height="24"
				viewBox="0 0 32 24"
				className="text-brand-600"
				aria-hidden="true"
				focusable="false"
			>
				<path
					fill="currentColor"
					d="M0 24V14C0 6 4 1.5 12 0l1.5 3.5C9 5 7 8 7 12h6v12H0zm19 0V14c0-8 4-12.5 12-14l1 3.5C28 5 26 8 26 12h6v12H19z"
				/>
			</svg>
			<blockquote className="mt-4 flex-1 text-ink">
				<p>{testimonial.quote}</p>
			</blockquote>
			<figcaption className="mt-6 text-sm">
				<span className="font-semibold text-ink">{testimonial.name}</span>
				<span className="text-muted">{`, ${testimonial.place}`}</span>
			</figcaption>
		</figure>
	)
}
