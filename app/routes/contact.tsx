import { Link } from 'react-router'
import { ButtonLink } from '#app/components/marketing/button-link.tsx'
import { PageIntro } from '#app/components/marketing/page-intro.tsx'
import { organizationMeta } from '#app/components/layout/organization-json-ld.ts'
import { useShopIdentity } from '#app/components/layout/shop-identity.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { BULK, CONTACT } from '#app/content/facts/shop-facts.ts'
import { pageMeta, shopOf } from '#app/utils/meta.ts'
import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = ({ matches }) => {
	const shop = shopOf(matches)
	return [
		...pageMeta(
			matches,
			'Contact Us',
			shop
				? `Call ${shop.phone.display} or e-mail ${shop.supportEmail}. We answer e-mails typically within ${CONTACT.responseHours} hours.`
				: 'How to reach us.',
		),
		...organizationMeta(matches),
	]
}

export default function Contact() {
	const shop = useShopIdentity()
	return (
		<>
			<PageIntro eyebrow="Support" title="Contact Us">
				<p>Questions about measuring, an order or a bulk project? Talk to a real person.</p>
			</PageIntro>

			<div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-12 sm:py-16 md:grid-cols-2">
				<Card title="Phone">
					<p className="mt-2 text-muted">Call us during business hours.</p>
					<p className="mt-4">
						<a
							href={shop.phone.href}
							className="text-2xl font-bold text-brand-700 underline-offset-4 hover:underline"
						>
							{shop.phone.display}
						</a>
					</p>
				</Card>

				<Card title="Email">
					<p className="mt-2 text-muted">
						{`Write to ${shop.supportEmail}. We respond typically within ${CONTACT.responseHours} hours.`}
					</p>
					<p className="mt-4">
						<ButtonLink href={`mailto:${shop.supportEmail}`}>Email Support</ButtonLink>
					</p>
				</Card>

				<Card title="Support hours">
					<dl className="mt-4 divide-y divide-gray-200">
						{shop.hours.map((row) => (
							<div key={row.days} className="flex justify-between gap-4 py-2">
								<dt className="font-semibold text-ink">{row.days}</dt>
								<dd className="text-muted">{row.time}</dd>
							</div>
						))}
					</dl>
				</Card>

				<Card title="Company">
					<address className="mt-4 text-muted not-italic">
						<span className="block font-semibold text-ink">{shop.legalName}</span>
						{shop.address ? <span className="block">{shop.address}</span> : null}
					</address>
				</Card>

				<Card title="Other ways we can help">
					<ul className="mt-4 space-y-3 text-muted">
						<li>
							{'Already ordered? '}
							<Link to="/track-order" className="strong-link">
								Track your order
							</Link>
						</li>
						<li>
							{'Not sure about a size? '}
							<Link to="/how-to" className="strong-link">
								Read the measuring guide
							</Link>
						</li>
						<li>
							{`Ordering ${BULK.minScreens} to ${BULK.maxLabel} screens? `}
							<Link to="/bulk-orders" className="strong-link">
								Request a bulk quote
							</Link>
						</li>
						<li>
							{'Order questions: '}
							<a href={`mailto:${shop.ordersEmail}`} className="strong-link">
								{shop.ordersEmail}
							</a>
						</li>
					</ul>
				</Card>
			</div>
		</>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
