import type { FeatureIcon as IconName } from '#app/content/words/home-page.ts'
import { FeatureIcon } from './feature-icon.tsx'

export function FeatureCard({
	icon,
	title,
	text,
}: {
	icon: IconName
	title: string
	text: string
}) {
	return (
		<article className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
			<span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
				<FeatureIcon name={icon} />
			</span>
			<h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
			<p className="mt-2 text-muted">{text}</p>
		</article>
	)
}
