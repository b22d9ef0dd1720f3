import { useId, type ReactNode } from 'react'

/**
 * A white card of a page (/account, /contact), named for screen readers by its heading. It may
 * shrink below its content's widest word in a grid, and a long e-mail address breaks to fit.
 */
export function Card({ title, children }: { title: ReactNode; children: ReactNode }) {
	const titleId = useId()
	return (
		<section
			aria-labelledby={titleId}
			className="min-w-0 rounded-2xl border border-gray-200 bg-white p-6 break-words shadow-sm"
		>
			<h2 id={titleId} className="text-xl font-bold text-ink">
				{title}
			</h2>
			{children}
		</section>
	)
}
