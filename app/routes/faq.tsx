import { CtaBand } from '#app/components/marketing/cta-band.tsx'
import { FaqAccordion } from '#app/components/marketing/faq-accordion.tsx'
import { PageIntro } from '#app/components/marketing/page-intro.tsx'
import { useShopIdentity } from '#app/components/layout/shop-identity.tsx'
import { faqGroups } from '#app/content/words/faq-page.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/faq'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(
		matches,
		'FAQ',
		'Answers about measuring, sizes, prices, shipping, returns, the warranty and installing custom window screens.',
	)

export default function Faq() {
	const shop = useShopIdentity()
	return (
		<>
			<PageIntro eyebrow="Help" title="Frequently Asked Questions">
				<p>{`Can't find your answer? Call ${shop.phone.display} or e-mail ${shop.supportEmail}.`}</p>
			</PageIntro>
			<div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
				<FaqAccordion groups={faqGroups(shop)} />
			</div>
			<CtaBand text="Measure your window, choose your size and see your price in a minute." />
		</>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
