import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { MetaMatchLike } from '#app/utils/meta.ts'
import { adminPageMeta } from './admin-page-meta.ts'
import { AdminButton, AdminPage, AdminProblem } from './admin-page.tsx'

type SheetData<Order> = { order: Order | null; problem: string | null }

/**
 * A printable back-office sheet of one order (work order, packing slip): `children` gets the
 * order its loader made; without one, the problem on a back-office page titled `title`. On paper
 * only the sheet prints: the site's header, footer and chat are hidden by the
 * `[data-print-sheet]` rule in app/app.css, and the buttons here by print:hidden. Each
 * `PrintPage` starts a new sheet of paper.
 */
export function PrintSheet<Order extends { number: string }>({
	title,
	sheet: { order, problem },
	children,
}: {
	title: string
	sheet: SheetData<Order>
	children: (order: Order) => ReactNode
}) {
	if (!order) {
		return (
			<AdminPage title={title}>
				<AdminProblem message={problem ?? 'No such order.'} />
			</AdminPage>
		)
	}
	return (
		<div data-print-sheet className="mx-auto max-w-4xl px-4 py-6 print:max-w-none print:p-0">
			<div className="mb-6 flex flex-wrap gap-3 print:hidden">
				<Link
					to={`/admin/order?number=${order.number}`}
					className="self-center text-brand-700 underline"
				>
					{`Back to order ${order.number}`}
				</Link>
				<AdminButton type="button" onClick={() => window.print()}>
					Print
				</AdminButton>
			</div>
			{children(order)}
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

type SheetMetaArgs = {
	data?: { order: { number: string } | null }
	error?: unknown
	matches: readonly MetaMatchLike[]
}

/** The head of a printable sheet of one order (work order, packing slip): its title and number. */
export function printSheetMeta(
	{ data, ...args }: SheetMetaArgs,
	title: string,
	description: string,
) {
	return adminPageMeta(args, data?.order ? `${title} ${data.order.number}` : title, description)
}
