import { Link } from 'react-router'
import type { Policy, PolicyBlock } from '#app/content/words/policies/policy.ts'
import { CONTACT } from '#app/content/facts/shop-facts.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { useShopIdentity } from '#app/components/layout/shop-identity.tsx'
import { pageMeta, shopOf, type MetaMatchLike } from '#app/utils/meta.ts'
import { ButtonLink } from './button-link.tsx'
import { PageIntro } from './page-intro.tsx'

function Block({ block }: { block: PolicyBlock }) {
	switch (block.kind) {
		case 'paragraph':
			return <p>{block.text}</p>
		case 'list':
			return (
				<ul className="list-disc space-y-2 pl-6">
					{block.items.map((item) => (
						<li key={item}>{item}</li>
					))}
				</ul>
			)
		case 'table':
			return (
				<div className="overflow-hidden rounded-xl border border-gray-200">
					<table className="w-full text-left text-sm">
						<caption className="sr-only">{block.caption}</caption>
						<thead className="bg-gray-50 text-ink">
							<tr>
								{block.columns.map((column) => (
									<th key={column} scope="col" className="px-3 py-3 font-semibold sm:px-4">
										{column}
									</th>
								))}
							</tr>
						</thead>
						<tbody className="divide-y divide-gray-200">
							{block.rows.map((row) => (
								<tr key={row.join('|')}>
									{row.map((cell, index) =>
										index === 0 ? (
											<th
												key={index}
												scope="row"
												className="px-3 py-3 font-semibold text-ink sm:px-4"
											>
												{cell}
											</th>
										) : (
											<td key={index} className="px-3 py-3 sm:px-4">
												{cell}
											</td>
										),
									)}
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)
	}
}

/** The layout shared by the shipping, refund, warranty, privacy and terms pages. */
/** A policy's text, which names the shop and its addresses. */
export type PolicyOf = (shop: ShopIdentity) => Policy

/** The title and description of a policy page (meta functions see the root loader's identity). */
export function policyMeta(matches: readonly MetaMatchLike[], policyOf: PolicyOf) {
	const shop = shopOf(matches)
	return shop ? pageMeta(matches, policyOf(shop).title, policyOf(shop).metaDescription) : []
}

export function PolicyPage({ policyOf }: { policyOf: PolicyOf }) {
	const shop = useShopIdentity()
	const policy = policyOf(shop)
	return (
		<article>
			<PageIntro eyebrow="Policies" title={policy.title}>
				<p>{policy.summary}</p>
			</PageIntro>
			<div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 lg:grid-cols-[14rem_1fr]">
				<nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
					<h2 className="text-sm font-semibold tracking-wide text-muted uppercase">On this page</h2>
					<ul className="mt-3 space-y-2 text-sm">
						{policy.sections.map((section) => (
							<li key={section.id}>
								<a
									href={`#${section.id}`}
									className="text-brand-700 underline-offset-4 hover:underline"
								>
									{section.heading}
								</a>
							</li>
						))}
					</ul>
				</nav>
				<div className="min-w-0 space-y-10">
					{policy.sections.map((section) => (
						<section
							key={section.id}
							id={section.id}
							className="scroll-mt-24 space-y-4 leading-relaxed text-ink"
						>
							<h2 className="text-2xl font-bold text-ink">{section.heading}</h2>
							{section.blocks.map((block, index) => (
								<Block key={index} block={block} />
							))}
						</section>
					))}
					<section className="rounded-2xl bg-brand-50 p-6">
						<h2 className="text-xl font-bold text-ink">Questions?</h2>
						<p className="mt-2 text-muted">
							{`Our team answers e-mails typically within ${CONTACT.responseHours} hours.`}
						</p>
						<div className="mt-4 flex flex-wrap gap-3">
							<ButtonLink href={`mailto:${shop.supportEmail}`}>Email Support</ButtonLink>
							<ButtonLink to="/contact" variant="secondary">
								Contact Us
							</ButtonLink>
						</div>
						{policy.related.length > 0 ? (
							<ul
								className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm"
								aria-label="Related pages"
							>
								{policy.related.map((link) => (
									<li key={link.to}>
										<Link to={link.to} className="strong-link">
											{link.label}
										</Link>
									</li>
								))}
							</ul>
						) : null}
					</section>
				</div>
			</div>
		</article>
	)
}
