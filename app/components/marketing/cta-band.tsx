import { ButtonLink } from './button-link.tsx'

/** The closing call to action of content pages: order now, or ask us first. */
export function CtaBand({
	title = 'Ready to order your screens?',
	text,
}: {
	title?: string
	text: string
}) {
	return (
		<section aria-labelledby="cta-title" className="bg-brand-800">
			<div className="mx-auto flex max-w-5xl flex-col items-start gap-6 px-4 py-12 sm:flex-row sm:items-center sm:justify-between">
				<div>
					<h2 id="cta-title" className="text-2xl font-bold text-white">
						{title}
					</h2>
					<p className="mt-2 text-brand-100">{text}</p>
				</div>
				<div className="flex flex-wrap gap-3">
					<ButtonLink to="/order" variant="light">
						Order Now
					</ButtonLink>
					<ButtonLink to="/contact" variant="outlineLight">
						Ask a Question
					</ButtonLink>
				</div>
			</div>
		</section>
	)
}
