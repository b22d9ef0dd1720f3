import type { ReactNode } from 'react'
import { NavLink } from 'react-router'

const SECTIONS = [
	{ to: '/admin', label: 'Orders' },
	{ to: '/admin/production', label: 'Production' },
	{ to: '/admin/inbox', label: 'Inbox' },
	{ to: '/admin/quotes', label: 'Quotes' },
	{ to: '/admin/outbox', label: 'Failed e-mails' },
] as const

/** The back office's frame: its own navigation above every admin page. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
	return (
		<div className="mx-auto max-w-6xl px-4 py-10">
			<nav aria-label="Back office" className="border-b border-gray-200 pb-3">
				<ul className="flex flex-wrap gap-2">
					{SECTIONS.map((section) => (
						<li key={section.to}>
							<NavLink
								to={section.to}
								end
								className="inline-block rounded-md px-3 py-2 font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
							>
								{section.label}
							</NavLink>
						</li>
					))}
				</ul>
			</nav>
			<h1 className="mt-6 text-3xl font-bold text-ink">{title}</h1>
			{children}
		</div>
	)
}

export const adminButtonClass =
	'rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60'

export const adminSecondaryButtonClass =
	'rounded-lg border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60'

export const adminInputClass =
	'mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-ink aria-invalid:border-red-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700'

/** A problem with the request (bad filter, unknown order), shown where the content would be. */
export function AdminProblem({ message }: { message: string }) {
	return (
		<p role="alert" className="mt-6 rounded-md bg-red-50 p-4 font-medium text-red-800">
			{message}
		</p>
	)
}
