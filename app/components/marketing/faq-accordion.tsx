import { useId, useState } from 'react'
import type { FaqGroup, FaqItem } from '#app/content/words/faq-page.ts'
import { Link } from 'react-router'
import { useHydrated } from '#app/utils/use-hydrated.ts'

const questionClass =
	'flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-brand-700'

/** `open` for the button version; the native version turns with its <details> (group-open). */
function Chevron({ open }: { open?: boolean }) {
	return (
		<svg
			width="20"
			height="20"
			viewBox="0 0 20 20"
			aria-hidden="true"
			focusable="false"
			className={`shrink-0 text-brand-700 transition-transform motion-reduce:transition-none ${
				open === undefined ? 'group-open:rotate-180' : open ? 'rotate-180' : ''
			}`}
		>
			<path
				d="M5 7.5l5 5 5-5"
				fill="none"
				stroke="currentColor"
				strokeWidth="2"
				strokeLinecap="round"
			/>
		</svg>
	)
}

function Answer({ item }: { item: FaqItem }) {
	return (
		<div className="space-y-3 px-5 pb-5 text-muted">
			{item.answer.map((paragraph) => (
				<p key={paragraph}>{paragraph}</p>
			))}
			{item.link ? (
				<p>
					<Link
						to={item.link.to}
						className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
					>
						{item.link.label}
					</Link>
				</p>
			) : null}
		</div>
	)
}

/**
 * Questions and answers, one open at a time; clicking the open question closes it. The server
 * sends each question as a native <details> (they open and close without JavaScript, and `name`
 * keeps one open in browsers that support it) followed by its answer, which CSS hides while the
 * <details> is closed; once React runs, the questions become buttons with aria-expanded and the
 * answers stay as they are.
 */
export function FaqAccordion({ groups }: { groups: readonly FaqGroup[] }) {
	const hydrated = useHydrated()
	const [openId, setOpenId] = useState<string | null>(groups[0]?.items[0]?.id ?? null)
	const baseId = useId()
	const toggle = (id: string) => setOpenId((current) => (current === id ? null : id))

	return (
		<div className="space-y-10">
			{groups.map((group) => (
				<section key={group.id} aria-labelledby={`${baseId}-${group.id}`}>
					<h2 id={`${baseId}-${group.id}`} className="text-xl font-bold text-ink">
						{group.title}
					</h2>
					<ul className="mt-4 divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white">
						{group.items.map((item) => {
							const open = openId === item.id
							const panelId = `${baseId}-${item.id}-answer`
							return (
								<li key={item.id}>
									{hydrated ? (
										<h3>
											{/* Raw: a disclosure's heading button (aria-expanded), drawn as the question's text. */}
											<button
												type="button"
												id={`${baseId}-${item.id}`}
												aria-expanded={open}
												aria-controls={panelId}
												onClick={() => toggle(item.id)}
												className={questionClass}
											>
												{item.question}
												<Chevron open={open} />
											</button>
										</h3>
									) : (
										<details name="faq" open={open} className="group">
											<summary
												className={`${questionClass} list-none [&::-webkit-details-marker]:hidden`}
											>
												<h3>{item.question}</h3>
												<Chevron />
											</summary>
										</details>
									)}
									{/* The same element in both versions, so hydration keeps the answers' DOM. */}
									<div
										id={panelId}
										hidden={hydrated ? !open : undefined}
										className="[details:not([open])+&]:hidden"
									>
										<Answer item={item} />
									</div>
								</li>
							)
						})}
					</ul>
				</section>
			))}
		</div>
	)
}
