import { CtaBand } from '#app/components/content/cta-band.tsx'
import { FaqAccordion } from '#app/components/content/faq-accordion.tsx'
import { PageIntro } from '#app/components/content/page-intro.tsx'
import { FAQ_GROUPS } from '#app/content/faq.ts'
import { CONTACT } from '#app/content/shop-facts.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta = () =>
	pageMeta(
		'FAQ',
		'Answers about measuring, sizes, prices, shipping, returns, the warranty and installing custom window screens.',
	)

export default function Faq() {
	return (
		<>
			<PageIntro eyebrow="Help" title="Frequently Asked Questions">
				<p>{`Can't find your answer? Call ${CONTACT.phoneDisplay} or e-mail ${CONTACT.supportEmail}.`}</p>
			</PageIntro>
			<div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
				<FaqAccordion groups={FAQ_GROUPS} />
			</div>
			<CtaBand text="Measure your window, choose your size and see your price in a minute." />
		</>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
