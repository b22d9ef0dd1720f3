import { CtaBand } from '#app/components/marketing/cta-band.tsx'
import { Picture } from '#app/components/marketing/picture.tsx'
import { PageIntro } from '#app/components/marketing/page-intro.tsx'
import { useShopIdentity } from '#app/components/layout/shop-identity.tsx'
import { ABOUT_SPECS, ABOUT_VALUES, aboutStory } from '#app/content/words/about-page.ts'
import { PRODUCT_IMAGES } from '#app/content/images/product-images.ts'
import { PRODUCT, SHOP } from '#app/content/facts/shop-facts.ts'
import { pageMeta, shopOf } from '#app/utils/meta.ts'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(
		matches,
		'About Us',
		`${shopOf(matches)?.name ?? 'We'} builds custom window screens to your exact measurements in the ${SHOP.madeIn}: our story, what goes into a ${PRODUCT.name} and what we promise.`,
	)

const cornerImage = PRODUCT_IMAGES[1] ?? PRODUCT_IMAGES[0]

export default function About() {
	const shop = useShopIdentity()
	return (
		<>
			<PageIntro eyebrow="About us" title={`About ${shop.name}`}>
				<p>{SHOP.mission}</p>
			</PageIntro>

			<div className="page-sections">
				<section aria-labelledby="story-title" className="grid items-start gap-10 md:grid-cols-2">
					<div className="space-y-4 text-lg leading-relaxed text-ink">
						<h2 id="story-title" className="text-2xl font-bold">
							Our story
						</h2>
						{aboutStory(shop).map((paragraph) => (
							<p key={paragraph}>{paragraph}</p>
						))}
					</div>
					{cornerImage ? (
						<Picture
							image={cornerImage}
							sizes="(min-width: 64rem) 30rem, (min-width: 48rem) calc(50vw - 2.25rem), calc(100vw - 2rem)"
							className="aspect-square w-full rounded-2xl object-cover shadow-md"
						/>
					) : null}
				</section>

				<section aria-labelledby="specs-title">
					<h2 id="specs-title" className="text-2xl font-bold text-ink">
						{`What goes into a ${PRODUCT.name}`}
					</h2>
					<dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
						{ABOUT_SPECS.map((spec) => (
							<div key={spec.label} className="rounded-xl border border-gray-200 bg-white p-5">
								<dt className="text-sm font-semibold tracking-wide text-muted uppercase">
									{spec.label}
								</dt>
								<dd className="mt-1 text-lg font-semibold text-ink">{spec.value}</dd>
							</div>
						))}
					</dl>
				</section>

				<section aria-labelledby="values-title">
					<h2 id="values-title" className="text-2xl font-bold text-ink">
						What we stand for
					</h2>
					<div className="mt-6 grid gap-6 md:grid-cols-3">
						{ABOUT_VALUES.map((value) => (
							<div key={value.title} className="rounded-2xl bg-brand-50 p-6">
								<h3 className="text-lg font-semibold text-ink">{value.title}</h3>
								<p className="mt-2 text-muted">{value.text}</p>
							</div>
						))}
					</div>
				</section>
			</div>

			<CtaBand text="Measure your window, choose your size and see your price in a minute." />
		</>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
