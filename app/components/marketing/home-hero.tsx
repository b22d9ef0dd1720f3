import { Picture } from '#app/components/marketing/picture.tsx'
import { HERO_IMAGE } from '#app/content/images/images.ts'
import { SHOP } from '#app/content/facts/shop-facts.ts'
import { ButtonLink } from './button-link.tsx'

/** The full-height opening of the home page. The image is the LCP element: eager, high priority. */
export function HomeHero() {
	return (
		<section
			aria-labelledby="hero-title"
			className="relative isolate flex min-h-[calc(100svh-3.8rem)] items-center overflow-hidden bg-gray-900"
		>
			<Picture
				image={HERO_IMAGE}
				sizes="100vw"
				priority
				className="absolute inset-0 -z-20 h-full w-full object-cover object-[62%_center]"
			/>
			<div
				aria-hidden="true"
				className="absolute inset-0 -z-10 bg-gray-950/70 md:bg-transparent md:bg-linear-to-r md:from-gray-950/90 md:via-gray-950/70 md:to-gray-950/10"
			/>
			<div className="mx-auto w-full max-w-7xl px-4 py-16 sm:py-24">
				<div className="max-w-2xl text-white">
					<p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">{`Custom made in the ${SHOP.madeIn}`}</p>
					<h1
						id="hero-title"
						className="mt-4 text-4xl leading-tight font-extrabold tracking-tight sm:text-6xl"
					>
						Affordable, Customizable, Window Screens
					</h1>
					<p className="mt-4 text-2xl font-semibold text-brand-100 sm:text-3xl">
						Ready to Ship Nationwide
					</p>
					<p className="mt-6 max-w-xl text-lg text-gray-100">
						Measure your window, choose your exact size and we build a screen that fits, shipped to
						your door.
					</p>
					<div className="mt-8 flex flex-wrap gap-4">
						<ButtonLink to="/how-to" variant="outlineLight">
							Measuring Guide
						</ButtonLink>
						<ButtonLink to="/order" variant="light">
							Buy Now
						</ButtonLink>
					</div>
				</div>
			</div>
		</section>
	)
}
