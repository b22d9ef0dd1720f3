import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { adminButtonClass } from './admin-page.tsx'

/**
 * A printable back-office sheet (work order, packing slip). On paper only the sheet prints: the
 * site's header, footer and chat are hidden by the `[data-print-sheet]` rule in app/app.css, and
 * the buttons here by print:hidden. Each `PrintPage` starts a new sheet of paper.
 */
export function PrintSheet({
	backTo,
	children,
}: {
	backTo: { href: string; label: string }
	children: ReactNode
}) {
	return (
		<div data-print-sheet className="mx-auto max-w-4xl px-4 py-6 print:max-w-none print:p-0">
			<div className="mb-6 flex flex-wrap gap-3 print:hidden">
				<Link to={backTo.href} className="self-center text-brand-700 underline">
					{backTo.label}
				</Link>
				<button type="button" className={adminButtonClass} onClick={() => window.print()}>
					Print
				</button>
			</div>
			{children}
		</div>
	)
}

export function PrintPage({ children, label }: { children: ReactNode; label?: string }) {
	return (
		<section aria-label={label} className="print-page text-ink">
			{children}
		</section>
	)
}
