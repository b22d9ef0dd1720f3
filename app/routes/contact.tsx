import { Link } from 'react-router'
import { ButtonLink } from '#app/components/content/button-link.tsx'
import { PageIntro } from '#app/components/content/page-intro.tsx'
import { BULK, CONTACT } from '#app/content/shop-facts.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta = () =>
	pageMeta(
		'Contact Us',
		`Call ${CONTACT.phoneDisplay} or e-mail ${CONTACT.supportEmail}. We answer e-mails typically within ${CONTACT.responseHours} hours.`,
	)

const cardClass = 'rounded-2xl border border-gray-200 bg-white p-6 shadow-sm'

export default function Contact() {
	return (
		<>
			<PageIntro eyebrow="Support" title="Contact Us">
				<p>Questions about measuring, an order or a bulk project? Talk to a real person.</p>
			</PageIntro>

			<div className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:py-16 md:grid-cols-2">
				<section aria-labelledby="phone-title" className={cardClass}>
					<h2 id="phone-title" className="text-xl font-bold text-ink">
						Phone
					</h2>
					<p className="mt-2 text-muted">Call us during business hours.</p>
					<p className="mt-4">
						<a
							href={CONTACT.phoneHref}
							className="text-2xl font-bold text-brand-700 underline-offset-4 hover:underline"
						>
							{CONTACT.phoneDisplay}
						</a>
					</p>
				</section>

				<section aria-labelledby="email-title" className={cardClass}>
					<h2 id="email-title" className="text-xl font-bold text-ink">
						Email
					</h2>
					<p className="mt-2 text-muted">
						{`Write to ${CONTACT.supportEmail}. We respond typically within ${CONTACT.responseHours} hours.`}
					</p>
					<p className="mt-4">
						<ButtonLink href={`mailto:${CONTACT.supportEmail}`}>Email Support</ButtonLink>
					</p>
				</section>

				<section aria-labelledby="hours-title" className={cardClass}>
					<h2 id="hours-title" className="text-xl font-bold text-ink">
						Support hours
					</h2>
					<dl className="mt-4 divide-y divide-gray-200">
						{CONTACT.hours.map((row) => (
							<div key={row.days} className="flex justify-between gap-4 py-2">
								<dt className="font-semibold text-ink">{row.days}</dt>
								<dd className="text-muted">{row.time}</dd>
							</div>
						))}
					</dl>
				</section>

				<section aria-labelledby="more-title" className={cardClass}>
					<h2 id="more-title" className="text-xl font-bold text-ink">
						Other ways we can help
					</h2>
					<ul className="mt-4 space-y-3 text-muted">
						<li>
							{'Already ordered? '}
							<Link
								to="/track-order"
								className="font-semibold text-brand-700 underline underline-offset-4"
							>
								Track your order
							</Link>
						</li>
						<li>
							{'Not sure about a size? '}
							<Link
								to="/how-to"
								className="font-semibold text-brand-700 underline underline-offset-4"
							>
								Read the measuring guide
							</Link>
						</li>
						<li>
							{`Ordering ${BULK.minScreens} to ${BULK.maxLabel} screens? `}
							<Link
								to="/bulk-orders"
								className="font-semibold text-brand-700 underline underline-offset-4"
							>
								Request a bulk quote
							</Link>
						</li>
						<li>
							{'Order questions: '}
							<a
								href={`mailto:${CONTACT.ordersEmail}`}
								className="font-semibold text-brand-700 underline underline-offset-4"
							>
								{CONTACT.ordersEmail}
							</a>
						</li>
					</ul>
				</section>
			</div>
		</>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
