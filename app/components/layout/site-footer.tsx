import { SHOP } from '#app/content/facts/shop-facts.ts'
import { SITE_FOOTER_CLASS, SITE_FOOTER_ID } from './kept-site-footer.tsx'
import { FOOTER_NAV } from './nav-links.ts'
import { useShopIdentity } from './shop-identity.tsx'
import { SiteLink } from './site-link.tsx'

type LinkListProps = {
	links: ReadonlyArray<{ to: `/${string}`; label: string }>
	className?: string
}

function LinkList({ links, className = 'space-y-2' }: LinkListProps) {
	return (
		<ul className={className}>
			{links.map((link) => (
				<li key={link.to}>
					<SiteLink
						to={link.to}
						className="text-gray-200 underline-offset-4 hover:text-white hover:underline"
					>
						{link.label}
					</SiteLink>
				</li>
			))}
		</ul>
	)
}

/** The footer as the server renders it; the browser keeps that HTML (`KeptSiteFooter`). */
export function SiteFooter() {
	const shop = useShopIdentity()
	return (
		<footer id={SITE_FOOTER_ID} className={SITE_FOOTER_CLASS}>
			<div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
				<section aria-labelledby="footer-mission">
					<h2 id="footer-mission" className="mb-3 text-lg font-semibold text-white">
						Mission
					</h2>
					<p>{SHOP.mission}</p>
				</section>
				<nav aria-labelledby="footer-information">
					<h2 id="footer-information" className="mb-3 text-lg font-semibold text-white">
						Information
					</h2>
					<LinkList links={FOOTER_NAV.information} />
				</nav>
				<nav aria-labelledby="footer-support">
					<h2 id="footer-support" className="mb-3 text-lg font-semibold text-white">
						Support
					</h2>
					<LinkList links={FOOTER_NAV.support} />
				</nav>
			</div>
			<div className="border-t border-gray-700">
				<div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm">
					<div className="space-y-1">
						<p>
							© {new Date().getFullYear()} {shop.legalName}. Made in the {SHOP.madeIn}.
						</p>
						{shop.address ? <address className="not-italic">{shop.address}</address> : null}
					</div>
					<nav aria-label="Legal">
						<LinkList links={FOOTER_NAV.legal} className="flex gap-6" />
					</nav>
				</div>
			</div>
		</footer>
	)
}
