import { ButtonLink } from '#app/components/marketing/button-link.tsx'
import { FeatureCard } from '#app/components/marketing/feature-card.tsx'
import { HomeHero } from '#app/components/marketing/home-hero.tsx'
import { Picture } from '#app/components/marketing/picture.tsx'
import { TestimonialCard } from '#app/components/marketing/testimonial-card.tsx'
import { organizationMeta } from '#app/components/layout/organization-json-ld.ts'
import { useShopIdentity } from '#app/components/layout/shop-identity.tsx'
import { MADE_EASY_STEPS, whyFeatures } from '#app/content/words/home-page.ts'
import { PRODUCT_IMAGES } from '#app/content/images/product-images.ts'
import { LIMITS, SHIPPING, SHOP } from '#app/content/facts/shop-facts.ts'
import { TESTIMONIALS } from '#app/content/words/testimonials.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) => [
	...pageMeta(
		matches,
		'',
		`Affordable custom window screens made in the ${SHOP.madeIn} to the 1/${LIMITS.fractionDenominator} inch and ready to ship nationwide. Free standard shipping from ${formatCents(SHIPPING.standard.freeOverCents)}.`,
	),
	...organizationMeta(matches),
]

const installedImage = PRODUCT_IMAGES[3] ?? PRODUCT_IMAGES[0]

export default function Home() {
	const shop = useShopIdentity()
	return (
		<>
			<HomeHero />

			<section aria-labelledby="why-title" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
				<div className="max-w-2xl">
					<h2 id="why-title" className="page-title">
						{`Why ${shop.name}?`}
					</h2>
					<p className="mt-3 text-lg text-muted">
						Custom screens without the hassle: built to your measurements, priced up front and
						backed by people who answer.
					</p>
				</div>
				<div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
					{whyFeatures(shop).map((feature) => (
						<FeatureCard key={feature.title} {...feature} />
					))}
				</div>
			</section>

			<section aria-labelledby="made-easy-title" className="bg-brand-50">
				<div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:py-20 lg:grid-cols-2">
					<div>
						<h2 id="made-easy-title" className="page-title">
							Window Screens Made Easy
						</h2>
						<p className="mt-3 text-lg text-muted">
							Three steps from a torn or missing screen to fresh air without the bugs.
						</p>
						<ol className="mt-8 space-y-6">
							{MADE_EASY_STEPS.map((step, index) => (
								<li key={step.title} className="flex gap-4">
									<span
										aria-hidden="true"
										className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
									>
										{index + 1}
									</span>
									<div>
										<h3 className="text-lg font-semibold text-ink">{step.title}</h3>
										<p className="mt-1 text-muted">{step.text}</p>
									</div>
								</li>
							))}
						</ol>
						<div className="mt-8 flex flex-wrap gap-3">
							<ButtonLink to="/order">Start Your Order</ButtonLink>
							<ButtonLink to="/how-to" variant="secondary">
								How to Measure
							</ButtonLink>
						</div>
					</div>
					{installedImage ? (
						<Picture
							image={installedImage}
							sizes="(min-width: 80rem) 38rem, (min-width: 64rem) calc(50vw - 2.25rem), calc(100vw - 2rem)"
							className="aspect-square w-full rounded-2xl object-cover shadow-md"
						/>
					) : null}
				</div>
			</section>

			<section
				aria-labelledby="testimonials-title"
				className="mx-auto max-w-7xl px-4 py-16 sm:py-20"
			>
				<h2 id="testimonials-title" className="page-title">
					What Our Customers Say
				</h2>
				<ul className="mt-10 grid gap-6 md:grid-cols-3">
					{TESTIMONIALS.map((testimonial) => (
						<li key={testimonial.name}>
							<TestimonialCard testimonial={testimonial} />
						</li>
					))}
				</ul>
			</section>
		</>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
