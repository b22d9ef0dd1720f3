import { useRouteLoaderData } from 'react-router'
import type { ClearanceRootData } from '#app/components/measure/clearance-note.ts'
import { CtaBand } from '#app/components/marketing/cta-band.tsx'
import { LazyImage } from '#app/components/marketing/lazy-image.tsx'
import { PageIntro } from '#app/components/marketing/page-intro.tsx'
import { VideoSlot } from '#app/components/marketing/video-slot.tsx'
import {
	HOW_TO_VIDEOS,
	INSTALL_STEPS,
	MEASURING_STEPS,
	MEASURING_TOOLS,
} from '#app/content/words/how-to-page.ts'
import { LIMITS, PRODUCT } from '#app/content/facts/shop-facts.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/how-to'

const sixteenth = `1/${LIMITS.fractionDenominator} inch`

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(
		matches,
		'How to Measure',
		`Measuring guide for custom window screens: measure width and height inside the frame to the nearest ${sixteenth}, with illustrations, short videos and installation steps.`,
	)

export default function HowTo() {
	const clearance = useRouteLoaderData<ClearanceRootData>('root')?.clearanceSentence
	return (
		<>
			<PageIntro eyebrow="Measuring guide" title="How to Measure Your Windows">
				<p>{`A tape measure and a few minutes per window is all it takes. Measure inside the frame, to the nearest ${sixteenth}.`}</p>
				{clearance ? (
					<p className="font-semibold" data-clearance-sentence>
						{clearance}
					</p>
				) : null}
			</PageIntro>

			<div className="page-sections">
				<section aria-labelledby="tools-title" className="rounded-2xl border border-gray-200 p-6">
					<h2 id="tools-title" className="text-2xl font-bold text-ink">
						What you need
					</h2>
					<ul className="mt-4 list-disc space-y-2 pl-6 text-ink">
						{MEASURING_TOOLS.map((tool) => (
							<li key={tool}>{tool}</li>
						))}
					</ul>
				</section>

				<section aria-labelledby="steps-title">
					<h2 id="steps-title" className="text-2xl font-bold text-ink">
						Step by step
					</h2>
					<ol className="mt-8 space-y-12">
						{MEASURING_STEPS.map((step, index) => (
							<li key={step.id} id={step.id} className="grid items-start gap-6 md:grid-cols-2">
								<div>
									<p className="eyebrow">{`Step ${index + 1}`}</p>
									<h3 className="mt-1 text-xl font-semibold text-ink">{step.title}</h3>
									<div className="mt-3 space-y-3 leading-relaxed text-muted">
										{step.text.map((paragraph) => (
											<p key={paragraph}>{paragraph}</p>
										))}
									</div>
								</div>
								{step.image ? (
									<LazyImage
										image={step.image}
										className="w-full rounded-xl border border-gray-200"
									/>
								) : null}
							</li>
						))}
					</ol>
				</section>

				<section aria-labelledby="videos-title">
					<h2 id="videos-title" className="text-2xl font-bold text-ink">
						Watch how it is done
					</h2>
					<p className="mt-2 text-muted">
						Short silent clips. Each one loads only when you press play.
					</p>
					<div className="mt-8 grid gap-8 md:grid-cols-2">
						{HOW_TO_VIDEOS.map((video) => (
							<VideoSlot key={video.id} video={video} />
						))}
					</div>
				</section>

				<section aria-labelledby="install-title" id="install" className="scroll-mt-24">
					<h2 id="install-title" className="text-2xl font-bold text-ink">
						Installing your screen
					</h2>
					<p className="mt-2 text-muted">
						{`${PRODUCT.installation}: no tools, no screws. Most windows take under ${PRODUCT.installMinutes} minutes.`}
					</p>
					<ol className="mt-6 list-decimal space-y-3 pl-6 text-ink">
						{INSTALL_STEPS.map((step) => (
							<li key={step}>{step}</li>
						))}
					</ol>
				</section>
			</div>

			<CtaBand
				title="Got your measurements?"
				text="Enter them on the order page and see your price right away."
			/>
		</>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
